"""Style wrappers for the holdout split only (used by build.py; dev/ and test/ keep render.py's).

Same five model families as render.py, written afresh so that no opener, heading, label, filler
sentence, tool-call form or closing line of dev/test recurs here. Each renderer takes the
(label, sentence) evidence items, the concluded country and region, the filler items, a summary
sentence and a small integer `v`, and returns the chain text and the (sentence, is_filler)
records it emitted. The last line of every chain names the country.
"""
import json

# Generic statements with no discriminative evidence, used only in the holdout chains.
HOLDOUT_FILLER = [
    ("Setting", "We are looking at a road somewhere in the countryside."),
    ("Conditions", "It seems to be a bright day."),
    ("Photo", "The panorama is crisp and easy to read."),
    ("Atmosphere", "Nothing unusual is happening in the frame."),
    ("Setting", "The camera sits on a stretch of tarmac."),
    ("Conditions", "A layer of high cloud covers part of the sky."),
    ("Photo", "Fine details are visible without much blur."),
    ("Surroundings", "A few structures can be made out along the way."),
    ("General", "This is a fairly ordinary roadside view."),
    ("Conditions", "The air looks clear, and visibility is good."),
    ("Surroundings", "Greenery lines parts of the road."),
    ("Time of day", "Judging by the light, it is probably daytime."),
    ("General", "There is quite a lot to go on in this picture."),
    ("Setting", "The road continues straight for some distance."),
    ("Photo", "Exposure and contrast look normal."),
    ("Atmosphere", "The place looks peaceful."),
    ("Traffic", "Traffic seems to be moving normally."),
    ("Surroundings", "Both sides of the road have some open ground."),
    ("General", "Several small details are worth a closer look."),
    ("Conditions", "The ground looks dry at the moment."),
    ("Time of day", "The shadows suggest the sun is not directly overhead."),
    ("Setting", "The road bends slightly further on."),
    ("Atmosphere", "It feels like a quiet, everyday location."),
    ("Photo", "Some parts of the image are slightly overexposed."),
    ("Surroundings", "There are a handful of trees in the distance."),
    ("Traffic", "One vehicle is visible a long way ahead."),
    ("General", "None of these details settles the question alone."),
    ("Setting", "This appears to be a public road."),
    ("Conditions", "There may have been a shower earlier in the day."),
    ("Surroundings", "The view is a mix of built-up and natural areas."),
    ("General", "Every clue narrows the search a little further."),
    ("Atmosphere", "The scene has an unhurried feel."),
    ("Photo", "The picture was taken at street level."),
    ("Setting", "We seem to be just outside a populated area."),
    ("Time of day", "The scene is evenly lit."),
    ("Surroundings", "The horizon is partly hidden behind nearby objects."),
]

HOLDOUT_SUMMARY = [
    "Now to combine the evidence.",
    "When these details are read side by side, they agree with each other.",
    "Nothing here contradicts the rest of the evidence.",
    "The individual details line up well.",
    "Taking stock of what has been found so far, one answer fits best.",
    "Each detail on its own is weak, but together they are convincing.",
    "This combination of features is quite characteristic.",
    "Collecting the findings makes the answer much clearer.",
    "With that, the list of candidate countries gets very short.",
    "The details reinforce one another rather than pulling apart.",
    "Let me summarise what the image tells us.",
]


def _low(s):
    if len(s) > 1 and s[1].isupper():
        return s
    return s[0].lower() + s[1:] if s else s


def _the(country):
    """The country as it reads mid-sentence ("the United Kingdom")."""
    return "the " + country if country.startswith(("United ", "Republic ")) else country


def _names(items, n):
    out = []
    for lab, _ in items:
        l = lab.lower()
        if l not in out:
            out.append(l)
    out = out[:n]
    if len(out) == 1:
        return out[0]
    if len(out) == 2:
        return out[0] + " and " + out[1]
    return ", ".join(out[:-1]) + ", and " + out[-1]


def gpt_markdown(items, country, region, fill, summ, v):
    """Markdown: '## Analysis' with a table (even v) or dash items with em dashes (odd v)."""
    rec = []
    seq = list(items)
    out = ["## Analysis", ""]
    out.append(f"_{fill[0][1]}_")
    rec.append((fill[0][1], True))
    out.append("")
    if v % 2 == 0:
        out.append("| Clue | What the image shows |")
        out.append("|---|---|")
        for lab, s in seq:
            out.append(f"| {lab} | {s} |")
        for lab, s in fill[1:]:
            out.append(f"| {lab} | {s} |")
    else:
        out.append("#### Key details")
        for lab, s in seq:
            out.append(f"- **{lab}** \u2014 {s}")
        for lab, s in fill[1:]:
            out.append(f"- **{lab}** \u2014 {s}")
    for f in fill[1:]:
        rec.append((f[1], True))
    for it in seq:
        rec.append((it[1], False))
    out.append("")
    out.append("## Verdict")
    out.append(f"{summ} Between the {_names(seq, 3)}, the strongest match is {_the(country)}"
               + (f", in or near {region}." if v % 3 != 1 else "."))
    rec.append((summ, True))
    out.append("")
    out.append(f"**Best guess:** {country}" + (f" \u2013 {region}" if v % 2 == 1 else ""))
    return "\n".join(out), rec


def claude_prose(items, country, region, fill, summ, v):
    """Prose with the label bolded inside the sentence that introduces each clue."""
    rec = []
    openers = [
        "There's a fair amount to work with in this image.",
        "I'll go through the visible details one at a time.",
        "A few things in this scene stand out right away.",
        "This one has several helpful details, so let me take them in turn.",
    ]
    firsts = ["First, the **{l}**: ", "Starting with the **{l}**, "]
    leads = ["Turning to the **{l}**, ", "Then there's the **{l}**. ", "As for the **{l}**, ",
             "I also notice the **{l}**: ", "Another clue is the **{l}**. "]
    hedges = [" That alone is a reasonably strong signal.", "", " I wouldn't rely on this by itself, though.",
              "", " This is probably the most useful detail here.", " It fits, although it isn't unique."]
    op = openers[v % len(openers)]
    rec.append((op, True))
    paras = [f"{op} {fill[0][1]}"]
    rec.append((fill[0][1], True))
    for n, (lab, s) in enumerate(items):
        pool = firsts if n == 0 else leads
        lead = pool[(n + v) % len(pool)].format(l=lab.lower())
        body = _low(s) if lead.endswith((", ", ": ")) else s
        paras.append(f"{lead}{body}{hedges[(n + 2 * v) % len(hedges)]}")
        rec.append((s, False))
    if len(fill) > 1:
        paras.append("On the less informative side: " + _low(" ".join(f[1] for f in fill[1:])))
        for f in fill[1:]:
            rec.append((f[1], True))
    paras.append(f"Putting all of this side by side \u2014 the {_names(items, 3)} in particular \u2014 my best "
                 f"estimate is {_the(country)}, probably somewhere around {region}, though I'd hold that "
                 f"with some caution.")
    return "\n\n".join(paras), rec


def gemini_bullets(items, country, region, fill, summ, v):
    """Cheerful opener, '**Key Clues:**' dash bullets, '**Other observations:**', a guess line."""
    openers = ["Okay, let's figure out where this is! Here's what I'm seeing:",
               "Great, this one has some good clues. Let's dig in:"]
    op = openers[v % len(openers)]
    rec = [(op, True)]
    out = [op, "", "**Key Clues:**", ""]
    seq = list(items)
    inline = v % 2 == 1 and len(seq) >= 3
    body = seq[:-1] if inline else seq
    for lab, s in body:
        out.append(f"- **{lab}:** {s}")
        rec.append((s, False))
    out.append("")
    out.append("**Other observations:**")
    out.append("")
    for lab, s in fill:
        out.append(f"- {s}")
        rec.append((s, True))
    out.append("")
    if inline:
        tail = seq[-1]
        out.append(f"{summ} So my guess is {country}. One more thing that supports it: {_low(tail[1])}")
        rec.append((tail[1], False))
    else:
        out.append(summ)
    rec.append((summ, True))
    out.append("")
    out.append(f"**Location Estimate:** {country}" + (f", {region}" if v % 3 == 2 else ""))
    return "\n".join(out), rec


HOLDOUT_TARGETS = {
    "signage": ["sign", "name", "script", "writing", "text", "lettering", "language", "board"],
    "plate": ["plate", "registration", "number"],
    "lane_paint": ["lane", "paint", "line", "marking", "centre"],
    "roadside_marker": ["bollard", "post", "marker", "delineator", "reflector"],
    "pole": ["pole", "pylon", "mast"],
    "car": ["car", "camera", "vehicle", "coverage", "generation", "traffic", "wheeler", "bus"],
    "buildings": ["house", "building", "church", "structure", "built", "dwelling", "temple", "mosque",
                  "housing", "shop", "kiosk"],
    "vegetation": ["plant", "flora", "forest", "bush", "crop", "farm", "tree", "moor", "green"],
}


def _area(label, other=None):
    l = label.lower()
    for t, keys in HOLDOUT_TARGETS.items():
        if any(k in l for k in keys):
            return t if t != other else t + "_detail"
    return "upper_half" if other != "upper_half" else "lower_half"


def qwen_toolcall(items, country, region, fill, summ, v):
    """Fake tool use in three forms: a fenced JSON call, a <function=...> tag, a python-like call."""
    rec = []
    out = []
    seq = list(items)
    a1 = _area(seq[0][0])
    a2 = _area(seq[1][0], a1)
    out.append(f"{fill[0][1]} I'll enlarge the {a1.replace('_', ' ')} first.")
    rec.append((fill[0][1], True))
    form = v % 3
    if form == 0:
        out.append("```json")
        out.append(json.dumps({"tool": "image_crop", "target": a1, "scale": 3}))
        out.append("```")
        out.append("Observation: the crop is sharp enough to read.")
    elif form == 1:
        out.append("<function=magnify>" + json.dumps({"area": a1, "level": 2}) + "</function>")
        out.append("[tool result] magnified region returned")
    else:
        out.append(f'enhance_region(target="{a1}", factor=4)')
        out.append(">> region enhanced")
    out.append(f"Having enlarged it, {_low(seq[0][1])}")
    rec.append((seq[0][1], False))
    out.append(f"Next, the {a2.replace('_', ' ')}.")
    if form == 2:
        out.append("<function=magnify>" + json.dumps({"area": a2, "level": 3}) + "</function>")
    else:
        out.append(f'enhance_region(target="{a2}", factor={2 + v % 2})')
    out.append(f"In the enhanced view, {_low(seq[1][1])}")
    rec.append((seq[1][1], False))
    out.append("")
    out.append("Remaining evidence:")
    for n, (lab, s) in enumerate(seq[2:], 1):
        out.append(f"{n}) {lab} -> {s}")
        rec.append((s, False))
    for lab, s in fill[1:]:
        out.append(f"- {s}")
        rec.append((s, True))
    out.append("")
    out.append(summ)
    rec.append((summ, True))
    out.append(f"Answer: {country}" if v % 2 == 0 else f"**Answer**: {country} ({region})")
    return "\n".join(out), rec


def llama_verbose(items, country, region, fill, summ, v):
    """'Absolutely!' opener, '**Clue #n - Label**' lines, a recap, and a long 'In conclusion' close."""
    openers = ["Absolutely! Here is a detailed, step-by-step look at the image.",
               "Great question! I'll break this image down carefully, clue by clue."]
    op = openers[v % len(openers)]
    rec = [(op, True)]
    out = [op, ""]
    out.append(f"First, the general impression: {_low(fill[0][1])}")
    rec.append((fill[0][1], True))
    n = 0
    for lab, s in items:
        n += 1
        out.append(f"**Clue #{n} \u2013 {lab}:** {s}")
        rec.append((s, False))
    for lab, s in fill[1:]:
        n += 1
        out.append(f"**Clue #{n} \u2013 {lab}:** {s}")
        rec.append((s, True))
    out.append("")
    out.append(f"To recap: {_low(summ)} The {_names(items, 2)} stand out as the most telling details, "
               f"and both are typical of {_the(country)}.")
    rec.append((summ, True))
    out.append("")
    out.append("In conclusion, after carefully weighing the road infrastructure, the natural environment, "
               f"the buildings and the small roadside details, my final answer is that this image was "
               f"taken in {_the(country)}" + (f", most likely in {region}." if v % 2 == 0 else "."))
    return "\n".join(out), rec


RENDER_HOLDOUT = {
    "gpt-markdown": gpt_markdown,
    "claude-prose": claude_prose,
    "gemini-bullets": gemini_bullets,
    "qwen-toolcall": qwen_toolcall,
    "llama-verbose": llama_verbose,
}
