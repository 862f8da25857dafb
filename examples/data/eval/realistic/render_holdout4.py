"""Style wrappers for the fourth holdout split (holdout4), written after round 3 by an engineer who
read no judge code and saw no score, and different from render.py (dev/test) and the wrappers of
holdout, holdout2 and holdout3: other openers, headings, label forms, generic sentences, summary
lines, closing lines, false tool-call syntax and mid-chain conclusions. Same contract as render.py:
renderer(items, country, region, fill, summ, v) -> (chain, [(sentence, is_filler)]).

`fill` may hold one to four generic statements (build.py varies the count per candidate), so every
renderer copes with any non-empty `fill`."""

# Generic statements with no discriminative evidence: (label, sentence).
HOLDOUT4_FILLER = [
    ("Setting", "The photo was taken on an ordinary stretch of road where nothing special is going on."),
    ("Light", "It appears to be daytime, with the sun fairly high overhead."),
    ("Quality", "Resolution is decent across most of the frame."),
    ("Setting", "The scene combines a road, a few structures and a bit of greenery."),
    ("Light", "Colours come across bright without being washed out."),
    ("Quality", "Areas near the edges are a little stretched by the panorama projection."),
    ("Setting", "I can't name any landmark here with certainty."),
    ("Traffic", "Only a handful of road users can be made out."),
    ("Light", "Shadows fall softly, which hints at thin cloud cover."),
    ("Quality", "Any small text further away is too tiny to read."),
    ("Setting", "The camera seems to sit at a normal height above the road."),
    ("Traffic", "Nobody in the frame looks to be in a hurry."),
    ("Light", "No rain or wet tarmac is visible anywhere."),
    ("Quality", "I can't spot any obvious stitching errors in the photo."),
    ("Setting", "It could pass for a quiet afternoon in many places."),
    ("Setting", "Quite a lot of the picture is taken up by open sky."),
    ("Quality", "Part of the view is blocked by something close to the lens."),
    ("Setting", "Nothing in the frame looks out of place."),
    ("Light", "Visibility stays good right out to the horizon."),
    ("Traffic", "One parked vehicle sits at the side of the carriageway."),
    ("Setting", "The area feels neither fully rural nor fully urban."),
    ("Quality", "It looks like a standard street-level capture."),
    ("Light", "The exact time of day is hard to pin down."),
    ("Setting", "There is some open ground in the middle distance."),
    ("Traffic", "There are no roadworks or emergency vehicles around."),
    ("Quality", "Motion blur is minimal throughout."),
    ("Setting", "The view is fairly typical of a lived-in area."),
    ("Light", "Judging by the scene, the temperature seems mild."),
    ("Setting", "A few unremarkable structures sit along the roadside."),
    ("Quality", "Exposure is balanced between the bright and dark parts of the image."),
]

HOLDOUT4_SUMMARY = [
    "Each of these points narrows the field, and together they leave one option.",
    "None of the evidence conflicts with any other piece of it.",
    "The clues line up neatly behind a single answer.",
    "Read together, the details form a clear pattern.",
    "One by one they are hints; combined, they come close to proof.",
    "I can't find a competing candidate that explains all of this.",
    "The strong clues and the weaker ones point the same way.",
]


def _low(s):
    if len(s) > 1 and s[1].isupper():
        return s
    return s[0].lower() + s[1:] if s else s


def _the(country):
    """The country as it reads mid-sentence ("the Isle of Man")."""
    return "the " + country if country.startswith(("Isle of ", "United ", "US ")) else country


def _join(items, n):
    out = []
    for lab, _ in items:
        l = lab.lower()
        if l not in out:
            out.append(l)
    out = out[:n]
    return out[0] if len(out) == 1 else ", ".join(out[:-1]) + " and " + out[-1]


def _mid(items):
    """The items in the middle of the list (neither the first nor the last), if there are enough."""
    return list(items)[1:-1] if len(items) > 3 else list(items)


def gpt_markdown(items, country, region, fill, summ, v):
    """'**Quick take:**' with a filler line, '## Evidence' with numbered '**Label.**' items (even
    rotations) or '▸ Label —' lines (odd), filler items marked '(not diagnostic)', a '---' rule,
    '## Bottom line' with a summary and 'Most decisive: ...', then '**Location:** X'."""
    rec = [(fill[0][1], True)]
    out = [f"**Quick take:** {fill[0][1]}", "", "## Evidence", ""]
    n = 0
    for lab, s in items:
        n += 1
        out.append(f"{n}. **{lab}.** {s}" if v % 2 == 0 else f"▸ {lab} — {s}")
        rec.append((s, False))
    for lab, s in fill[1:]:
        n += 1
        out.append(f"{n}. **{lab}** *(not diagnostic)*. {s}" if v % 2 == 0 else f"▸ {lab} *(not diagnostic)* — {s}")
        rec.append((s, True))
    out += ["", "---", "", "## Bottom line", ""]
    out.append(f"{summ} Most decisive: the {_join(_mid(items), 2)}.")
    rec.append((summ, True))
    out.append("")
    out.append(f"**Location:** {country}" + (f" — probably {region}" if v % 3 == 1 else ""))
    return "\n".join(out), rec


def claude_prose(items, country, region, fill, summ, v):
    """Reflective prose: its own openers, paragraphs led by 'The first thing I'd point to is the label',
    'Next, the label.', 'Then the label:', ..., an 'Other parts of the image don't add much.' paragraph, in rotations
    v % 4 in (1, 2) an early commitment followed by one more observation, and an 'All told, my answer
    is X' close."""
    openers = ["There's a fair amount to work with here, so I'll walk through it.",
               "Let me reason outward from the most telling detail.",
               "My first impression is fairly strong, but I want to check it against the details.",
               "I'll start with what I'm most sure of and work down."]
    first = "The first thing I'd point to is the {l}: "
    leads = ["Next, the {l}. ", "Then the {l}: ", "Worth adding: the {l}. ", "On the {l}, ",
             "I'd also weigh the {l}. "]
    hedges = [" I'm quite confident in that reading.", "", " Alone it would be suggestive rather than conclusive.",
              "", " That narrows things considerably.", ""]
    op = openers[v % len(openers)]
    rec = [(op, True)]
    paras = [op]
    seq = list(items)
    early = v % 4 in (1, 2) and len(seq) >= 4
    body = seq[:-1] if early else seq
    for n, (lab, s) in enumerate(body):
        lead = (first if n == 0 else leads[(n + v) % len(leads)]).format(l=lab.lower())
        text = _low(s) if lead.endswith((": ", ", ")) else s
        paras.append(f"{lead}{text}{hedges[(n + v) % len(hedges)]}")
        rec.append((s, False))
    paras.append("Other parts of the image don't add much. " + " ".join(f[1] for f in fill))
    for f in fill:
        rec.append((f[1], True))
    if early:
        paras.append(f"At this point I'd already commit to {_the(country)}. Still, one more observation is "
                     f"worth mentioning: {_low(seq[-1][1])}")
        rec.append((seq[-1][1], False))
    paras.append(f"All told, my answer is {_the(country)}, and if I had to pick an area, {region}. The "
                 f"{_join(items, 3)} do most of the work; the regional guess is much softer than the country.")
    return "\n\n".join(paras), rec


def gemini_bullets(items, country, region, fill, summ, v):
    """Chatty opener with an emoji, '**🔑 Key evidence**' with '• Label: ...' bullets, '**🤷 Not much
    help**', in even rotations '📍 Pretty sure we're in X! And one more thing: ...', then
    '**Where I'd pin it:** X'."""
    openers = ["This one's fun — let's dig in! 🌍", "Okay! Lots to unpack in this picture. 🧐",
               "Ready for some detective work? Here goes. 🕵️"]
    op = openers[v % len(openers)]
    rec = [(op, True)]
    out = [op, "", "**🔑 Key evidence**", ""]
    seq = list(items)
    late = v % 2 == 0 and len(seq) >= 3
    for lab, s in (seq[:-1] if late else seq):
        out.append(f"• {lab}: {s}")
        rec.append((s, False))
    out.append("")
    out.append("**🤷 Not much help**")
    for lab, s in fill:
        out.append(f"• {s}")
        rec.append((s, True))
    out.append("")
    if late:
        out.append(f"📍 Pretty sure we're in {_the(country)}! And one more thing: {_low(seq[-1][1])}")
        rec.append((seq[-1][1], False))
        out.append("")
    out.append(summ)
    rec.append((summ, True))
    out.append("")
    out.append(f"**Where I'd pin it:** {country}" + (f", {region} 🎯" if v % 3 == 2 else ""))
    return "\n".join(out), rec


def _key(label):
    return label.lower().replace(" ", "_")


def qwen_toolcall(items, country, region, fill, summ, v):
    """False tool use in a syntax of its own: '⟦call image.zoom {...}⟧' / '⟦ret ok⟧',
    '%%inspect label=... mode=detail%%' / '%%inspect -> 1 region%%', or '@tool(lens, focus=..., power=n)' /
    '@tool.result: ...'; 'Zoom output:', 'Detail pass:', 'Also observed:' with '* Label :: ...',
    'Predicted location: X'."""
    seq = list(items)
    rec = [(fill[0][1], True)]
    # the zoomed items are the second and the last clue; the rest are listed afterwards
    z1, z2 = (seq[1], seq[-1]) if len(seq) >= 3 else (seq[0], seq[-1])
    rest = [it for it in seq if it is not z1 and it is not z2]
    out = [f"Approach: {fill[0][1]} First I'll inspect the {z1[0].lower()}."]
    form = v % 3
    t1, t2 = _key(z1[0]), _key(z2[0])
    if form == 0:
        out.append(f"⟦call image.zoom {{\"focus\": \"{t1}\", \"x\": 3}}⟧")
        out.append("⟦ret ok⟧")
    elif form == 1:
        out.append(f"%%inspect label={t1} mode=detail%%")
        out.append("%%inspect -> 1 region%%")
    else:
        out.append(f"@tool(lens, focus=\"{t1}\", power=3)")
        out.append("@tool.result: crop delivered")
    out.append(f"Zoom output: {_low(z1[1])}")
    rec.append((z1[1], False))
    out.append("")
    out.append("Also observed:")
    for lab, s in rest:
        out.append(f"* {lab} :: {s}")
        rec.append((s, False))
    for lab, s in fill[1:]:
        out.append(f"* {lab} :: {s}")
        rec.append((s, True))
    out.append("")
    if v % 4 == 3:
        out.append(f"Interim verdict: {_the(country)} looks right. One more check before I finalise.")
    if form == 0:
        out.append(f"⟦call image.zoom {{\"focus\": \"{t2}\", \"x\": 2}}⟧")
    elif form == 1:
        out.append(f"%%inspect label={t2} mode=detail%%")
    else:
        out.append(f"@tool(lens, focus=\"{t2}\", power=2)")
    out.append(f"Detail pass: {_low(z2[1])}")
    rec.append((z2[1], False))
    out.append("")
    out.append(summ)
    rec.append((summ, True))
    out.append(f"Predicted location: {country} ({region})" if v % 2 == 1 else f"Predicted location: {country}")
    return "\n".join(out), rec


def llama_verbose(items, country, region, fill, summ, v):
    """'Sure thing! ...' opener, 'Let me begin with the overall impression: ...', 'Point n of N, label:'
    lines, in rotations v % 3 == 0 'At this stage the answer already looks like X. But let me add one
    more point:', 'To summarise everything so far: ...', and a long 'So, after considering ...' close."""
    openers = ["Sure thing! Let me break this image down carefully.",
               "Great image to work with! Here's my detailed analysis.",
               "I'd be glad to analyse this one. Let's go through everything I can see."]
    op = openers[v % len(openers)]
    rec = [(op, True), (fill[0][1], True)]
    out = [op, "", f"Let me begin with the overall impression: {_low(fill[0][1])}", ""]
    seq = list(items)
    late = v % 3 == 0 and len(seq) >= 4
    body = seq[:-1] if late else seq
    lines = [(lab, s, False) for lab, s in body] + [(lab, s, True) for lab, s in fill[1:]]
    total = len(lines) + (1 if late else 0)
    for n, (lab, s, is_f) in enumerate(lines, 1):
        out.append(f"Point {n} of {total}, {lab.lower()}: {s}")
        rec.append((s, is_f))
    if late:
        out.append("")
        out.append(f"At this stage the answer already looks like {_the(country)}. But let me add one more point:")
        out.append(f"Point {total} of {total}, {seq[-1][0].lower()}: {seq[-1][1]}")
        rec.append((seq[-1][1], False))
    out.append("")
    out.append(f"To summarise everything so far: {summ} The {_join(_mid(items), 2)} are the most telling.")
    rec.append((summ, True))
    out.append("")
    out.append("So, after considering all of the clues above, from the vehicles and the road furniture to the "
               "buildings, the signs and the natural surroundings, I am confident that this photo shows "
               f"{_the(country)}" + (f", most likely in or near {region}." if v % 2 == 1 else "."))
    return "\n".join(out), rec


RENDER_HOLDOUT4 = {
    "gpt-markdown": gpt_markdown,
    "claude-prose": claude_prose,
    "gemini-bullets": gemini_bullets,
    "qwen-toolcall": qwen_toolcall,
    "llama-verbose": llama_verbose,
}
