#!/bin/bash
# Issue 24, round 4: mean F1 of the default judge at each step of the round, on the tuning splits
# (realistic dev, test, holdout, holdout2, holdout3, holdout4; old dev and test). Each step is a
# commit of main; the script builds georc.jar there in a scratch worktree and scores every split
# with `georc score`, then averages F1 per candidate kind (docs/eval/r24d-steps.py).
# Run from the repository root: docs/eval/r24d-steps.sh > docs/eval/r24d-steps.md
set -euo pipefail
root=$(pwd)
steps=(
  "5f6f65c round 3 (start of round 4)"
  "f218a68 shorthand (drives R, keeps L, g3, cam), codes, scene agreement, writing links"
  "702c4a4 zero and nothing negate; side of traffic never clashes with 'no car in shot'"
  "0df053f speed units, hyphenated counts ('2-letter')"
  "ee12bcc scene agreement only for clauses that say little else"
  "b18c81f a predicate's value describes its subject"
  "3a75e85 numbered and dash-set labels"
  "34e219b positions at the left/right, top/bottom"
  "5061417 coverage age, wrapping filter spares scene values, agreement from cosine 0.05"
  "baf70df generation words, writing links across script and language"
  "51624d8 more languages and crops, image quality words for coverage age"
  "a1cbf26 unmarked edges rule out edge lines only"
  "1eedda8 different objects trusted to the encoder from cosine 0.80"
  "46bc0b7 review fixes; different-trusted-cosine off by default (final judge)"
)
# (later commits change no score)
for s in "${steps[@]}"; do
  c=${s%% *}; name=${s#* }
  w=$(mktemp -d)
  git worktree add -q --detach "$w" "$c"
  (cd "$w" && mvn -q -DskipTests package -pl georc-bench -am >/dev/null 2>&1)
  out=$(mktemp -d)
  for split in realistic/dev realistic/test realistic/holdout realistic/holdout2 realistic/holdout3 realistic/holdout4 dev test; do
    java -jar "$w/georc-bench/target/georc.jar" score --references "examples/data/eval/$split/references.jsonl" \
      --candidates "examples/data/eval/$split/candidates.jsonl" --output "$out/$(echo $split | tr / _).jsonl" --quiet 2>/dev/null &
  done
  wait
  echo "## $c: $name"
  echo
  python3 docs/eval/r24d-steps.py "$out"
  echo
  rm -rf "$out"
  git worktree remove --force "$w"
done
