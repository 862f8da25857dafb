#!/bin/bash
# Issue 37: the default reading of real output (meta sentences, hedges, tables, round headers,
# place-only last lines) and what it moved in the offline judge's figures, on every split. The judge
# itself did not change (its rules and lexicons are frozen): only the text the reader hands it.
# Run from the repository root after `mvn -q -DskipTests package`.
# BEFORE_JAR (optional): georc.jar built at ece0a084295f36aadcf368fd9b5219f9652b9177 (the reading
# before issue 37), with BEFORE_CLASSES the examples/target/classes of that commit.
set -euo pipefail
JAR=georc-bench/target/georc.jar
SPLITS=realistic-dev,realistic-test,realistic-holdout,realistic-holdout2,realistic-holdout3,realistic-holdout4,realistic-holdout5,dev,test
echo "commit $(git rev-parse HEAD)" > docs/eval/reading-r37-commit.txt
java -cp examples/target/classes:$JAR org.georc.examples.OfflineJudgeEvaluation --quick --splits $SPLITS examples/data \
  > docs/eval/realistic-eval-r37.md
if [ -n "${BEFORE_JAR:-}" ]; then
  java -cp "${BEFORE_CLASSES:-examples/target/classes}:$BEFORE_JAR" org.georc.examples.OfflineJudgeEvaluation --quick \
    --splits $SPLITS examples/data > docs/eval/realistic-eval-r37-before.md
fi
