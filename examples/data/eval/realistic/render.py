"""Style renderers for the VLM candidates of the realistic corpus (used by build.py).

Each renderer takes a list of (label, sentence) evidence items, the concluded country and region,
the filler items to mix in, and a small integer `v` for variation, and returns the chain text and
the list of (sentence, is_filler) records it emitted (for filler.jsonl).
"""
import json

STYLES = ["gpt-markdown", "claude-prose", "gemini-bullets", "qwen-toolcall", "llama-verbose"]

# Generic statements with no discriminative evidence: (label, sentence).
FILLER = [
    ("Scene", "The image shows a rural road."),
    ("Weather", "The weather is overcast."),
    ("Image quality", "The image quality is good."),
    ("Sky", "The sky is mostly clear with a few scattered clouds."),
    ("Scene", "The photo was taken from the middle of a paved road."),
    ("Lighting", "The lighting suggests the photo was taken around midday."),
    ("Traffic", "There is very little traffic on the road."),
    ("Scene", "The road stretches off into the distance."),
    ("Overall", "Several features in this image can help identify where it was taken."),
    ("Weather", "It appears to be a warm, dry day."),
    ("Scene", "There are some trees and a few buildings visible."),
    ("Sky", "The sky is grey and fairly cloudy."),
    ("Scene", "The road seems to be in reasonable condition."),
    ("Image quality", "The picture is sharp and well exposed."),
    ("Scene", "This looks like a typical street-level photo."),
    ("Weather", "The weather looks pleasant, with good visibility."),
    ("Scene", "The area appears fairly quiet."),
    ("Lighting", "Shadows are short, so the sun is fairly high."),
    ("Scene", "There is open space on both sides of the road."),
    ("Overall", "There are a number of useful details here."),
    ("Sky", "The sky is a bright, even blue."),
    ("Scene", "The scene is calm, with no people in view."),
    ("Image quality", "The resolution is high enough to make out small details."),
    ("Weather", "It looks like it may have rained recently."),
    ("Scene", "The photo shows an ordinary stretch of road."),
    ("Traffic", "A couple of vehicles can be seen further ahead."),
    ("Scene", "The surroundings look lived-in but not crowded."),
    ("Lighting", "The light is soft, as if it were late afternoon."),
    ("Overall", "No single clue is decisive on its own."),
    ("Scene", "The image was captured outdoors in daylight."),
    ("Sky", "A few thin clouds are spread across the sky."),
    ("Scene", "The road curves gently ahead."),
    ("Image quality", "The colours in the image look natural."),
    ("Weather", "Conditions look dry."),
    ("Scene", "The landscape is fairly open."),
    ("Overall", "Each detail adds a little to the overall picture."),
    ("Traffic", "No vehicles are visible at the moment."),
    ("Scene", "The setting looks like the edge of a small settlement."),
    ("Weather", "The day seems cool and slightly hazy."),
    ("Scene", "There is a mix of natural and built features."),
]

# Sentences that close or open reasoning without evidence (also filler).
SUMMARY = [
    "Based on these observations, I can narrow down the location.",
    "All of these clues point in the same direction.",
    "Considering all of the details above, the answer becomes fairly clear.",
    "Putting these observations together gives a consistent picture.",
    "These clues, combined, make the location fairly easy to pin down.",
    "With all of this in mind, I can make a confident guess.",
    "Overall, the evidence is quite consistent.",
    "Combining everything I have noticed, one country stands out.",
    "Let me put everything together.",
    "Weighing all of these factors, the most likely answer is clear.",
]


def _cap(s):
    return s[0].upper() + s[1:] if s else s


def _low(s):
    # lower-case the first letter unless it starts an acronym/proper noun-ish token
    if len(s) > 1 and s[1].isupper():
        return s
    return s[0].lower() + s[1:] if s else s


def _labels(items, n=3):
    ls = []
    for lab, _ in items:
        l = lab.lower()
        if l not in ls:
            ls.append(l)
    ls = ls[:n]
    if len(ls) == 1:
        return ls[0]
    return ", ".join(ls[:-1]) + " and " + ls[-1]


def gpt_markdown(items, country, region, fill, summ, v):
    rec = []
    out = ["### Observations"]
    seq = list(items)
    # filler first and last, evidence in between
    allitems = [fill[0]] + seq + fill[1:]
    for n, (lab, s) in enumerate(allitems, 1):
        out.append(f"{n}. **{lab}:** {s}")
    for f in fill:
        rec.append((f[1], True))
    for it in seq:
        rec.append((it[1], False))
    out.append("")
    out.append("### Conclusion")
    out.append(f"{summ} The {_labels(seq)} are all consistent with {country}"
               + (f", most likely {region}." if v % 2 == 0 else "."))
    rec.append((summ, True))
    out.append("")
    out.append(f"**Final answer:** {country}")
    return "\n".join(out), rec


def claude_prose(items, country, region, fill, summ, v):
    rec = []
    openers = [
        "Looking at this image, I can see several clues that help narrow down the location.",
        "This image contains several useful clues about where it was taken.",
        "Let me work through what this image shows.",
    ]
    hedges = ["", " This is fairly distinctive.", " I can't be completely certain, but it is a strong hint.",
              " That narrows things down considerably.", ""]
    op = openers[v % len(openers)]
    paras = [op + " " + fill[0][1]]
    rec.append((op, True))
    for f in fill:
        rec.append((f[1], True))
    for n, (lab, s) in enumerate(items):
        h = hedges[(n + v) % len(hedges)]
        paras.append(f"**{lab}.** {s}{h}")
        rec.append((s, False))
    if len(fill) > 1:
        paras.append(" ".join(f[1] for f in fill[1:]))
    paras.append(f"Taken together, the {_labels(items, 4)} strongly suggest that this photo was taken in "
                 f"{country}, most likely in {region}.")
    return "\n\n".join(paras), rec


def gemini_bullets(items, country, region, fill, summ, v):
    rec = [("Here's a breakdown of the clues:", True)]
    out = ["Here's a breakdown of the clues:", ""]
    seq = list(items)
    inline = v % 2 == 1 and len(seq) >= 3
    tail = seq[-1] if inline else None
    body = seq[:-1] if inline else seq
    for lab, s in body:
        out.append(f"* **{lab}:** {s}")
        rec.append((s, False))
    for f in fill:
        out.append(f"* **{f[0]}:** {f[1]}")
        rec.append((f[1], True))
    if inline:
        out.append(f"* **Putting it together:** {summ} Conclusion: {country}. "
                   f"{tail[1]}")
        rec.append((tail[1], False))
    else:
        out.append("")
        out.append(summ)
    rec.append((summ, True))
    out.append("")
    out.append(f"**Conclusion:** {country}" + (f" ({region})" if v % 3 == 0 else ""))
    return "\n".join(out), rec


ZOOM_TARGETS = {
    "sign": ["sign", "signage", "script", "language", "text", "writing", "warning"],
    "licence plate": ["plate", "licence", "license", "number"],
    "road markings": ["road", "line", "marking", "centre", "center"],
    "roadside post": ["bollard", "post", "marker"],
    "utility pole": ["pole"],
    "vehicle": ["vehicle", "car", "camera", "truck", "bus"],
}


def _target(label):
    l = label.lower()
    for t, keys in ZOOM_TARGETS.items():
        if any(k in l for k in keys):
            return t
    return "background"


def qwen_toolcall(items, country, region, fill, summ, v):
    rec = []
    out = []
    seq = list(items)
    first, second = seq[0], seq[1]
    t1, t2 = _target(first[0]), _target(second[0])
    tool1 = "zoom" if v % 2 == 0 else "crop_and_zoom"
    out.append(f"{fill[0][1]} Let me zoom in on the {t1}.")
    rec.append((fill[0][1], True))
    out.append("<tool_call>" + json.dumps({"name": tool1, "arguments": {"region": t1.replace(' ', '_')}})
               + "</tool_call>")
    out.append(f"After zooming, I can see it clearly: {_low(first[1])}")
    rec.append((first[1], False))
    out.append(f"Now let me look more closely at the {t2}.")
    out.append("<tool_call>" + json.dumps({"name": "zoom", "arguments": {"region": t2.replace(' ', '_'),
                                                                          "factor": 2 + v % 3}})
               + "</tool_call>")
    out.append(f"The zoomed view shows that {_low(second[1])}")
    rec.append((second[1], False))
    out.append("")
    out.append("Findings:")
    for lab, s in seq[2:]:
        out.append(f"- {lab}: {s}")
        rec.append((s, False))
    for f in fill[1:]:
        out.append(f"- {f[0]}: {f[1]}")
        rec.append((f[1], True))
    out.append("")
    out.append(summ)
    rec.append((summ, True))
    out.append(f"Final answer: {country}")
    return "\n".join(out), rec


def llama_verbose(items, country, region, fill, summ, v):
    rec = [("Sure! Let's analyze this image step by step.", True)]
    out = ["Sure! Let's analyze this image step by step.", ""]
    n = 1
    out.append(f"Step 1: Overall scene. {fill[0][1]}")
    rec.append((fill[0][1], True))
    for lab, s in items:
        n += 1
        out.append(f"Step {n}: {lab}. {s}")
        rec.append((s, False))
    for f in fill[1:]:
        n += 1
        out.append(f"Step {n}: {f[0]}. {f[1]}")
        rec.append((f[1], True))
    n += 1
    out.append(f"Step {n}: Putting it all together. {summ} As I mentioned, the {_labels(items, 2)} "
               f"are important here, and they fit {country} well.")
    rec.append((summ, True))
    out.append("")
    out.append("Therefore, based on the combination of the road markings, the vegetation, the architecture "
               f"and the signage, I conclude that the location is {country}"
               + (f", probably {region}." if v % 2 == 1 else "."))
    return "\n".join(out), rec


RENDER = {
    "gpt-markdown": gpt_markdown,
    "claude-prose": claude_prose,
    "gemini-bullets": gemini_bullets,
    "qwen-toolcall": qwen_toolcall,
    "llama-verbose": llama_verbose,
}
