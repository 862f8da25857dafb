#!/usr/bin/env python3
"""Writes pairs.jsonl for writer w03 from the hand-written statements in src/.

Every sentence lives in src/*.py as data. This script only
  * pairs each hand-written base statement with its hand-written variants (label given by hand;
    a variant whose label starts with '<' is used as side a with the base as side b),
  * adds `unrelated` pairs by combining hand-written statements tagged with disjoint aspects:
    generic filler / meta sentences (src/filler.py) against a country's evidence, and evidence
    of one aspect against evidence of another aspect of the same country.
Selection is arithmetic (no randomness), so `python3 build.py` rewrites pairs.jsonl byte for byte.

Statement prefixes give the style of that statement: J jargon, P plain, M markdown, T table,
N numbered, H hedged, R prose. A pair's style is that of its less terse side (jargon only when
both sides are jargon).
"""
import importlib
import json
import os
import re
import sys

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "src"))

STYLE = {"J": "jargon", "P": "plain", "M": "markdown", "T": "table", "N": "numbered",
         "H": "hedged", "R": "prose"}
LAB = {"s": "same", "p": "partial", "c": "contradicts", "u": "unrelated"}
# country module, country name, split, filler-as-b combos, filler-as-a combos, cross-aspect combos
COUNTRIES = [
    ("es", "Spain", "train", 7, 5, 2),
    ("lv", "Latvia", "train", 7, 5, 2),
    ("ng", "Nigeria", "train", 7, 5, 2),
    ("pe", "Peru", "train", 7, 5, 2),
    ("th", "Thailand", "train", 7, 5, 2),
    ("fj", "Fiji", "train", 7, 5, 2),
    ("lb", "Lebanon", "train", 7, 5, 2),
    ("do", "Dominican Republic", "train", 7, 5, 2),
    ("no", "Norway", "train", 7, 5, 2),
    ("mn", "Mongolia", "dev", 9, 6, 2),
    ("tn", "Tunisia", "dev", 9, 6, 2),
]


def split_tag(s):
    tag, text = s.split("|", 1)
    assert tag in STYLE, s
    return tag, text.strip()


def pair_style(ta, a, tb, b):
    if ta == "J" and tb == "J":
        return "jargon"
    if ta == "J":
        return STYLE[tb]
    if tb == "J":
        return STYLE[ta]
    return STYLE[ta] if len(a) >= len(b) else STYLE[tb]


def norm(t):
    return re.sub(r"[^0-9a-z]+", " ", t.lower()).strip()


def main():
    filler = importlib.import_module("filler")
    fill = [(set(t.split(",")), s) for t, s in filler.FILLER]
    rows, seen = [], set()

    def add(sa, sb, label, country, split):
        ta, a = split_tag(sa)
        tb, b = split_tag(sb)
        key = (norm(a), norm(b))
        if key in seen:
            return False
        seen.add(key)
        rows.append({"a": a, "b": b, "label": label, "country": country,
                     "style": pair_style(ta, a, tb, b), "writer": "w03", "split": split})
        return True

    for ci, (mod, country, split, nfb, nfa, nx) in enumerate(COUNTRIES):
        if not os.path.exists(os.path.join(HERE, "src", mod + ".py")):
            continue
        m = importlib.import_module(mod)
        fams = m.FAMS
        for aspects, base, variants in fams:
            for lab, text in variants:
                if lab.startswith("<"):
                    add(text, base, LAB[lab[1:]], country, split)
                else:
                    add(base, text, LAB[lab], country, split)
        # combinations: generic filler against evidence whose aspects the filler does not touch
        ev = [(set(a.split(",")), base) for a, _, base in [(f[0], None, f[1]) for f in fams]]

        def ok(fset, eset):
            return not any(e in filler.CONFLICT.get(f, set()) for f in fset for e in eset)

        used = set()
        made, k = 0, 0
        while made < nfb and k < 500:
            fs, f = fill[(ci * 13 + k * 7) % len(fill)]
            es, e = ev[(ci * 5 + k * 3) % len(ev)]
            if f not in used and ok(fs, es) and add(e, f, "unrelated", country, split):
                used.add(f)
                made += 1
            k += 1
        made, k = 0, 0
        while made < nfa and k < 500:
            fs, f = fill[(ci * 17 + k * 11 + 3) % len(fill)]
            es, e = ev[(ci * 7 + k * 5 + 1) % len(ev)]
            if f not in used and ok(fs, es) and add(f, e, "unrelated", country, split):
                used.add(f)
                made += 1
            k += 1
        # evidence of one aspect against evidence of a disjoint aspect (same country only)
        made, k = 0, 0
        while made < nx and k < 500:
            i = (ci * 3 + k * 5) % len(ev)
            j = (ci * 3 + k * 5 + 2 + k % 4) % len(ev)
            (ai, ei), (aj, ej) = ev[i], ev[j]
            if i != j and not (ai & aj) and add(ei, ej, "unrelated", country, split):
                made += 1
            k += 1
    with open(os.path.join(HERE, "pairs.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(rows)} pairs written")


if __name__ == "__main__":
    main()
