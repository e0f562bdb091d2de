// sync/atomic's 64-bit functions and the Int64/Uint64 types, values at the edges (both words,
// wrap-around, failed and successful CompareAndSwap); tests/isr/atomic64 races them with a handler.
package main

import "sync/atomic"

func main() {
	var x int64 = -1 << 40
	println(atomic.SwapInt64(&x, 7), x)
	println(atomic.CompareAndSwapInt64(&x, 8, 9), atomic.CompareAndSwapInt64(&x, 7, -1<<62), x)
	atomic.StoreInt64(&x, 1<<40+5)
	println(atomic.LoadInt64(&x), atomic.AddInt64(&x, -(1<<40)))
	var u uint64 = 1 << 63
	println(atomic.AddUint64(&u, 1<<63+1), atomic.SwapUint64(&u, 42), atomic.LoadUint64(&u))
	println(atomic.CompareAndSwapUint64(&u, 42, ^uint64(0)), u)
	atomic.StoreUint64(&u, 3)
	var i atomic.Int64
	i.Store(-5)
	println(u, i.Load(), i.Add(1<<33), i.Swap(2), i.CompareAndSwap(2, 3), i.CompareAndSwap(2, 4), i.Load())
	var v atomic.Uint64
	println(v.Add(^uint64(0)), v.CompareAndSwap(^uint64(0), 1), v.Swap(0), v.Load())
}
