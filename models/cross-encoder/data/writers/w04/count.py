#!/usr/bin/env python3
"""Prints label and style counts per country for pairs.jsonl (a helper for the writer)."""
import collections, json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
rows = [json.loads(l) for l in open(os.path.join(HERE, "pairs.jsonl"), encoding="utf-8")]
by = collections.defaultdict(collections.Counter)
st = collections.defaultdict(collections.Counter)
for d in rows:
    by[d["country"]][d["label"]] += 1
    st[d["country"]][d["style"]] += 1
for c in by:
    n = sum(by[c].values())
    print(f"{c:12s} {n:4d} " + " ".join(f"{k}={by[c][k]}" for k in ("same","partial","contradicts","unrelated")) + " | " + " ".join(f"{k}={v}" for k,v in sorted(st[c].items())))
tot = collections.Counter(d["label"] for d in rows)
n = len(rows)
print("total", n, {k: f"{v} ({100*v/n:.0f}%)" for k, v in tot.items()})
