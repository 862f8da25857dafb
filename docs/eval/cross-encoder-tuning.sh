#!/usr/bin/env bash
# Tunes the cross-encoder judge's three options on the splits it may be tuned on (the realistic dev
# split and the tidy dev split), never on a holdout or a test split (issue 35):
#   bash docs/eval/cross-encoder-tuning.sh [MODEL_DIR] > docs/eval/cross-encoder-tuning.md
# MODEL_DIR: a model folder (train.py's or int8.py's output); default: the shipped weights.
# Each line of the grid is one `georc score` per split through docs/eval/judge-comparison.py.
# Run `mvn -q -DskipTests package` first.
set -euo pipefail
cd "$(dirname "$0")/../.."
dir=${1:-}
model=${dir:+ --model-dir $dir}
grid=(
  "shortlist=3 min-cosine=0.15 contradiction=0.5"
  "shortlist=1 min-cosine=0.15 contradiction=0.5"
  "shortlist=5 min-cosine=0.15 contradiction=0.5"
  "shortlist=3 min-cosine=0.25 contradiction=0.5"
  "shortlist=3 min-cosine=0.35 contradiction=0.5"
  "shortlist=3 min-cosine=0.15 contradiction=0.7"
  "shortlist=3 min-cosine=0.15 contradiction=0.9"
)
args=(--splits realistic-dev,dev --judge embedding)
for g in "${grid[@]}"; do
  opts=""
  for kv in $g; do opts+=" --option $kv"; done
  args+=(--judge "cross-encoder$model$opts")
done
python3 docs/eval/judge-comparison.py "${args[@]}"
