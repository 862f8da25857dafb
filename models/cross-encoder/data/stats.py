#!/usr/bin/env python3
"""Prints the corpus's make-up: pairs per split, label, writer, style and country, and its SHA-256
(corpus.data_hash: the hash train.py records in the model card). Standard library only.

    python3 models/cross-encoder/data/stats.py > models/cross-encoder/data/STATS.txt
"""
import collections
import glob
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
LABELS = ["same", "partial", "contradicts", "unrelated"]


def main():
    files = sorted(glob.glob(os.path.join(HERE, "writers", "*", "pairs.jsonl")))
    sys.path.insert(0, os.path.join(HERE, "..", "train"))
    import corpus  # the training script's reader: the same hash as the model card's
    split_labels = collections.defaultdict(collections.Counter)
    writer_rows = collections.defaultdict(collections.Counter)
    countries = collections.defaultdict(set)
    styles = collections.defaultdict(collections.Counter)
    for path in files:
        with open(path, encoding="utf-8") as f:
            for line in f:
                row = json.loads(line)
                split_labels[row["split"]][row["label"]] += 1
                writer_rows[row["writer"]][row["split"]] += 1
                countries[row["split"]].add(row["country"])
                styles[row["split"]][row["style"]] += 1
    splits = [s for s in ("train", "dev", "test") if s in split_labels]
    total = sum(sum(c.values()) for c in split_labels.values())
    print(f"corpus: {total} pairs in {len(files)} files, data SHA-256 {corpus.data_hash(files, os.path.dirname(HERE))}")
    print("\npairs per split and label")
    print("split   " + "".join(f"{label:>12}" for label in LABELS) + f"{'total':>8}{'countries':>11}")
    for s in splits:
        c = split_labels[s]
        print(f"{s:<8}" + "".join(f"{c[label]:>12}" for label in LABELS) + f"{sum(c.values()):>8}{len(countries[s]):>11}")
    overlap = [(a, b, sorted(countries[a] & countries[b])) for a in splits for b in splits if a < b]
    for a, b, shared in overlap:
        print(f"countries in both {a} and {b}: {len(shared)}{(' ' + ', '.join(shared)) if shared else ''}")
    print(f"countries in all: {len(set().union(*countries.values()))}")
    print("\npairs per writer and split")
    for w in sorted(writer_rows):
        print(f"{w}: " + ", ".join(f"{s} {n}" for s, n in sorted(writer_rows[w].items())))
    print("\npairs per style (the house style of statement a) and split")
    names = sorted(set().union(*[set(c) for c in styles.values()]))
    print("style     " + "".join(f"{s:>8}" for s in splits))
    for n in names:
        print(f"{n:<10}" + "".join(f"{styles[s][n]:>8}" for s in splits))


if __name__ == "__main__":
    main()
