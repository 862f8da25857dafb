#!/bin/bash
# The third (final) look at the test split, issue 11 round 2. Run from the repository root after
# `mvn -q -DskipTests package`. Writes the raw outputs committed under docs/eval/.
set -euo pipefail
JAR=georc-bench/target/georc.jar
echo "commit $(git rev-parse HEAD)" > docs/eval/offline-judge-look3-commit.txt
java -cp $JAR:examples/target/classes org.georc.examples.OfflineJudgeEvaluation examples/data \
  > docs/eval/offline-judge-eval.md
for split in test dev; do
  out=$(mktemp -d)
  {
    echo "\$ java -jar $JAR score --references examples/data/eval/$split/references.jsonl --candidates examples/data/eval/$split/candidates.jsonl --output $split-scores.jsonl"
    echo "\$ java -jar $JAR leaderboard $split-scores.jsonl"
    java -jar $JAR score --references examples/data/eval/$split/references.jsonl \
      --candidates examples/data/eval/$split/candidates.jsonl --output "$out/$split-scores.jsonl" --quiet 2>/dev/null
    java -jar $JAR leaderboard "$out/$split-scores.jsonl"
  } > docs/eval/leaderboard-$split.md
  rm -rf "$out"
done
