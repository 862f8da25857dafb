#!/usr/bin/env bash
# Time to the first score in a fresh JVM (issue: first score in 5 s or less):
#   bash docs/measure/first-score.sh [REPEATS] [LABEL=JAR ...]
# Default: 5 repeats of this checkout's georc-bench/target/georc.jar (`mvn -q -DskipTests package`
# first). Give several LABEL=JAR to compare builds side by side, e.g. main's jar built from
# `git archive main` in a temporary folder: before=/tmp/before/georc-bench/target/georc.jar.
#
# The run is the README's one-liner on one pair: `georc score --references R --candidates C
# --output O --quiet` with the default judge (embedding) and the default caches, R the first
# reference of examples/data and C its first candidate (REFS, CANDS override the two files).
# Each run is a whole process: JVM start, model load, reading, scoring, writing the row.
#
#  1. one untimed warm-up run per jar: the caches in ~/.cache/georc (or $XDG_CACHE_HOME) are
#     filled as any second run of the one-liner finds them;
#  2. REPEATS rounds, interleaved (A B A B ...): wall and user CPU seconds per run, and the
#     1-minute load average before it;
#  3. with COLD=1, per jar one more run with an empty cache folder (a first-ever run);
#  4. per jar, one more run with the debug timings on (`-Dorg.slf4j.simpleLogger.log.org.georc=debug`):
#     the phase lines (milliseconds since the logger started; `georc main` gives the JVM's head start);
#  5. medians, the ratio of each jar's median to the first's, and whether every jar wrote the same
#     row as the first (byte for byte, its "time" field aside) for the pair and for the whole sample.
set -euo pipefail
repeats=${1:-5}; shift || true
jars=("$@"); [ ${#jars[@]} -gt 0 ] || jars=("this=georc-bench/target/georc.jar")
refs=${REFS:-examples/data/references.jsonl}; cands=${CANDS:-examples/data/candidates.jsonl}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
head -1 "$refs" > "$work/one-ref.jsonl"
id=$(python3 -c 'import json,sys; print(json.loads(open(sys.argv[1]).readline())["id"])' "$work/one-ref.jsonl")
python3 - "$cands" "$id" > "$work/one-cand.jsonl" <<'PY'
import json, sys
for line in open(sys.argv[1]):
    if line.strip() and json.loads(line)["id"] == sys.argv[2]:
        print(line.rstrip("\n")); break
PY
[ -s "$work/one-cand.jsonl" ] || { echo "no candidate for $id in $cands" >&2; exit 1; }
labels=(); for j in "${jars[@]}"; do labels+=("${j%%=*}"); done
echo "# first score, one pair ($id) of $refs / $cands; $repeats repeats; jars: ${jars[*]};" \
     "$(nproc) cores; $(java -version 2>&1 | head -1); $(date -u +%Y-%m-%dT%H:%MZ); commit $(git rev-parse --short HEAD)"
for j in "${jars[@]}"; do echo "# ${j%%=*}: ${j#*=} sha256 $(sha256sum "${j#*=}" | cut -c1-16)"; done
score() { # jar, output, then extra java options; runs under $TIMED (empty or /usr/bin/time ...)
  local jar=$1 out=$2; shift 2
  rm -f "$out"
  ${TIMED:-} java "$@" -jar "$jar" score --references "$work/one-ref.jsonl" --candidates "$work/one-cand.jsonl" \
      --output "$out" --quiet
}
timed=(/usr/bin/time -f %e,%U -o "$work/time")  # no spaces: $TIMED is split on them
for j in "${jars[@]}"; do score "${j#*=}" "$work/warm.jsonl" >/dev/null 2>&1; done
echo "run,jar,wall_s,user_s,load1_before"
: > "$work/runs.csv"
for r in $(seq 1 "$repeats"); do
  for j in "${jars[@]}"; do
    label=${j%%=*}; load=$(cut -d' ' -f1 /proc/loadavg)
    TIMED="${timed[*]}" score "${j#*=}" "$work/first-$label.jsonl" >/dev/null 2>"$work/err" \
        || { cat "$work/err" >&2; exit 1; }
    IFS=, read -r wall user < "$work/time"; echo "$r,$label,$wall,$user,$load" | tee -a "$work/runs.csv"
  done
done
if [ "${COLD:-0}" = 1 ]; then
  echo "# cold: one run per jar with an empty cache folder (XDG_CACHE_HOME=a new temporary folder)"
  for j in "${jars[@]}"; do
    label=${j%%=*}; load=$(cut -d' ' -f1 /proc/loadavg); mkdir -p "$work/cold-$label"
    XDG_CACHE_HOME="$work/cold-$label" TIMED="${timed[*]}" score "${j#*=}" "$work/cold.jsonl" >/dev/null \
        2>"$work/err" || { cat "$work/err" >&2; exit 1; }
    IFS=, read -r wall user < "$work/time"; echo "cold,$label,$wall,$user,$load"
  done
fi
for j in "${jars[@]}"; do
  echo "# debug timings, ${j%%=*} (warm caches; not counted above):"
  score "${j#*=}" "$work/debug.jsonl" -Dorg.slf4j.simpleLogger.log.org.georc=debug \
      -Dorg.slf4j.simpleLogger.showDateTime=true 2>&1 | grep -F '[DEBUG]' | sed 's/^/#   /' || true
done
# the whole sample, for the identity of the rows (not timed)
for j in "${jars[@]}"; do
  rm -f "$work/sample-${j%%=*}.jsonl"
  java -jar "${j#*=}" score --references "$refs" --candidates "$cands" --output "$work/sample-${j%%=*}.jsonl" \
      --quiet 2>/dev/null
done
python3 - "$work" "${labels[@]}" <<'PY'
import csv, re, statistics, sys
work, labels = sys.argv[1], sys.argv[2:]
rows = list(csv.reader(open(f"{work}/runs.csv")))
med = {}
for label in labels:
    walls = [float(r[2]) for r in rows if r[1] == label]
    users = [float(r[3]) for r in rows if r[1] == label]
    med[label] = (statistics.median(walls), statistics.median(users))
    print(f"median {label}: wall {med[label][0]:.2f} s (min {min(walls):.2f}, max {max(walls):.2f}), "
          f"user {med[label][1]:.2f} s, over {len(walls)} runs")
first = labels[0]
for label in labels[1:]:
    a, b = med[label], med[first]
    print(f"{label} / {first}: wall {a[0] / b[0]:.2f}, user CPU {a[1] / b[1]:.2f} (medians)")
def rows_of(path):
    return [re.sub(r'"time":"[^"]*"', '"time":""', l) for l in open(path, encoding="utf-8")]
for what in ("first", "sample"):
    base = rows_of(f"{work}/{what}-{first}.jsonl")
    for label in labels[1:]:
        same = rows_of(f"{work}/{what}-{label}.jsonl") == base
        print(f"{what} rows of {label} {'==' if same else '!='} {first} ({len(base)} rows, time field aside)")
PY
