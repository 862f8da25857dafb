"""A thin client of ``georc serve``, standard library only (urllib).

    from georc_client import Client
    c = Client("http://127.0.0.1:8080")
    c.score([{"candidate": "- Red soil.", "reference_id": "australia-nsw"}])   # -> [{"precision", "recall", "f1", ...}]

OpenRLHF: run the trainer with ``--reward.remote_url http://HOST:PORT/get_reward`` (OpenRLHF 0.10 and
later; before: ``--remote_rm_url``), no client needed, or call :func:`reward_func` from your own
reward code.

The server's contract is docs/SERVE.md. A pair the judge could not score comes back with
``"failed": true`` and a ``judge_error`` (never a silent 0).
"""

import json
import os
import time
import urllib.error
import urllib.request

__all__ = ["Client", "GeorcError", "score", "reward_func"]

DEFAULT_URL = os.environ.get("GEORC_URL", "http://127.0.0.1:8080")


class GeorcError(Exception):
    """The server refused a request: ``status`` (400, 401, 413, 429, 500, 503) and ``field`` (or None)."""

    def __init__(self, status, message, field=None):
        super().__init__("HTTP %d: %s" % (status, message))
        self.status = status
        self.field = field


class Client:
    """A client of one server.

    ``token`` (or the environment variable ``GEORC_TOKEN``) is sent as a bearer token. A 429 or
    503 answer is retried up to ``retries`` times, waiting the server's ``Retry-After`` seconds.
    """

    def __init__(self, url=DEFAULT_URL, token=None, timeout=300.0, retries=5):
        self.url = url.rstrip("/")
        self.token = token if token is not None else os.environ.get("GEORC_TOKEN")
        self.timeout = timeout
        self.retries = retries

    def score(self, pairs, alignments=False):
        """Scores pairs ``{"candidate", "reference" | "reference_id", "id"?}``; one score per pair, in order."""
        body = {"pairs": list(pairs)}
        if alignments:
            body["options"] = {"alignments": True}
        return self._call("POST", "/v1/score", body)["scores"]

    def reward(self, queries, prompts, labels):
        """OpenRLHF's remote reward: the server's whole answer (rewards, scores, extra_logs, judge_errors, failures)."""
        body = {"query": list(queries), "labels": list(labels)}
        if prompts is not None:
            body["prompts"] = list(prompts)
        return self._call("POST", "/get_reward", body)

    def health(self):
        """The server's ``/healthz`` answer (judge, settings, limits)."""
        return self._call("GET", "/healthz", None)

    def _call(self, method, path, body):
        data = None if body is None else json.dumps(body).encode("utf-8")
        for attempt in range(self.retries + 1):
            req = urllib.request.Request(self.url + path, data=data, method=method)
            req.add_header("Content-Type", "application/json")
            if self.token:
                req.add_header("Authorization", "Bearer " + self.token)
            try:
                with urllib.request.urlopen(req, timeout=self.timeout) as resp:
                    return json.loads(resp.read().decode("utf-8"))
            except urllib.error.HTTPError as e:
                text = e.read().decode("utf-8", "replace")
                try:
                    err = json.loads(text)
                except ValueError:
                    err = {"error": text}
                if e.code in (429, 503) and attempt < self.retries:
                    time.sleep(float(e.headers.get("Retry-After") or 1))
                    continue
                raise GeorcError(e.code, err.get("error", text), err.get("field")) from None
        raise AssertionError("unreachable")


def score(pairs, url=DEFAULT_URL, token=None, alignments=False):
    """Scores pairs with the server at ``url``; see :meth:`Client.score`."""
    return Client(url, token).score(pairs, alignments)


def reward_func(queries, prompts, labels, url=None, token=None):
    """An OpenRLHF-style reward function backed by the server (``GEORC_URL``, default 127.0.0.1:8080).

    Returns ``{"rewards", "scores", "extra_logs"}``: lists of Python floats, or, when torch is
    installed, float64 tensors (what OpenRLHF's custom reward functions return) holding the very
    same numbers: torch's default float32 would round them. Failed pairs carry the server's
    ``--failed-reward`` and are marked in ``extra_logs["georc_failed"]``; why each failed is in
    :meth:`Client.reward`'s ``judge_errors``.
    """
    answer = Client(url or DEFAULT_URL, token).reward(queries, prompts, labels)
    out = {"rewards": answer["rewards"], "scores": answer["scores"], "extra_logs": answer["extra_logs"]}
    try:
        import torch  # optional: only to hand OpenRLHF tensors
    except ImportError:
        return out

    def exact(values):
        return torch.tensor(values, dtype=torch.float64)

    return {"rewards": exact(out["rewards"]), "scores": exact(out["scores"]),
            "extra_logs": {k: exact(v) for k, v in out["extra_logs"].items()}}
