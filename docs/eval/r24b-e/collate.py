# Collates the default-judge and plain-ramp columns of docs/eval/r24b-e/eval-<encoder>.md into one table per layer.
# usage: python3 docs/eval/r24b-e/collate.py minilm bge-small e5-small minilm+bge-small minilm+e5-small
import re,sys
encs=sys.argv[1:]
data={}
for e in encs:
    split=None
    for line in open(f'docs/eval/r24b-e/eval-{e}.md'):
        m=re.match(r'## (\S+) split',line)
        if m: split=m.group(1); continue
        m=re.match(r'\| (paraphrase|faithful|second-expert|contradicting|hallucinated|other-location|merged|partial|flipped) \| ([^|]+) \| ([^|]+) \| ([^|]+) \|',line)
        if m and split:
            data.setdefault((split,m.group(1)),{})['target']=m.group(2).strip()
            data[(split,m.group(1))][e]=(m.group(3).strip(),m.group(4).strip())
        m=re.match(r"Default judge: the grader's order .* for (\d+) of (\d+)",line) or re.match(r"Default judge: partial between .* for (\d+) of (\d+)",line)
        if m and split:
            data.setdefault((split,'order (default judge)'),{'target':''})[e]=('',m.group(1)+'/'+m.group(2))

for which,title in ((1,'default judge (objects)'),(0,'plain ramp')):
    print(f'\n{title}:\n')
    print('| split | kind | target | '+' | '.join(encs)+' |')
    print('|---|---|---|'+'--:|'*len(encs))
    for (s,k),v in data.items():
        if which==0 and k.startswith('order'): continue
        print(f'| {s} | {k} | {v["target"]} | '+' | '.join(v[e][which] for e in encs)+' |')
