#!/usr/bin/env bash
# Wall time of `georc score` on the sample data with one jar and two judge settings, interleaved
# in one session. Usage: docs/eval/score-cost-options.sh JAR RUNS "OPTIONS A" "OPTIONS B"
# (e.g. "--option matching=plain --option conflicts=false" vs ""). Prints one line per run
# ("run setting seconds"), then the median per setting and B/A.
set -euo pipefail
jar=$1
runs=$2
a=$3
b=$4
refs=examples/data/references.jsonl
cands=examples/data/candidates.jsonl
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
one() {
  rm -f "$tmp/out.jsonl"
  local s e
  s=$(date +%s.%N)
  # shellcheck disable=SC2086
  java -jar "$jar" score --references "$refs" --candidates "$cands" --output "$tmp/out.jsonl" --quiet $1 2>/dev/null
  e=$(date +%s.%N)
  echo "$e - $s" | bc
}
echo "# $(date -u +%FT%TZ) $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); $jar; A='$a' B='$b'"
echo "# run setting seconds"
for i in $(seq 1 "$runs"); do
  if (( i % 2 )); then order="A B"; else order="B A"; fi
  for which in $order; do
    opts=$a
    [ "$which" = B ] && opts=$b
    echo "$i $which $(one "$opts")"
  done
done | tee "$tmp/times"
median() { grep " $1 " "$tmp/times" | awk '{print $3}' | sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
ma=$(median A)
mb=$(median B)
echo "median A ${ma}s, B ${mb}s, B/A $(echo "scale=3; $mb / $ma" | bc)"
