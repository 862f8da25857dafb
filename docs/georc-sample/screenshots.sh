#!/usr/bin/env bash
# Regenerates report.html of the sample benchmark (the benchmark command of the README and docs/REPRODUCE.md, run in a temporary
# folder so that only the report is replaced here) and its two screenshots, with Debian's chromium
# headless: report-leaderboard.png (the top of the report) and report-pair.png (vlm-careful on
# sample-1/1, its second candidate statement selected as a hover would).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$here/../.."
run="$(mktemp -d)"
trap 'rm -rf "$run"' EXIT
java -jar "$root/georc-bench/target/georc.jar" benchmark --references "$root/examples/data/georc" \
  --output-dir "$run/out" --quiet > /dev/null
cp "$run/out/report.html" "$here/report.html"
n=$(python3 -c '
import json, re, sys
html = open(sys.argv[1], encoding="utf-8").read()
data = json.loads(re.search(r"<script type=\"application/json\" id=\"georc-data\">(.*?)</script>", html, re.S).group(1))
print(next(i for i, p in enumerate(data["pairs"]) if p["model"] == "vlm-careful" and p["id"] == "sample-1/1"))
' "$here/report.html")
shot() {
  chromium --headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking \
    --disable-component-update --disable-sync --hide-scrollbars --user-data-dir="$run/profile" \
    --window-size=1400,"$2" --screenshot="$1" "$3" > /dev/null 2>&1
}
shot "$here/report-leaderboard.png" 1100 "file://$here/report.html"
shot "$here/report-pair.png" 900 "file://$here/report.html#pair-$n-cand-2"
echo "wrote report.html, report-leaderboard.png, report-pair.png (pair $n)"
