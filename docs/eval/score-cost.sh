#!/usr/bin/env bash
# Wall time of `georc score` for two builds of the tool, interleaved in one session.
# Usage: docs/eval/score-cost.sh OLD.jar NEW.jar [runs] [references.jsonl] [candidates.jsonl]
# Prints one line per run ("run jar seconds"), then the median per jar and NEW/OLD.
set -euo pipefail
old=$1
new=$2
runs=${3:-10}
refs=${4:-examples/data/references.jsonl}
cands=${5:-examples/data/candidates.jsonl}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
one() {
  rm -f "$tmp/out.jsonl"
  local s e
  s=$(date +%s.%N)
  java -jar "$1" score --references "$refs" --candidates "$cands" --output "$tmp/out.jsonl" --quiet 2>/dev/null
  e=$(date +%s.%N)
  echo "$e - $s" | bc
}
echo "# $(date -u +%FT%TZ) $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); $refs / $cands"
echo "# run jar seconds"
for i in $(seq 1 "$runs"); do
  if (( i % 2 )); then order="old new"; else order="new old"; fi
  for which in $order; do
    jar=$old
    [ "$which" = new ] && jar=$new
    echo "$i $which $(one "$jar")"
  done
done | tee "$tmp/times"
median() { grep " $1 " "$tmp/times" | awk '{print $3}' | sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
mo=$(median old)
mn=$(median new)
echo "median old ${mo}s, new ${mn}s, new/old $(echo "scale=3; $mn / $mo" | bc)"
