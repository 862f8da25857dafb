#!/usr/bin/env python3
"""Writes pairs.jsonl for writer w07 from the hand-written statements in src/*.py.

    python3 build.py            # rewrites pairs.jsonl next to this file, byte for byte

Every statement is hand-written in src/<country>.py and carries a one-letter style prefix:
J jargon, P plain, M markdown, T table, N numbered, H hedged, R prose.

Each country module holds
  PAIRS    (a, b, label) or (a, b, label, reverse_label): a hand-written pair; when a reverse
           label is given, the same two statements are also written the other way round.
  CLUSTERS (base, [(label, variant, reverse_label_or_None), ...]): a hand-written statement and
           its hand-written variants, each paired with the base (base is side a).
  POOL     (tags, statement): single-aspect statements tagged by object/aspect. The only
           combination this script makes: `unrelated` pairs between two POOL statements whose
           tags share no family (nature statements are never combined with each other, filler
           never with filler). N_COMBINED of them per country, picked with a fixed seed.
No sentence is generated here; the script only pairs hand-written statements.
"""
import importlib
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(HERE, "src"))

WRITER = "w07"
MODULES = ["uk", "poland", "rwanda", "brazil", "cambodia", "nmi", "oman",
           "puerto_rico", "serbia", "kazakhstan", "eswatini"]
SPLIT = {"Kazakhstan": "dev", "Eswatini": "dev"}
STYLE = {"J": "jargon", "P": "plain", "M": "markdown", "T": "table",
         "N": "numbered", "H": "hedged", "R": "prose"}
# tags that belong to one family: two statements sharing a family are never combined
FAMILY = {
    "veg": "nature", "crop": "nature", "soil": "nature", "terrain": "nature",
    "water": "nature", "climate": "nature", "geology": "nature", "animal": "nature",
    "setting": "nature",
    "signs": "signs", "lang": "lang", "script": "lang",
}


def split_style(s):
    code, sep, text = s.partition("|")
    if not sep or code not in STYLE:
        raise ValueError(f"statement without a style prefix: {s!r}")
    text = text.strip()
    if not text:
        raise ValueError(f"empty statement: {s!r}")
    return STYLE[code], text


def pair_style(sa, sb, ta, tb):
    if sa == "jargon" and sb == "jargon":
        return "jargon"
    if sa == "jargon":
        return sb
    if sb == "jargon":
        return sa
    return sa if len(ta) >= len(tb) else sb


def norm(text):
    return re.sub(r"[^0-9a-z]+", " ", text.lower()).strip()


def families(tags):
    return {FAMILY.get(t, t) for t in tags.split()}


def main():
    out = []
    seen = set()

    def add(a, b, label, country):
        sa, ta = split_style(a)
        sb, tb = split_style(b)
        key = (norm(ta), norm(tb))
        if key in seen:
            return False
        seen.add(key)
        out.append({"a": ta, "b": tb, "label": label, "country": country,
                    "style": pair_style(sa, sb, ta, tb), "writer": WRITER,
                    "split": SPLIT.get(country, "train")})
        return True

    for name in MODULES:
        m = importlib.import_module(name)
        c = m.COUNTRY
        for p in m.PAIRS:
            add(p[0], p[1], p[2], c)
            if len(p) > 3 and p[3]:
                add(p[1], p[0], p[3], c)
        for base, variants in m.CLUSTERS:
            for label, var, rev in variants:
                add(base, var, label, c)
                if rev:
                    add(var, base, rev, c)
        pool = m.POOL
        cands = []
        for i, (tx, x) in enumerate(pool):
            for j, (ty, y) in enumerate(pool):
                if i == j:
                    continue
                fx, fy = families(tx), families(ty)
                if fx & fy:
                    continue
                cands.append((x, y))
        rng = random.Random("w07:" + c)
        rng.shuffle(cands)
        n = 0
        used_a = {}
        for x, y in cands:
            if n >= m.N_COMBINED:
                break
            if used_a.get(x, 0) >= 2:
                continue
            if add(x, y, "unrelated", c):
                used_a[x] = used_a.get(x, 0) + 1
                n += 1

    with open(os.path.join(HERE, "pairs.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for d in out:
            f.write(json.dumps(d, ensure_ascii=False) + "\n")
    print(f"{len(out)} pairs written")


if __name__ == "__main__":
    main()
