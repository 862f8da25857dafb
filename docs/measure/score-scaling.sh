#!/usr/bin/env bash
# Benchmark-shaped scoring run vs encoding its distinct texts once, in one session.
#   docs/measure/score-scaling.sh [LOCATIONS] [MODELS] [REUSE 0..1|templates|unique] [REPEATS]
# Builds nothing: run `mvn -q -Pbench -DskipTests package` first. Prints, per repeat, the seconds of
#   encode-once : `georc embed` over the distinct texts a default `georc score` asks the encoder for
#   score       : `georc score --no-alignments` (error flags on, the default) over the whole workload
#   score-noflags : the same with --no-flags
# each a whole process (JVM start and model load included, as a user sees it), with user CPU time,
# then pairs/s and the ratio score / encode-once.
set -euo pipefail
loc=${1:-500}; models=${2:-15}; reuse=${3:-0.5}; repeats=${4:-3}
J=georc-bench/target/georc.jar
B="georc-bench/target/test-classes:georc-bench/target/classes:georc-bench/target/bench-lib/*"
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
java -cp "$B" org.georc.bench.harness.WorkloadGenerator "$work" "$loc" "$models" "$reuse" 7
java -cp "$B" org.georc.bench.harness.EncodeOnceProbe "$work/references.jsonl" "$work/candidates.jsonl" "$work/texts.txt"
pairs=$(wc -l < "$work/candidates.jsonl"); texts=$(wc -l < "$work/texts.txt")
# warm the optimised-model cache and the page cache once
java -jar $J embed --input "$work/texts.txt" --output "$work/warm.npy" >/dev/null 2>&1
echo "# $loc locations x $models models = $pairs pairs, reuse $reuse, $texts distinct texts; $(nproc) cores; $(date -u +%Y-%m-%dT%H:%MZ)"
echo "run,what,wall_s,user_s"
t() { # what, then the command
  local what=$1; shift
  /usr/bin/time -f "%e %U" -o "$work/time" "$@" >/dev/null 2>"$work/err" || { cat "$work/err" >&2; exit 1; }
  read -r wall user < "$work/time"; echo "$r,$what,$wall,$user"
}
for r in $(seq 1 "$repeats"); do
  t encode-once java -jar $J embed --input "$work/texts.txt" --output "$work/v.npy"
  rm -f "$work/o.jsonl"; t score java -jar $J score --references "$work/references.jsonl" \
      --candidates "$work/candidates.jsonl" --output "$work/o.jsonl" --no-alignments --quiet
  rm -f "$work/o2.jsonl"; t score-noflags java -jar $J score --references "$work/references.jsonl" \
      --candidates "$work/candidates.jsonl" --output "$work/o2.jsonl" --no-alignments --no-flags --quiet
done
