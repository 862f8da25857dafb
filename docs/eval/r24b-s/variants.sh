#!/bin/bash
# Option variants of the default embedding judge on the tuning sets (final build of wt24s);
# one summary line per variant (last column of each kind: the default judge with that option).
cd "$(dirname "$0")/../../.."
for o in terse-bare=0.25 near-agreement-min-cosine=2 near-agreement-min-cosine=0.45 near-agreement-min-cosine=0.5 \
         bare-object=0.6 bare-object=1.0 object-only=0.4 similar-lo=0.5; do
  printf '%s: ' "$o"
  java -cp examples/target/classes:georc-bench/target/georc.jar org.georc.examples.OfflineJudgeEvaluation \
      --splits realistic-dev,realistic-test,dev --quick --option "$o" examples/data 2>&1 | python3 -c "
import sys,re
s=None; out=[]
for l in sys.stdin:
    if l.startswith('## '): s={'realistic-dev':'rd','realistic-test':'rt','dev':'d'}.get(l.split()[1],l.split()[1])
    m=re.match(r'\| (paraphrase|faithful|second-expert|contradicting|hallucinated|other-location|merged|partial|flipped) \|',l)
    if m and s:
        out.append(s+':'+m.group(1)+'='+re.findall(r'\d\.\d{3}',l)[-1])
print(' '.join(out))"
done
