#!/usr/bin/env bash
# A benchmark-shaped scoring run against encoding its distinct texts once, in one session.
#   bash docs/measure/score-scaling.sh [LOCATIONS] [MODELS] [REUSE 0..1|templates|unique] [REPEATS]
# Run `mvn -q -Pbench -DskipTests package` first. Environment: BASE_JAR=path/to/other/georc.jar adds
# the same two score runs with that jar (before/after comparisons); NOFLAGS=0 leaves out the --no-flags runs; THREADS (default 2) is passed to
# --threads; KEEP=DIR keeps the workload and outputs there.
# Per repeat, interleaved, each a whole process (JVM start and model load included, as a user sees it):
#   encode-once   : `georc embed` over the distinct texts a default `georc score` asks the encoder for
#   score         : `georc score --no-alignments` (error flags on, the default)
#   score-noflags : the same with --no-flags
# Prints a CSV row per run (wall and user CPU seconds, load average before the run), then medians,
# pairs/s and the ratios score / encode-once and score / score-noflags.
set -euo pipefail
loc=${1:-500}; models=${2:-15}; reuse=${3:-0.5}; repeats=${4:-3}; threads=${THREADS:-2}
J=georc-bench/target/georc.jar
B="georc-bench/target/test-classes:georc-bench/target/classes:georc-bench/target/bench-lib/*"
if [ -n "${KEEP:-}" ]; then work=$KEEP; mkdir -p "$work"; else work=$(mktemp -d); trap 'rm -rf "$work"' EXIT; fi
java -cp "$B" org.georc.bench.harness.WorkloadGenerator "$work" "$loc" "$models" "$reuse" 7 2>/dev/null
java -cp "$B" org.georc.bench.harness.EncodeOnceProbe "$work/references.jsonl" "$work/candidates.jsonl" \
    "$work/texts.txt" 2>"$work/probe.err" || { cat "$work/probe.err" >&2; exit 1; }
pairs=$(wc -l < "$work/candidates.jsonl"); texts=$(wc -l < "$work/texts.txt")
echo "# $loc locations x $models models = $pairs pairs, reuse $reuse; the run encodes $texts distinct texts;" \
     "--threads $threads; $(nproc) cores; $(date -u +%Y-%m-%dT%H:%MZ); commit $(git rev-parse --short HEAD)"
echo "run,what,wall_s,user_s,load1_before"
t() { # what, then the command
  local what=$1; shift
  local load; load=$(cut -d' ' -f1 /proc/loadavg)
  /usr/bin/time -f "%e %U" -o "$work/time" "$@" >/dev/null 2>"$work/err" || { cat "$work/err" >&2; exit 1; }
  read -r wall user < "$work/time"; echo "$r,$what,$wall,$user,$load" | tee -a "$work/runs.csv"
}
score() { # what, jar, extra options
  local what=$1 jar=$2; shift 2
  rm -f "$work/$what.jsonl"
  t "$what" java -jar "$jar" score --references "$work/references.jsonl" --candidates "$work/candidates.jsonl" \
      --output "$work/$what.jsonl" --no-alignments --quiet --threads "$threads" "$@"
}
: > "$work/runs.csv"
for r in $(seq 1 "$repeats"); do
  t encode-once java -jar $J embed --input "$work/texts.txt" --output "$work/v.npy"
  score score "$J"
  [ "${NOFLAGS:-1}" = 0 ] || score score-noflags "$J" --no-flags
  if [ -n "${BASE_JAR:-}" ]; then
    score base-score "$BASE_JAR"
    [ "${NOFLAGS:-1}" = 0 ] || score base-score-noflags "$BASE_JAR" --no-flags
  fi
done
python3 - "$work/runs.csv" "$pairs" <<'PY'
import csv, statistics, sys
rows = list(csv.reader(open(sys.argv[1])))
pairs = int(sys.argv[2])
med = {}
for what in dict.fromkeys(r[1] for r in rows):
    walls = [float(r[2]) for r in rows if r[1] == what]
    users = [float(r[3]) for r in rows if r[1] == what]
    med[what] = statistics.median(walls)
    print(f"median {what}: wall {med[what]:.1f} s, user {statistics.median(users):.1f} s"
          + (f", {pairs / med[what]:.1f} pairs/s" if what != "encode-once" else ""))
def ratio(a, b):
    if a in med and b in med:
        print(f"{a} / {b}: {med[a] / med[b]:.2f} (medians)")
ratio("score", "encode-once"); ratio("score", "score-noflags"); ratio("score-noflags", "encode-once")
ratio("base-score", "score"); ratio("base-score", "base-score-noflags")
# per-repeat ratios, which share the same moment's load
reps = sorted({r[0] for r in rows})
for a, b in (("score", "encode-once"), ("score", "score-noflags")):
    rs = []
    for k in reps:
        x = [float(r[2]) for r in rows if r[0] == k and r[1] == a]
        y = [float(r[2]) for r in rows if r[0] == k and r[1] == b]
        if x and y:
            rs.append(x[0] / y[0])
    if rs:
        print(f"per-repeat {a} / {b}: " + ", ".join(f"{v:.2f}" for v in rs))
PY
