// Package math is corogo's math: the portable Go sources of Go 1.19's package math (each file
// keeps its copyright header; LICENSE is Go's BSD license), with the hooks to per-architecture
// assembly (haveArch*) removed and the four bit casts (Float32bits, Float32frombits,
// Float64bits, Float64frombits) as intrinsics (unsafe.go, runtime-baremetal/mathbits.c). The
// results are those of Go on every GOARCH without assembly for a function; Go on amd64 computes
// Exp, Log (and through them Pow's fractional part) in assembly that can differ in the last bit
// (docs/language.md). float64 operations are libgcc's soft float on boards without an FPU.
package math
