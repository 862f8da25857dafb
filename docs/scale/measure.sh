#!/usr/bin/env bash
# Sizing measurements for docs/SCALE.md (the Spark half). Run from the repository root:
#   bash docs/scale/measure.sh [OUT_DIR]        (default docs/scale/raw)
# Writes one raw text file per step. Needs the Maven cache warm (it runs offline after the first build).
# CPU seconds (user + sys from /usr/bin/time) are the numbers to size with: wall time on this shared
# 2-core machine moves with the neighbours' load, which each file records (uptime) next to the run.
set -euo pipefail
OUT=${1:-docs/scale/raw}
mkdir -p "$OUT"
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
J=georc-bench/target/georc.jar
# WorkloadGenerator and JudgeFootprint live in georc-bench's test scope: the bench profile builds their class path
B="georc-bench/target/test-classes:georc-bench/target/classes:georc-bench/target/bench-lib/*"
TIME="/usr/bin/time -f wall=%es,user=%Us,sys=%Ss,maxrss=%MkB"

mvn -q -o -Pbench -DskipTests package
mvn -q -o -Pspark -pl examples -am package -DskipTests
# Spark's class path for the local runs: the examples' test class path under the profile (Spark included)
mvn -q -o -Pspark -pl examples -am test-compile dependency:build-classpath -DskipTests \
    -Dmdep.outputFile="$W/cp.txt" -Dmdep.includeScope=test >/dev/null
SPARK_CP="$(cat "$W/cp.txt"):examples/target/classes"
OPENS="--add-opens=java.base/java.lang=ALL-UNNAMED --add-opens=java.base/java.lang.invoke=ALL-UNNAMED
 --add-opens=java.base/java.lang.reflect=ALL-UNNAMED --add-opens=java.base/java.io=ALL-UNNAMED
 --add-opens=java.base/java.net=ALL-UNNAMED --add-opens=java.base/java.nio=ALL-UNNAMED
 --add-opens=java.base/java.util=ALL-UNNAMED --add-opens=java.base/java.util.concurrent=ALL-UNNAMED
 --add-opens=java.base/java.util.concurrent.atomic=ALL-UNNAMED --add-opens=java.base/jdk.internal.ref=ALL-UNNAMED
 --add-opens=java.base/sun.nio.ch=ALL-UNNAMED --add-opens=java.base/sun.nio.cs=ALL-UNNAMED
 --add-opens=java.base/sun.security.action=ALL-UNNAMED --add-opens=java.base/sun.util.calendar=ALL-UNNAMED
 -Djdk.reflect.useDirectMethodHandle=false -Dio.netty.tryReflectionSetAccessible=true
 -Dorg.slf4j.simpleLogger.defaultLogLevel=warn -Dorg.slf4j.simpleLogger.log.ai.djl=error"

for kind in unique shared; do
  # unique: every candidate statement new; shared: candidates from a pool of 400 (references always new)
  reuse=unique; [ $kind = shared ] && reuse=templates
  java -cp "$B" org.georc.bench.harness.WorkloadGenerator "$W/$kind" 200 10 $reuse 42 statements=6 pool=400 \
      restate=0 reference-reuse=unique > "$OUT/corpus-$kind.txt"
done

# 1. memory of one judge per JVM (1 intra-op thread, as the Spark job runs it)
{ uptime; java -Xmx1g -cp "$B" org.georc.bench.jmh.JudgeFootprint "$W/unique/references.jsonl" \
    "$W/unique/candidates.jsonl" 1; } > "$OUT/footprint.txt" 2>&1

# 2. the CLI, 2 threads, on both corpora (whole process: JVM start, model load, scoring, writing)
for kind in unique shared; do
  { uptime; $TIME java -jar $J score --references "$W/$kind/references.jsonl" \
      --candidates "$W/$kind/candidates.jsonl" --output "$W/$kind-cli.jsonl" --quiet; } > "$OUT/cli-$kind.txt" 2>&1
done

# 3. the Spark job in local[2] on the unique corpus (1 intra-op thread per task, 4 partitions)
{ uptime; SPARK_LOCAL_IP=127.0.0.1 $TIME java $OPENS -Xmx2g -Dspark.master='local[2]' -Dspark.ui.enabled=false \
    -Dspark.sql.shuffle.partitions=4 -cp "$SPARK_CP" org.georc.examples.spark.SparkScoreJob \
    --references "$W/unique/references.jsonl" --candidates "$W/unique/candidates.jsonl" \
    --output "$W/unique-spark.parquet" --partitions 4; } > "$OUT/spark-local2-unique.txt" 2>&1

echo "raw outputs in $OUT"
