#!/usr/bin/env bash
# The two offline judges on one benchmark-shaped workload, side by side in one session (issue 35):
#   bash docs/measure/judge-speed.sh [LOCATIONS] [MODELS] [REUSE 0..1|templates|unique] [REPEATS]
# Run `mvn -q -Pbench -DskipTests package` first. Per repeat, interleaved, each a whole process
# (JVM start and model load included): `georc score --no-alignments --judge J` for J in JUDGES
# (default "embedding cross-encoder"; EXTRA_<n> adds options to the n-th), then the time to the
# first score: the README's one-liner shape on one pair (`georc score` of a one-pair file), per judge.
# Prints a CSV row per run (wall and user CPU seconds, load average before it), then medians,
# pairs/s and the ratio of each judge to the first. THREADS (default 2) is passed to --threads.
set -euo pipefail
loc=${1:-500}; models=${2:-15}; reuse=${3:-0.5}; repeats=${4:-2}; threads=${THREADS:-2}
read -r -a judges <<< "${JUDGES:-embedding cross-encoder}"
J=georc-bench/target/georc.jar
B="georc-bench/target/test-classes:georc-bench/target/classes:georc-bench/target/bench-lib/*"
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
java -cp "$B" org.georc.bench.harness.WorkloadGenerator "$work" "$loc" "$models" "$reuse" 7 2>/dev/null
head -1 "$work/references.jsonl" > "$work/one-ref.jsonl"
python3 - "$work" <<'PY'
import json, sys
work = sys.argv[1]
ref = json.loads(open(f"{work}/one-ref.jsonl", encoding="utf-8").readline())
with open(f"{work}/candidates.jsonl", encoding="utf-8") as f, open(f"{work}/one-cand.jsonl", "w", encoding="utf-8") as out:
    out.write(next(line for line in f if json.loads(line)["id"] == ref["id"]))
PY
pairs=$(wc -l < "$work/candidates.jsonl")
echo "# $loc locations x $models models = $pairs pairs, reuse $reuse; judges ${judges[*]}; --threads $threads;" \
     "$(nproc) cores; $(date -u +%Y-%m-%dT%H:%MZ); commit $(git rev-parse --short HEAD)"
echo "run,what,wall_s,user_s,load1_before"
t() { # what, then the command
  local what=$1; shift
  local load; load=$(cut -d' ' -f1 /proc/loadavg)
  /usr/bin/time -f "%e %U" -o "$work/time" "$@" >/dev/null 2>"$work/err" || { cat "$work/err" >&2; exit 1; }
  read -r wall user < "$work/time"; echo "$r,$what,$wall,$user,$load" | tee -a "$work/runs.csv"
}
: > "$work/runs.csv"
for r in $(seq 1 "$repeats"); do
  n=0
  for judge in "${judges[@]}"; do
    n=$((n + 1)); extra_var="EXTRA_$n"; read -r -a extra <<< "${!extra_var:-}"
    rm -f "$work/$judge.jsonl" "$work/first-$judge.jsonl"
    t "score:$judge" java -jar "$J" score --references "$work/references.jsonl" --candidates "$work/candidates.jsonl" \
        --output "$work/$judge.jsonl" --no-alignments --quiet --threads "$threads" --judge "$judge" "${extra[@]}"
    t "first-score:$judge" java -jar "$J" score --references "$work/one-ref.jsonl" --candidates "$work/one-cand.jsonl" \
        --output "$work/first-$judge.jsonl" --quiet --judge "$judge" "${extra[@]}"
  done
done
python3 - "$work/runs.csv" "$pairs" "${judges[0]}" <<'PY'
import csv, statistics, sys
rows = list(csv.reader(open(sys.argv[1])))
pairs, first = int(sys.argv[2]), sys.argv[3]
med = {}
for what in dict.fromkeys(r[1] for r in rows):
    walls = [float(r[2]) for r in rows if r[1] == what]
    users = [float(r[3]) for r in rows if r[1] == what]
    med[what] = (statistics.median(walls), statistics.median(users))
    rate = f", {pairs / med[what][0]:.1f} pairs/s (wall), {pairs / med[what][1]:.1f} pairs per CPU-second" \
        if what.startswith("score:") else ""
    print(f"median {what}: wall {med[what][0]:.1f} s, user {med[what][1]:.1f} s{rate}")
for what in med:
    if what.startswith("score:") and what != "score:" + first:
        a, b = med[what], med["score:" + first]
        print(f"{what} / score:{first}: wall {a[0] / b[0]:.2f}, user CPU {a[1] / b[1]:.2f} (medians)")
PY
