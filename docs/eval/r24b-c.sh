#!/bin/bash
# Issue 24 round 2, engineer C: the figures of docs/eval/r24b-c.md. Run from the repository root
# after `mvn -q -o -DskipTests package`. Writes docs/eval/r24b-c/final-*.md. The tuning log's
# per-step files (docs/eval/r24b-c/[0-9]-*.md, lost-*.md) are the same quick command run at each
# step of the branch's history (see the log for the commit of each step).
set -euo pipefail
CP=examples/target/classes:georc-bench/target/georc.jar
echo "commit $(git rev-parse HEAD)" > docs/eval/r24b-c/final-commit.txt
# the tuning sets: realistic dev and test, the old tidy dev split (plain ramp and default judge)
java -cp $CP org.georc.examples.OfflineJudgeEvaluation --splits realistic-dev,realistic-test,dev --quick \
  examples/data > docs/eval/r24b-c/final-quick.md
# once, at the end: the old tidy test split and the sample data, every variant
java -cp $CP org.georc.examples.OfflineJudgeEvaluation examples/data > docs/eval/r24b-c/final-full.md
