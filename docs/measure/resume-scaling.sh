#!/usr/bin/env bash
# Measures how long `georc score` takes to resume a finished output of N rows (nothing left to
# score), for several N. Linear resume means the time grows by a constant per row on top of the
# fixed cost (JVM start, encoder load).
# Usage: [SIZES="0 5000 ..."] docs/measure/resume-scaling.sh [JAR] > docs/resume-scaling.txt
set -euo pipefail
jar=${1:-georc-bench/target/georc.jar}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# one real row, to copy its settings block (resume refuses rows made with other settings)
printf '{"id":"i0","chain":"- Red soil along the road.\\n- Eucalyptus trees."}\n' > "$work/r1.jsonl"
printf '{"id":"i0","model":"m","chain":"- Reddish dirt by the road."}\n' > "$work/c1.jsonl"
java -jar "$jar" score --references "$work/r1.jsonl" --candidates "$work/c1.jsonl" --output "$work/seed.jsonl" \
  --quiet --no-alignments >/dev/null 2>&1
echo "# georc score resume with nothing left to do; $(nproc) cores; $(date -u +%Y-%m-%dT%H:%MZ)"
echo "rows,seconds"
for n in ${SIZES:-0 5000 10000 20000 40000}; do
  python3 - "$work" "$n" <<'PY'
import json, sys
work, n = sys.argv[1], int(sys.argv[2])
seed = json.loads(open(f"{work}/seed.jsonl").readline())
with open(f"{work}/r.jsonl", "w") as r, open(f"{work}/c.jsonl", "w") as c, open(f"{work}/o.jsonl", "w") as o:
    for i in range(max(n, 1)):
        r.write(json.dumps({"id": f"i{i}", "chain": "- Red soil along the road.\n- Eucalyptus trees."}) + "\n")
        if n == 0:
            continue
        c.write(json.dumps({"id": f"i{i}", "model": "m", "chain": "- Reddish dirt by the road."}) + "\n")
        row = dict(seed, id=f"i{i}")
        o.write(json.dumps(row) + "\n")
PY
  start=$(date +%s.%N)
  java -jar "$jar" score --references "$work/r.jsonl" --candidates "$work/c.jsonl" --output "$work/o.jsonl" \
    --quiet --no-alignments >/dev/null 2>&1 || { echo "run failed for n=$n" >&2; exit 1; }
  end=$(date +%s.%N)
  printf '%d,%.2f\n' "$n" "$(echo "$end - $start" | bc)"
done
