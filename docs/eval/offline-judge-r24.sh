#!/bin/bash
# Issue 24: the offline judge's figures on every evaluation set, and the filler check on labelled
# statements. Run from the repository root after `mvn -q -DskipTests package`. BEFORE_JAR (optional)
# is georc.jar built at commit 266251a (main before issue 24): its judge is scored with the same
# evaluation program for the "before" columns. Writes the raw outputs committed under docs/eval/.
set -euo pipefail
JAR=georc-bench/target/georc.jar
CP=examples/target/classes:$JAR
echo "commit $(git rev-parse HEAD)" > docs/eval/offline-judge-r24-commit.txt
# the older tidy sets (test, dev) and the sample data, every variant
java -cp $CP org.georc.examples.OfflineJudgeEvaluation examples/data > docs/eval/offline-judge-eval-r24.md
# the realistic corpus (test first: reported, never tuned on)
java -cp $CP org.georc.examples.OfflineJudgeEvaluation --splits realistic-test,realistic-dev examples/data \
  > docs/eval/realistic-eval.md
# the filler check: precision and recall per split, the dev rows it gets wrong
java -cp $CP org.georc.examples.FillerFlagEvaluation examples/data/eval/realistic/filler.jsonl --list dev \
  > docs/eval/filler-flags.md
# the realistic test split with bootstrap intervals
out=$(mktemp -d)
{
  echo "\$ java -jar $JAR score --references examples/data/eval/realistic/test/references.jsonl --candidates examples/data/eval/realistic/test/candidates.jsonl --output realistic-test-scores.jsonl"
  echo "\$ java -jar $JAR leaderboard realistic-test-scores.jsonl"
  java -jar $JAR score --references examples/data/eval/realistic/test/references.jsonl \
    --candidates examples/data/eval/realistic/test/candidates.jsonl --output "$out/s.jsonl" --quiet 2>/dev/null
  java -jar $JAR leaderboard "$out/s.jsonl"
} > docs/eval/leaderboard-realistic-test.md
rm -rf "$out"
if [ -n "${BEFORE_JAR:-}" ]; then
  java -cp examples/target/classes:$BEFORE_JAR org.georc.examples.OfflineJudgeEvaluation --quick \
    --splits realistic-test,realistic-dev,test,dev examples/data > docs/eval/realistic-eval-before.md
  java -cp examples/target/classes:$BEFORE_JAR org.georc.examples.FillerFlagEvaluation \
    examples/data/eval/realistic/filler.jsonl > docs/eval/filler-flags-before.md
fi
