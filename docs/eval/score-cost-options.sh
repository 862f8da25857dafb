#!/usr/bin/env bash
# Wall time of `georc score` on the sample data with one jar and two judge settings, interleaved
# in one session. Usage: docs/eval/score-cost-options.sh JAR RUNS "OPTIONS A" "OPTIONS B"
# (e.g. "--option matching=plain --option conflicts=false" vs ""). Prints one line per run
# ("run setting seconds"), then the median per setting and B/A. The timing loop is score-cost.sh's.
set -euo pipefail
jar=$1
LABEL_OLD=A LABEL_NEW=B WHAT=setting OPTIONS_OLD=$3 OPTIONS_NEW=$4 HEADER="$jar; A='$3' B='$4'" \
  exec "$(dirname "$0")/score-cost.sh" "$jar" "$jar" "$2"
