#!/usr/bin/env python3
"""Validates the realistic evaluation corpus (stdlib only).

    python3 check.py            # dev, test, holdout to holdout5, styles.tsv and filler.jsonl must be present
    python3 check.py --dev-only # only dev/ (used before the test split was written)

Checks: every line parses as a JSON object with the required string fields; reference ids are
unique and look like <country-slug>-<place>; every id has exactly one reference and exactly one
candidate of each of the six kinds (and no other); no country appears in both splits or in the
project's older eval sets; each candidate names its expected country; styles.tsv gives one style
to each VLM candidate and every style appears in every VLM kind of every split; filler.jsonl
rows are well formed, come from candidates/references that exist and name their source's split.
Holdout split (written after round 1): no country or id shared with dev/test; at least 16
locations; at least 40 labelled filler.jsonl rows with both labels and real clues about driving
side, script/letters, plates, lines and roadside posts; and its wrappers are its own: no line of a
holdout chain (nor any holdout filler sentence) occurs in a dev/test chain. Second holdout split
(holdout2, also written after round 1): the same checks, at least 12 locations and 30 labelled rows,
and no line of its chains (nor any holdout2 filler sentence) occurs in a dev, test or holdout chain.
Third holdout split (holdout3, written after round 2): the same checks, at least 12 locations and 40
labelled rows, and no line of its chains (nor any holdout3 filler sentence) occurs in a dev, test,
holdout or holdout2 chain. Fourth holdout split (holdout4, written after round 3): the same checks, at
least 10 locations and 40 labelled rows, and no line of its chains (nor any holdout4 filler sentence)
occurs in a dev, test, holdout, holdout2 or holdout3 chain. Fifth holdout split (holdout5, written
during round 4): the same checks, at least 12 locations and 60 labelled rows, and no line of its chains
(nor any holdout5 filler sentence) occurs in a dev, test, holdout, holdout2, holdout3 or holdout4 chain.
Prints counts.
"""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
KINDS = ["paraphrase", "faithful", "second-expert", "contradicting", "hallucinated", "other-location"]
VLM_KINDS = ["faithful", "contradicting", "hallucinated", "other-location"]
STYLES = ["gpt-markdown", "claude-prose", "gemini-bullets", "qwen-toolcall", "llama-verbose"]
OLD_COUNTRIES = {
    "Portugal", "Finland", "Romania", "South Africa", "Senegal", "Mexico", "Argentina", "Peru", "India",
    "Indonesia", "Mongolia", "Turkey", "New Zealand", "Canada", "Vietnam", "Morocco", "Estonia", "Bulgaria",
    "Ecuador", "Sri Lanka", "Taiwan", "Uganda", "Netherlands", "Jordan", "Dominican Republic", "Nigeria",
    "Spain", "Sweden", "Greece", "Ireland", "Ghana", "Botswana", "Tunisia", "Chile", "Colombia",
    "Guatemala", "Philippines", "South Korea", "Israel", "Russia", "Iceland", "Australia"}
MIN_LOCATIONS = {"dev": 14, "test": 14, "holdout": 16, "holdout2": 12, "holdout3": 12, "holdout4": 10,
                 "holdout5": 12}
MIN_HOLDOUT2_FILLER = 30
MIN_HOLDOUT3_FILLER = 40
MIN_HOLDOUT4_FILLER = 40
MIN_HOLDOUT5_FILLER = 60
MIN_HOLDOUT_FILLER = 40
# short real clues the holdout's labelled subset must include (bucket: words, any of them)
HOLDOUT_CLUES = {
    "driving side": ("rht", "lht", "left", "right"),
    "script/letters": ("script", "letter", "ë", "ø", "č", "ā", "bengali", "arabic", "gaelic", "tamil"),
    "plate": ("plate",),
    "line": ("line",),
    "roadside post": ("post", "bollard", "reflector"),
}

errors = []


def err(msg):
    errors.append(msg)


def read_jsonl(path, fields):
    rows = []
    if not os.path.exists(path):
        err(f"{path}: missing")
        return rows
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err(f"{path}:{n}: blank line")
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as e:
                err(f"{path}:{n}: does not parse: {e}")
                continue
            if not isinstance(obj, dict):
                err(f"{path}:{n}: not an object")
                continue
            for k, typ in fields.items():
                if k not in obj:
                    err(f"{path}:{n}: field '{k}' missing")
                elif not isinstance(obj[k], typ) or (typ is str and not obj[k].strip()):
                    err(f"{path}:{n}: field '{k}' empty or of the wrong type")
            obj["_where"] = f"{path}:{n}"
            rows.append(obj)
    return rows


def slug(country):
    return country.lower().replace(" ", "-")


def check_split(name):
    d = os.path.join(HERE, name)
    refs = read_jsonl(os.path.join(d, "references.jsonl"), {"id": str, "country": str, "chain": str})
    cands = read_jsonl(os.path.join(d, "candidates.jsonl"), {"id": str, "model": str, "chain": str})
    by_id = {}
    for r in refs:
        i = r.get("id")
        if i in by_id:
            err(f"{r['_where']}: duplicate reference id {i}")
        by_id[i] = r
        c = r.get("country", "")
        if isinstance(i, str) and isinstance(c, str) and not i.startswith(slug(c) + "-"):
            err(f"{r['_where']}: id {i} does not start with '{slug(c)}-'")
        if c in OLD_COUNTRIES:
            err(f"{r['_where']}: country {c} is in an older eval set")
    countries = [r.get("country") for r in refs]
    for c, k in collections.Counter(countries).items():
        if k > 1:
            err(f"{name}: country {c} has {k} locations (one per country)")
    seen = collections.defaultdict(collections.Counter)
    order = [r.get("id") for r in refs]
    for c in cands:
        i, m = c.get("id"), c.get("model")
        if i not in by_id:
            err(f"{c['_where']}: candidate for unknown id {i}")
            continue
        if m not in KINDS:
            err(f"{c['_where']}: unknown kind {m}")
        seen[i][m] += 1
        # expected conclusion country
        if m == "other-location":
            j = order.index(i)
            want = by_id[order[(j + 1) % len(order)]]["country"]
            if want == by_id[i]["country"]:
                err(f"{c['_where']}: other-location concludes the same country")
        else:
            want = by_id[i]["country"]
        tail = c.get("chain", "").strip().splitlines()[-1] if c.get("chain", "").strip() else ""
        if want not in tail:
            err(f"{c['_where']}: last line does not name {want}: {tail!r}")
        if m == "other-location" and by_id[i]["country"] in c.get("chain", ""):
            err(f"{c['_where']}: other-location mentions the reference country {by_id[i]['country']}")
    for i in by_id:
        for m in KINDS:
            if seen[i][m] != 1:
                err(f"{name}/{i}: {seen[i][m]} candidates of kind {m} (want 1)")
    if len(refs) < MIN_LOCATIONS[name]:
        err(f"{name}: {len(refs)} locations, want at least {MIN_LOCATIONS[name]}")
    return refs, cands


def main():
    dev_only = "--dev-only" in sys.argv[1:]
    splits = ["dev"] if dev_only else ["dev", "test", "holdout", "holdout2", "holdout3", "holdout4", "holdout5"]
    data = {s: check_split(s) for s in splits}
    for x in range(len(splits)):
        for y in range(x + 1, len(splits)):
            sa, sb = splits[x], splits[y]
            a = {r.get("country") for r in data[sa][0]}
            b = {r.get("country") for r in data[sb][0]}
            if a & b:
                err(f"countries in both {sa} and {sb}: {sorted(a & b)}")
            ia = {r.get("id") for r in data[sa][0]}
            ib = {r.get("id") for r in data[sb][0]}
            if ia & ib:
                err(f"ids in both {sa} and {sb}: {sorted(ia & ib)}")
    if "holdout" in data:
        # the holdout's wrappers are its own: no line of its chains occurs in a dev/test chain
        old_lines = set()
        for s in ("dev", "test"):
            for c in data[s][1]:
                old_lines.update(l.strip().lower() for l in c.get("chain", "").splitlines() if l.strip())
            for r in data[s][0]:
                old_lines.update(l.strip().lower() for l in r.get("chain", "").splitlines() if l.strip())
        for c in data["holdout"][0] + data["holdout"][1]:
            for l in c.get("chain", "").splitlines():
                if l.strip() and l.strip().lower() in old_lines:
                    err(f"{c['_where']}: line also in dev/test: {l.strip()!r}")
    if "holdout2" in data:
        # holdout2's wrappers are its own too: no line of its chains occurs in dev, test or holdout
        prior = set()
        for s in ("dev", "test", "holdout"):
            for c in data[s][0] + data[s][1]:
                prior.update(l.strip().lower() for l in c.get("chain", "").splitlines() if l.strip())
        for c in data["holdout2"][0] + data["holdout2"][1]:
            for l in c.get("chain", "").splitlines():
                if l.strip() and l.strip().lower() in prior:
                    err(f"{c['_where']}: line also in dev/test/holdout: {l.strip()!r}")
    if "holdout3" in data:
        # and holdout3's: no line of its chains occurs in dev, test, holdout or holdout2
        prior3 = set()
        for s in ("dev", "test", "holdout", "holdout2"):
            for c in data[s][0] + data[s][1]:
                prior3.update(l.strip().lower() for l in c.get("chain", "").splitlines() if l.strip())
        for c in data["holdout3"][0] + data["holdout3"][1]:
            for l in c.get("chain", "").splitlines():
                if l.strip() and l.strip().lower() in prior3:
                    err(f"{c['_where']}: line also in dev/test/holdout/holdout2: {l.strip()!r}")
    if "holdout4" in data:
        # and holdout4's: no line of its chains occurs in dev, test, holdout, holdout2 or holdout3
        prior4 = set()
        for s in ("dev", "test", "holdout", "holdout2", "holdout3"):
            for c in data[s][0] + data[s][1]:
                prior4.update(l.strip().lower() for l in c.get("chain", "").splitlines() if l.strip())
        for c in data["holdout4"][0] + data["holdout4"][1]:
            for l in c.get("chain", "").splitlines():
                if l.strip() and l.strip().lower() in prior4:
                    err(f"{c['_where']}: line also in dev/test/holdout/holdout2/holdout3: {l.strip()!r}")
    if "holdout5" in data:
        # and holdout5's: no line of its chains occurs in dev, test or holdout to holdout4
        prior5 = set()
        for s in ("dev", "test", "holdout", "holdout2", "holdout3", "holdout4"):
            for c in data[s][0] + data[s][1]:
                prior5.update(l.strip().lower() for l in c.get("chain", "").splitlines() if l.strip())
        for c in data["holdout5"][0] + data["holdout5"][1]:
            for l in c.get("chain", "").splitlines():
                if l.strip() and l.strip().lower() in prior5:
                    err(f"{c['_where']}: line also in dev/test/holdout/holdout2/holdout3/holdout4: {l.strip()!r}")
    # styles.tsv
    path = os.path.join(HERE, "styles.tsv")
    styles = {}
    if not os.path.exists(path):
        err("styles.tsv missing")
    else:
        with open(path, encoding="utf-8") as f:
            header = f.readline().rstrip("\n").split("\t")
            if header != ["split", "id", "kind", "style"]:
                err(f"styles.tsv: bad header {header}")
            for n, line in enumerate(f, 2):
                p = line.rstrip("\n").split("\t")
                if len(p) != 4:
                    err(f"styles.tsv:{n}: want 4 columns")
                    continue
                if p[3] not in STYLES:
                    err(f"styles.tsv:{n}: unknown style {p[3]}")
                if (p[0], p[1], p[2]) in styles:
                    err(f"styles.tsv:{n}: duplicate row")
                styles[(p[0], p[1], p[2])] = p[3]
    for s in splits:
        refs, cands = data[s]
        per_kind = collections.defaultdict(set)
        for c in cands:
            if c.get("model") in VLM_KINDS:
                st = styles.get((s, c.get("id"), c.get("model")))
                if st is None:
                    err(f"styles.tsv: no style for {s}/{c.get('id')}/{c.get('model')}")
                else:
                    per_kind[c["model"]].add(st)
        for k in VLM_KINDS:
            missing = set(STYLES) - per_kind[k]
            if missing:
                err(f"{s}: kind {k} lacks styles {sorted(missing)}")
    # filler.jsonl
    fl = []
    if not dev_only or os.path.exists(os.path.join(HERE, "filler.jsonl")):
        fl = read_jsonl(os.path.join(HERE, "filler.jsonl"), {"text": str, "source": str})
        known = set()
        for s in splits:
            for r in data[s][0]:
                known.add(f"{r.get('id')}/reference")
            for c in data[s][1]:
                known.add(f"{c.get('id')}/{c.get('model')}")
        chains = {}
        for s in splits:
            for r in data[s][0]:
                chains[f"{r.get('id')}/reference"] = r.get("chain", "")
            for c in data[s][1]:
                chains[f"{c.get('id')}/{c.get('model')}"] = c.get("chain", "")
        split_of = {}
        for s in splits:
            for r in data[s][0]:
                split_of[r.get("id")] = s
        old_text = "\n".join(c.get("chain", "") for s in ("dev", "test") if s in data
                             for c in data[s][0] + data[s][1]).lower()
        prior_text = "\n".join(c.get("chain", "") for s in ("dev", "test", "holdout") if s in data
                               for c in data[s][0] + data[s][1]).lower()
        prior3_text = "\n".join(c.get("chain", "") for s in ("dev", "test", "holdout", "holdout2") if s in data
                                for c in data[s][0] + data[s][1]).lower()
        prior4_text = "\n".join(c.get("chain", "") for s in ("dev", "test", "holdout", "holdout2", "holdout3")
                                 if s in data for c in data[s][0] + data[s][1]).lower()
        prior5_text = "\n".join(c.get("chain", "") for s in ("dev", "test", "holdout", "holdout2", "holdout3",
                                                              "holdout4")
                                 if s in data for c in data[s][0] + data[s][1]).lower()
        for r in fl:
            src_id = r.get("source", "").split("/")[0] if isinstance(r.get("source"), str) else None
            if src_id in split_of and r.get("split") != split_of[src_id]:
                err(f"{r['_where']}: split {r.get('split')!r}, but its source is in {split_of[src_id]}")
            if r.get("split") == "holdout" and isinstance(r.get("text"), str) and r["text"].lower() in old_text:
                err(f"{r['_where']}: holdout sentence also in a dev/test chain")
            if r.get("split") == "holdout2" and isinstance(r.get("text"), str) and r["text"].lower() in prior_text:
                err(f"{r['_where']}: holdout2 sentence also in a dev/test/holdout chain")
            if r.get("split") == "holdout3" and isinstance(r.get("text"), str) and r["text"].lower() in prior3_text:
                err(f"{r['_where']}: holdout3 sentence also in a dev/test/holdout/holdout2 chain")
            if r.get("split") == "holdout4" and isinstance(r.get("text"), str) and r["text"].lower() in prior4_text:
                err(f"{r['_where']}: holdout4 sentence also in a dev/test/holdout/holdout2/holdout3 chain")
            if r.get("split") == "holdout5" and isinstance(r.get("text"), str) and r["text"].lower() in prior5_text:
                err(f"{r['_where']}: holdout5 sentence also in a dev/test/holdout/holdout2/holdout3/holdout4 chain")
            if not isinstance(r.get("filler"), bool):
                err(f"{r['_where']}: 'filler' must be true or false")
            src = r.get("source")
            if src not in known:
                if not (dev_only and isinstance(src, str)):
                    err(f"{r['_where']}: unknown source {src}")
            elif r.get("text", "").lower() not in chains[src].lower():
                err(f"{r['_where']}: text not found in its source chain")
        if not dev_only and len(fl) < 120:
            err(f"filler.jsonl: {len(fl)} lines, want at least 120")
        for hs, least in (("holdout", MIN_HOLDOUT_FILLER), ("holdout2", MIN_HOLDOUT2_FILLER),
                          ("holdout3", MIN_HOLDOUT3_FILLER), ("holdout4", MIN_HOLDOUT4_FILLER),
                          ("holdout5", MIN_HOLDOUT5_FILLER)):
            if hs not in data:
                continue
            ho = [r for r in fl if r.get("split") == hs]
            if len(ho) < least:
                err(f"filler.jsonl: {len(ho)} {hs} rows, want at least {least}")
            if not any(r.get("filler") is True for r in ho) or not any(r.get("filler") is False for r in ho):
                err(f"filler.jsonl: {hs} rows need both filler and real-clue labels")
            for bucket, words in HOLDOUT_CLUES.items():
                if not any(r.get("filler") is False and any(w in r.get("text", "").lower() for w in words)
                           for r in ho):
                    err(f"filler.jsonl: no {hs} real-clue row about {bucket}")
    # report
    for s in splits:
        refs, cands = data[s]
        print(f"{s}: {len(refs)} locations, {len(cands)} candidates; countries: "
              + ", ".join(r.get("country", "?") for r in refs))
        kinds = collections.Counter(c.get("model") for c in cands)
        print("  kinds: " + ", ".join(f"{k}={kinds[k]}" for k in KINDS))
        st = collections.Counter(styles.get((s, c.get("id"), c.get("model"))) for c in cands
                                 if c.get("model") in VLM_KINDS)
        print("  styles: " + ", ".join(f"{k}={st[k]}" for k in STYLES))
    if fl:
        t = sum(1 for r in fl if r.get("filler") is True)
        print(f"filler.jsonl: {len(fl)} lines, filler={t}, real clue={len(fl) - t}")
        for s in splits:
            rs = [r for r in fl if r.get("split") == s]
            t = sum(1 for r in rs if r.get("filler") is True)
            print(f"  {s}: {len(rs)} lines, filler={t}, real clue={len(rs) - t}")
    if errors:
        for e in errors:
            print("ERROR: " + e)
        print(f"FAILED: {len(errors)} error(s)")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
