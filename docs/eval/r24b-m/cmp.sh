#!/bin/bash
# cmp.sh A B : side by side
paste <(awk '{print $1, $2, $3}' $1) <(awk '{print $3}' $2) | awk '{d=$4-$3; printf "%-15s %-15s %s -> %s  %+.3f\n",$1,$2,$3,$4,d}'
