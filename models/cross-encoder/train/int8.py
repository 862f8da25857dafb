#!/usr/bin/env python3
"""Makes the released copy of a trained cross-encoder: its word-embedding table stored as int8 rows
(a scale per row, turned back into floats after the lookup), everything else fp32. That is a
quarter of the table's size (the table is about two thirds of a 4-layer model) and the same
compute. The int8 matrix products (quantize.py --matmul) are left out: ONNX's dynamic quantisation
takes one scale over the whole batch, so a pair's probabilities would depend on the other pairs in
its batch.

The quantised table is a fixed function of the weights, so the training framework computes the
released model exactly: this script rebuilds the PyTorch model from the exported ONNX file, checks
it against train.py's parity sample (1e-5), puts the dequantised table in, and writes

- model.onnx: the int8-table model (quantize.py --embeddings);
- parity.jsonl: each sample pair's probabilities from PyTorch with the int8 table (`probabilities`,
  what the Java parity test checks to 1e-4) and from the fp32 model (`probabilities_fp32`);
- metrics.json and card.md: the dev figures of both, the drift between them (largest and mean
  change of a probability) and, when the fp32 model's test split was scored, the int8 test figures.

    /usr/bin/python3 models/cross-encoder/train/int8.py FP32_DIR OUT_DIR [--corpus DIR]
"""
import argparse
import json
import os
import sys

import numpy as np
import onnx
import torch
from onnx import numpy_helper

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpus  # noqa: E402
import quantize  # noqa: E402
import train  # noqa: E402
from minilm import MiniLM  # noqa: E402
from wordpiece import WordPiece  # noqa: E402

LINEARS = ("q", "k", "v", "o", "up", "down")


def rebuild(path):
    """The PyTorch CrossEncoder of an ONNX file train.py exported."""
    m = onnx.load(path)
    inits = {t.name: numpy_helper.to_array(t) for t in m.graph.initializer}
    layers = 1 + max(int(n.split(".")[3]) for n in inits if n.startswith("model.encoder.layers."))
    model = train.CrossEncoder(MiniLM(layers), len(corpus.LABELS))
    state = model.state_dict()
    loaded = set()
    for name, array in inits.items():
        if name.startswith("model."):
            key = name[len("model."):]
            state[key].copy_(torch.from_numpy(array.copy()))
            loaded.add(key)
    # the Linear weights are exported as anonymous MatMul initializers ([in, out]), in the order the
    # forward pass runs them: q, k, v, o, up, down of each layer
    matmuls = [n.input[1] for n in m.graph.node
               if n.op_type == "MatMul" and n.input[1] in inits and inits[n.input[1]].ndim == 2]
    if len(matmuls) != layers * len(LINEARS):
        raise SystemExit(f"{path}: {len(matmuls)} weight products, expected {layers * len(LINEARS)}")
    for i, name in enumerate(matmuls):
        key = f"encoder.layers.{i // len(LINEARS)}.{LINEARS[i % len(LINEARS)]}.weight"
        w = inits[name].T
        if tuple(state[key].shape) != w.shape:
            raise SystemExit(f"{path}: {name} has shape {inits[name].shape}, {key} needs {tuple(state[key].shape)}")
        state[key].copy_(torch.from_numpy(np.ascontiguousarray(w)))
        loaded.add(key)
    missing = [k for k in state if k not in loaded]
    if missing:
        raise SystemExit(f"{path}: no weights for {missing}")
    model.load_state_dict(state)
    return model.eval()


def dequantised(table):
    """The table as quantize.py stores it (int8 rows, a float32 scale per row), back in floats."""
    q, scale = quantize.int8_rows(table)
    return q.astype(np.float32) * scale[:, None]


def drift(p, q):
    d = np.abs(p - q)
    return {"max_abs": float(d.max()), "mean_abs": float(d.mean()),
            "same_argmax": float((p.argmax(axis=1) == q.argmax(axis=1)).mean())}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("src")
    ap.add_argument("dst")
    ap.add_argument("--corpus", default=os.path.join(train.ROOT, "models", "cross-encoder", "data"))
    args = ap.parse_args()
    torch.manual_seed(0)
    src, dst = args.src, args.dst
    model = rebuild(os.path.join(src, "model.onnx"))
    with open(os.path.join(src, "metrics.json"), encoding="utf-8") as f:
        info = json.load(f)
    max_side = info["hyperparameters"]["max_side"]
    with open(os.path.join(src, "parity.jsonl"), encoding="utf-8") as f:
        sample = [json.loads(line) for line in f]
    items = [(s["input_ids"], s["token_type_ids"], 0) for s in sample]
    fp32 = train.predict(model, items, 16)
    expected = np.array([s["probabilities"] for s in sample])
    worst = float(np.abs(fp32 - expected).max())
    if worst > 1e-5:
        raise SystemExit(f"the rebuilt model differs from train.py's parity sample by {worst:.2e}: not the same weights")

    tok = WordPiece(os.path.join(src, "tokenizer.json"))
    rows = corpus.dedupe(corpus.read(corpus.corpus_files(args.corpus)))
    splits = {s: train.encode(tok, [d for d in rows if d["split"] == s], max_side) for s in ("dev", "test")}
    fp32_split = {s: train.predict(model, v, 64) for s, v in splits.items() if v}

    with torch.no_grad():
        table = model.encoder.word.weight.numpy()
        model.encoder.word.weight.copy_(torch.from_numpy(dequantised(table)))
    int8 = train.predict(model, items, 16)
    report = {"parity_sample": drift(int8, fp32)}
    for s, v in splits.items():
        if not v or (s == "test" and "test" not in (info.get("metrics") or {})):
            continue  # the test split is scored only where the fp32 model's was (train.py --score-test)
        p = train.predict(model, v, 64)
        report[s] = {"metrics": train.metrics(v, p), "drift_from_fp32": drift(p, fp32_split[s])}
        print(f"{s}: int8 table accuracy {report[s]['metrics']['accuracy']:.4f}, largest probability change "
              f"{report[s]['drift_from_fp32']['max_abs']:.4f}", file=sys.stderr)

    quantize.quantize(src, dst, matmul=False, embeddings=True)
    with open(os.path.join(dst, "parity.jsonl"), "w", encoding="utf-8") as f:
        for s, p, p32 in zip(sample, int8, fp32):
            row = {k: s[k] for k in ("a", "b", "input_ids", "token_type_ids")}
            row["probabilities"] = [round(float(x), 7) for x in p]
            row["probabilities_fp32"] = [round(float(x), 7) for x in p32]
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    info["int8_embeddings"] = report
    info["model_bytes"] = os.path.getsize(os.path.join(dst, "model.onnx"))
    info["model_sha256"] = train.sha256(os.path.join(dst, "model.onnx"))
    with open(os.path.join(dst, "metrics.json"), "w", encoding="utf-8") as f:
        json.dump(info, f, indent=2)
        f.write("\n")
    lines = ["", "## The released copy: int8 word embeddings", "",
             "Made by `models/cross-encoder/train/int8.py`: the word-embedding table is stored as int8 rows",
             "with a scale per row; every other weight is fp32. PyTorch with the same dequantised table gives",
             "the parity sample's `probabilities`; `probabilities_fp32` are the fp32 model's.",
             f"Model file: {info['model_bytes'] / 1e6:.1f} MB, SHA-256 `{info['model_sha256']}`.", "",
             "| split | accuracy (fp32) | accuracy (int8 table) | macro F1 (int8 table) | largest probability change | mean change |",
             "|---|--:|--:|--:|--:|--:|"]
    for s in ("dev", "test"):
        if s in report:
            m32 = info["metrics"][s]
            m8, d = report[s]["metrics"], report[s]["drift_from_fp32"]
            lines.append(f"| {s} | {m32['accuracy']:.4f} | {m8['accuracy']:.4f} | {m8['macro_f1']:.4f} | "
                         f"{d['max_abs']:.4f} | {d['mean_abs']:.5f} |")
    with open(os.path.join(dst, "card.md"), "a", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print(f"{dst}: int8-table model, {info['model_bytes'] / 1e6:.1f} MB", file=sys.stderr)


if __name__ == "__main__":
    main()
