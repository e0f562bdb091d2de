#!/usr/bin/env bash
# layers.sh - the compiler's stage folders call only what comes before them in the pipeline
# (docs/architecture.md): from the object files of build/corogo (CMake's $<TARGET_OBJECTS:corogo_objs>
# and main.c's, each under .../<target>.dir/<folder>/), every symbol a file uses that another folder defines must
# be defined by the same folder or an earlier one in the order base, syntax, loader, check,
# analysis, codegen, interp, transform, builder. Prints each call that reaches forward; exit 1 if any.
# It also checks that a folder's private header (syntax/parser.h, check/check.h, codegen/cg.h)
# is included only inside its folder (the source tree is the first argument).
set -euo pipefail
src=$1
shift
order="base syntax loader check analysis codegen interp transform builder"
bad=0
# nm -A: "path: [addr] T|U symbol"; the folder is the object's parent directory
nm -A "$@" | awk -v order="$order" '
    BEGIN { n = split(order, o, " "); for (i = 1; i <= n; i++) rank[o[i]] = i }
    {
        path = $1; sub(/:$/, "", path); k = split(path, p, "/"); d = p[k - 1]; f = p[k]
        if (!(d in rank)) { print "layers: " path " is in no stage folder"; bad = 1; next }
        nobj[path] = 1
        if ($2 == "U") { use[++nu] = d "\t" f "\t" $3 }
        else if ($2 ~ /^[TDBR]$/) { def[$3] = d; nsym++ }
        else if ($3 ~ /^[TDBR]$/) { def[$4] = d; nsym++ }
    }
    END {
        for (i = 1; i <= nu; i++) {
            split(use[i], u, "\t")
            if ((u[3] in def) && rank[def[u[3]]] > rank[u[1]]) {
                print "layers: " u[1] "/" u[2] " calls " u[3] " of the later stage " def[u[3]] "/"; bad = 1
            }
        }
        if (!bad) print "layers: " nsym " symbols: every call goes to the same or an earlier stage"
        exit bad
    }' || bad=1
for h in syntax/parser.h check/check.h codegen/cg.h; do
    hd=$(dirname "$h")
    while read -r f; do
        [ "$(basename "$(dirname "$f")")" = "$hd" ] && continue
        echo "layers: $f includes $h, private to $hd/"
        bad=1
    done < <(grep -l "#include \"\(\.\./\)\?\($hd/\)\?$(basename "$h")\"" "$src"/*/*.[ch] || true)
done
exit $bad
