#!/usr/bin/env bash
# Wall time of `georc score`, two arms interleaved in one session (the order alternates per run).
# Usage: docs/eval/score-cost.sh OLD.jar NEW.jar [runs] [references.jsonl] [candidates.jsonl]
# An arm may also differ by judge options: OPTIONS_OLD / OPTIONS_NEW (word-split) are added to its
# command, and LABEL_OLD / LABEL_NEW / WHAT rename the arms and the column in the output
# (docs/eval/score-cost-options.sh uses this to compare two settings of one jar).
# Prints one line per run ("run <WHAT> seconds"), then the median per arm and NEW/OLD.
set -euo pipefail
old=$1
new=$2
runs=${3:-10}
refs=${4:-examples/data/references.jsonl}
cands=${5:-examples/data/candidates.jsonl}
lo=${LABEL_OLD:-old}
ln=${LABEL_NEW:-new}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
one() {
  rm -f "$tmp/out.jsonl"
  local s e
  s=$(date +%s.%N)
  # shellcheck disable=SC2086
  java -jar "$1" score --references "$refs" --candidates "$cands" --output "$tmp/out.jsonl" --quiet $2 2>/dev/null
  e=$(date +%s.%N)
  echo "$e - $s" | bc
}
echo "# $(date -u +%FT%TZ) $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); ${HEADER:-$refs / $cands}"
echo "# run ${WHAT:-jar} seconds"
for i in $(seq 1 "$runs"); do
  if (( i % 2 )); then order="$lo $ln"; else order="$ln $lo"; fi
  for which in $order; do
    if [ "$which" = "$ln" ]; then
      echo "$i $which $(one "$new" "${OPTIONS_NEW:-}")"
    else
      echo "$i $which $(one "$old" "${OPTIONS_OLD:-}")"
    fi
  done
done | tee "$tmp/times"
median() { grep " $1 " "$tmp/times" | awk '{print $3}' | sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
mo=$(median "$lo")
mn=$(median "$ln")
echo "median $lo ${mo}s, $ln ${mn}s, $ln/$lo $(echo "scale=3; $mn / $mo" | bc)"
