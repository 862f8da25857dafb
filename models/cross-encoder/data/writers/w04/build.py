#!/usr/bin/env python3
"""Writes pairs.jsonl for writer w04 from the hand-written pairs in src/*.py.

Every statement in src/ is hand-written. This script only attaches the country, split and
writer fields and serialises the pairs in a fixed order, so `python3 build.py` rewrites
pairs.jsonl byte for byte. There is no randomness and no templating.
"""
import importlib.util
import json
import os
import sys

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
WRITER = "w04"
# (module file, country, split) in output order
COUNTRIES = [
    ("france.py", "France", "train"),
    ("finland.py", "Finland", "train"),
    ("ghana.py", "Ghana", "train"),
    ("colombia.py", "Colombia", "train"),
    ("indonesia.py", "Indonesia", "train"),
    ("guam.py", "Guam", "train"),
    ("turkey.py", "Turkey", "train"),
    ("panama.py", "Panama", "train"),
    ("croatia.py", "Croatia", "train"),
    ("madagascar.py", "Madagascar", "dev"),
    ("kyrgyzstan.py", "Kyrgyzstan", "dev"),
]
LABELS = {"same", "partial", "contradicts", "unrelated"}
STYLES = {"jargon", "plain", "markdown", "table", "numbered", "hedged", "prose"}


def load(fname):
    path = os.path.join(HERE, "src", fname)
    spec = importlib.util.spec_from_file_location(fname[:-3], path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.PAIRS


def main():
    out = []
    for fname, country, split in COUNTRIES:
        if not os.path.exists(os.path.join(HERE, "src", fname)):
            continue
        for row in load(fname):
            label, style, a, b = row
            assert label in LABELS, (fname, row)
            assert style in STYLES, (fname, row)
            out.append({"a": a, "b": b, "label": label, "country": country,
                        "style": style, "writer": WRITER, "split": split})
    with open(os.path.join(HERE, "pairs.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for d in out:
            f.write(json.dumps(d, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
