#!/bin/bash
# Issue 24 round 2: the default judge on the realistic dev and test splits at each step of the
# integration branch (round 1 with the holdout data; the closing place line; + E's encoder option and
# M's rules; + C's contradiction checks; + S's gates). Builds each commit in a scratch worktree.
# Run from the repository root; writes docs/eval/r24b-steps.md.
set -euo pipefail
out=docs/eval/r24b-steps.md
echo "# Default embedding judge at each round-2 step (OfflineJudgeEvaluation --quick --splits realistic-dev,realistic-test)" > $out
for c in 0245147 953b381 806c4a0 73add68 baa6c5d; do
  dir=$(mktemp -d)
  git worktree add -q --detach "$dir" $c
  (cd "$dir" && mvn -q -o -DskipTests package > /dev/null 2>&1)
  {
    echo; echo "## commit $c: $(git log -1 --format=%s $c | cut -c1-100)"; echo
    java -cp "$dir/examples/target/classes:$dir/georc-bench/target/georc.jar" org.georc.examples.OfflineJudgeEvaluation \
      --quick --splits realistic-dev,realistic-test examples/data | grep -E '^## |^\| (kind|paraphrase|faithful|second-expert|contradicting|hallucinated|other-location) '
  } >> $out
  git worktree remove --force "$dir"
done
