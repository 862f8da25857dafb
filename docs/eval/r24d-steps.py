"""Mean F1 per split and candidate kind of a folder of `georc score` outputs (one JSONL per split)."""
import collections
import glob
import json
import os
import sys

KINDS = ["paraphrase", "faithful", "second-expert", "contradicting", "hallucinated", "other-location",
         "merged", "partial", "flipped"]
print("| split | " + " | ".join(KINDS) + " |")
print("|---|" + "--:|" * len(KINDS))
for f in sorted(glob.glob(os.path.join(sys.argv[1], "*.jsonl"))):
    f1 = collections.defaultdict(list)
    with open(f, encoding="utf-8") as fh:
        for line in fh:
            r = json.loads(line)
            f1[r["model"]].append(r["f1"])
    cells = ["%.3f" % (sum(f1[k]) / len(f1[k])) if f1[k] else "" for k in KINDS]
    print("| " + os.path.basename(f)[:-6] + " | " + " | ".join(cells) + " |")
