#!/usr/bin/env bash
# Where a default `georc score` run spends its CPU, with and without error flags, recorded with JFR.
#   bash docs/measure/flags-profile.sh JAR OUT_PREFIX [LOCATIONS] [MODELS] [REUSE]
# Run `mvn -q -Pbench -DskipTests package` first (the workload generator lives in the bench test
# scope). JAR is the georc.jar to profile (this build, or one built from an older commit for a
# "before" summary). Writes OUT_PREFIX-flags.txt and OUT_PREFIX-noflags.txt: the wall/user time of
# each run and docs/measure/jfr-hot.py's summary of its samples. JFR samples Java threads only:
# ONNX Runtime's own intra-op threads are invisible to it, so the encoder shows up as the Java
# thread waiting in OrtSession.run (a native-method sample), not as the work the model does.
set -euo pipefail
jar=$1; out=$2; loc=${3:-200}; models=${4:-15}; reuse=${5:-0.5}
B="georc-bench/target/test-classes:georc-bench/target/classes:georc-bench/target/bench-lib/*"
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
java -cp "$B" org.georc.bench.harness.WorkloadGenerator "$work" "$loc" "$models" "$reuse" 7 2>/dev/null
for what in flags noflags; do
  extra=(); [ "$what" = noflags ] && extra=(--no-flags)
  load=$(cut -d' ' -f1 /proc/loadavg)
  /usr/bin/time -f "%e %U" -o "$work/time" java -XX:StartFlightRecording=filename="$work/$what.jfr",settings=profile \
      -jar "$jar" score --references "$work/references.jsonl" --candidates "$work/candidates.jsonl" \
      --output "$work/$what.jsonl" --no-alignments --quiet "${extra[@]}" >/dev/null 2>"$work/err" \
      || { cat "$work/err" >&2; exit 1; }
  read -r wall user < "$work/time"
  { echo "# georc score ${extra[*]:-(flags on)} --no-alignments; $loc locations x $models models, reuse $reuse;" \
         "jar $jar; $(nproc) cores; load1 before $load; $(date -u +%Y-%m-%dT%H:%MZ)"
    echo "# wall $wall s, user CPU $user s"
    python3 docs/measure/jfr-hot.py "$work/$what.jfr" 25; } > "$out-$what.txt"
  echo "$what: wall $wall s, user $user s (load1 $load) -> $out-$what.txt"
done
