#!/usr/bin/env python3
"""Summarises a JFR recording's CPU samples: top frames (self) and frames anywhere on the stack
(inclusive), per thread group, from `jfr print --events jdk.ExecutionSample,jdk.NativeMethodSample`.
Usage: jfr-hot.py RECORDING.jfr [TOP]   (needs the JDK's `jfr` on PATH)."""
import collections, re, subprocess, sys

rec = sys.argv[1]
top_n = int(sys.argv[2]) if len(sys.argv) > 2 else 25
frame_re = re.compile(r"^\s*(\S.*?)\s+line:")


def events(kind):
    out = subprocess.run(["jfr", "print", "--stack-depth", "64", "--events", kind, rec], capture_output=True, text=True, check=True).stdout
    for block in out.split(kind + " {")[1:]:
        thread = re.search(r'sampledThread = "([^"]*)"', block)
        stack = re.search(r"stackTrace = \[(.*?)\n\s*\]", block, re.S)
        frames = []
        if stack:
            for line in stack.group(1).split("\n"):
                m = frame_re.match(line)
                if m:
                    frames.append(m.group(1))
                elif line.strip() == "...":
                    frames.append("(deeper frames cut)")
        yield (thread.group(1) if thread else "?"), frames


def group(thread):
    return re.sub(r"-?\d+$", "-N", thread)


for kind in ("jdk.ExecutionSample", "jdk.NativeMethodSample"):
    samples = list(events(kind))
    n = len(samples)
    print(f"## {kind}: {n} samples" + (" (Java code running)" if kind.endswith("ExecutionSample")
                                       else " (threads inside native calls: ONNX Runtime, tokenizer, I/O)"))
    if n == 0:
        continue
    threads = collections.Counter(group(t) for t, _ in samples)
    print("threads: " + ", ".join(f"{t} {100 * c / n:.1f}%" for t, c in threads.most_common(8)))
    self_c = collections.Counter(f[0] for _, f in samples if f)
    incl = collections.Counter()
    for _, f in samples:
        for fr in set(f):
            incl[fr] += 1
    print(f"\n### self (top {top_n})")
    for fr, c in self_c.most_common(top_n):
        print(f"{100 * c / n:6.1f}%  {fr}")
    print(f"\n### inclusive, org.georc frames and their first callees outside java.* (top {top_n})")
    shown = 0
    for fr, c in incl.most_common():
        if fr.startswith("org.georc") or fr.startswith("ai.") or fr.startswith("com.fasterxml"):
            print(f"{100 * c / n:6.1f}%  {fr}")
            shown += 1
            if shown >= top_n:
                break
    print()
