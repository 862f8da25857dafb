#!/usr/bin/env bash
# Scoring-only cost per pair for docs/SCALE.md: one JVM, one judge, one thread (as one Spark task
# runs it), on four workloads of 1,000 pairs. Run from the repository root after
# `mvn -q -Pbench -DskipTests package`:  bash docs/scale/measure-per-pair.sh [OUT_DIR]   (default docs/scale/raw)
set -euo pipefail
OUT=${1:-docs/scale/raw}
mkdir -p "$OUT"
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
J=georc-bench/target/georc.jar
# WorkloadGenerator and JudgeFootprint live in georc-bench's test scope: the bench profile builds their class path
B="georc-bench/target/test-classes:georc-bench/target/classes:georc-bench/target/bench-lib/*"
run() {   # name refs perRef kind flags
  local reuse=unique; [ "$4" = shared ] && reuse=templates
  java -cp "$B" org.georc.bench.harness.WorkloadGenerator "$W/$1" "$2" "$3" $reuse 7 statements=6 pool=400 \
      restate=0 reference-reuse=unique
  java -Xmx1g -cp "$B" org.georc.bench.jmh.JudgeFootprint "$W/$1/references.jsonl" "$W/$1/candidates.jsonl" 1 "$5" \
    | grep -E "scoring only|scored"
}
{
  uptime
  echo "## unique candidates, 10 per reference, flags";    run u10f 100 10 unique flags
  echo "## unique candidates, 10 per reference, no flags"; run u10n 100 10 unique noflags
  echo "## unique candidates, 1 per reference, flags";     run u1f 1000 1 unique flags
  echo "## shared candidates, 10 per reference, flags";    run s10f 100 10 shared flags
  echo "## shared candidates, 10 per reference, no flags"; run s10n 100 10 shared noflags
  uptime
} > "$OUT/per-pair.txt" 2>&1
cat "$OUT/per-pair.txt"
