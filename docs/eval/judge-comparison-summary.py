#!/usr/bin/env python3
"""Pools judge-comparison.py's output over the realistic splits no judge or option was tuned on
(realistic-test and holdouts 1-5): the unweighted mean of the split means, per kind and judge.

    python3 docs/eval/judge-comparison-summary.py docs/eval/judge-comparison.md
"""
import collections
import re
import sys

UNSEEN = ["realistic-test"] + ["realistic-holdout" + s for s in ("", "2", "3", "4", "5")]


def main(path):
    text = open(path, encoding="utf-8").read()
    judges, values = None, collections.defaultdict(list)
    for block in re.split(r"^### ", text, flags=re.M)[1:]:
        name, *lines = block.split("\n")
        if name.strip() not in UNSEEN:
            continue
        for line in lines:
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if cells[0] == "kind":
                judges = [c for c in cells[2:] if not c.startswith("met")]
            elif len(cells) > 2 and judges and re.fullmatch(r"[\d.]+", cells[2]):
                values[(cells[0], cells[1])].append([float(c) for c in cells[2:2 + len(judges)]])
    print(f"mean over {len(UNSEEN)} unseen realistic splits ({', '.join(UNSEEN)})")
    print("| kind | goal | " + " | ".join(judges) + " |")
    print("|---|---|" + "--:|" * len(judges))
    for (kind, goal), rows in values.items():
        means = [sum(r[j] for r in rows) / len(rows) for j in range(len(judges))]
        print(f"| {kind} | {goal} | " + " | ".join(f"{m:.3f}" for m in means) + f" |")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "docs/eval/judge-comparison.md")
