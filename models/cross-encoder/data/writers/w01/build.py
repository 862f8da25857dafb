#!/usr/bin/env python3
"""Rewrites pairs.jsonl from the hand-written statements in src/ (deterministic, no randomness).

The only combination done by code: each tagged single-aspect statement of a country is paired
with another tagged statement of the same country about a different object/aspect, labelled
`unrelated` (at most a quarter of all pairs).  Style of a pair = the style of the less terse side
(jargon only when both sides are jargon; if both sides are non-jargon, the longer side's style).
"""
import collections
import importlib
import json
import os
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "src"))
from lib import LABELS, STYLES  # noqa: E402

ORDER = ["portugal", "estonia", "kenya", "chile", "japan", "australia", "jordan",
         "guatemala", "iceland", "senegal", "slovakia"]


def pair_style(a, b):
    (sa, ta), (sb, tb) = a, b
    if sa == "J" and sb == "J":
        return "jargon"
    if sa == "J":
        return STYLES[sb]
    if sb == "J":
        return STYLES[sa]
    return STYLES[sa] if len(ta) >= len(tb) else STYLES[sb]


def combos(tagged):
    out = []
    n = len(tagged)
    if n < 2:
        return out
    step = max(1, n // 2 - 1)
    for i in range(n):
        j = (i + step) % n
        k = 0
        while tagged[j][0] == tagged[i][0] and k < n:
            j = (j + 1) % n
            k += 1
        if tagged[j][0] != tagged[i][0]:
            out.append(("u", tagged[i][1], tagged[j][1]))
    return out


def main():
    rows = []
    stats = collections.Counter()
    ncombo = 0
    for mod in ORDER:
        c = importlib.import_module(mod).C
        made = combos(c.tagged)
        ncombo += len(made)
        for label, a, b in c.pairs + made:
            rows.append({"a": a[1], "b": b[1], "label": LABELS[label], "country": c.name,
                         "style": pair_style(a, b), "writer": "w01", "split": c.split})
            stats[(c.name, LABELS[label])] += 1
    with open(os.path.join(HERE, "pairs.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    if "-v" in sys.argv:
        names = sorted({k[0] for k in stats}, key=lambda n: [r["country"] for r in rows].index(n))
        for n in names:
            tot = sum(stats[(n, l)] for l in LABELS.values())
            print(f"{n:10s} {tot:4d} " + " ".join(f"{l[:4]} {stats[(n, l)]:3d}" for l in LABELS.values()))
        print(f"total {len(rows)}, combined unrelated {ncombo}")


if __name__ == "__main__":
    main()
