"""Style wrappers for the third holdout split (holdout3), written after round 2 by an engineer who
read no judge code and saw no score, and different from render.py (dev/test), render_holdout.py
(holdout) and render_holdout2.py (holdout2): other openers, headings, label forms, generic
sentences, summary lines, closing lines, false tool-call syntax and mid-chain conclusions. Same
contract as render.py: renderer(items, country, region, fill, summ, v) -> (chain, [(sentence, is_filler)])."""

# Generic statements with no discriminative evidence: (label, sentence).
HOLDOUT3_FILLER = [
    ("Backdrop", "The frame shows a fairly typical stretch of public road."),
    ("Lighting", "Sunlight is coming in from one side of the frame."),
    ("Image", "The panorama is sharp enough to read most small objects."),
    ("Backdrop", "There is a mixture of open space and a few buildings."),
    ("Lighting", "Nothing suggests bad weather at the time of capture."),
    ("Mood", "It has the feel of an unremarkable weekday."),
    ("Image", "The stitching of the panorama looks clean."),
    ("Backdrop", "The camera is positioned in the middle of a lane."),
    ("Traffic", "Very little traffic is in view."),
    ("Lighting", "Parts of the scene are in partial shade."),
    ("Mood", "There is no sign of anything unusual happening."),
    ("Image", "Colour balance looks natural, neither too warm nor too cool."),
    ("Backdrop", "The road stretches on beyond the edge of the frame."),
    ("Traffic", "A single vehicle is far off in the distance."),
    ("Lighting", "The sky is mostly clear with a few patches of cloud."),
    ("Mood", "This is the sort of spot that few people would remember."),
    ("Image", "A few faces and objects have been blurred automatically."),
    ("Backdrop", "Both verges of the road are visible."),
    ("Traffic", "No pedestrians are anywhere near the camera."),
    ("Lighting", "The brightness is even across the whole image."),
    ("Mood", "Locating this one will take some care."),
    ("Image", "There is slight haze towards the far distance."),
    ("Backdrop", "The surroundings look lived in but not crowded."),
    ("Lighting", "The shadows are of medium length."),
    ("Mood", "A quick look alone would not give the answer away."),
    ("Image", "The picture seems to come from a single capture pass."),
    ("Backdrop", "The ground beside the road is partly open."),
    ("Traffic", "The lane ahead of the camera is free."),
    ("Mood", "On the surface this scene gives little away."),
    ("Image", "The horizon sits roughly level across the frame."),
    ("Backdrop", "A few roadside objects break up the view."),
]

HOLDOUT3_SUMMARY = [
    "Put side by side, these observations tell a consistent story.",
    "There is no detail here that argues against the rest.",
    "It is the overlap of these clues that makes the case.",
    "Altogether, only one country really ticks every box.",
    "The picture that emerges from all of this is coherent.",
    "Individually modest, these hints become persuasive in combination.",
    "Every clue so far fits the same answer.",
]


def _low(s):
    if len(s) > 1 and s[1].isupper():
        return s
    return s[0].lower() + s[1:] if s else s


def _the(country):
    """The country as it reads mid-sentence ("the Faroe Islands")."""
    return "the " + country if country.startswith(("United ", "Republic ", "US ", "Faroe ")) else country


def _cap(s):
    return s[0].upper() + s[1:] if s else s


def _join(items, n):
    out = []
    for lab, _ in items:
        l = lab.lower()
        if l not in out:
            out.append(l)
    out = out[:n]
    return out[0] if len(out) == 1 else ", ".join(out[:-1]) + " and " + out[-1]


def _past_first(items):
    """The items after the first (usually camera and driving side), when there are enough of them."""
    return list(items)[1:] if len(items) > 2 else list(items)


def gpt_markdown(items, country, region, fill, summ, v):
    """'### What the image shows', a '>' filler line, '- *Label*:' items or an 'Evidence / Observation /
    Weight' table, '### Where this points', '**Most likely location:** X'."""
    rec = [(fill[0][1], True)]
    out = ["### What the image shows", "", f"> {fill[0][1]}", ""]
    if v % 2 == 1:
        for lab, s in items:
            out.append(f"- *{lab}*: {s}")
        for lab, s in fill[1:]:
            out.append(f"- *{lab}* (minor): {s}")
    else:
        out.append("| Evidence | Observation | Weight |")
        out.append("|---|---|:-:|")
        weights = ["high", "medium", "high", "medium", "high", "medium"]
        for n, (lab, s) in enumerate(items):
            out.append(f"| {lab} | {s} | {weights[(n + v) % len(weights)]} |")
        for lab, s in fill[1:]:
            out.append(f"| {lab} | {s} | low |")
    for lab, s in items:
        rec.append((s, False))
    for f in fill[1:]:
        rec.append((f[1], True))
    out.append("")
    out.append("### Where this points")
    out.append(f"{summ} Strongest signals: the {_join(_past_first(items), 2)}.")
    rec.append((summ, True))
    out.append("")
    out.append(f"**Most likely location:** {country}" + (f" \u2013 {region}" if v % 3 == 2 else ""))
    return "\n".join(out), rec


def claude_prose(items, country, region, fill, summ, v):
    """Measured prose: its own openers, clue-led paragraphs with hedges, a 'neutral' paragraph, in some
    rotations an early verdict followed by one more clue, and a 'Weighing it up, I'd put this in X' close."""
    openers = ["This is a nice one to reason about.",
               "A few things in this frame are genuinely diagnostic, so let me take them in turn.",
               "I'll go through what I can make out, roughly from most to least useful."]
    first = "To start with the {l}: "
    leads = ["Look at the {l}: ", "As for the {l}, ", "I also noticed the {l}. ", "And the {l} \u2014 ",
             "Then there's the {l}. "]
    hedges = [" That one carries real weight.", "", " I wouldn't lean on it alone.", "",
              " It's a small detail, but a useful one."]
    op = openers[v % len(openers)]
    rec = [(op, True), (fill[0][1], True)]
    paras = [f"{op} {fill[0][1]}"]
    seq = list(items)
    early = v % 3 == 1 and len(seq) >= 4
    body_items = seq[:-1] if early else seq
    for n, (lab, s) in enumerate(body_items):
        lead = (first if n == 0 else leads[(n + v) % len(leads)]).format(l=lab.lower())
        body = _low(s) if lead.endswith((", ", ": ", "\u2014 ")) else s
        paras.append(f"{lead}{body}{hedges[(n + v) % len(hedges)]}")
        rec.append((s, False))
    if len(fill) > 1:
        paras.append("Some of what's visible is neutral. " + " ".join(f[1] for f in fill[1:]))
        for f in fill[1:]:
            rec.append((f[1], True))
    if early:
        paras.append(f"By now I'm fairly settled on {_the(country)}. One last detail agrees with that: "
                     f"{_low(seq[-1][1])}")
        rec.append((seq[-1][1], False))
    paras.append(f"Weighing it up, I'd put this in {_the(country)}, with {region} as my hunch for the area. "
                 f"The {_join(items, 3)} carry most of that, and I'm less sure of the region than of the country.")
    return "\n\n".join(paras), rec


def gemini_bullets(items, country, region, fill, summ, v):
    """Upbeat opener, '**The good stuff:**' bullets, '**Background noise:**', in odd rotations
    'Everything here says X to me! Final nail: ...', then '**Final guess:** X'."""
    openers = ["Nice \u2014 this scene is packed with hints! \U0001F50E", "Let's see what this street can tell us."]
    op = openers[v % len(openers)]
    rec = [(op, True)]
    out = [op, "", "**The good stuff:**", ""]
    seq = list(items)
    late = v % 2 == 1 and len(seq) >= 3
    for lab, s in (seq[:-1] if late else seq):
        out.append(f"- **{lab}** \u2014 {s}")
        rec.append((s, False))
    out.append("")
    out.append("**Background noise:**")
    for lab, s in fill:
        out.append(f"- {s}")
        rec.append((s, True))
    out.append("")
    out.append(summ)
    rec.append((summ, True))
    if late:
        out.append(f"Everything here says {_the(country)} to me! Final nail: {_low(seq[-1][1])}")
        rec.append((seq[-1][1], False))
    out.append("")
    out.append(f"**Final guess:** {country}" + (f" ({region})" if v % 3 == 0 else ""))
    return "\n".join(out), rec


def _key(label):
    return label.lower().replace(" ", "-")


def qwen_toolcall(items, country, region, fill, summ, v):
    """False tool use in a syntax of its own: '<<invoke:zoom_in ...>>', '[[tool: sharpen | ...]]' or
    '>>> vision.focus(...)'; 'Enlarged view:', 'Second look:', 'Further notes:' with '- (Label)',
    'Final location: X'."""
    seq = list(items)
    rec = [(fill[0][1], True)]
    # the two zoomed items are the second and third clues (plates and writing, usually); the first
    # is listed with the further notes
    z1, z2 = (seq[1], seq[2]) if len(seq) >= 3 else (seq[0], seq[1])
    rest = [it for it in seq if it is not z1 and it is not z2]
    out = [f"Plan: {fill[0][1]} I will enlarge the {z1[0].lower()} first."]
    form = v % 3
    t1, t2 = _key(z1[0]), _key(z2[0])
    if form == 0:
        out.append(f"<<invoke:zoom_in target=\"{t1}\" scale=2>>")
        out.append("<<result: patch ready>>")
    elif form == 1:
        out.append(f"[[tool: sharpen | area={t1} | strength=high]]")
        out.append("[[done]]")
    else:
        out.append(f">>> vision.focus(region='{t1}', zoom=4)")
        out.append("<<< focused view returned")
    out.append(f"Enlarged view: {_low(z1[1])}")
    rec.append((z1[1], False))
    if form == 1:
        out.append(f"[[tool: sharpen | area={t2} | strength=medium]]")
    elif form == 2:
        out.append(f">>> vision.focus(region='{t2}', zoom=2)")
    else:
        out.append(f"<<invoke:zoom_in target=\"{t2}\" scale=3>>")
    out.append(f"Second look: {_low(z2[1])}")
    rec.append((z2[1], False))
    out.append("")
    out.append("Further notes:")
    for lab, s in rest:
        out.append(f"- ({lab}) {s}")
        rec.append((s, False))
    for lab, s in fill[1:]:
        out.append(f"- ({lab}) {s}")
        rec.append((s, True))
    out.append("")
    out.append(summ)
    rec.append((summ, True))
    out.append(f"Final location: {country} / {region}" if v % 2 == 0 else f"Final location: {country}")
    return "\n".join(out), rec


ORDINALS = ["First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh", "Eighth", "Ninth", "Tenth"]


def llama_verbose(items, country, region, fill, summ, v):
    """'What a great geolocation challenge! ...' opener, 'To set the scene, ...', '<Ordinal> piece of
    evidence (Label):' lines, 'Putting it all together: ...', long 'Taking every single one ...' close."""
    openers = ["What a great geolocation challenge! Let's work through it together.",
               "Happy to help with this one! I'll go through the image clue by clue."]
    op = openers[v % len(openers)]
    rec = [(op, True), (fill[0][1], True)]
    out = [op, "", f"To set the scene, {_low(fill[0][1])}", ""]
    n = 0
    for lab, s in items:
        out.append(f"{ORDINALS[n]} piece of evidence ({lab}): {s}")
        n += 1
        rec.append((s, False))
    for lab, s in fill[1:]:
        out.append(f"{ORDINALS[n]} piece of evidence ({lab}): {s}")
        n += 1
        rec.append((s, True))
    out.append("")
    out.append(f"Putting it all together: {summ} The {_join(_past_first(items), 2)} in particular match "
               f"{_the(country)} very well.")
    rec.append((summ, True))
    out.append("")
    out.append("Taking every single one of these observations into account, from the road itself to the "
               "roadside details, the writing and the surrounding landscape, my final conclusion is that this "
               f"picture was most likely captured in {_the(country)}"
               + (f", somewhere around {region}." if v % 2 == 0 else "."))
    return "\n".join(out), rec


RENDER_HOLDOUT3 = {
    "gpt-markdown": gpt_markdown,
    "claude-prose": claude_prose,
    "gemini-bullets": gemini_bullets,
    "qwen-toolcall": qwen_toolcall,
    "llama-verbose": llama_verbose,
}
