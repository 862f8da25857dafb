#!/usr/bin/env python3
"""Builds pairs.jsonl for writer w02 from the hand-written statement files in src/.

Deterministic, stdlib only:  python3 build.py  rewrites pairs.jsonl byte for byte.
python3 build.py --stats also prints label counts per country.

Every sentence lives in src/*.txt; this script only reads them and pairs them. The format of a
source file (one item per line):

    # comment                   ignored, as are blank lines
    @country South Africa       country of the lines that follow (split comes from countries.tsv)
    = x TEXT                    sets the anchor statement (style letter x)
    L x TEXT                    pair (a = anchor, b = TEXT) with label L
    L< x TEXT                   pair (a = TEXT, b = anchor) with label L
    L xy A-TEXT @@ B-TEXT       an explicit pair, a in style x, b in style y
    % aspect x TEXT             a single-aspect statement for the unrelated pool

Labels: S same, P partial, C contradicts, U unrelated.
Style letters: j jargon, p plain, m markdown, t table, n numbered, h hedged, r prose.
The pair's style is the style of the less terse side: jargon only when both sides are jargon,
otherwise the non-jargon side, or the longer side when neither is jargon.

Unrelated pool: within a country, statement i of the pool is paired (as a) with the first later
statement (cyclically) whose aspect differs, and, for every third i, also with the second such
statement. Pool statements are tagged so that different aspects never share evidence.
"""
import collections
import glob
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
WRITER = "w02"
LABELS = {"S": "same", "P": "partial", "C": "contradicts", "U": "unrelated"}
STYLES = {"j": "jargon", "p": "plain", "m": "markdown", "t": "table", "n": "numbered",
          "h": "hedged", "r": "prose"}


def splits():
    out = {}
    with open(os.path.join(HERE, "..", "..", "countries.tsv"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            country, writer, split = line.rstrip("\n").split("\t")
            if writer == WRITER:
                out[country] = split
    return out


def pair_style(sa, sb, a, b):
    if sa == "j" and sb == "j":
        return "jargon"
    if sa == "j":
        return STYLES[sb]
    if sb == "j":
        return STYLES[sa]
    return STYLES[sa] if len(a) >= len(b) else STYLES[sb]


def parse(path):
    rows, pools = [], collections.OrderedDict()
    country = anchor = None
    with open(path, encoding="utf-8") as f:
        for no, raw in enumerate(f, 1):
            line = raw.rstrip("\n").strip()
            where = f"{os.path.basename(path)}:{no}"
            if not line or line.startswith("#"):
                continue
            if line.startswith("@country "):
                country = line[len("@country "):].strip()
                anchor = None
                continue
            head, _, rest = line.partition(" ")
            if head == "=":
                code, _, text = rest.partition(" ")
                assert code in STYLES, where
                anchor = (code, text.strip())
                continue
            if head == "%":
                aspect, _, rest2 = rest.partition(" ")
                code, _, text = rest2.partition(" ")
                assert code in STYLES, where
                pools.setdefault(country, []).append((aspect, code, text.strip()))
                continue
            rev = head.endswith("<")
            lab = head.rstrip("<")
            assert lab in LABELS, f"{where}: bad label {head!r}"
            code, _, text = rest.partition(" ")
            text = text.strip()
            if len(code) == 2:
                assert not rev and " @@ " in text, where
                a, b = [t.strip() for t in text.split(" @@ ")]
                sa, sb = code
            else:
                assert anchor is not None and code in STYLES, where
                if rev:
                    (sa, a), (sb, b) = (code, text), anchor
                else:
                    (sa, a), (sb, b) = anchor, (code, text)
            assert sa in STYLES and sb in STYLES, where
            rows.append((country, LABELS[lab], pair_style(sa, sb, a, b), a, b, where))
    return rows, pools


def pool_pairs(country, pool):
    out = []
    n = len(pool)
    for i, (asp, code, text) in enumerate(pool):
        found = 0
        for k in range(1, n):
            asp2, code2, text2 = pool[(i + k) % n]
            if asp2 == asp:
                continue
            found += 1
            out.append((country, "unrelated", pair_style(code, code2, text, text2), text, text2, "pool"))
            if found >= (2 if i % 3 == 0 else 1):
                break
    return out


def main():
    split = splits()
    rows = []
    for path in sorted(glob.glob(os.path.join(HERE, "src", "*.txt"))):
        r, pools = parse(path)
        rows.extend(r)
        for country, pool in pools.items():
            rows.extend(pool_pairs(country, pool))
    with open(os.path.join(HERE, "pairs.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for country, label, style, a, b, where in rows:
            assert country in split, f"{where}: {country} is not w02's"
            d = {"a": a, "b": b, "label": label, "country": country, "style": style,
                 "writer": WRITER, "split": split[country]}
            f.write(json.dumps(d, ensure_ascii=False) + "\n")
    if "--stats" in sys.argv:
        per = collections.defaultdict(collections.Counter)
        for country, label, style, a, b, where in rows:
            per[country][label] += 1
            per[country]["pool" if where == "pool" else "hand"] += 1
        for c, cnt in per.items():
            tot = sum(cnt[l] for l in LABELS.values())
            print(f"{c:14s} {tot:4d}  " + "  ".join(f"{l[:4]} {cnt[l]:3d}" for l in LABELS.values())
                  + f"  pool {cnt['pool']}")
        st = collections.Counter(r[2] for r in rows)
        print("styles:", dict(sorted(st.items())))
        print("total", len(rows), "pool", sum(1 for r in rows if r[5] == "pool"))


if __name__ == "__main__":
    main()
