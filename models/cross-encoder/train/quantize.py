#!/usr/bin/env python3
"""Makes an int8 copy of a cross-encoder model folder. With --matmul, every MatMul whose second input
is a weight becomes a dynamic int8 product (DynamicQuantizeLinear on the activations, MatMulInteger
against the weights quantised per output column, symmetric, then a float rescale), the pattern ONNX
Runtime fuses into its int8 kernels. With --embeddings, the word-embedding table (a Gather from a
large float table) is stored as int8 rows with a scale per row and turned back into floats after the
lookup: a quarter of the size, the same compute. Default: both. Everything else is copied as it is.
The released model is made by int8.py (the table only: DynamicQuantizeLinear takes one scale over a
whole batch, so --matmul makes a pair's probabilities depend on its batch); int8.py also writes the
parity sample and the drift. --matmul stays for speed experiments (PairClassifierProbe).

    /usr/bin/python3 models/cross-encoder/train/quantize.py [--matmul] [--embeddings] FP32_DIR INT8_DIR
"""
import os
import shutil
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper


def int8_rows(table):
    """A float table as int8 rows and a float32 scale per row (symmetric: row / scale in [-127, 127])."""
    rows = table.astype(np.float32)
    scale = np.abs(rows).max(axis=1) / np.float32(127.0)
    scale[scale == 0] = 1.0
    return np.clip(np.round(rows / scale[:, None]), -127, 127).astype(np.int8), scale.astype(np.float32)


def quantize(src, dst, matmul=True, embeddings=True):
    model = onnx.load(os.path.join(src, "model.onnx"))
    g = model.graph
    inits = {t.name: t for t in g.initializer}
    nodes, new_inits, done = [], [], 0
    for node in g.node:
        table = inits.get(node.input[0]) if node.op_type == "Gather" else None
        if embeddings and table is not None and len(table.dims) == 2 and table.dims[0] >= 1000 \
                and table.data_type == TensorProto.FLOAT:
            q, scale = int8_rows(numpy_helper.to_array(table))
            base = f"{table.name}_q{done}"
            new_inits += [numpy_helper.from_array(q, base + "_int8"),
                          numpy_helper.from_array(scale.astype(np.float32), base + "_scale"),
                          numpy_helper.from_array(np.array([-1], dtype=np.int64), base + "_axes")]
            ids = node.input[1]
            nodes += [
                helper.make_node("Gather", [base + "_int8", ids], [base + "_rows"], name=base + "_gather"),
                helper.make_node("Cast", [base + "_rows"], [base + "_rowsf"], to=TensorProto.FLOAT, name=base + "_cast"),
                helper.make_node("Gather", [base + "_scale", ids], [base + "_s"], name=base + "_gs"),
                helper.make_node("Unsqueeze", [base + "_s", base + "_axes"], [base + "_s1"], name=base + "_us"),
                helper.make_node("Mul", [base + "_rowsf", base + "_s1"], [node.output[0]], name=base + "_out"),
            ]
            done += 1
            continue
        w = inits.get(node.input[1]) if node.op_type == "MatMul" and len(node.input) == 2 else None
        if not matmul or w is None or len(w.dims) != 2 or w.data_type != TensorProto.FLOAT:
            nodes.append(node)
            continue
        weights = numpy_helper.to_array(w).astype(np.float32)
        scale = np.abs(weights).max(axis=0) / 127.0
        scale[scale == 0] = 1.0
        q = np.clip(np.round(weights / scale), -127, 127).astype(np.int8)
        base = f"{w.name}_q{done}"
        new_inits += [numpy_helper.from_array(q, base + "_int8"),
                      numpy_helper.from_array(scale.astype(np.float32), base + "_scale"),
                      numpy_helper.from_array(np.zeros(q.shape[1], dtype=np.int8), base + "_zero")]
        x = node.input[0]
        nodes += [
            helper.make_node("DynamicQuantizeLinear", [x], [base + "_x", base + "_xs", base + "_xz"], name=base + "_dql"),
            helper.make_node("MatMulInteger", [base + "_x", base + "_int8", base + "_xz", base + "_zero"],
                             [base + "_acc"], name=base + "_mmi"),
            helper.make_node("Cast", [base + "_acc"], [base + "_accf"], to=TensorProto.FLOAT, name=base + "_cast"),
            helper.make_node("Mul", [base + "_xs", base + "_scale"], [base + "_s"], name=base + "_smul"),
            helper.make_node("Mul", [base + "_accf", base + "_s"], [node.output[0]], name=base + "_out"),
        ]
        done += 1
    used = {i for n in nodes for i in n.input}
    keep = [t for t in g.initializer if t.name in used]
    del g.node[:]
    g.node.extend(nodes)
    del g.initializer[:]
    g.initializer.extend(keep + new_inits)
    onnx.checker.check_model(model)
    os.makedirs(dst, exist_ok=True)
    onnx.save(model, os.path.join(dst, "model.onnx"))
    for f in ("tokenizer.json", "labels.json", "card.md", "parity.jsonl", "metrics.json"):
        if os.path.exists(os.path.join(src, f)):
            shutil.copy(os.path.join(src, f), os.path.join(dst, f))
    print(f"{done} weight tables quantised to int8; {os.path.getsize(os.path.join(dst, 'model.onnx')) / 1e6:.1f} MB",
          file=sys.stderr)


if __name__ == "__main__":
    flags = [a for a in sys.argv[1:] if a.startswith("--")]
    dirs = [a for a in sys.argv[1:] if not a.startswith("--")]
    if len(dirs) != 2 or any(f not in ("--matmul", "--embeddings") for f in flags):
        sys.exit(__doc__)
    quantize(dirs[0], dirs[1], matmul=not flags or "--matmul" in flags, embeddings=not flags or "--embeddings" in flags)
