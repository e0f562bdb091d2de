# missing_body_lib.sh - a body-less function of a library package (Go's assembly-backed functions
# have neither a body nor a //go:linkname) is "missing function body" naming the package. The
# library is a copy of runtime-baremetal/lib (links) with one more package, asmdemo, in a source
# tree of its own (COROGO_ROOT; the build tree stays, so a merged GOROOT of its own is made there).
. "$(dirname "$0")/lib.sh"
mkdir -p root/runtime-baremetal/lib/asmdemo
ln -s "$ROOT/boards" root/boards
ln -s "$ROOT/runtime-baremetal/include" root/runtime-baremetal/include
for p in "$ROOT"/runtime-baremetal/lib/*; do ln -s "$p" root/runtime-baremetal/lib/; done
printf 'package asmdemo\n\n// Add is in assembly elsewhere\nfunc Add(a, b int) int\n' > root/runtime-baremetal/lib/asmdemo/asmdemo.go
printf 'package main\n\nimport "asmdemo"\n\nfunc main() { println(asmdemo.Add(1, 2)) }\n' > main.go
COROGO_ROOT=$T/root run "$COROGO" build -target=mps2-an385 main.go
expect_rc 1 "a library function without a body"
expect_in err "/runtime-baremetal/lib/asmdemo/asmdemo.go:4:6: error: missing function body (package asmdemo: Go's library implements Add in assembly, which corogo does not compile)"
# the merged tree made for this source tree goes with it
for d in "$BUILD"/goroot-*; do
    case $(readlink "$d/src/asmdemo") in "$T"/*) rm -rf "$d" ;; esac
done
exit 0
