#!/bin/bash
# Issue 24, round 4: the fifth holdout split (holdout5, 14 locations, written during round 4 by an
# engineer who read no judge code, lexicon or score; never tuned on), scored once with the round-4
# judge, then every other set. Run from the repository root after `mvn -q -DskipTests package`.
# BEFORE_JAR (optional): georc.jar built at 5f6f65c (round 3's judge); the examples classes of this
# commit run against it (they know holdout5's name; the API they use did not change).
set -euo pipefail
JAR=georc-bench/target/georc.jar
CP=examples/target/classes:$JAR
echo "commit $(git rev-parse HEAD)" > docs/eval/offline-judge-r24d-commit.txt
# 1. holdout5, once
java -cp $CP org.georc.examples.OfflineJudgeEvaluation --splits realistic-holdout5 examples/data \
  > docs/eval/realistic-eval-r24d-holdout5.md
java -cp $CP org.georc.examples.FillerFlagEvaluation examples/data/eval/realistic/filler.jsonl --splits holdout5 \
  > docs/eval/filler-flags-r24d-holdout5.md
java -cp $CP org.georc.examples.WrappingFilterEvaluation examples/data/eval/realistic/filler.jsonl --splits holdout5 \
  --list holdout5 > docs/eval/wrapping-filter-r24d-holdout5.md
out=$(mktemp -d)
{
  echo "\$ java -jar $JAR score --references examples/data/eval/realistic/holdout5/references.jsonl --candidates examples/data/eval/realistic/holdout5/candidates.jsonl --output realistic-holdout5-scores.jsonl"
  echo "\$ java -jar $JAR leaderboard realistic-holdout5-scores.jsonl"
  java -jar $JAR score --references examples/data/eval/realistic/holdout5/references.jsonl \
    --candidates examples/data/eval/realistic/holdout5/candidates.jsonl --output "$out/s.jsonl" --quiet 2>/dev/null
  java -jar $JAR leaderboard "$out/s.jsonl"
} > docs/eval/leaderboard-realistic-holdout5.md
rm -rf "$out"
if [ -n "${BEFORE_JAR:-}" ]; then
  java -cp examples/target/classes:$BEFORE_JAR org.georc.examples.OfflineJudgeEvaluation --quick \
    --splits realistic-holdout5 examples/data > docs/eval/realistic-eval-r24d-holdout5-before.md
fi
# 2. every other set, now (and with round 3's judge)
java -cp $CP org.georc.examples.OfflineJudgeEvaluation --quick \
  --splits realistic-dev,realistic-test,realistic-holdout,realistic-holdout2,realistic-holdout3,realistic-holdout4,dev,test \
  examples/data > docs/eval/realistic-eval-r24d.md
if [ -n "${BEFORE_JAR:-}" ]; then
  java -cp examples/target/classes:$BEFORE_JAR org.georc.examples.OfflineJudgeEvaluation --quick \
    --splits realistic-dev,realistic-test,realistic-holdout,realistic-holdout2,realistic-holdout3,realistic-holdout4,dev,test \
    examples/data > docs/eval/realistic-eval-r24d-before.md
fi
