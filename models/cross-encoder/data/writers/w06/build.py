#!/usr/bin/env python3
"""Writes pairs.jsonl for corpus writer w06 (deterministic, stdlib only).

    python3 build.py            # rewrites pairs.jsonl next to this file

Every statement lives, hand-written, in src/<country>.py:
  GROUPS: (a, [(label, b, style[, reverse_label]), ...]) -- a graded statement and its
          hand-written variants; a reverse label also writes the pair with a and b swapped.
  POOL:   (tag, statement, style) -- single-aspect statements; the only code-made pairs are
          `unrelated` pairs between two POOL statements with different tags, and between a
          POOL statement and a hand-written filler/opener from src/fillers.py.
"""
import importlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "src"))

WRITER = "w06"
COUNTRIES = [
    ("italy", "train"), ("ukraine", "train"), ("uganda", "train"), ("bolivia", "train"),
    ("malaysia", "train"), ("vanuatu", "train"), ("qatar", "train"), ("jamaica", "train"),
    ("albania", "train"), ("sri_lanka", "dev"), ("luxembourg", "dev"),
]
LAB = {"s": "same", "p": "partial", "c": "contradicts", "u": "unrelated"}
STY = {"j": "jargon", "pl": "plain", "md": "markdown", "t": "table", "n": "numbered",
       "h": "hedged", "pr": "prose"}


# Graded statements that are themselves terse expert notes: a pair of one of these with a
# jargon variant is `jargon`; any other pair takes the style of its less terse side.
JARGON_ANCHORS = {
    "via / viale / piazza on the street plates → IT", "white dashed centre line, solid white edge lines",
    "RHT", "LHT, gen 4", "Drives L, gen 4.", "Gen 3 from 2013, white centre line.",
    "Gen 4, very crisp, 2017-ish.", "Gen 3, 2013-era car coverage around Efate.",
    "Gen 3 coverage, 2015-ish, slight blur.", "+591 on the billboard", ".com.qa web address on the van",
    "Website ends .lk", "Web address ending .com.jm", "Gen 4, very recent and sharp.",
    "Gen 4 coverage, sharp and vivid.", "Official Gen 4 coverage, crisp.", "Gen 3 coverage, soft image.",
    "LHT, 'Keep Left' sign at the island.", "RHT, dashed white centre line, solid white edges.",
}


def anchor_style(a):
    if a in JARGON_ANCHORS:
        return "jargon"
    if len(a) > 140:
        return "prose"
    if re.match(r"^[A-Z][A-Za-z ./-]{1,24}: ", a):
        return "table"
    return "plain"


def hand_rows(mod):
    rows = []
    for a, variants in mod.GROUPS:
        for v in variants:
            label, b, style = v[0], v[1], STY[v[2]]
            if style == "jargon":
                style = anchor_style(a)
            rows.append((a, b, LAB[label], style))
            if len(v) > 3 and v[3]:
                rows.append((b, a, LAB[v[3]], style))
    return rows


def combo_rows(mod, fillers, country_index):
    """Unrelated pairs between POOL statements of different tags, and POOL vs filler."""
    pool = mod.POOL
    n = len(pool)
    rows = []
    want = getattr(mod, "N_COMBO", 11)
    for k in (1, 4, 2, 5, 3, 6):
        for i in range(n):
            if len(rows) >= want:
                break
            t1, s1, y1 = pool[i]
            t2, s2, y2 = pool[(i + k) % n]
            if t1 == t2:
                continue
            style = y1 if len(s1) >= len(s2) else y2
            pair = (s1, s2) if (i + k) % 2 == 0 else (s2, s1)
            rows.append((pair[0], pair[1], "unrelated", STY[style]))
    nf = getattr(mod, "N_FILLER", 4)
    for j in range(nf):
        f_text, f_style = fillers[(country_index * 5 + j * 3) % len(fillers)]
        t, s, y = pool[(j * 3 + 1) % n]
        style = "hedged" if f_style == "h" else STY[y]
        if j % 2 == 0:
            rows.append((f_text, s, "unrelated", style))
        else:
            rows.append((s, f_text, "unrelated", style))
    return rows


def main():
    from fillers import FILLERS
    out = []
    n_combo = 0
    seen = set()
    for idx, (name, split) in enumerate(COUNTRIES):
        try:
            mod = importlib.import_module(name)
        except ModuleNotFoundError:
            continue
        rows = hand_rows(mod)
        combos = combo_rows(mod, FILLERS, idx)
        n_combo += len(combos)
        for a, b, label, style in rows + combos:
            key = (a, b)
            if key in seen:
                raise SystemExit(f"duplicate pair in {name}: {a!r} / {b!r}")
            seen.add(key)
            out.append({"a": a, "b": b, "label": label, "country": mod.COUNTRY,
                        "style": style, "writer": WRITER, "split": split})
    if out and n_combo * 4 > len(out):
        raise SystemExit(f"code-combined pairs {n_combo} exceed a quarter of {len(out)}")
    with open(os.path.join(HERE, "pairs.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for d in out:
            f.write(json.dumps(d, ensure_ascii=False) + "\n")
    print(f"{len(out)} pairs ({n_combo} code-combined unrelated)")


if __name__ == "__main__":
    main()
