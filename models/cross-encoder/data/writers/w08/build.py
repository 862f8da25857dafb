#!/usr/bin/env python3
"""Builds pairs.jsonl for writer w08 from the hand-written pair files in src/.

    python3 build.py            # rewrites pairs.jsonl next to this file (deterministic)
    python3 build.py --stats    # also prints counts per country, label and style

Every statement is hand-written in src/<country>.txt.  Format of a file:

    @country United States
    @split train

    S j             <- label code and style code
    statement a     <- the graded statement
    statement b     <- the statement offered as support

Blocks are separated by blank lines.  Lines starting with "%%" are comments.
Label codes: S same, P partial, C contradicts, U unrelated.
Style codes: j jargon, p plain, m markdown, t table, n numbered, h hedged, r prose.
No code here combines or generates statements: each pair is written out as it is.
"""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
WRITER = "w08"
ORDER = [
    "united_states", "czechia", "lesotho", "mexico", "taiwan", "american_samoa",
    "uae", "canada", "bulgaria", "nepal", "namibia",
]
LABELS = {"S": "same", "P": "partial", "C": "contradicts", "U": "unrelated"}
STYLES = {"j": "jargon", "p": "plain", "m": "markdown", "t": "table", "n": "numbered",
          "h": "hedged", "r": "prose"}


def read(name):
    path = os.path.join(HERE, "src", name + ".txt")
    meta, rows, block = {}, [], []
    with open(path, encoding="utf-8") as f:
        lines = [l.rstrip("\n").rstrip() for l in f] + [""]
    for no, line in enumerate(lines, 1):
        if line.startswith("%%"):
            continue
        if line.startswith("@"):
            key, _, value = line[1:].partition(" ")
            meta[key] = value.strip()
            continue
        if line.strip():
            block.append((no, line))
            continue
        if not block:
            continue
        if len(block) != 3:
            sys.exit(f"{path}:{block[0][0]}: a block needs 3 lines, has {len(block)}")
        code = block[0][1].split()
        if len(code) != 2 or code[0] not in LABELS or code[1] not in STYLES:
            sys.exit(f"{path}:{block[0][0]}: bad code line {block[0][1]!r}")
        rows.append({
            "a": block[1][1].strip(),
            "b": block[2][1].strip(),
            "label": LABELS[code[0]],
            "country": meta["country"],
            "style": STYLES[code[1]],
            "writer": WRITER,
            "split": meta["split"],
        })
        block = []
    return rows


def main():
    rows = []
    for name in ORDER:
        if os.path.exists(os.path.join(HERE, "src", name + ".txt")):
            rows.extend(read(name))
    with open(os.path.join(HERE, "pairs.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    if "--stats" in sys.argv:
        by = collections.defaultdict(collections.Counter)
        for r in rows:
            by[r["country"]][r["label"]] += 1
        for c, cnt in by.items():
            tot = sum(cnt.values())
            print(f"{c:22s} {tot:4d}  " + "  ".join(f"{l[:4]} {cnt[l]:3d} ({100*cnt[l]/tot:4.1f}%)" for l in LABELS.values()))
        tot = collections.Counter(r["label"] for r in rows)
        n = len(rows)
        print("all", n, "  ".join(f"{l} {tot[l]} ({100*tot[l]/max(n,1):.1f}%)" for l in LABELS.values()))
        print("styles", dict(collections.Counter(r["style"] for r in rows)))


if __name__ == "__main__":
    main()
