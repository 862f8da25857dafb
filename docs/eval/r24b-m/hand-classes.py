import json,re,sys,collections
# Counts, on main's alignments (georc score, default judge), the classes of low-credit clauses
# (credit < 0.5) named in docs/eval/r24b-m.md. usage: hand-classes.py ALIGNMENTS.jsonl REFERENCES.jsonl
al=[json.loads(l) for l in open(sys.argv[1])]
refs={json.loads(l)['id']:json.loads(l)['chain'] for l in open(sys.argv[2])}
unrec={i for i,c in refs.items() if not re.match(r'(?i)^conclusion',c.split('\n')[-1])}
CAT=re.compile(r'^(language|landscape|camera|road markings?|vegetation|architecture|signage|terrain|vehicles|traffic|licence plates?|bollards?|utility poles|road|scene|lighting|weather|infrastructure)( strongly)?$')
FILL=re.compile(r'\b(sky|clouds?|weather|sunny|daylight|lit|exposed|image|picture|photo|resolution|visibility|quiet|empty|calm|stretches|distance|ordinary|typical|nothing unusual|colours look)\b')
c=collections.Counter()
for d in al:
    k=d['model']
    if k not in ('paraphrase','faithful','second-expert'): continue
    last=max(a['statement_index'] for a in d['reference_alignments'])
    for a in d['reference_alignments']:
        if a['score']>=0.5: continue
        if d['id'] in unrec and a['statement_index']==last: c[(k,'ref: hedged place line not read as the conclusion')]+=1
        elif 'band?' in a['reason'] or 'background?' in a['reason']: c[(k,'ref: values whose object is in a label or a word the lexicon lacks')]+=1
    for a in d['candidate_alignments']:
        if a['score']>=0.5: continue
        t=a['statement']
        if re.search(r'(?i)together|in mind|combin|weighing|based on|conclude|stands out|important here|all most likely|point in the same|adds a little|pin down|answer is clear',t): c[(k,'cand: closing summary (lists kinds of clue)')]+=1
        elif CAT.match(t): c[(k,'cand: a category label left as a clause')]+=1
        elif FILL.search(t): c[(k,'cand: filler (sky, weather, image quality, empty road)')]+=1
for (k,cl),v in sorted(c.items()): print(f'{k:14s} {v:4d}  {cl}')
