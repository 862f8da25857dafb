import json,sys
# usage: low.py file kinds side thresh
f=sys.argv[1]; kinds=sys.argv[2].split(','); side=sys.argv[3]; th=float(sys.argv[4])
for line in open(f):
    d=json.loads(line)
    if d['model'] not in kinds: continue
    al=d[side+'_alignments']
    lows=[a for a in al if a['score']<th]
    if not lows: continue
    print(f"=== {d['id']} {d['model']} F1={d['f1']:.3f} P={d['precision']:.3f} R={d['recall']:.3f}")
    for a in lows:
        print(f"  [{a['score']:.2f}] {a['statement']!r} <- {a.get('support')!r} :: {a['reason']}")
