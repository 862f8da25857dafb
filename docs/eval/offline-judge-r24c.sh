#!/bin/bash
# Issue 24, round 3: the third holdout split (holdout3, 16 locations, written by an engineer who read no
# judge code and saw no score; never tuned on) scored once, then every other set. Run from the repository
# root after `mvn -q -DskipTests package`. BEFORE_JAR (optional): georc.jar built at 1f44ef5 (round 2's
# judge); BEFORE_EXAMPLES: examples classes of 1f44ef5 with "realistic-holdout3" added to
# OfflineJudgeEvaluation's split names (docs/eval/before-examples-holdout3.patch).
set -euo pipefail
JAR=georc-bench/target/georc.jar
CP=examples/target/classes:$JAR
echo "commit $(git rev-parse HEAD)" > docs/eval/offline-judge-r24c-commit.txt
# the untouched split first, every variant
java -cp $CP org.georc.examples.OfflineJudgeEvaluation --splits realistic-holdout3 examples/data \
  > docs/eval/realistic-eval-r24c-holdout3.md
java -cp $CP org.georc.examples.FillerFlagEvaluation examples/data/eval/realistic/filler.jsonl --splits holdout3 \
  > docs/eval/filler-flags-r24c-holdout3.md
# the wrapping filter on holdout3's labelled statements (its examples never saw holdout3)
java -cp $CP org.georc.examples.WrappingFilterEvaluation examples/data/eval/realistic/filler.jsonl --splits holdout3 \
  --list holdout3 > docs/eval/wrapping-filter-r24c-holdout3.md
out=$(mktemp -d)
{
  echo "\$ java -jar $JAR score --references examples/data/eval/realistic/holdout3/references.jsonl --candidates examples/data/eval/realistic/holdout3/candidates.jsonl --output realistic-holdout3-scores.jsonl"
  echo "\$ java -jar $JAR leaderboard realistic-holdout3-scores.jsonl"
  java -jar $JAR score --references examples/data/eval/realistic/holdout3/references.jsonl \
    --candidates examples/data/eval/realistic/holdout3/candidates.jsonl --output "$out/s.jsonl" --quiet 2>/dev/null
  java -jar $JAR leaderboard "$out/s.jsonl"
} > docs/eval/leaderboard-realistic-holdout3.md
rm -rf "$out"
if [ -n "${BEFORE_JAR:-}" ]; then
  java -cp ${BEFORE_EXAMPLES:-examples/target/classes}:$BEFORE_JAR org.georc.examples.OfflineJudgeEvaluation --quick \
    --splits realistic-holdout3,realistic-holdout,realistic-holdout2,realistic-test,realistic-dev,test,dev examples/data \
    > docs/eval/realistic-eval-r24c-before.md
fi
# every other set with this judge: the realistic splits (quick), the old tidy sets and the sample (every variant)
java -cp $CP org.georc.examples.OfflineJudgeEvaluation --quick \
  --splits realistic-holdout,realistic-holdout2,realistic-test,realistic-dev examples/data > docs/eval/realistic-eval-r24c.md
java -cp $CP org.georc.examples.OfflineJudgeEvaluation examples/data > docs/eval/offline-judge-eval-r24c.md
# the wrapping filter measured on each earlier split with examples built without it (wrapping_examples.py --leave-out)
for s in dev test holdout holdout2; do
  python3 georc-judges/src/main/scripts/wrapping_examples.py --leave-out $s --out "$out.$s.txt"
  java -cp $CP org.georc.examples.WrappingFilterEvaluation examples/data/eval/realistic/filler.jsonl --splits $s \
    --examples "$out.$s.txt" | tail -n 1
  rm -f "$out.$s.txt"
done > docs/eval/wrapping-filter-r24c-leave-out.md
