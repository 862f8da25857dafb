#!/bin/bash
# georc explain on a chain in real model dress (docs/READING.md "What explain shows"). Run from the
# repository root after `mvn -q -DskipTests package`; writes docs/reading/explain-example.txt.
set -euo pipefail
JAR=georc-bench/target/georc.jar
{
  echo "\$ java -jar $JAR explain --candidate @docs/reading/candidate.txt --reference @docs/reading/reference.txt"
  java -jar $JAR explain --candidate @docs/reading/candidate.txt --reference @docs/reading/reference.txt 2>/dev/null
} > docs/reading/explain-example.txt
