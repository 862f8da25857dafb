#!/usr/bin/env python3
"""Scores every evaluation split of the project with several judges through `georc score` and prints
mean F1 per candidate kind, side by side, against the goals (issue 35).

    python3 docs/eval/judge-comparison.py [--jar georc-bench/target/georc.jar] \
        [--judge embedding] [--judge cross-encoder] [--judge 'cross-encoder --model-dir DIR'] \
        [--splits realistic-holdout5,...] [--threads 2] > docs/eval/judge-comparison.md

A judge is a name followed by any `georc score` options. Splits: the tidy sets (`dev`, `test`:
examples/data/eval/{dev,test}) and the realistic ones (`realistic-dev`, `realistic-test`,
`realistic-holdout`, ..., `realistic-holdout5`: examples/data/eval/realistic/*). Standard library only.
"""
import argparse
import collections
import json
import os
import shlex
import subprocess
import sys
import tempfile
import time

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
EVAL = os.path.join(ROOT, "examples", "data", "eval")
REALISTIC = ["realistic-dev", "realistic-test", "realistic-holdout", "realistic-holdout2", "realistic-holdout3",
             "realistic-holdout4", "realistic-holdout5"]
TIDY = ["dev", "test"]
GOALS = {
    "realistic": [("paraphrase", ">=", 0.90), ("faithful", ">=", 0.62), ("second-expert", ">=", 0.45),
                  ("contradicting", "<=", 0.10), ("hallucinated", "<=", 0.10), ("other-location", "<=", 0.05)],
    "tidy": [("paraphrase", ">=", 0.90), ("merged", ">=", 0.85), ("partial", None, None), ("hallucinated", "<=", 0.15),
             ("other-location", "<=", 0.08), ("flipped", "<=", 0.30)],
}


def folder(split):
    if split.startswith("realistic-"):
        return os.path.join(EVAL, "realistic", split[len("realistic-"):])
    return os.path.join(EVAL, split)


def score(jar, judge, split, threads):
    args = shlex.split(judge)
    d = folder(split)
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "scores.jsonl")
        cmd = ["java", "-jar", jar, "score", "--references", os.path.join(d, "references.jsonl"),
               "--candidates", os.path.join(d, "candidates.jsonl"), "--output", out, "--judge", args[0],
               "--threads", str(threads), "--quiet"] + args[1:]
        t0 = time.time()
        p = subprocess.run(cmd, capture_output=True, text=True)
        if p.returncode not in (0, 3):
            sys.exit(f"{' '.join(cmd)}\nexit {p.returncode}: {p.stderr}")
        f1 = collections.defaultdict(list)
        failed = 0
        with open(out, encoding="utf-8") as f:
            for line in f:
                row = json.loads(line)
                if row.get("judge_error"):
                    failed += 1
                    continue
                f1[row["model"]].append(row["f1"])
        return {m: sum(v) / len(v) for m, v in f1.items()}, failed, time.time() - t0


def meets(value, op, goal):
    if op is None:
        return ""
    return "yes" if (value >= goal if op == ">=" else value <= goal) else "no"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--jar", default=os.path.join(ROOT, "georc-bench", "target", "georc.jar"))
    ap.add_argument("--judge", action="append")
    ap.add_argument("--splits", default=",".join(TIDY + REALISTIC))
    ap.add_argument("--threads", type=int, default=2)
    args = ap.parse_args()
    judges = args.judge or ["embedding", "cross-encoder"]
    print(f"<!-- python3 docs/eval/judge-comparison.py {' '.join(shlex.quote(a) for a in sys.argv[1:])} -->")
    print()
    for split in args.splits.split(","):
        kind = "realistic" if split.startswith("realistic-") else "tidy"
        results = [(j, *score(args.jar, j, split, args.threads)) for j in judges]
        print(f"### {split}")
        print()
        print("| kind | goal | " + " | ".join(f"`{j}`" for j in judges) + " | " + " | ".join(f"met (`{j.split()[0]}`)" for j in judges) + " |")
        print("|---|---|" + "--:|" * len(judges) + ":-:|" * len(judges))
        for name, op, goal in GOALS[kind]:
            vals = [r[1].get(name) for r in results]
            cells = [f"{v:.3f}" if v is not None else "—" for v in vals]
            met = [meets(v, op, goal) if v is not None else "" for v in vals]
            print(f"| {name} | {'' if op is None else op + ' ' + format(goal, '.2f')} | " + " | ".join(cells) + " | "
                  + " | ".join(met) + " |")
        print()
        print("failed pairs: " + ", ".join(f"`{r[0]}` {r[2]}" for r in results) + "; seconds: "
              + ", ".join(f"`{r[0]}` {r[3]:.0f}" for r in results))
        print()
        sys.stdout.flush()


if __name__ == "__main__":
    main()
