#!/bin/bash
# Issue 24, round 2: the offline judge's figures on every evaluation set, the untouched holdout split
# first, and the filler check on labelled statements. Run from the repository root after
# `mvn -q -DskipTests package`. BEFORE_JAR (optional) is georc.jar built at commit 4671dbb (main
# after round 1): its judge is scored by the same evaluation program for the "round 1" columns.
# BEFORE_EXAMPLES (optional, default examples/target/classes) holds the evaluation classes to run
# with it: the classes of this commit need the encoder choice that 4671dbb lacks, so the committed
# run used the examples classes of commit 1e15551 (4671dbb plus the holdout split's name).
# Writes the raw outputs committed under docs/eval/ (the *-r24b.md files).
set -euo pipefail
JAR=georc-bench/target/georc.jar
CP=examples/target/classes:$JAR
echo "commit $(git rev-parse HEAD)" > docs/eval/offline-judge-r24b-commit.txt
# the realistic corpus: the holdout split (written in round 2, never tuned on) first
java -cp $CP org.georc.examples.OfflineJudgeEvaluation --splits realistic-holdout,realistic-test,realistic-dev \
  examples/data > docs/eval/realistic-eval-r24b.md
# the older tidy sets (test, dev) and the sample data, every variant
java -cp $CP org.georc.examples.OfflineJudgeEvaluation examples/data > docs/eval/offline-judge-eval-r24b.md
# the filler check: precision and recall per split, the dev rows it gets wrong
java -cp $CP org.georc.examples.FillerFlagEvaluation examples/data/eval/realistic/filler.jsonl --list dev \
  > docs/eval/filler-flags-r24b.md
# the holdout split with bootstrap intervals
out=$(mktemp -d)
{
  echo "\$ java -jar $JAR score --references examples/data/eval/realistic/holdout/references.jsonl --candidates examples/data/eval/realistic/holdout/candidates.jsonl --output realistic-holdout-scores.jsonl"
  echo "\$ java -jar $JAR leaderboard realistic-holdout-scores.jsonl"
  java -jar $JAR score --references examples/data/eval/realistic/holdout/references.jsonl \
    --candidates examples/data/eval/realistic/holdout/candidates.jsonl --output "$out/s.jsonl" --quiet 2>/dev/null
  java -jar $JAR leaderboard "$out/s.jsonl"
} > docs/eval/leaderboard-realistic-holdout.md
rm -rf "$out"
if [ -n "${BEFORE_JAR:-}" ]; then
  BEX=${BEFORE_EXAMPLES:-examples/target/classes}
  java -cp $BEX:$BEFORE_JAR org.georc.examples.OfflineJudgeEvaluation --quick \
    --splits realistic-holdout,realistic-test,realistic-dev,test,dev examples/data > docs/eval/realistic-eval-r24b-before.md
  java -cp $BEX:$BEFORE_JAR org.georc.examples.FillerFlagEvaluation \
    examples/data/eval/realistic/filler.jsonl > docs/eval/filler-flags-r24b-before.md
fi
