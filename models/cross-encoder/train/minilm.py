"""all-MiniLM-L6-v2 as a plain PyTorch module, loaded from the ONNX initializers the project
ships (the langchain4j weights artifact): a 6-layer BERT, hidden 384, 12 heads, GELU (erf),
LayerNorm eps 1e-12. ONNX stores each MatMul weight as [in, out]; torch's Linear keeps [out, in].
"""
import math

import numpy as np
import onnx
import torch
from onnx import numpy_helper
from torch import nn

HIDDEN, HEADS, FFN, EPS = 384, 12, 1536, 1e-12


class Layer(nn.Module):
    def __init__(self):
        super().__init__()
        self.q, self.k, self.v, self.o = (nn.Linear(HIDDEN, HIDDEN) for _ in range(4))
        self.ln1 = nn.LayerNorm(HIDDEN, eps=EPS)
        self.up = nn.Linear(HIDDEN, FFN)
        self.down = nn.Linear(FFN, HIDDEN)
        self.ln2 = nn.LayerNorm(HIDDEN, eps=EPS)
        self.dropout = nn.Dropout(0.1)

    def forward(self, x, bias):
        b, t, _ = x.shape
        d = HIDDEN // HEADS

        def heads(y):
            return y.view(b, t, HEADS, d).transpose(1, 2)

        q, k, v = heads(self.q(x)), heads(self.k(x)), heads(self.v(x))
        att = torch.matmul(q, k.transpose(-1, -2)) / math.sqrt(d) + bias
        att = self.dropout(torch.softmax(att, dim=-1))
        ctx = torch.matmul(att, v).transpose(1, 2).reshape(b, t, HIDDEN)
        x = self.ln1(x + self.dropout(self.o(ctx)))
        h = self.down(nn.functional.gelu(self.up(x)))
        return self.ln2(x + self.dropout(h))


class MiniLM(nn.Module):
    def __init__(self, layers=6):
        super().__init__()
        self.word = nn.Embedding(30522, HIDDEN)
        self.position = nn.Embedding(512, HIDDEN)
        self.token_type = nn.Embedding(2, HIDDEN)
        self.ln = nn.LayerNorm(HIDDEN, eps=EPS)
        self.dropout = nn.Dropout(0.1)
        self.layers = nn.ModuleList(Layer() for _ in range(layers))

    def forward(self, input_ids, attention_mask, token_type_ids):
        t = input_ids.shape[1]
        pos = torch.arange(t, device=input_ids.device).unsqueeze(0)
        x = self.word(input_ids) + self.position(pos) + self.token_type(token_type_ids)
        x = self.dropout(self.ln(x))
        bias = (1.0 - attention_mask[:, None, None, :].to(x.dtype)) * -10000.0
        for layer in self.layers:
            x = layer(x, bias)
        return x


def mean_pool(hidden, attention_mask):
    m = attention_mask.unsqueeze(-1).to(hidden.dtype)
    return (hidden * m).sum(1) / m.sum(1).clamp(min=1e-9)


def load_onnx(path, layers=6):
    """A MiniLM with the first `layers` layers of the ONNX model at `path`."""
    model = onnx.load(path)
    init = {t.name: numpy_helper.to_array(t) for t in model.graph.initializer}
    # the MatMul weights are anonymous: name them by the node that reads them
    for node in model.graph.node:
        if node.op_type == "MatMul" and node.input[1] in init and node.name.startswith("/encoder/layer."):
            init[node.name.strip("/").replace("/", ".")] = init[node.input[1]]
    m = MiniLM(layers)

    def put(param, array, transpose=False):
        a = np.ascontiguousarray(array.T if transpose else array)
        if tuple(param.shape) != a.shape:
            raise ValueError(f"shape {a.shape} does not fit {tuple(param.shape)}")
        with torch.no_grad():
            param.copy_(torch.from_numpy(a.astype(np.float32)))

    put(m.word.weight, init["embeddings.word_embeddings.weight"])
    put(m.position.weight, init["embeddings.position_embeddings.weight"])
    put(m.token_type.weight, init["embeddings.token_type_embeddings.weight"])
    put(m.ln.weight, init["embeddings.LayerNorm.weight"])
    put(m.ln.bias, init["embeddings.LayerNorm.bias"])
    for i, layer in enumerate(m.layers):
        p = f"encoder.layer.{i}."
        for lin, name in ((layer.q, "attention.self.query"), (layer.k, "attention.self.key"),
                          (layer.v, "attention.self.value"), (layer.o, "attention.output.dense"),
                          (layer.up, "intermediate.dense"), (layer.down, "output.dense")):
            put(lin.weight, init[p + name + ".MatMul"], transpose=True)
            put(lin.bias, init[p + name + ".bias"])
        put(layer.ln1.weight, init[p + "attention.output.LayerNorm.weight"])
        put(layer.ln1.bias, init[p + "attention.output.LayerNorm.bias"])
        put(layer.ln2.weight, init[p + "output.LayerNorm.weight"])
        put(layer.ln2.bias, init[p + "output.LayerNorm.bias"])
    return m
