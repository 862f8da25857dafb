#!/bin/bash
# Regenerates docs/sample-random-baseline.md (docs/FORMATS.md, "What a score line also says"): the sample
# data's real candidates and the random baseline drawn from its paraphrases, scored with the
# default embedding judge. Run from the repository root after `mvn -q -DskipTests package`.
set -euo pipefail
G="java -jar georc-bench/target/georc.jar"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
$G score --references examples/data/references.jsonl --candidates examples/data/candidates.jsonl \
  --output "$tmp/scores.jsonl" --quiet 2>/dev/null
$G baseline random --references examples/data/references.jsonl --candidates examples/data/candidates.jsonl \
  --source-model paraphrase --output "$tmp/random.jsonl" 2>/dev/null
$G score --references examples/data/references.jsonl --candidates "$tmp/random.jsonl" \
  --output "$tmp/random-scores.jsonl" --quiet 2>/dev/null
{
  echo "# Sample data: the real candidates and the random baseline (embedding judge)"
  echo
  echo "Commands (docs/FORMATS.md, \"What a score line also says\"; script \`docs/eval/sample-random-baseline.sh\`): \`georc score\` on \`examples/data/candidates.jsonl\`, then \`georc baseline random --source-model paraphrase\` and \`georc score\` on its output; \`georc leaderboard\` on each."
  echo
  echo "## Real candidates"
  echo
  $G leaderboard "$tmp/scores.jsonl"
  echo
  echo "## Random baseline (paraphrases moved to another location)"
  echo
  $G leaderboard "$tmp/random-scores.jsonl"
} > docs/sample-random-baseline.md
