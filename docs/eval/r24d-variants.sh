#!/bin/bash
# Issue 24, round 4: the round's switchable choices, each turned back on the tuning splits (realistic
# dev, test, holdout..holdout4; old dev and test), with the final judge. Holdout5 is not scored here.
# Run from the repository root after `mvn -q -DskipTests package`:
#   docs/eval/r24d-variants.sh > docs/eval/r24d-variants.md
set -euo pipefail
CP=examples/target/classes:georc-bench/target/georc.jar
SPLITS=realistic-dev,realistic-test,realistic-holdout,realistic-holdout2,realistic-holdout3,realistic-holdout4,dev,test
for opt in scene-agreement=false writing-links=false wrapping-spares-scene=false agreement-min-cosine=0.15 \
           different-trusted-cosine=0.8; do
  echo "# --option $opt"
  echo
  java -cp $CP org.georc.examples.OfflineJudgeEvaluation --quick --splits $SPLITS --option "$opt" examples/data \
    | grep -E '^## |^\| (kind|paraphrase|faithful|second-expert|contradicting|hallucinated|other-location|merged|partial|flipped) '
  echo
done
