#!/usr/bin/env python3
"""Writes pairs.jsonl for corpus writer t02 (test split).

Every statement lives, hand-written, in src/<country>.py as a tuple
(label, style, a, b). This script only expands the label codes, adds the fixed
fields and prints the pairs in file order, so `python3 build.py` rewrites
pairs.jsonl byte for byte. No randomness, no templates, no generated sentences.
"""
import importlib
import json
import os
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "src"))

MODULES = ["ireland", "hungary", "zambia", "mozambique", "india", "pakistan", "san_marino", "kosovo"]
LABELS = {"S": "same", "P": "partial", "C": "contradicts", "U": "unrelated"}
STYLES = {"j": "jargon", "pl": "plain", "md": "markdown", "tb": "table", "nu": "numbered", "h": "hedged", "pr": "prose"}


def main():
    out = []
    for name in MODULES:
        mod = importlib.import_module(name)
        for label, style, a, b in mod.PAIRS:
            out.append({
                "a": a,
                "b": b,
                "label": LABELS[label],
                "country": mod.COUNTRY,
                "style": STYLES[style],
                "writer": "t02",
                "split": "test",
            })
    with open(os.path.join(HERE, "pairs.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for d in out:
            f.write(json.dumps(d, ensure_ascii=False) + "\n")
    print(f"wrote {len(out)} pairs")


if __name__ == "__main__":
    main()
