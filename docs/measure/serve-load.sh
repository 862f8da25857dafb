#!/usr/bin/env bash
# Load benchmark of `georc serve` against `georc score` on the same pairs (docs/SERVE.md, "Load").
#   bash docs/measure/serve-load.sh [LOCATIONS=40] [MODELS=15] [LEVELS=1,4,16,64] [PER=8] [SMALL_QUEUE=64]
# Run `mvn -q -Pbench -DskipTests package` first. One workload (WorkloadGenerator, reuse 0.5, seed 7);
# per level a fresh `georc serve` process; requests of PER pairs by reference_id; then the last level
# again with --max-queue SMALL_QUEUE (clients retry a 429 after its Retry-After).
set -euo pipefail
loc=${1:-40}; models=${2:-15}; levels=${3:-1,4,16,64}; per=${4:-8}; small=${5:-64}
J=georc-bench/target/georc.jar
B="georc-bench/target/test-classes:georc-bench/target/classes:georc-bench/target/bench-lib/*"
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
java -cp "$B" org.georc.bench.harness.WorkloadGenerator "$work" "$loc" "$models" 0.5 7 >/dev/null 2>&1
echo "# commit $(git rev-parse --short HEAD); $loc locations x $models models; $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg)"
java -cp "$B" org.georc.bench.serve.ServeLoadHarness "$J" "$work/references.jsonl" "$work/candidates.jsonl" \
    "$levels" "$per" "$small"
