#!/usr/bin/env python3
"""Per-country label counts of pairs.jsonl (a helper for the writer; not needed to build)."""
import collections, json, os
rows = [json.loads(l) for l in open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "pairs.jsonl"), encoding="utf-8")]
by = collections.defaultdict(collections.Counter)
for d in rows:
    by[d["country"]][d["label"]] += 1
for c, k in by.items():
    print(f"{c:26s} {sum(k.values()):4d}  " + "  ".join(f"{l} {k[l]}" for l in ("same", "partial", "contradicts", "unrelated")))
t = collections.Counter(d["label"] for d in rows)
print("total", len(rows), {l: f"{t[l]} ({100*t[l]/len(rows):.0f}%)" for l in ("same", "partial", "contradicts", "unrelated")})
print(collections.Counter(d["style"] for d in rows))
