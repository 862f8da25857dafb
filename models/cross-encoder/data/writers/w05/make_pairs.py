#!/usr/bin/env python3
"""Writes pairs.jsonl for writer w05 from the hand-written statements in src/.

Every statement in src/*.py is hand-written. Each country module holds a list PAIRS of
(label, style, a, b) tuples, written one by one; anchors are plain Python variables so that a
statement can be paired with several hand-written variants. No randomness, no templates:
running `python3 make_pairs.py` rewrites pairs.jsonl byte for byte.
"""
import collections
import importlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(HERE, "src"))

WRITER = "w05"
MODULES = [
    ("germany", "Germany", "train"),
    ("russia", "Russia", "train"),
    ("tanzania", "Tanzania", "train"),
    ("ecuador", "Ecuador", "train"),
    ("philippines", "Philippines", "train"),
    ("samoa", "Samoa", "train"),
    ("saudi_arabia", "Saudi Arabia", "train"),
    ("honduras", "Honduras", "train"),
    ("malta", "Malta", "train"),
    ("botswana", "Botswana", "dev"),
    ("paraguay", "Paraguay", "dev"),
]
LABELS = {"s": "same", "p": "partial", "c": "contradicts", "u": "unrelated"}
STYLES = ("jargon", "plain", "markdown", "table", "numbered", "hedged", "prose")


def main():
    rows = []
    per_country = collections.OrderedDict()
    for mod_name, country, split in MODULES:
        path = os.path.join(HERE, "src", mod_name + ".py")
        if not os.path.exists(path):
            continue
        mod = importlib.import_module(mod_name)
        counts = collections.Counter()
        for i, item in enumerate(mod.PAIRS):
            label, style, a, b = item
            if label not in LABELS or style not in STYLES:
                raise SystemExit(f"{mod_name}[{i}]: bad label/style {label!r} {style!r}")
            rows.append({
                "a": a, "b": b, "label": LABELS[label], "country": country,
                "style": style, "writer": WRITER, "split": split,
            })
            counts[LABELS[label]] += 1
        per_country[country] = counts
    with open(os.path.join(HERE, "pairs.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    for country, c in per_country.items():
        total = sum(c.values())
        print(f"{country:14s} {total:4d}  " + "  ".join(
            f"{k[:4]} {c[k]:3d} ({100 * c[k] / total:.0f}%)" for k in LABELS.values()))
    print(f"total {len(rows)}")


if __name__ == "__main__":
    main()
