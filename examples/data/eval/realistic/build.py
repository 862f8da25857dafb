#!/usr/bin/env python3
"""Writes the realistic evaluation corpus from the hand-written chains in data_dev.py and
data_test.py (the text lives there as Python data, the style wrappers in render.py).

    python3 build.py            # writes dev/, test/, holdout/ to holdout5/, styles.tsv, filler.jsonl

The holdout split (data_holdout.py) has its own style wrappers, filler and summary sentences
(render_holdout.py) and its own style rotation; its rows are appended after dev/test's in
styles.tsv and filler.jsonl, so the dev/test output does not depend on it. The second holdout split (data_holdout2.py,
render_holdout2.py) is built the same way and its rows come after the holdout's; the third
(data_holdout3.py, render_holdout3.py, written after round 2) likewise; the fourth (data_holdout4.py,
render_holdout4.py, written after round 3) likewise, with a varying number of filler statements per
VLM chain, and its rows come after holdout3's; the fifth (data_holdout5.py, render_holdout5.py, written
during round 4 by an engineer who read no judge code, lexicon or score) likewise, with a filler count
and style rotation of its own, and its rows come last.

Deterministic: the same data always gives byte-identical files.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from render import FILLER, RENDER, STYLES, SUMMARY  # noqa: E402
from data_dev import DEV  # noqa: E402
try:
    from data_test import TEST, TEST_FILLER  # noqa: E402
except ImportError:
    TEST, TEST_FILLER = [], []
try:
    from data_holdout import HOLDOUT  # noqa: E402
    from render_holdout import HOLDOUT_FILLER, HOLDOUT_SUMMARY, RENDER_HOLDOUT  # noqa: E402
except ImportError:
    HOLDOUT = []
try:
    from data_holdout2 import HOLDOUT2  # noqa: E402
    from render_holdout2 import HOLDOUT2_FILLER, HOLDOUT2_SUMMARY, RENDER_HOLDOUT2  # noqa: E402
except ImportError:
    HOLDOUT2 = []
try:
    from data_holdout3 import HOLDOUT3  # noqa: E402
    from render_holdout3 import HOLDOUT3_FILLER, HOLDOUT3_SUMMARY, RENDER_HOLDOUT3  # noqa: E402
except ImportError:
    HOLDOUT3 = []
try:
    from data_holdout4 import HOLDOUT4  # noqa: E402
    from render_holdout4 import HOLDOUT4_FILLER, HOLDOUT4_SUMMARY, RENDER_HOLDOUT4  # noqa: E402
except ImportError:
    HOLDOUT4 = []
try:
    from data_holdout5 import HOLDOUT5  # noqa: E402
    from render_holdout5 import HOLDOUT5_FILLER, HOLDOUT5_SUMMARY, RENDER_HOLDOUT5  # noqa: E402
except ImportError:
    HOLDOUT5 = []

KINDS = ["paraphrase", "faithful", "second-expert", "contradicting", "hallucinated", "other-location"]
VLM_KINDS = ["faithful", "contradicting", "hallucinated", "other-location"]
TEST_IDS = set()


def items(lines):
    return [tuple(l.split("|", 1)) for l in lines]


def pick_filler(seed, n, pool=FILLER):
    out = []
    j = seed
    while len(out) < n:
        f = pool[j % len(pool)]
        if f not in out:
            out.append(f)
        j += 7
    return out


def build_split(locs, offset, pool, render=RENDER, summary=SUMMARY, rotate=lambda i, k: i + k, nfill=None):
    """nfill(i, kind), when given, says how many filler statements a VLM candidate carries (by default
    3 for faithful, 2 for the others)."""
    refs, cands, styles, records = [], [], [], []
    n = len(locs)
    for i, L in enumerate(locs):
        lid = L["id"]
        assert len(L["vlm"]) == len(L["contra"]) == len(L["ref"]) - 1, lid
        refs.append({"id": lid, "country": L["country"], "chain": "\n".join(L["ref"])})
        for s in L["ref"][:-1]:
            records.append((s[2:] if s.startswith("- ") else s, False, f"{lid}/reference"))
        cands.append({"id": lid, "model": "paraphrase", "chain": "\n".join(L["para"])})
        nxt = locs[(i + 1) % n]
        vlm = items(L["vlm"])
        evidence = {
            "faithful": ([it for j, it in enumerate(vlm) if j not in L["drop"]], L["country"], L["region"], 3),
            "contradicting": (items(L["contra"]), L["country"], L["region"], 2),
            "hallucinated": (items(L["halluc"]), L["country"], L["region"], 2),
            "other-location": (items(nxt["vlm"]), nxt["country"], nxt["region"], 2),
        }
        for k, kind in enumerate(VLM_KINDS):
            style = STYLES[rotate(i, k) % len(STYLES)]
            ev, country, region, nf = evidence[kind]
            if nfill is not None:
                nf = nfill(i, kind)
            seed = offset + i * 11 + k * 3
            fill = pick_filler(seed, nf, pool)
            summ = summary[(offset + i * 3 + k) % len(summary)]
            chain, rec = render[style](ev, country, region, fill, summ, i + k)
            if kind == "faithful":
                cands.append({"id": lid, "model": "faithful", "chain": chain})
                cands.append({"id": lid, "model": "second-expert", "chain": "\n".join(L["second"])})
            else:
                cands.append({"id": lid, "model": kind, "chain": chain})
            styles.append((lid, kind, style))
            for text, is_filler in rec:
                records.append((text, is_filler, f"{lid}/{kind}"))
    return refs, cands, styles, records


def write_jsonl(path, rows):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


# Real-clue buckets for the labelled filler subset: short or generic-sounding real evidence first.
BUCKETS = [
    ("driving-side", ("left", "right-hand", "keeps", "traffic")),
    ("script", ("script", "letter", "cyrillic", "language", "spanish", "portuguese", "malay", "swahili",
                "german", "french", "guaran", "malagasy", "dzongkha", "khmer", "thai", "arabic")),
    ("plate", ("plate",)),
    ("line", ("line", "dashes", "centre", "marking")),
    ("bollard", ("bollard", "post", "reflector")),
    ("pole", ("pole",)),
    ("camera", ("gen ", "gen.", "camera", "coverage", "snorkel")),
    ("kerb-sign", ("kerb", "chevron", "sign", "shield", "marker")),
    ("other", ("",)),
]
GENERIC_WORDS = ("weather", "sky", "sunny", "cloud", "humid", "the air ", "cold", "hot ", "sunlight",
                 "narrow and", "well maintained", "shade the street", "roundabout", "people are walking",
                 "mostly bare", "dusty and brown", "hills rise", "bridge crosses", "heavily loaded", "guardrail")


def _bucket(text):
    t = text.lower()
    for name, words in BUCKETS:
        if any(w in t for w in words):
            return name
    return "other"


def filler_subset(records, split=None, seen=None):
    """A labelled subset: every distinct filler sentence, and as many real clues, drawn round-robin
    from the buckets above (driving side, script, plate, lines, bollards, poles, camera, ...),
    alternating terse expert statements and VLM sentences. Real-clue candidates that are themselves
    generic (weather, sky) are left out, so every filler=false row is discriminative evidence.
    `split` names the split of every row (default: dev or test by id); `seen` holds the keys of
    rows already written (the holdout subset never repeats a dev/test sentence)."""
    seen = set() if seen is None else set(seen)
    fill = []
    pools = {}
    for text, is_filler, src in records:
        key = text.strip().lower().rstrip(".")
        if key in seen:
            continue
        seen.add(key)
        where = split or ("test" if src.split("/")[0] in TEST_IDS else "dev")
        row = {"text": text.strip(), "filler": is_filler, "source": src, "split": where}
        if is_filler:
            fill.append(row)
            continue
        if any(w in key for w in GENERIC_WORDS):
            continue
        if key in ("gen 3", "gen 4"):
            continue
        kind = "reference" if src.endswith("/reference") else "vlm"
        pools.setdefault((_bucket(text), kind), []).append(row)
    for v in pools.values():
        v.sort(key=lambda r: len(r["text"]))
    real = []
    want = len(fill)
    progress = True
    while len(real) < want and progress:
        progress = False
        for name, _ in BUCKETS:
            for kind in ("reference", "vlm"):
                pool = pools.get((name, kind))
                if pool and len(real) < want:
                    real.append(pool.pop(0))
                    progress = True
    rows = []
    for j in range(max(len(fill), len(real))):
        if j < len(fill):
            rows.append(fill[j])
        if j < len(real):
            rows.append(real[j])
    return rows


def main():
    all_records = []
    style_rows = []
    TEST_IDS.update(L["id"] for L in TEST)
    # the test split mixes in generic statements of its own (TEST_FILLER), unseen in dev
    for name, locs, offset, pool in (("dev", DEV, 0, FILLER), ("test", TEST, 5, TEST_FILLER + FILLER)):
        if not locs:
            continue
        refs, cands, styles, records = build_split(locs, offset, pool)
        write_jsonl(os.path.join(HERE, name, "references.jsonl"), refs)
        write_jsonl(os.path.join(HERE, name, "candidates.jsonl"), cands)
        style_rows += [(name,) + s for s in styles]
        all_records += records
    with open(os.path.join(HERE, "styles.tsv"), "w", encoding="utf-8") as f:
        f.write("split\tid\tkind\tstyle\n")
        for r in style_rows:
            f.write("\t".join(r) + "\n")
    rows = filler_subset(all_records)
    # the holdout splits, written after round 1: each with wrappers, filler, summaries and a style
    # rotation of its own
    holdouts = [("holdout", HOLDOUT, 3, HOLDOUT_FILLER, RENDER_HOLDOUT, HOLDOUT_SUMMARY, lambda i, k: 2 * i + k + 1),
                ("holdout2", HOLDOUT2, 0, HOLDOUT2_FILLER, RENDER_HOLDOUT2, HOLDOUT2_SUMMARY, lambda i, k: 3 * i + k + 2)]
    if HOLDOUT3:
        holdouts.append(("holdout3", HOLDOUT3, 1, HOLDOUT3_FILLER, RENDER_HOLDOUT3, HOLDOUT3_SUMMARY,
                         lambda i, k: i + 2 * k + 3))
    holdouts = [h + (None,) for h in holdouts]
    if HOLDOUT4:
        # holdout4 (written after round 3) also varies how much filler a VLM chain carries
        holdouts.append(("holdout4", HOLDOUT4, 2, HOLDOUT4_FILLER, RENDER_HOLDOUT4, HOLDOUT4_SUMMARY,
                         lambda i, k: 2 * i + 3 * k + 1,
                         lambda i, kind: (2, 4, 3, 1)[i % 4] if kind == "faithful" else (1, 3, 2)[(i + len(kind)) % 3]))
    if HOLDOUT5:
        # holdout5 (written during round 4) varies the filler count too, with a pattern of its own
        holdouts.append(("holdout5", HOLDOUT5, 4, HOLDOUT5_FILLER, RENDER_HOLDOUT5, HOLDOUT5_SUMMARY,
                         lambda i, k: 4 * i + 3 * k + 2,
                         lambda i, kind: (3, 1, 4, 2)[i % 4] if kind == "faithful" else (2, 4, 1, 3)[(i + len(kind)) % 4]))
    for name, locs, offset, filler, render, summary, rotate, nfill in holdouts:
        if not locs:
            continue
        refs, cands, styles, records = build_split(locs, offset, filler, render, summary, rotate=rotate,
                                                   nfill=nfill)
        write_jsonl(os.path.join(HERE, name, "references.jsonl"), refs)
        write_jsonl(os.path.join(HERE, name, "candidates.jsonl"), cands)
        with open(os.path.join(HERE, "styles.tsv"), "a", encoding="utf-8") as f:
            for r in styles:
                f.write("\t".join((name,) + r) + "\n")
        sub = filler_subset(records, split=name, seen={r["text"].strip().lower().rstrip(".") for r in rows})
        # holdout4 and holdout5 keep their first 70 rows (they alternate filler and real clues)
        rows += sub[:70] if name in ("holdout4", "holdout5") else sub
    write_jsonl(os.path.join(HERE, "filler.jsonl"), rows)


if __name__ == "__main__":
    main()
