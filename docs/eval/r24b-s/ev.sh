#!/bin/bash
# Summary of OfflineJudgeEvaluation on the tuning sets (default judge column and others); full output kept in $2
cd "$(dirname "$0")/../../.."
out=${1:-/tmp/s/last-full.txt}
java -cp examples/target/classes:georc-bench/target/georc.jar org.georc.examples.OfflineJudgeEvaluation --splits realistic-dev,realistic-test,dev --quick examples/data 2>&1 | tee "$out" | python3 -c "
import sys,re
s=None
for l in sys.stdin:
    if l.startswith('## '): s=l.split()[1]
    m=re.match(r'\| (paraphrase|faithful|second-expert|contradicting|hallucinated|other-location|merged|partial|flipped) \|',l)
    if m and s:
        nums=re.findall(r'\d\.\d{3}',l)
        print(f'{s:15s} {m.group(1):15s} '+' '.join(nums[1:]))
"
