#!/usr/bin/env python3
"""Writes georc-judges/src/main/resources/org/georc/judges/embedding/wrapping-examples.txt, the
examples the embedding judge's wrapping filter (WrappingFilter) compares clauses with.

    python3 georc-judges/src/main/scripts/wrapping_examples.py [--leave-out SPLIT] [--out FILE]

[wrapping]: statements a VLM writes around its evidence (scene, weather, image quality, openers,
summaries): the rows labelled filler of examples/data/eval/realistic/filler.jsonl, and the tool-use
and meta lines below. [evidence]: real clues: the rows labelled not filler, and every statement of
the expert chains of the realistic corpus and of examples/data/eval/dev. Only the tuning splits are
read (dev, test, holdout, holdout2 of the realistic corpus; later holdouts are for reporting).
--leave-out SPLIT drops one realistic split, to measure the filter on text it was not built from.
Run from the repository root; the output is deterministic.
"""
import argparse
import json
import os

TUNING = ["dev", "test", "holdout", "holdout2"]

# Tool use and running commentary in the forms VLMs write them (written for this project).
TOOL_AND_META = [
    "Let me zoom in on the sign to read it.",
    "I will crop the lower left corner and enlarge it.",
    "Calling the zoom tool on the licence plate.",
    "The tool returned an enlarged view of the region.",
    "Zoomed image received.",
    "Tool output: the cropped region at higher resolution.",
    "Requesting a closer look at the bollard.",
    "After magnifying the area, the details are easier to see.",
    "Running an image search on the storefront.",
    "The crop came back sharper.",
    "I'll start with the most informative clues.",
    "Let's go through the evidence one piece at a time.",
    "First, some general impressions of the scene.",
    "This is a tricky one, but there are a few hints.",
    "I need to be careful not to over-read this.",
    "Several details stand out here.",
    "Nothing in the scene contradicts this.",
    "All of the clues line up with one another.",
    "I am fairly confident in this answer.",
    "This is my best guess given what is visible.",
    "I could be wrong about the exact region.",
    "That settles it for me.",
    "The overall impression fits this well.",
    "Less useful details are listed below.",
    "The following observations are less helpful.",
]


def read_jsonl(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(l) for l in f if l.strip()]


def expert_statements(path):
    out = []
    for r in read_jsonl(path):
        lines = [l.strip() for l in r["chain"].split("\n") if l.strip()]
        for l in lines[:-1]:  # the last line is the conclusion
            out.append(l.lstrip("-*• ").strip())
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--leave-out", choices=TUNING)
    ap.add_argument("--out", default="georc-judges/src/main/resources/org/georc/judges/embedding/wrapping-examples.txt")
    a = ap.parse_args()
    splits = [s for s in TUNING if s != a.leave_out]
    root = "examples/data/eval/realistic"
    wrapping, evidence = [], []
    for r in read_jsonl(os.path.join(root, "filler.jsonl")):
        if r["split"] in splits:
            (wrapping if r["filler"] else evidence).append(r["text"])
    wrapping += TOOL_AND_META
    for s in splits:
        evidence += expert_statements(os.path.join(root, s, "references.jsonl"))
    evidence += expert_statements("examples/data/eval/dev/references.jsonl")

    def dedup(xs):
        seen, out = set(), []
        for x in xs:
            x = " ".join(x.split())
            if x and x.lower() not in seen:
                seen.add(x.lower())
                out.append(x)
        return out

    with open(a.out, "w", encoding="utf-8") as f:
        f.write("# Examples for the embedding judge's wrapping filter (WrappingFilter): a clause whose nearest\n"
                "# example (cosine) is wrapping, by a margin, is what a VLM writes around its evidence and is\n"
                "# not graded. Written by georc-judges/src/main/scripts/wrapping_examples.py from the tuning\n"
                "# splits of examples/data/eval/realistic (" + ", ".join(splits) + ") and eval/dev; do not edit by hand.\n"
                "# Format: a \"[section]\" line, then one statement per line; each is read into clauses as a\n"
                "# chain's statements are.\n\n")
        f.write("[wrapping]\n")
        for x in dedup(wrapping):
            f.write(x + "\n")
        f.write("\n[evidence]\n")
        for x in dedup(evidence):
            f.write(x + "\n")


if __name__ == "__main__":
    main()
