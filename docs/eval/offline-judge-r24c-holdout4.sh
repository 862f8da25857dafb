#!/bin/bash
# Issue 24, round 3: the fourth holdout split (holdout4, 12 locations, written after holdout3 had been
# scored, by an engineer who read no judge code and saw no score; never tuned on), scored once with the
# same judge as docs/eval/offline-judge-r24c.sh (nothing that changes a score landed in between; the
# alignments now list the clauses left ungraded). Run from the repository root after
# `mvn -q -DskipTests package`. BEFORE_JAR (optional): georc.jar built at 1f44ef5 (round 2's judge);
# BEFORE_EXAMPLES: its examples classes with the holdout names added (docs/eval/before-examples-holdout4.patch).
set -euo pipefail
JAR=georc-bench/target/georc.jar
CP=examples/target/classes:$JAR
echo "commit $(git rev-parse HEAD)" > docs/eval/offline-judge-r24c-holdout4-commit.txt
java -cp $CP org.georc.examples.OfflineJudgeEvaluation --splits realistic-holdout4 examples/data \
  > docs/eval/realistic-eval-r24c-holdout4.md
java -cp $CP org.georc.examples.FillerFlagEvaluation examples/data/eval/realistic/filler.jsonl --splits holdout4 \
  > docs/eval/filler-flags-r24c-holdout4.md
java -cp $CP org.georc.examples.WrappingFilterEvaluation examples/data/eval/realistic/filler.jsonl --splits holdout4 \
  --list holdout4 > docs/eval/wrapping-filter-r24c-holdout4.md
out=$(mktemp -d)
{
  echo "\$ java -jar $JAR score --references examples/data/eval/realistic/holdout4/references.jsonl --candidates examples/data/eval/realistic/holdout4/candidates.jsonl --output realistic-holdout4-scores.jsonl"
  echo "\$ java -jar $JAR leaderboard realistic-holdout4-scores.jsonl"
  java -jar $JAR score --references examples/data/eval/realistic/holdout4/references.jsonl \
    --candidates examples/data/eval/realistic/holdout4/candidates.jsonl --output "$out/s.jsonl" --quiet 2>/dev/null
  java -jar $JAR leaderboard "$out/s.jsonl"
} > docs/eval/leaderboard-realistic-holdout4.md
rm -rf "$out"
if [ -n "${BEFORE_JAR:-}" ]; then
  java -cp ${BEFORE_EXAMPLES:-examples/target/classes}:$BEFORE_JAR org.georc.examples.OfflineJudgeEvaluation --quick \
    --splits realistic-holdout4 examples/data > docs/eval/realistic-eval-r24c-holdout4-before.md
fi
