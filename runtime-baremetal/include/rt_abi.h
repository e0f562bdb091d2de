/* rt_abi.h - the constants and layouts that compiled code and the runtime both depend on, in one
 * header included by both sides: by the runtime through rt.h (which checks each against its own
 * structs with _Static_assert, for the 32-bit targets), and by the compiler (src/transform/frames.c,
 * src/check/packages.c) through its include path. Plain preprocessor constants only, so the host compiler
 * can include it without the runtime's types. Which runtime functions the compiler calls, and with
 * which C ABI, is the other half of the contract: src/base/rt_abi.def. */
#ifndef COROGO_RT_ABI_H
#define COROGO_RT_ABI_H

/* A site number stored into rt_panic_site with this bit set: the panicking function keeps no record
 * of its own in the chain of call positions (it calls no Go code: src/codegen/cg_caller.c), so the
 * panic puts one in for it (runtime-baremetal/defer.c) instead of giving the caller's its site. */
#define RT_PANIC_SITE_OWN_FRAME 0x80000000u

/* Every coroutine frame not elided into its caller's lives in a slot with this header in front of
 * it: one word, the rt_pool it belongs to. A frame is aligned to what its fields need, at most
 * RT_FRAME_ALIGN: a pool's slots are a multiple of the frame's alignment apart, and when that is
 * 8 they start 4 bytes into their 8-aligned buffer, so each frame after its header is 8-aligned
 * (src/transform/frames.c); the general pool's blocks likewise (frame.c). */
#define RT_FRAME_HEADER 4u
#define RT_FRAME_ALIGN 8u

/* The promise of every $coro function: a header of RT_PROMISE_PTRS pointers (parent, next), then
 * the results; llvm.coro.promise(h, RT_PROMISE_ALIGN, false) gives its address (at offset 8 after
 * the resume and destroy pointers: the same for the promise's real alignment, 4 unless a result
 * needs 8). A $coro function that is never queued (it only awaits) and that only direct calls
 * reach has no next: {parent, results} (docs/coroutines.md §3); the runtime reads only parent of
 * those. */
#define RT_PROMISE_PTRS 2
#define RT_PROMISE_ALIGN 8

/* A landing place of a recovery (docs/defer.md), RT_LANDING_WORDS words: what rt_setjmp saves
 * (ra, sp, s0-s11 on riscv32; r4-r11, sp, lr on Cortex-M), then at RT_LANDING_STATE a word that is
 * RT_LANDING_AWAITING while the landing's function, a $coro frame, is suspended under a call it
 * awaits (its landing is not on the stack then: a recovery resumes the frame from the scheduler's
 * landing instead), 0 while it runs, then at RT_LANDING_LINK the frame's coroutine handle (a
 * function's landing) or the next outer scheduler landing (the scheduler's, recover.c). */
#define RT_LANDING_WORDS 16
#define RT_LANDING_STATE 14
#define RT_LANDING_LINK 15
#define RT_LANDING_AWAITING 1
/* A bit of RT_LANDING_STATE: the landing's function, a goroutine's $coro frame one of whose
 * deferred calls can suspend, runs its deferred calls itself during a panic (docs/defer.md, "A
 * deferred call that blocks"): a panic that reaches one of its records copies itself into the
 * frame's held panic, RT_HELD_WORDS words right after the landing (defer.c's rt_held: first the
 * rt_panic_defer the frame runs under, then the panic and its run-time error), and jumps to the
 * landing instead of calling the record's thunk on the panicking stack. */
#define RT_LANDING_HOLDS 2
#define RT_HELD_WORDS 23
#define RT_HELD_OWNER 11 /* the word saying whether the frame holds a panic: rt_panic.owner */

/* rt_panic_bounds_ext's which: RT_BOUNDS_INDEX for an index, else rt.h's RT_SLICE_* code of a
 * slice bound; with RT_BOUNDS_UNSIGNED when the value's type is unsigned (never shown negative) */
#define RT_BOUNDS_INDEX 8
#define RT_BOUNDS_UNSIGNED 16

/* A recovered run-time error (runtime.Error, docs/defer.md) is the runtime's rt_panicval of
 * RT_PANICVAL_SIZE bytes (its data word points to it; a map key compares its bytes), whose dynamic
 * type is one of RT_RTERROR_KINDS descriptors the compiler emits in one array, in Go 1.19's names:
 * runtime.errorString ("runtime error: ..." messages), runtime.plainError (closed channels, nil
 * maps: no prefix), runtime.boundsError (index and slice bounds), *runtime.TypeAssertionError. */
#define RT_PANICVAL_SIZE 40
#define RT_RTERROR_KINDS 4
#define RT_RTERROR_STRING 0
#define RT_RTERROR_PLAIN 1
#define RT_RTERROR_BOUNDS 2
#define RT_RTERROR_ASSERT 3

/* A sleeper's timer node (rt_timer), kept in its $coro caller's frame: bytes and alignment. */
#define RT_TIMER_SIZE 32
#define RT_TIMER_ALIGN 8

/* interrupt.Signal (rt_signal): count, drops (uint32), head, tail (pointers); the count saturates
 * at RT_SIGNAL_MAX. */
#define RT_SIGNAL_SIZE 16
#define RT_SIGNAL_MAX 65535u

/* The pool descriptor (rt_pool) the compiler emits per go target, field by field in order
 * (p: a pointer, i: a uint32): name, slots, slot_size, nslots, free, carved, in_use. */
#define RT_POOL_LAYOUT "ppiipii"

/* Interfaces (src/codegen/cg_iface.c, iface.c). A type descriptor (rt_type), one per dynamic type:
 * name (Go's runtime spelling, e.g. "*main.T"), its length, the equality function (NULL: the type
 * is not comparable), the itabs of the interfaces it implements that the program may convert to at
 * run time, their count, its method names (rt_str each) and their count, and how a map key hashes
 * a value of the type (an rt_maptype whose key_size, kind, nseg and segs describe the value and
 * whose val_size is 1 when the value is in the data word itself, 0 when data points to it; NULL:
 * not comparable, "hash of unhashable type"). An interface descriptor
 * (rt_ifacedesc): name, length, method names, count. An itab: the type, the interface, then per
 * method (in name order) its sync entry and its $coro entry (NULL: cannot suspend). */
#define RT_TYPE_LAYOUT "pippipip"
/* Reflection (src/codegen/cg_reflect.c; runtime-baremetal/lib/reflect). In a program that imports
 * reflect or internal/reflectlite every type descriptor has one more word, RT_TYPE_LAYOUT_REFLECT:
 * its rt_typeinfo, which the Go package reads through unsafe: kind (Go's reflect.Kind in the low
 * byte; RT_KIND_DIRECT: the interface data word holds the value; RT_KIND_COMPARABLE), size, align,
 * name and package path of a named type (or a basic type's name), elem (pointer, slice, array,
 * chan, map value), key (map), len (array length; chan direction; func: 1 when variadic), fields
 * and their count (struct: rt_field each; func: the parameters' then the results' descriptors;
 * interface: rt_method each), nout (func results), methods and their count (rt_method each, sorted
 * by name: a concrete type's method set), extra (interface: its rt_ifacedesc; map: its
 * rt_maptype), ptrto (the descriptor of *T; NULL for a pointer type T), call (a func type: a func
 * value (record, fv, args, results) that calls func value fv with the parameters laid out in
 * memory at args and stores its results at results, through fv's sync entry). rt_field: name, pkgpath (unexported: its package, else empty), type, offset,
 * embedded, tag. rt_method: name, pkgpath, type (a func type without the receiver), and the func
 * type with the receiver as its first parameter (an interface's method: the same as type), and
 * bind: the sync entry of a func value record {bind, NULL, data word} that calls the method on the
 * receiver the data word holds (NULL for an interface's method). */
#define RT_TYPE_LAYOUT_REFLECT "pippipipp"
#define RT_TYPEINFO_LAYOUT "iiipipippipiipippp"
#define RT_FIELD_LAYOUT "pipipiipi"
#define RT_METHOD_LAYOUT "pipippp"
#define RT_KIND_DIRECT 0x100u
#define RT_KIND_COMPARABLE 0x200u
#define RT_IFACEDESC_LAYOUT "pipi"
#define RT_ITAB_HEADER 2
#define RT_POOL_SIZE 28

/* Channels (rt_chan.h). A channel value is a pointer to an rt_chan. A static channel (a package-level
 * `var c = make(chan T, n)`) is emitted by the compiler with a constant initialiser, field by field
 * in order (i: uint32, p: pointer, b: uint8): elem_size, cap, len, head, buf, closed, isr_fed,
 * recvq.head, recvq.tail, sendq.head, sendq.tail. A blocked operation's waiter (rt_chan_waiter),
 * a select's case (rt_select_case) and the select itself (rt_select) live in the blocked code's
 * frame: bytes, all 4-byte aligned. A select case is {chan, val, dir (uint8), waiter} (offsets). */
#define RT_CHAN_LAYOUT "iiiipbbpppp"
#define RT_CHAN_SIZE 40
#define RT_CHAN_WAITER_SIZE 24
#define RT_CHAN_WAITER_OK 20        /* offset of rt_chan_waiter.ok */
#define RT_SELECT_CASE_SIZE 36
#define RT_SELECT_CASE_WAITER 12    /* offset of rt_select_case.w */
#define RT_SELECT_SIZE 8

/* Maps (rt_map.h, map.c). A map value is a pointer to an rt_map (NULL: a nil map) whose first
 * field is its length (int32: len(m) loads it inline). The compiler emits one constant descriptor
 * (rt_maptype) per map type, field by field in order (i: uint32, p: pointer): key_size, val_size,
 * key_off, val_off, entry_size, key kind (RT_MAPKEY_*), nseg, segs, ops; segs points to nseg pairs
 * of uint32 {offset, size} (a byte run, or one of the RT_MAPSEG_* below) and is used by
 * RT_MAPKEY_SEGS only; ops is &rt_map_segs_ops (mapsegs.c) in a map type's descriptor of kind
 * RT_MAPKEY_SEGS, NULL otherwise; rt_type.key's descriptors end before it (nothing reads it
 * there). An entry is {uint32 hash, key at key_off, value at val_off}, entry_size
 * bytes. A range's iterator (rt_map_iter) lives in the ranging code's frame: bytes. */
#define RT_MAPTYPE_LAYOUT "iiiiiiipp"
#define RT_MAPKEY_MEM 0    /* the key is its key_size bytes (integers, bools, pointers, channels) */
#define RT_MAPKEY_STRING 1 /* the key is a string */
#define RT_MAPKEY_SEGS 2   /* the key is the segments: struct and array keys with strings or padding */
/* segment sizes that are not byte runs: a string header, IEEE floats compared as floats (+0 and -0
   one key, a NaN never equal, not even to itself: Go's rules), and interface values {tab, data}
   hashed and compared by dynamic type and value (EFACE: tab is the rt_type; IFACE: an itab, whose
   first word is the rt_type). Every size from RT_MAPSEG_IFACE up is one of these. */
#define RT_MAPSEG_STRING 0u
#define RT_MAPSEG_IFACE 0xffffffecu
#define RT_MAPSEG_EFACE 0xfffffff0u
#define RT_MAPSEG_FLOAT32 0xfffffff4u
#define RT_MAPSEG_FLOAT64 0xfffffff8u
#define RT_MAP_ITER_SIZE 12

/* rt_print_fmt(fmt, a0, a1, a2) (print.c), one print/println statement of constant text and up to
 * RT_PRINT_FMT_ARGS integers of at most 32 bits (src/codegen/cg_print.c): fmt is its text, ended by a 0
 * byte, with RT_PRINT_INT (a signed value) or RT_PRINT_UINT (an unsigned one) where the next
 * argument is printed */
#define RT_PRINT_INT 1
#define RT_PRINT_UINT 2
#define RT_PRINT_FMT_ARGS 3

#endif
