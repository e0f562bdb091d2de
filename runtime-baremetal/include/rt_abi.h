/* rt_abi.h - the constants and layouts that compiled code and the runtime both depend on, in one
 * header included by both sides: by the runtime through rt.h (which checks each against its own
 * structs with _Static_assert, for the 32-bit targets), and by the compiler (src/frames.c,
 * src/packages.c) through its include path. Plain preprocessor constants only, so the host compiler
 * can include it without the runtime's types. Which runtime functions the compiler calls, and with
 * which C ABI, is the other half of the contract: src/rt_abi.def. */
#ifndef COROGO_RT_ABI_H
#define COROGO_RT_ABI_H

/* Every coroutine frame not elided into its caller's lives in a slot with this header in front of
 * it (the rt_pool it belongs to); frames and slots are 8-byte aligned. */
#define RT_FRAME_HEADER 8u
#define RT_FRAME_ALIGN 8u

/* The promise of every $coro function: a header of RT_PROMISE_PTRS pointers (parent, next), then
 * the results; llvm.coro.promise(h, RT_PROMISE_ALIGN, false) gives its address. */
#define RT_PROMISE_PTRS 2
#define RT_PROMISE_ALIGN 8

/* A sleeper's timer node (rt_timer), kept in its $coro caller's frame: bytes and alignment. */
#define RT_TIMER_SIZE 24
#define RT_TIMER_ALIGN 8

/* interrupt.Signal (rt_signal): count, drops (uint32), head, tail (pointers); the count saturates
 * at RT_SIGNAL_MAX. */
#define RT_SIGNAL_SIZE 16
#define RT_SIGNAL_MAX 65535u

/* The pool descriptor (rt_pool) the compiler emits per go target, field by field in order
 * (p: a pointer, i: a uint32): name, slots, slot_size, nslots, free, carved, in_use. */
#define RT_POOL_LAYOUT "ppiipii"
#define RT_POOL_SIZE 28

#endif
