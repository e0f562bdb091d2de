/* rt_chan.h - Go channels and select in the runtime (chan.c): what compiled code calls for
 * `make(chan T, n)`, send, receive, close, len/cap and select, in the three worlds: a goroutine
 * ($coro code) registers a waiter that lives in its own frame and suspends; sync code (main, init,
 * C callers) drives the scheduler until the operation completes (semantics §5); an interrupt
 * handler only uses the non-blocking `_from_isr` forms. The compiler's side is src/codegen/cg_chan.c; the
 * layouts it depends on are in rt_abi.h, checked below. */
#ifndef COROGO_RT_CHAN_H
#define COROGO_RT_CHAN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rt_abi.h"

typedef struct rt_select rt_select;

/* One blocked operation. It lives where the blocked code keeps its state: in a goroutine's frame
 * (no allocation per operation) or on a sync caller's stack. */
typedef struct rt_chan_waiter rt_chan_waiter;
struct rt_chan_waiter {
    rt_chan_waiter *next;  /* the channel's FIFO of waiters */
    void *hdl;             /* the suspended leaf to make ready; NULL: a sync caller (it polls done) */
    void *val;             /* send: the value handed over; receive: where it goes (NULL: dropped) */
    rt_select *sel;        /* the select this waiter is a case of; NULL: a plain operation */
    uint16_t index;        /* its case number in sel */
    volatile uint8_t done; /* completed: a value passed, or the channel was closed */
    uint8_t counted;       /* counted in rt_irq_waiters while queued (an isr_fed channel) */
    uint8_t ok;            /* receive: a value (1) or a closed channel's zero value (0);
                              send: 0 when the channel was closed under it (it panics) */
    uint8_t last;          /* send: the goroutine's last statement (rt_chan_send_last_prepare) */
};

typedef struct rt_chan_queue {
    rt_chan_waiter *head, *tail;
} rt_chan_queue;

typedef struct rt_chan {
    uint32_t elem_size, cap; /* cap 0: unbuffered, values pass from sender to receiver */
    uint32_t len, head;      /* the ring buffer: len values from buf[head] on */
    uint8_t *buf;            /* cap * elem_size bytes: static (a package-level channel) or heap */
    uint8_t closed;
    uint8_t isr_fed;         /* an interrupt handler sends on it or closes it (set by the compiler):
                                a waiter on it is a waiter on an interrupt source, so the scheduler
                                keeps going (and main is not deadlocked) while a device interrupt
                                is enabled, as for interrupt.Signal */
    rt_chan_queue recvq, sendq;
} rt_chan;

/* a channel's storage given by the compiler (static channels), or from the heap */
void rt_chan_init(rt_chan *c, uint32_t elem_size, uint32_t cap, void *buf);
rt_chan *rt_chan_make(uint32_t elem_size, uint32_t cap);

/* $coro code: register the operation with the channel. false: it completed at once (a receive's
 * result is in w->ok); true: the caller must suspend, and the channel's peer (a goroutine, sync
 * code or an interrupt handler) completes it and makes hdl ready. A nil channel waits forever. */
bool rt_chan_send_prepare(void *hdl, rt_chan *c, const void *val, rt_chan_waiter *w);
bool rt_chan_recv_prepare(void *hdl, rt_chan *c, void *val, rt_chan_waiter *w);
/* rt_chan_send_prepare for a send that is the last statement of a goroutine's function (no
 * results, no defers: the compiler checks): the receiver that takes its value ends the goroutine
 * there and then (rt_goroutine_end) instead of queuing a resume that would only return, so the
 * goroutine's slot is free again before the receiver goes on (docs/memory.md, "Finished means
 * freed"). Not when the frame was awaited (it has a parent) or the receiver is an interrupt
 * handler: then hdl is made ready as usual. */
bool rt_chan_send_last_prepare(void *hdl, rt_chan *c, const void *val, rt_chan_waiter *w);
/* after the resume of a send that waited: panics if the channel was closed under it */
void rt_chan_send_finish(rt_chan_waiter *w);

/* sync code: block until the operation completes, running goroutines meanwhile */
void rt_chan_send(rt_chan *c, const void *val);
bool rt_chan_recv(rt_chan *c, void *val);

/* never blocking, callable from interrupt handlers: true when the value was sent (a waiting
 * receiver took it, or it went into the buffer), false when it would block; a try receive
 * returns true when it completed (*ok false: the channel is closed) */
bool rt_chan_try_send_from_isr(rt_chan *c, const void *val);
bool rt_chan_try_recv_from_isr(rt_chan *c, void *val, bool *ok);
void rt_chan_close_from_isr(rt_chan *c);

/* reflect's Value.Send and Value.Recv (lib/reflect/chan.go): prepare for $coro code (a receive's
 * is rt_chan_recv_prepare), _block for sync code, the waiter the caller's; after a send,
 * rt_chan_send_finish(w); after a receive, rt_reflect_waiter_ok(w) is its ok */
bool rt_reflect_send_prepare(void *hdl, rt_chan *c, const void *val, rt_chan_waiter *w);
void rt_reflect_send_block(rt_chan *c, const void *val, rt_chan_waiter *w);
void rt_reflect_recv_block(rt_chan *c, void *val, rt_chan_waiter *w);
bool rt_reflect_waiter_ok(const rt_chan_waiter *w);

int32_t rt_chan_len(rt_chan *c);
bool rt_chan_has_receiver(rt_chan *c); /* a receiver waits on it (interrupts masked) */
int32_t rt_chan_cap(rt_chan *c);

/* ---- wait queues: what package sync (runtime-baremetal/lib/sync) blocks on. park waits until a
 * wake takes it (FIFO); $coro code parks with prepare (always true: suspend) and a waiter in its
 * frame, sync code with the _block form, which drives the scheduler meanwhile. */
bool rt_waitq_park_prepare(void *hdl, rt_chan_waiter *w, rt_chan_queue *q);
void rt_waitq_park_block(rt_chan_queue *q);
void rt_waitq_wake_one(rt_chan_queue *q);
void rt_waitq_wake_all(rt_chan_queue *q);

/* ---- select */
enum { RT_SELECT_RECV = 0, RT_SELECT_SEND = 1 };
enum { RT_SELECT_DEFAULT = -1, RT_SELECT_WAIT = -2 };

typedef struct rt_select_case {
    rt_chan *c;           /* nil: the case is never ready */
    void *val;            /* send: the value; receive: where it goes */
    uint8_t dir;          /* RT_SELECT_RECV or RT_SELECT_SEND */
    rt_chan_waiter w;     /* its waiter while the select is blocked (w.ok: a receive's ok) */
} rt_select_case;

struct rt_select {
    rt_select_case *cases;
    uint16_t n;
    volatile int16_t fired; /* the case that completed, -1 while none has */
};

/* $coro code: a ready case is taken at once (chosen at random among the ready ones, like Go) and
 * its index returned; none ready: RT_SELECT_DEFAULT with a default case, else every case waits
 * and RT_SELECT_WAIT is returned (suspend, then rt_select_finish). */
int rt_select_prepare(void *hdl, rt_select *s, rt_select_case *cases, int n, bool has_default);
int rt_select_finish(rt_select *s);
/* sync code */
int rt_select_block(rt_select_case *cases, int n, bool has_default);
/* reflect.Select: without a default, prepare for $coro code and _block for sync code (then
 * rt_select_finish(s) is the case); with one, try (the case, or RT_SELECT_DEFAULT) */
bool rt_reflect_select_prepare(void *hdl, rt_select *s, rt_select_case *cases, int n);
void rt_reflect_select_block(rt_select *s, rt_select_case *cases, int n);
int rt_reflect_select_try(rt_select_case *cases, int n);

#if UINTPTR_MAX == 0xffffffffu /* the targets (host unit tests have 64-bit pointers) */
_Static_assert(offsetof(rt_chan, elem_size) == 0 && offsetof(rt_chan, cap) == 4 &&
               offsetof(rt_chan, len) == 8 && offsetof(rt_chan, head) == 12 &&
               offsetof(rt_chan, buf) == 16 && offsetof(rt_chan, closed) == 20 &&
               offsetof(rt_chan, isr_fed) == 21 && offsetof(rt_chan, recvq) == 24 &&
               offsetof(rt_chan, sendq) == 32 && sizeof(rt_chan) == RT_CHAN_SIZE &&
               sizeof(RT_CHAN_LAYOUT) - 1 == 11, "rt_chan: RT_CHAN_LAYOUT");
_Static_assert(sizeof(rt_chan_waiter) == RT_CHAN_WAITER_SIZE &&
               offsetof(rt_chan_waiter, ok) == RT_CHAN_WAITER_OK && _Alignof(rt_chan_waiter) == 4,
               "rt_chan_waiter: RT_CHAN_WAITER_SIZE");
_Static_assert(sizeof(rt_select_case) == RT_SELECT_CASE_SIZE &&
               offsetof(rt_select_case, w) == RT_SELECT_CASE_WAITER &&
               offsetof(rt_select_case, dir) == 8, "rt_select_case: RT_SELECT_CASE_SIZE");
_Static_assert(sizeof(rt_select) == RT_SELECT_SIZE, "rt_select: RT_SELECT_SIZE");
#endif

#endif
