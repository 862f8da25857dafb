#!/usr/bin/env bash
# georc embed against langchain4j's AllMiniLmL6V2EmbeddingModel.embedAll, whole process (JVM start,
# model load, encoding, .npy written), on the same clauses, runs interleaved in one session.
#   bash docs/measure/encoder-vs-langchain4j.sh [CLAUSES] [REPEATS]
# Run `mvn -q -Pbench -DskipTests package` first. georc runs as a user gets it: default options
# (EXTENDED graph optimisation, intra-op threads = available processors, spinning on, the
# optimised-model cache in a fresh folder that the first, untimed run fills). A run with
# --no-model-cache is timed too, as the cold first run a user sees once.
# Prints a CSV row per run (wall, user CPU, load average before it), medians, the ratios, and the
# minimum/mean cosine of georc's fp32 and int8 vectors to langchain4j's.
set -euo pipefail
n=${1:-4000}; repeats=${2:-5}
J=georc-bench/target/georc.jar
B="georc-bench/target/test-classes:georc-bench/target/classes:georc-bench/target/bench-lib/*"
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
java -cp "$B" org.georc.bench.jmh.ClauseCorpus "$n" "$work/clauses.txt" >/dev/null
cache="$work/model-cache"
java -jar $J embed --input "$work/clauses.txt" --output "$work/warm.npy" --model-cache "$cache" >/dev/null 2>&1
java -jar $J embed --int8 --input "$work/clauses.txt" --output "$work/warm8.npy" --model-cache "$cache" >/dev/null 2>&1
echo "# $(wc -l < "$work/clauses.txt") clauses (ClauseCorpus $n, seed 42); $(nproc) cores; $(date -u +%Y-%m-%dT%H:%MZ);" \
     "commit $(git rev-parse --short HEAD); java $(java -version 2>&1 | head -1 | cut -d'"' -f2)"
echo "run,what,wall_s,user_s,load1_before"
: > "$work/runs.csv"
t() { # what, then the command
  local what=$1; shift
  local load; load=$(cut -d' ' -f1 /proc/loadavg)
  /usr/bin/time -f "%e %U" -o "$work/time" "$@" >/dev/null 2>"$work/err" || { cat "$work/err" >&2; exit 1; }
  read -r wall user < "$work/time"; echo "$r,$what,$wall,$user,$load" | tee -a "$work/runs.csv"
}
for r in $(seq 1 "$repeats"); do
  t georc-fp32 java -jar $J embed --input "$work/clauses.txt" --output "$work/ours.npy" --model-cache "$cache"
  t langchain4j java -cp "$B" org.georc.bench.jmh.Langchain4jEmbed "$work/clauses.txt" "$work/peer.npy"
  t georc-int8 java -jar $J embed --int8 --input "$work/clauses.txt" --output "$work/ours8.npy" --model-cache "$cache"
  t georc-fp32-nocache java -jar $J embed --input "$work/clauses.txt" --output "$work/ours-nc.npy" --no-model-cache
done
python3 - "$work" <<'PY'
import csv, statistics, sys, numpy as np
w = sys.argv[1]
rows = list(csv.reader(open(w + "/runs.csv")))
med = {}
for what in dict.fromkeys(r[1] for r in rows):
    med[what] = statistics.median(float(r[2]) for r in rows if r[1] == what)
    print(f"median {what}: wall {med[what]:.2f} s, user {statistics.median(float(r[3]) for r in rows if r[1] == what):.2f} s")
for what in ("georc-fp32", "georc-int8", "georc-fp32-nocache"):
    print(f"langchain4j / {what}: {med['langchain4j'] / med[what]:.2f}x (medians)")
    per = []
    for k in sorted({r[0] for r in rows}):
        a = [float(r[2]) for r in rows if r[0] == k and r[1] == "langchain4j"]
        b = [float(r[2]) for r in rows if r[0] == k and r[1] == what]
        per.append(a[0] / b[0])
    print(f"  per repeat: " + ", ".join(f"{v:.2f}" for v in per))
peer = np.load(w + "/peer.npy")
for name in ("ours.npy", "ours8.npy", "ours-nc.npy"):
    v = np.load(w + "/" + name)
    cos = (v * peer).sum(1) / np.linalg.norm(v, axis=1) / np.linalg.norm(peer, axis=1)
    print(f"cosine {name} to langchain4j: min {cos.min():.7f}, mean {cos.mean():.7f} over {len(cos)} vectors")
PY
