#!/usr/bin/env bash
# Rewrites examples/golden/<run>/ from the current code: the files that score, experts, benchmark and
# gtpred write on examples/data (see georc-bench/src/test/java/org/georc/bench/cli/GoldenRuns.java for
# the command lines and the offline rule-based LLM), with "time" dropped and the test server's address
# written as ENDPOINT. OutputsUnchangedIT compares every build against them.
# Run from anywhere; commit the result only when an output is meant to change.
set -euo pipefail
cd "$(dirname "$0")/../.."
mvn -q -o verify -pl georc-bench -am -DskipTests=false -Dtest=NONE -Dsurefire.failIfNoSpecifiedTests=false \
  -Dit.test=OutputsUnchangedIT -Dit.failIfNoSpecifiedTests=false -Dgolden.regenerate=true "$@"
git status --short examples/golden
