#!/usr/bin/env bash
# Runs the shaded Spark jar the way spark-submit would put it on a class path: Spark's own jars
# (here: the examples' test class path under -Pspark, without the library and its dependencies)
# plus examples/target/georc-examples-*-spark.jar, in local[2] on the sample data.
# Checks what the in-process test cannot: relocation, services files and natives loaded from the jar.
# From the repository root:  bash docs/scale/check-spark-jar.sh
set -euo pipefail
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
mvn -q -Pspark -pl examples -am package -DskipTests
mvn -q -Pspark -pl examples -am test-compile dependency:build-classpath -DskipTests \
    -Dmdep.outputFile="$W/cp.txt" -Dmdep.includeScope=test >/dev/null
SPARK_ONLY=$(tr ':' '\n' < "$W/cp.txt" | grep -v -e '/georc-' -e onnxruntime -e '/ai/djl/' -e langchain4j -e caffeine \
    -e /junit -e assertj -e jqwik -e picocli -e progressbar -e xchart -e jmh -e opentest4j -e apiguardian | paste -sd:)
JAR=$(ls examples/target/georc-examples-*-spark.jar)
OPENS=$(for p in java.lang java.lang.invoke java.lang.reflect java.io java.net java.nio java.util java.util.concurrent \
    java.util.concurrent.atomic jdk.internal.ref sun.nio.ch sun.nio.cs sun.security.action sun.util.calendar; do
    printf -- '--add-opens=java.base/%s=ALL-UNNAMED ' "$p"; done)
SPARK_LOCAL_IP=127.0.0.1 java $OPENS -Djdk.reflect.useDirectMethodHandle=false -Dio.netty.tryReflectionSetAccessible=true \
  -Dspark.master='local[2]' -Dspark.ui.enabled=false -cp "$SPARK_ONLY:$JAR" org.georc.examples.spark.SparkScoreJob \
  --references examples/data/references.jsonl --candidates examples/data/candidates.jsonl \
  --output "$W/scores.parquet" --partitions 2
echo "the Spark jar scored the sample data (exit 0)"
