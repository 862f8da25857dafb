#!/usr/bin/env bash
# What georc costs on disk: the size of georc.jar built for this platform (the default) and for all
# platforms (-Pall-platforms); what a Maven user downloads by depending on georc-judges or on
# georc-core alone; and what a first run writes outside its output (caches under the home folder),
# then the same run with the caches moved by XDG_CACHE_HOME and DJL_CACHE_DIR.
# Builds with Maven (offline when the cache is warm). Run from the clone's root:
#   docs/measure/footprint.sh > docs/footprint.txt
set -euo pipefail
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mb() { awk -v b="$1" 'BEGIN { printf "%.1f MB", b / 1e6 }'; }
bytes() { du -sb "$@" 2>/dev/null | awk '{ s += $1 } END { print s + 0 }'; }

echo "# georc footprint; $(uname -sm); $(date -u +%Y-%m-%dT%H:%MZ); commit $(git describe --always --dirty)"
echo
echo "## georc.jar"
mvn -B -q -o -DskipTests -Pall-platforms package -pl georc-bench -am >&2
cp georc-bench/target/georc.jar "$work/georc-all.jar"
mvn -B -q -o -DskipTests package -pl georc-bench -am >&2
jar=georc-bench/target/georc.jar
echo "default build (profile linux-x86_64): $(mb "$(stat -c %s "$jar")")"
echo "mvn -Pall-platforms:                  $(mb "$(stat -c %s "$work/georc-all.jar")")"
echo "native libraries in the all-platforms jar, compressed, by library and platform:"
unzip -lv "$work/georc-all.jar" | awk '$8 ~ /\.(so|dll|dylib|jnilib|a)$/ {
    n = split($8, p, "/")
    if (p[1] == "ai") d = "onnxruntime " p[4]; else if (p[1] == "native") d = "tokenizers  " p[3]; else d = "jna         (" (p[4] ~ /^linux/ ? "linux" : "other systems") ")"
    s[d] += $3 }
  END { for (d in s) printf "  %-34s %8.1f MB\n", d, s[d] / 1e6 }' | sort
echo

echo "## what a Maven dependency pulls in: the module's jar and its runtime dependencies (optional ones"
echo "## left out: the int8, second-encoder and cross-encoder weights a user adds by choice)"
mvn -B -q -o -DskipTests package dependency:list -DincludeScope=runtime -DoutputAbsoluteArtifactFilename=true \
  -DoutputFile='${project.build.directory}/footprint-deps.txt' -pl georc-judges -am >&2
for m in georc-core georc-judges; do
  own=$(ls "$m"/target/"$m"-*.jar | grep -v -- '-sources\|-javadoc' | head -1)
  grep -v '(optional)' "$m/target/footprint-deps.txt" | grep -o ':/[^ ]*\.jar' | cut -c2- > "$work/$m.deps"
  echo "$m: $(mb $(( $(stat -c %s "$own") + $(cat "$work/$m.deps" | xargs stat -c %s | awk '{ s += $1 } END { print s + 0 }') )))" \
    "($(wc -l < "$work/$m.deps") jars besides its own)"
done
echo "largest runtime dependencies of georc-judges:"
xargs ls -S < "$work/georc-judges.deps" | head -5 | while read -r f; do
  printf "  %-58s %8s\n" "$(basename "$f")" "$(mb "$(stat -c %s "$f")")"
done
rm -f georc-*/target/footprint-deps.txt
echo

echo "## what a first run writes besides its output (a fresh home folder, nothing set)"
printf '{"id":"a","chain":"- White bollards with black caps.\\n- Traffic drives on the right."}\n' > "$work/r.jsonl"
printf '{"id":"a","model":"m","chain":"- White posts with black tops.\\n- Cars keep right."}\n' > "$work/c.jsonl"
mkdir -p "$work/home" "$work/tmp"
( unset XDG_CACHE_HOME DJL_CACHE_DIR ENGINE_CACHE_DIR
  java -Duser.home="$work/home" -Djava.io.tmpdir="$work/tmp" -jar "$jar" score --references "$work/r.jsonl" \
    --candidates "$work/c.jsonl" --output "$work/out.jsonl" --quiet 2>/dev/null )
( cd "$work/home" && find . -mindepth 1 -maxdepth 2 -type d | sort | while read -r d; do
    printf "  ~/%-30s %8s\n" "${d#./}" "$(mb "$(bytes "$d")")"; done )
echo "  total under the home folder:     $(mb "$(bytes "$work/home")")"
echo "  left in java.io.tmpdir after exit: $(mb "$(bytes "$work/tmp")")"
echo
echo "## the same run with XDG_CACHE_HOME=DIR/xdg and DJL_CACHE_DIR=DIR/djl"
rm -rf "$work/home" "$work/out.jsonl"
mkdir -p "$work/home" "$work/moved"
( export XDG_CACHE_HOME="$work/moved/xdg" DJL_CACHE_DIR="$work/moved/djl"
  java -Duser.home="$work/home" -Djava.io.tmpdir="$work/tmp" -jar "$jar" score --references "$work/r.jsonl" \
    --candidates "$work/c.jsonl" --output "$work/out.jsonl" --quiet 2>/dev/null )
echo "  under the home folder: $(mb "$(bytes "$work/home")")"
echo "  under DIR:             $(mb "$(bytes "$work/moved")") ($(cd "$work/moved" && find . -mindepth 1 -maxdepth 2 -type d | sort | tr '\n' ' '))"
