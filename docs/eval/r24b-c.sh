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
# the old tidy dev split (every variant) and the sample data
java -cp $CP org.georc.examples.OfflineJudgeEvaluation --splits dev examples/data > docs/eval/r24b-c/final-dev-sample.md
# The old tidy test split was scored with every variant by this script's earlier form at
# fcfdd1b (`OfflineJudgeEvaluation examples/data`, output kept as final-full-fcfdd1b.md); it is
# not scored again, to keep its looks few.
