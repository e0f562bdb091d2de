// Copyright 2009 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// corogo: the bit casts are intrinsics (runtime-baremetal/mathbits.c) instead of unsafe pointer
// conversions.

package math

// Float32bits returns the IEEE 754 binary representation of f,
// with the sign bit of f and the result in the same bit position.
// Float32bits(Float32frombits(x)) == x.
//
//go:linkname Float32bits rt_math_float32bits
func Float32bits(f float32) uint32

// Float32frombits returns the floating-point number corresponding
// to the IEEE 754 binary representation b, with the sign bit of b
// and the result in the same bit position.
// Float32frombits(Float32bits(x)) == x.
//
//go:linkname Float32frombits rt_math_float32frombits
func Float32frombits(b uint32) float32

// Float64bits returns the IEEE 754 binary representation of f,
// with the sign bit of f and the result in the same bit position,
// and Float64bits(Float64frombits(x)) == x.
//
//go:linkname Float64bits rt_math_float64bits
func Float64bits(f float64) uint64

// Float64frombits returns the floating-point number corresponding
// to the IEEE 754 binary representation b, with the sign bit of b
// and the result in the same bit position.
// Float64frombits(Float64bits(x)) == x.
//
//go:linkname Float64frombits rt_math_float64frombits
func Float64frombits(b uint64) float64
