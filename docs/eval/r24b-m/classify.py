import json,sys,re,collections
# Classifies low-credit clauses (credit < 0.5) of paraphrase, faithful and second-expert pairs by
# what the alignment names as the reason. usage: classify.py FILE...
KINDS=('paraphrase','faithful','second-expert')
def cls(a):
    r=a['reason']
    m=re.search(r'closest clause .*?\(cosine ([0-9.]+)\) gated to [0-9.]+: (.*)$',r)
    if 'blocked: conflict' in r: return 'blocked: contradiction'
    if 'blocked: mismatch' in r or 'blocked' in r: return 'blocked: mismatch/other'
    if m:
        why=m.group(2)
        if why.startswith('different objects'): return 'object gate 0: different objects'
        if why.startswith('objects not comparable'): return 'object gate 0.5: objects not comparable'
        if 'only' in why: return 'object-only / bare-object gate'
        if 'mismatch' in why: return 'mismatch gate'
        return 'gate: '+why.split('(')[0].strip()
    cos=float(re.search(r'cosine ([0-9.]+)',r).group(1))
    return 'no gate: cosine below ramp (%s)'%('<0.40' if cos<0.40 else '0.40-0.55')
for f in sys.argv[1:]:
    for side in ('reference','candidate'):
        for k in KINDS:
            c=collections.Counter(); n=0
            for l in open(f):
                d=json.loads(l)
                if d['model']!=k: continue
                for a in d[side+'_alignments']:
                    n+=1
                    if a['score']<0.5: c[cls(a)]+=1
            print(f"\n{f.split('/')[-1]} {side} clauses of {k}: {n} clauses, {sum(c.values())} with credit < 0.5")
            for kk,v in c.most_common(): print(f"  {v:4d}  {kk}")
