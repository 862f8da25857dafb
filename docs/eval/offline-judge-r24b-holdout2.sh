#!/bin/bash
# Issue 24, round 2: the second holdout split (12 locations, written after the first holdout had been
# scored; never tuned on), scored once with the same judge as docs/eval/offline-judge-r24b.sh. Run from
# the repository root after `mvn -q -DskipTests package`. BEFORE_JAR (optional): georc.jar built at
# 4671dbb (round 1's judge); BEFORE_EXAMPLES: examples classes of 1e15551 with "realistic-holdout2"
# added to OfflineJudgeEvaluation's split names (docs/eval/before-examples-holdout2.patch).
set -euo pipefail
JAR=georc-bench/target/georc.jar
CP=examples/target/classes:$JAR
echo "commit $(git rev-parse HEAD)" > docs/eval/offline-judge-r24b-holdout2-commit.txt
java -cp $CP org.georc.examples.OfflineJudgeEvaluation --splits realistic-holdout2 examples/data \
  > docs/eval/realistic-eval-r24b-holdout2.md
java -cp $CP org.georc.examples.FillerFlagEvaluation examples/data/eval/realistic/filler.jsonl --splits holdout2 \
  > docs/eval/filler-flags-r24b-holdout2.md
out=$(mktemp -d)
{
  echo "\$ java -jar $JAR score --references examples/data/eval/realistic/holdout2/references.jsonl --candidates examples/data/eval/realistic/holdout2/candidates.jsonl --output realistic-holdout2-scores.jsonl"
  echo "\$ java -jar $JAR leaderboard realistic-holdout2-scores.jsonl"
  java -jar $JAR score --references examples/data/eval/realistic/holdout2/references.jsonl \
    --candidates examples/data/eval/realistic/holdout2/candidates.jsonl --output "$out/s.jsonl" --quiet 2>/dev/null
  java -jar $JAR leaderboard "$out/s.jsonl"
} > docs/eval/leaderboard-realistic-holdout2.md
rm -rf "$out"
if [ -n "${BEFORE_JAR:-}" ]; then
  java -cp ${BEFORE_EXAMPLES:-examples/target/classes}:$BEFORE_JAR org.georc.examples.OfflineJudgeEvaluation --quick \
    --splits realistic-holdout2 examples/data > docs/eval/realistic-eval-r24b-holdout2-before.md
fi
