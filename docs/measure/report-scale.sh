#!/usr/bin/env bash
# `georc report` at benchmark scale: 500 locations x 15 models = 7,500 pairs (WorkloadGenerator's
# chains, ReportWorkload's synthetic score rows with alignments and flags; no judge runs), timed as a
# whole process (JVM start included), then opened in headless chromium to check it loads.
#   bash docs/measure/report-scale.sh [LOCATIONS] [MODELS] [REPEATS]
# Run `mvn -q -Pbench -DskipTests package` first (georc.jar, the test classes and the bench source set).
set -euo pipefail
loc=${1:-500}; models=${2:-15}; repeats=${3:-3}
J=georc-bench/target/georc.jar
CP="$J:georc-bench/target/test-classes"
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
java -cp "$CP" org.georc.bench.harness.WorkloadGenerator "$work" "$loc" "$models" 0.5 7 >/dev/null 2>&1
java -cp "$CP" org.georc.bench.harness.ReportWorkload "$work/references.jsonl" "$work/candidates.jsonl" \
  "$work/scores.jsonl" 7
echo "# $(wc -l < "$work/scores.jsonl") score rows ($(du -m "$work/scores.jsonl" | cut -f1) MB); $(nproc) cores;" \
  "load $(cut -d' ' -f1-3 /proc/loadavg); $(date -u +%Y-%m-%dT%H:%MZ); commit $(git rev-parse --short HEAD)"
echo "run,wall_s,user_s,max_rss_mb,report_bytes"
for r in $(seq 1 "$repeats"); do
  rm -f "$work/report.html"
  /usr/bin/time -f "%e %U %M" -o "$work/time" java -jar "$J" report "$work/scores.jsonl" \
    --references "$work/references.jsonl" --candidates "$work/candidates.jsonl" --output "$work/report.html" \
    2>"$work/err" >/dev/null || { cat "$work/err" >&2; exit 1; }
  read -r wall user rss < "$work/time"
  echo "$r,$wall,$user,$((rss / 1024)),$(stat -c %s "$work/report.html")"
done
# open it: chromium prints the DOM after the scripts ran; count the pair rows and look for console errors
timeout 120 chromium --headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run \
  --disable-background-networking --disable-component-update --disable-sync --user-data-dir="$work/profile" \
  --enable-logging=stderr --v=0 --dump-dom "file://$work/report.html#pair-7499" >"$work/dom.html" 2>"$work/chromium.err"
echo "opened in $(chromium --version | cut -d' ' -f1-2): $(grep -o 'href="#pair-[0-9]*"' "$work/dom.html" | wc -l) pair links;" \
  "pair view shown: $(grep -c 'id="pair" aria-labelledby="pair-title">' "$work/dom.html" || true);" \
  "console errors: $(grep -c 'CONSOLE.*ERROR\|Uncaught' "$work/chromium.err" || true)"
