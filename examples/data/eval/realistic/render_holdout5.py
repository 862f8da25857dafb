"""Style wrappers for the fifth holdout split (holdout5), written during round 4 by an engineer who
read no judge code, lexicon or score, and different from render.py (dev/test) and the wrappers of
holdout to holdout4: other openers, headings, label forms, generic sentences, summary lines,
closing lines, false tool-call syntax and mid-chain conclusions. Same contract as render.py:
renderer(items, country, region, fill, summ, v) -> (chain, [(sentence, is_filler)]).

`fill` holds one to four generic statements (build.py varies the count per candidate), so every
renderer copes with any non-empty `fill`."""

# Generic statements with no discriminative evidence: (label, sentence).
HOLDOUT5_FILLER = [
    ("Conditions", "The light suggests the picture was taken somewhere around midday."),
    ("Frame", "The panorama bends a little towards its outer edges."),
    ("Scene", "This is the kind of road you could come across on several continents."),
    ("Conditions", "There's no hint of rain, and the road surface is dry."),
    ("Frame", "The far background is too hazy to pick out any detail."),
    ("Scene", "A handful of buildings and some plants fill out the frame."),
    ("Traffic", "The road is fairly empty at the moment of capture."),
    ("Conditions", "Brightness is even from one side of the image to the other."),
    ("Frame", "I don't see any visible seams where the photos were joined."),
    ("Scene", "Nothing here is a famous landmark that I recognise."),
    ("Traffic", "A couple of pedestrians are visible but too far off to describe."),
    ("Conditions", "It seems to be a calm day with hardly any wind."),
    ("Frame", "The colours look natural and not over-processed."),
    ("Scene", "The surroundings look like an everyday, lived-in neighbourhood."),
    ("Traffic", "No vehicle in view is moving quickly."),
    ("Frame", "The lens sits at roughly the height of a car roof."),
    ("Scene", "The centre of the image is dominated by the roadway itself."),
    ("Conditions", "Shadows are short, so the sun must be fairly high."),
    ("Frame", "Small print on distant objects can't be made out at this resolution."),
    ("Scene", "The setting feels quiet rather than busy."),
    ("Traffic", "There are no police or emergency vehicles in sight."),
    ("Conditions", "The overall tone of the image is warm."),
    ("Frame", "A slight glare shows up in one corner of the picture."),
    ("Scene", "Some open space stretches away behind the nearest buildings."),
    ("Traffic", "A single car is parked a little way down the road."),
    ("Frame", "The image is stitched cleanly, as is normal for street-level imagery."),
    ("Scene", "Nothing about this view looks staged or out of the ordinary."),
    ("Conditions", "The air looks clear enough to see a fair distance."),
    ("Scene", "The spot doesn't look like a tourist area."),
    ("Frame", "Part of the lower frame shows the capture vehicle's own shadow."),
]

HOLDOUT5_SUMMARY = [
    "Taken as a set, these observations leave very little room for doubt.",
    "Every clue I trust points to the same place.",
    "No single detail is unique, but the combination is.",
    "Nothing I see argues for a different answer.",
    "The evidence holds together from the foreground to the background.",
    "Put side by side, the details rule out the usual lookalikes.",
    "These signals reinforce one another rather than pulling apart.",
]


def _low(s):
    if len(s) > 1 and s[1].isupper():
        return s
    return s[0].lower() + s[1:] if s else s


def _names(items, n):
    out = []
    for lab, _ in items:
        l = lab.lower()
        if l not in out:
            out.append(l)
    out = out[:n]
    return out[0] if len(out) == 1 else ", ".join(out[:-1]) + " and " + out[-1]


def _inner(items):
    """The items without the first one, when there are enough (so the named ones vary)."""
    return list(items)[1:] if len(items) > 2 else list(items)


def gpt_markdown(items, country, region, fill, summ, v):
    """'## Step 1 — what's visible' with an '_Context:_' filler line, '- **Label**: ...' bullets (even
    rotations) or a '| Signal | Reading | Strength |' table (odd), filler rows marked 'background' /
    'weak', '## Step 2 — narrowing down' with a summary and 'Top signals: a + b.', and
    '## Step 3 — answer' with '**Answer:** X'."""
    rec = [(fill[0][1], True)]
    out = ["## Step 1 — what's visible", "", f"_Context:_ {fill[0][1]}", ""]
    table = v % 2 == 1
    if table:
        out += ["| Signal | Reading | Strength |", "|---|---|---|"]
    for lab, s in items:
        out.append(f"| {lab} | {s} | strong |" if table else f"- **{lab}**: {s}")
        rec.append((s, False))
    for lab, s in fill[1:]:
        out.append(f"| {lab} | {s} | weak |" if table else f"- **{lab}** (background): {s}")
        rec.append((s, True))
    labs = [lab.lower() for lab, _ in _inner(items)][:2]
    out += ["", "## Step 2 — narrowing down", "", f"{summ} Top signals: {' + '.join(labs)}."]
    rec.append((summ, True))
    out += ["", "## Step 3 — answer", ""]
    out.append(f"**Answer:** {country}" + (f" · area guess: {region}" if v % 4 in (0, 3) else ""))
    return "\n".join(out), rec


def claude_prose(items, country, region, fill, summ, v):
    """Measured prose: its own openers, paragraphs led by 'What caught my eye first was the label:',
    'Beyond that, the label:', 'The label is also informative.', ..., a 'Some of the frame is simply
    background.' paragraph, in rotations v % 3 == 2 an early commitment followed by one more detail,
    and a 'Pulling it together, I'd say X' close."""
    openers = ["Here's how I'd read this scene, one clue at a time.",
               "I think this can be narrowed down quite a bit; let me explain why.",
               "A few details here are more useful than they first appear.",
               "Let me separate the telling details from the incidental ones."]
    first = "What caught my eye first was the {l}: "
    leads = ["Beyond that, the {l}: ", "The {l} is also informative. ", "Note the {l} as well: ",
             "Consider too the {l}. ", "And then the {l}: ", "I'd add the {l}. "]
    hedges = ["", " I'd put real weight on that.", "", " On its own it wouldn't settle much.", "",
              " That fits only a short list of places."]
    op = openers[v % len(openers)]
    rec = [(op, True)]
    paras = [op]
    seq = list(items)
    early = v % 3 == 2 and len(seq) >= 4
    body = seq[:-1] if early else seq
    for n, (lab, s) in enumerate(body):
        lead = (first if n == 0 else leads[(n + 2 * v) % len(leads)]).format(l=lab.lower())
        text = _low(s) if lead.endswith((": ", ", ")) else s
        paras.append(f"{lead}{text}{hedges[(n + v) % len(hedges)]}")
        rec.append((s, False))
    paras.append("Some of the frame is simply background. " + " ".join(f[1] for f in fill))
    for f in fill:
        rec.append((f[1], True))
    if early:
        paras.append(f"I'm already leaning firmly towards {country} here, though there is one further detail "
                     f"to add: {_low(seq[-1][1])}")
        rec.append((seq[-1][1], False))
    paras.append(f"Pulling it together, I'd say {country} — and, with less certainty, {region}. The "
                 f"{_names(items, 3)} carry the argument; the area is closer to an educated guess.")
    return "\n\n".join(paras), rec


def gemini_bullets(items, country, region, fill, summ, v):
    """Upbeat opener with an emoji, '**✅ Clues that matter**' with '- ✔️ Label — ...' bullets,
    '**💤 Background stuff**', in odd rotations '🏁 My gut says X! Bonus clue: ...', a summary, then
    '**Final spot:** X'."""
    openers = ["Ooh, let's crack this one! ✨", "Right, detective hat on! 🎩",
               "Fun scene — here's what jumps out. 👀", "Let's zoom in on the details! 🔍"]
    op = openers[(v + 1) % len(openers)]
    rec = [(op, True)]
    out = [op, "", "**✅ Clues that matter**", ""]
    seq = list(items)
    late = v % 2 == 1 and len(seq) >= 3
    for lab, s in (seq[:-1] if late else seq):
        out.append(f"- ✔️ {lab} — {s}")
        rec.append((s, False))
    out += ["", "**💤 Background stuff**", ""]
    for lab, s in fill:
        out.append(f"- {s}")
        rec.append((s, True))
    out.append("")
    if late:
        out.append(f"🏁 My gut says {country}! Bonus clue: {_low(seq[-1][1])}")
        rec.append((seq[-1][1], False))
        out.append("")
    out.append(summ)
    rec.append((summ, True))
    out.append("")
    out.append(f"**Final spot:** {country}" + (f" — {region} 📌" if v % 3 == 0 else ""))
    return "\n".join(out), rec


def _slot(label):
    return label.lower().replace(" ", "-")


def qwen_toolcall(items, country, region, fill, summ, v):
    """False tool use in a syntax of its own: '<call>look_closer(area="...", zoom=n)</call>' /
    '<response>enlarged patch</response>', '{{tool:enhance}} target=... level=n' / '{{tool:enhance}} => done',
    or '$ zoomtool --region ... --scale n' / '(zoomtool exited 0)'; 'Close-up shows:', 'Other notes:' with
    '+ Label => ...', 'Follow-up view:', in some rotations 'Provisional answer: X. ...', a summary, and
    'Location estimate: X'."""
    seq = list(items)
    rec = [(fill[0][1], True)]
    # the first and the third clue get a zoom; the rest are listed in between
    z1 = seq[0]
    z2 = seq[2] if len(seq) >= 3 else seq[-1]
    rest = [it for it in seq if it is not z1 and it is not z2]
    out = [f"Goal: pin down where this was taken. {fill[0][1]} I'll look closer at the {z1[0].lower()} first."]
    form = (v + 2) % 3
    a1, a2 = _slot(z1[0]), _slot(z2[0])

    def call(area, n):
        if form == 0:
            return [f"<call>look_closer(area=\"{area}\", zoom={n})</call>", "<response>enlarged patch</response>"]
        if form == 1:
            return [f"{{{{tool:enhance}}}} target={area} level={n}", "{{tool:enhance}} => done"]
        return [f"$ zoomtool --region {area} --scale {n}", "(zoomtool exited 0)"]

    out += call(a1, 4)
    out.append(f"Close-up shows: {_low(z1[1])}")
    rec.append((z1[1], False))
    out.append("")
    out.append("Other notes:")
    for lab, s in rest:
        out.append(f"+ {lab} => {s}")
        rec.append((s, False))
    for lab, s in fill[1:]:
        out.append(f"+ {lab} => {s}")
        rec.append((s, True))
    out.append("")
    if v % 4 == 1:
        out.append(f"Provisional answer: {country}. Verifying one more region first.")
    out += call(a2, 2)
    out.append(f"Follow-up view: {_low(z2[1])}")
    rec.append((z2[1], False))
    out.append("")
    out.append(summ)
    rec.append((summ, True))
    out.append(f"Location estimate: {country} / {region}" if v % 2 == 0 else f"Location estimate: {country}")
    return "\n".join(out), rec


def llama_verbose(items, country, region, fill, summ, v):
    """'Thanks for sharing this image! ...' and other openers, 'First, a general note: ...',
    'Detail #n (label): ...' lines, in rotations v % 3 == 1 'Based on what I've listed, X is already the
    front-runner. ...' before the last clue, 'Bringing it all together: ...', and a long 'Having weighed
    every clue carefully, ...' close."""
    openers = ["Thanks for sharing this image! I'll go through it methodically.",
               "Alright, let's work through this photo one detail at a time.",
               "Let's carefully examine everything this image has to offer."]
    op = openers[(v + 2) % len(openers)]
    rec = [(op, True), (fill[0][1], True)]
    out = [op, "", f"First, a general note: {_low(fill[0][1])}", ""]
    seq = list(items)
    late = v % 3 == 1 and len(seq) >= 4
    body = seq[:-1] if late else seq
    lines = [(lab, s, False) for lab, s in body] + [(lab, s, True) for lab, s in fill[1:]]
    for n, (lab, s, is_f) in enumerate(lines, 1):
        out.append(f"Detail #{n} ({lab.lower()}): {s}")
        rec.append((s, is_f))
    if late:
        out.append("")
        out.append(f"Based on what I've listed, {country} is already the front-runner. There's one more thing "
                   "worth including, though:")
        out.append(f"Detail #{len(lines) + 1} ({seq[-1][0].lower()}): {seq[-1][1]}")
        rec.append((seq[-1][1], False))
    out.append("")
    out.append(f"Bringing it all together: {summ} The {_names(_inner(items), 2)} stand out most.")
    rec.append((summ, True))
    out.append("")
    out.append("Having weighed every clue carefully, including the road, the vehicles, the writing, the "
               f"buildings and the landscape, my final answer is that this image was taken in {country}"
               + (f", probably around {region}." if v % 2 == 0 else "."))
    return "\n".join(out), rec


RENDER_HOLDOUT5 = {
    "gpt-markdown": gpt_markdown,
    "claude-prose": claude_prose,
    "gemini-bullets": gemini_bullets,
    "qwen-toolcall": qwen_toolcall,
    "llama-verbose": llama_verbose,
}
