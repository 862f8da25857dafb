"""Reading the statement-pair corpus (DESIGN.md section 11) and the text normalisation that the
training script and the Java judge share."""
import glob
import hashlib
import json
import os
import re

LABELS = ("same", "partial", "contradicts", "unrelated")
CREDIT = {"same": 1.0, "partial": 0.5, "contradicts": 0.0, "unrelated": 0.0}

_LEADER = re.compile(r"^\s*(?:[-*•+]|\d{1,3}[.)]|#{1,6})\s+")
_EMPHASIS = re.compile(r"\*\*|__")
_SPACE = re.compile(r"\s+")


def normalize(text):
    """What both sides of a pair look like to the model: no list marker or heading mark in front,
    no bold markers, runs of white space as one space. The Java judge applies the same
    (CrossEncoderText.normalize); the parity sample covers it."""
    text = _LEADER.sub("", text, count=1)
    text = _EMPHASIS.sub("", text)
    return _SPACE.sub(" ", text).strip()


def corpus_files(path):
    """The JSONL files of a corpus: a file, or every writers/*/pairs.jsonl under a folder."""
    if os.path.isfile(path):
        return [path]
    files = sorted(glob.glob(os.path.join(path, "writers", "*", "pairs.jsonl")))
    if not files:
        files = sorted(glob.glob(os.path.join(path, "*.jsonl")))
    if not files:
        raise SystemExit(f"{path}: no writers/*/pairs.jsonl and no *.jsonl")
    return files


def data_hash(files, root):
    """SHA-256 over each file's path (relative to root) and bytes, in sorted order."""
    h = hashlib.sha256()
    for f in sorted(files):
        h.update(os.path.relpath(f, root).replace(os.sep, "/").encode() + b"\0")
        with open(f, "rb") as fh:
            h.update(fh.read())
    return h.hexdigest()


def read(files):
    rows = []
    for f in files:
        with open(f, encoding="utf-8") as fh:
            for no, line in enumerate(fh, 1):
                if not line.strip():
                    continue
                try:
                    d = json.loads(line)
                except json.JSONDecodeError as e:
                    raise SystemExit(f"{f}:{no}: not JSON: {e}")
                for k in ("a", "b", "label", "split"):
                    if not isinstance(d.get(k), str) or not d[k].strip():
                        raise SystemExit(f"{f}:{no}: field {k} missing or empty")
                if d["label"] not in LABELS:
                    raise SystemExit(f"{f}:{no}: label {d['label']!r} is not one of {', '.join(LABELS)}")
                if d["split"] not in ("train", "dev", "test"):
                    raise SystemExit(f"{f}:{no}: split {d['split']!r} is not train, dev or test")
                d["where"] = f"{f}:{no}"
                rows.append(d)
    return rows


SPLIT_ORDER = {"train": 0, "dev": 1, "test": 2}


def dedupe(rows):
    """The rows with each pair once, compared as the model reads them (normalised, case-folded):
    two writers may write the same short pair (check.py allows it); the copy in the earliest split
    (train, then dev, then test) is kept, so no dev or test pair was trained on."""
    seen, out = set(), []
    for d in sorted(rows, key=lambda r: SPLIT_ORDER[r["split"]]):
        key = (normalize(d["a"]).casefold(), normalize(d["b"]).casefold())
        if key not in seen:
            seen.add(key)
            out.append(d)
    return out
