#!/usr/bin/env python3
"""Validates the statement-pair corpus (stdlib only).

    python3 check.py                 # every writer
    python3 check.py --writer w03    # one writer's folder
    python3 check.py --stats         # counts per label, style, split, country, writer

Errors name file:line. Checks: the fields and their values (DESIGN.md section 11), the writer and
split agree with countries.tsv, no pair repeats, and no statement is copied from the project's
evaluation sets (examples/data/eval), which stay out of training.
"""
import argparse
import collections
import glob
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
LABELS = ("same", "partial", "contradicts", "unrelated")
STYLES = ("jargon", "plain", "markdown", "table", "numbered", "hedged", "prose")
FIELDS = ("a", "b", "label", "country", "style", "writer", "split")
MAX_CHARS = 700


def norm(text):
    return re.sub(r"[\W_]+", " ", text.lower()).strip()


def eval_lines():
    """Normalised lines of every evaluation chain and filler sentence (the text we must not train on)."""
    out = set()
    for path in glob.glob(os.path.join(ROOT, "examples", "data", "eval", "**", "*.jsonl"), recursive=True):
        with open(path, encoding="utf-8") as f:
            for line in f:
                line = line.strip()
                if not line:
                    continue
                d = json.loads(line)
                for key in ("chain", "text"):
                    for part in str(d.get(key, "")).split("\n"):
                        n = norm(re.sub(r"^\s*([-*•]|\d+[.)])\s*", "", part))
                        if len(n) >= 25:
                            out.add(n)
    return out


def countries():
    table = {}
    with open(os.path.join(HERE, "countries.tsv"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            country, writer, split = line.rstrip("\n").split("\t")
            table[country] = (writer, split)
    return table


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--writer")
    ap.add_argument("--stats", action="store_true")
    args = ap.parse_args()
    table = countries()
    banned = eval_lines()
    pattern = os.path.join(HERE, "writers", args.writer or "*", "pairs.jsonl")
    files = sorted(glob.glob(pattern))
    if not files:
        print(f"no file matches {os.path.relpath(pattern, HERE)}", file=sys.stderr)
        return 2
    errors = []
    warnings = []
    seen = {}
    rows = []
    for path in files:
        rel = os.path.relpath(path, HERE)
        folder = os.path.basename(os.path.dirname(path))
        if not os.path.exists(os.path.join(os.path.dirname(path), "BRIEF.md")):
            errors.append(f"{rel}: no BRIEF.md next to it")
        with open(path, encoding="utf-8") as f:
            for no, line in enumerate(f, 1):
                where = f"{rel}:{no}"
                if not line.strip():
                    errors.append(f"{where}: empty line")
                    continue
                try:
                    d = json.loads(line)
                except json.JSONDecodeError as e:
                    errors.append(f"{where}: not JSON ({e})")
                    continue
                if not isinstance(d, dict) or set(d) != set(FIELDS):
                    errors.append(f"{where}: fields must be exactly {', '.join(FIELDS)}")
                    continue
                bad = [k for k in FIELDS if not isinstance(d[k], str) or not d[k].strip()]
                if bad:
                    errors.append(f"{where}: empty or non-string {', '.join(bad)}")
                    continue
                if d["label"] not in LABELS:
                    errors.append(f"{where}: label {d['label']!r} is not one of {', '.join(LABELS)}")
                if d["style"] not in STYLES:
                    errors.append(f"{where}: style {d['style']!r} is not one of {', '.join(STYLES)}")
                if d["writer"] != folder:
                    errors.append(f"{where}: writer {d['writer']!r} but the file is in writers/{folder}")
                assigned = table.get(d["country"])
                if assigned is None:
                    errors.append(f"{where}: country {d['country']!r} is not in countries.tsv")
                elif assigned[0] != d["writer"]:
                    errors.append(f"{where}: country {d['country']} belongs to writer {assigned[0]}")
                elif assigned[1] != d["split"]:
                    errors.append(f"{where}: {d['country']} is in split {assigned[1]}, not {d['split']}")
                for k in ("a", "b"):
                    if len(d[k]) > MAX_CHARS:
                        errors.append(f"{where}: {k} is {len(d[k])} characters (at most {MAX_CHARS})")
                    if "\n" in d[k]:
                        errors.append(f"{where}: {k} holds a line break (one statement per side)")
                    if norm(d[k]) in banned:
                        errors.append(f"{where}: {k} is a line of the evaluation sets (examples/data/eval)")
                if norm(d["a"]) == norm(d["b"]):
                    errors.append(f"{where}: a and b are the same text")
                # a repeat within one writer is an error; two writers who wrote the same short pair
                # independently are allowed when both copies are in one split (training keeps one)
                key = (norm(d["a"]), norm(d["b"]))
                if key in seen:
                    first, first_writer, first_split = seen[key]
                    if first_writer == d["writer"]:
                        errors.append(f"{where}: the same pair as {first}")
                    elif first_split != d["split"]:
                        # two writers wrote the same generic pair into two splits: the trainer keeps
                        # it in the earlier split only (train.py drops it from dev and test)
                        warnings.append(f"{where}: the same pair as {first} (in another split; train.py keeps only the copy in the earlier split)")
                else:
                    seen[key] = (where, d["writer"], d["split"])
                rows.append(d)
    for e in errors[:200]:
        print(e, file=sys.stderr)
    if len(errors) > 200:
        print(f"... and {len(errors) - 200} more", file=sys.stderr)
    for w in warnings:
        print("warning: " + w, file=sys.stderr)
    print(f"{len(rows)} pairs in {len(files)} file(s); {len(errors)} error(s), {len(warnings)} warning(s)")
    if args.stats:
        for field in ("label", "style", "split", "writer"):
            c = collections.Counter(d[field] for d in rows)
            print(f"{field}: " + ", ".join(f"{k} {v}" for k, v in sorted(c.items())))
        c = collections.Counter(d["country"] for d in rows)
        print(f"countries: {len(c)}; fewest pairs: " + ", ".join(f"{k} {v}" for k, v in sorted(c.items(), key=lambda x: x[1])[:5]))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
