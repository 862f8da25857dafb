"""Style wrappers for the second holdout split (holdout2), written after round 1 and different
from render.py (dev/test) and render_holdout.py (holdout): other openers, headings, label forms,
generic sentences, summary lines, closing lines and false tool-call forms. Same contract as
render.py: renderer(items, country, region, fill, summ, v) -> (chain, [(sentence, is_filler)])."""
import json

# Generic statements with no discriminative evidence: (label, sentence).
HOLDOUT2_FILLER = [
    ("Setting", "We are looking at an everyday road scene."),
    ("Conditions", "Daylight is plentiful and nothing obscures the view."),
    ("Picture", "Colours in the frame are natural and the focus is decent."),
    ("Conditions", "A thin layer of cloud covers part of the sky."),
    ("Setting", "The viewpoint is at roughly the height of a car roof."),
    ("Setting", "Nobody seems to be around at the moment the picture was taken."),
    ("Picture", "Some edges of the frame are slightly distorted by the lens."),
    ("Conditions", "Judging by the light, it is somewhere between morning and afternoon."),
    ("Setting", "The route continues ahead and bends out of sight."),
    ("Impression", "Overall the place feels peaceful."),
    ("Setting", "A handful of structures and some greenery are in view."),
    ("Conditions", "It does not look like it is raining."),
    ("Picture", "Detail is good enough to pick out objects at the roadside."),
    ("Impression", "Nothing here looks out of the ordinary for a populated area."),
    ("Setting", "The surface of the road looks usable."),
    ("Conditions", "Visibility reaches well into the distance."),
    ("Impression", "There are clues worth examining in this frame."),
    ("Setting", "Only a few vehicles share the road with the camera."),
    ("Picture", "Exposure is balanced, with no blown-out highlights."),
    ("Conditions", "Temperatures seem mild, going by how people would be dressed."),
    ("Setting", "Some open ground stretches away from the road."),
    ("Impression", "It is the kind of place one passes through without stopping."),
    ("Setting", "The frame takes in both sides of the carriageway."),
    ("Picture", "A small part of the image is blurred for privacy."),
    ("Conditions", "The shadows fall at a moderate angle."),
    ("Impression", "A careful look is needed to narrow this one down."),
    ("Setting", "The street is neither busy nor deserted."),
    ("Conditions", "The air looks clear, with no fog."),
    ("Setting", "Nothing in the foreground blocks the view."),
    ("Impression", "At first glance this could be many places."),
    ("Picture", "The photo appears to be a single panorama frame."),
    ("Setting", "The scene includes both natural and built elements."),
]

HOLDOUT2_SUMMARY = [
    "Each of these points nudges the guess in the same direction.",
    "None of the clues contradicts another.",
    "The combination is more telling than any single item.",
    "Weighing everything, one country fits clearly better than its neighbours.",
    "So far the evidence lines up neatly.",
    "Several independent hints converge here.",
]


def _low(s):
    if len(s) > 1 and s[1].isupper():
        return s
    return s[0].lower() + s[1:] if s else s


def _the(country):
    return "the " + country if country.startswith(("United ", "Republic ")) else country


def _labels(items, n):
    out = []
    for lab, _ in items:
        l = lab.lower()
        if l not in out:
            out.append(l)
    out = out[:n]
    return out[0] if len(out) == 1 else ", ".join(out[:-1]) + " and " + out[-1]


def gpt_markdown(items, country, region, fill, summ, v):
    """'# Reasoning' with '1. Label —' items or a 'Clue / Detail' table, '# Answer' and a bold country line."""
    rec = [(fill[0][1], True)]
    out = ["# Reasoning", "", fill[0][1], ""]
    if v % 2 == 0:
        n = 0
        for lab, s in list(items) + list(fill[1:]):
            n += 1
            out.append(f"{n}. {lab} \u2014 {s}")
    else:
        out.append("| # | Feature | Detail |")
        out.append("|:-:|---|---|")
        for n, (lab, s) in enumerate(list(items) + list(fill[1:]), 1):
            out.append(f"| {n} | **{lab}** | {s} |")
    for lab, s in items:
        rec.append((s, False))
    for f in fill[1:]:
        rec.append((f[1], True))
    out.append("")
    out.append("# Answer")
    out.append(f"{summ} The {_labels(items, 2)} settle it for me.")
    rec.append((summ, True))
    out.append("")
    out.append(f"**{country}**" + (f" (around {region})" if v % 3 == 0 else ""))
    return "\n".join(out), rec


def claude_prose(items, country, region, fill, summ, v):
    """Reflective prose: 'Let me think about ...' opener, label-led sentences, 'My read:' close."""
    openers = ["Let me think about what this scene is telling us.",
               "There are a handful of useful signals here, so I'll reason through them.",
               "Interesting image. I'll walk through the evidence I can actually see."]
    leads = ["Worth noting is the {l}: ", "What catches my eye next is the {l}. ", "On the {l}, ",
             "Then the {l}: ", "Looking at the {l}, "]
    hedges = ["", " I'm fairly confident about this one.", " That narrows things somewhat.", "",
              " On its own it wouldn't be conclusive."]
    op = openers[v % len(openers)]
    rec = [(op, True), (fill[0][1], True)]
    paras = [f"{op} {fill[0][1]}"]
    for n, (lab, s) in enumerate(items):
        lead = leads[(n + v) % len(leads)].format(l=lab.lower())
        body = _low(s) if lead.endswith((", ", ": ")) else s
        paras.append(f"{lead}{body}{hedges[(n + v) % len(hedges)]}")
        rec.append((s, False))
    if len(fill) > 1:
        paras.append("A few things don't help much. " + " ".join(f[1] for f in fill[1:]))
        for f in fill[1:]:
            rec.append((f[1], True))
    paras.append(f"My read: this is {_the(country)}, and if I had to narrow it down, {region}. "
                 f"The {_labels(items, 3)} are what push me there, though I could be wrong about the region.")
    return "\n\n".join(paras), rec


def gemini_bullets(items, country, region, fill, summ, v):
    """'Alright, ...' opener, '**What stands out:**' bullets, '**Less useful:**', '**My pick:** X'."""
    openers = ["Alright, let's break this one down!", "Ooh, a fun one. Let's look closely!"]
    op = openers[v % len(openers)]
    rec = [(op, True)]
    out = [op, "", "**What stands out:**", ""]
    seq = list(items)
    late = v % 2 == 0 and len(seq) >= 3
    for lab, s in (seq[:-1] if late else seq):
        out.append(f"* {lab} \u2192 {s}")
        rec.append((s, False))
    out.append("")
    out.append("**Less useful:**")
    for lab, s in fill:
        out.append(f"* {s}")
        rec.append((s, True))
    out.append("")
    out.append(summ)
    rec.append((summ, True))
    if late:
        out.append(f"That makes me lean towards {_the(country)}. Oh, and also: {_low(seq[-1][1])}")
        rec.append((seq[-1][1], False))
    out.append("")
    out.append(f"**My pick:** {country}" + (f" \u2014 {region}" if v % 3 == 1 else ""))
    return "\n".join(out), rec


def _target(label):
    return label.lower().replace(" ", "_")


def qwen_toolcall(items, country, region, fill, summ, v):
    """False tool use: an <|tool|> line, a 'CALL crop(...)' line or an 'Action:' block; 'Answer —'."""
    seq = list(items)
    rec = [(fill[0][1], True)]
    out = [f"Thought: {fill[0][1]} The {seq[0][0].lower()} needs a closer look."]
    form = v % 3
    t1, t2 = _target(seq[0][0]), _target(seq[1][0])
    if form == 0:
        out.append("<|tool|>" + json.dumps({"fn": "crop_and_zoom", "region": t1, "x": 2}) + "<|/tool|>")
        out.append("<|result|>ok<|/result|>")
    elif form == 1:
        out.append(f"CALL crop(box=\"{t1}\", upscale=3)")
        out.append("RETURN image_patch_1")
    else:
        out.append("Action: inspect_detail")
        out.append("Action Input: " + json.dumps({"what": t1}))
        out.append("Observation: detail image received")
    out.append(f"From the close-up: {_low(seq[0][1])}")
    rec.append((seq[0][1], False))
    if form == 1:
        out.append(f"CALL crop(box=\"{t2}\", upscale=2)")
    else:
        out.append("<|tool|>" + json.dumps({"fn": "crop_and_zoom", "region": t2, "x": 3}) + "<|/tool|>")
    out.append(f"Zoomed result: {_low(seq[1][1])}")
    rec.append((seq[1][1], False))
    out.append("")
    out.append("Other findings:")
    for lab, s in seq[2:]:
        out.append(f"[{lab}] {s}")
        rec.append((s, False))
    for lab, s in fill[1:]:
        out.append(f"[{lab}] {s}")
        rec.append((s, True))
    out.append("")
    out.append(summ)
    rec.append((summ, True))
    out.append(f"Answer \u2014 {country}" if v % 2 == 1 else f"Answer \u2014 {country}, {region}")
    return "\n".join(out), rec


def llama_verbose(items, country, region, fill, summ, v):
    """'Of course! ...' opener, 'Observation n (Label):' lines, 'Summing up', long 'Based on all of' close."""
    openers = ["Of course! I'd be happy to help figure out where this photo was taken.",
               "Certainly! Let's carefully examine every part of this image."]
    op = openers[v % len(openers)]
    rec = [(op, True), (fill[0][1], True)]
    out = [op, "", f"To begin with, {_low(fill[0][1])}", ""]
    n = 0
    for lab, s in items:
        n += 1
        out.append(f"Observation {n} ({lab}): {s}")
        rec.append((s, False))
    for lab, s in fill[1:]:
        n += 1
        out.append(f"Observation {n} ({lab}): {s}")
        rec.append((s, True))
    out.append("")
    out.append(f"Summing up, {_low(summ)} In particular, the {_labels(items, 2)} are characteristic of {_the(country)}.")
    rec.append((summ, True))
    out.append("")
    out.append("Based on all of the evidence above, including the vehicles, the signage, the vegetation and the "
               f"style of the buildings, I believe with reasonable confidence that this photo was taken in "
               f"{_the(country)}" + (f", possibly in {region}." if v % 2 == 1 else "."))
    return "\n".join(out), rec


RENDER_HOLDOUT2 = {
    "gpt-markdown": gpt_markdown,
    "claude-prose": claude_prose,
    "gemini-bullets": gemini_bullets,
    "qwen-toolcall": qwen_toolcall,
    "llama-verbose": llama_verbose,
}
