/* chan.c - Go channels and select (rt_chan.h). A channel is a ring buffer of cap values plus two
 * FIFOs of waiters, the blocked receivers and senders. A waiter lives in the blocked goroutine's
 * frame (or a sync caller's stack), so an operation allocates nothing. Every operation runs with
 * interrupts masked (save/restore), which makes all of them safe against interrupt handlers on
 * these single-core parts; handlers use only the non-blocking `_from_isr` forms. The peer that
 * completes a waiter copies the value, marks it done and makes its goroutine ready (rt_ready_masked
 * puts it at the back of the ready queue); the woken goroutine only runs from the scheduler loop, after
 * its suspend has completed, so no wakeup is lost and no frame is written while it runs. A send
 * that is its goroutine's last statement (rt_chan_send_last_prepare) is the exception: its peer
 * ends that goroutine at once, as its resume would only return (rt_goroutine_end).
 * Unbuffered channels hand values over directly; waiters are served in FIFO order. A select blocked
 * on several channels has a waiter on each; the first peer to complete one marks the select fired,
 * and the others are skipped by peers and unlinked when the select resumes. The path of a send or
 * receive in a goroutine (the prepare functions) has its steps inline, word-sized values copied
 * with one load and store; select and the interrupt forms share out-of-line copies (-Os). */
#include "port.h"
#include "rt.h"
#include "rt_chan.h"
#include "rt_internal.h"

/* ---------------------------------------------------------------- waiter queues */

/* set (a strong definition) by the compiler when an interrupt handler operates on a channel that
   is not a static package-level one: then every channel's waiters count as interrupt waiters */
__attribute__((weak)) uint8_t rt_chan_isr_any;

static void enqueue(const rt_chan *c, rt_chan_queue *q, rt_chan_waiter *w) {
    w->next = NULL;
    if (q->tail)
        q->tail->next = w;
    else
        q->head = w;
    q->tail = w;
    if (c->isr_fed || rt_chan_isr_any) { /* an interrupt may complete it: the scheduler waits */
        w->counted = 1;
        rt_irq_waiters++;
    }
}

/* w leaves its queue */
static void dequeued(rt_chan_waiter *w) {
    w->next = NULL;
    if (w->counted) {
        w->counted = 0;
        rt_irq_waiters--;
    }
}

/* a waiter of a select that another case already completed is leaving: skip it */
static bool stale(const rt_chan_waiter *w) { return w->sel && w->sel->fired >= 0; }

/* the hot path of a hand-off (a prepare that completes a waiting peer) is inline in the prepare
   functions: no call per step */
#define HOT static inline __attribute__((always_inline))

/* the first waiter that can still complete, unlinked (NULL: none) */
HOT rt_chan_waiter *take(rt_chan_queue *q) {
    rt_chan_waiter *w;
    while ((w = q->head)) {
        if (!(q->head = w->next))
            q->tail = NULL;
        dequeued(w);
        if (!stale(w))
            return w;
    }
    return NULL;
}

static bool has_live(const rt_chan_queue *q) {
    for (const rt_chan_waiter *w = q->head; w; w = w->next)
        if (!stale(w))
            return true;
    return false;
}

/* unlink w if it is still queued */
static void unlink_waiter(rt_chan_queue *q, rt_chan_waiter *w) {
    rt_chan_waiter *prev = NULL;
    for (rt_chan_waiter *p = q->head; p; prev = p, p = p->next) {
        if (p != w)
            continue;
        if (prev)
            prev->next = p->next;
        else
            q->head = p->next;
        if (q->tail == p)
            q->tail = prev;
        dequeued(p);
        return;
    }
}

/* a goroutine's last send completed: end the goroutine now when nothing else needs its resume
   (its frame has no parent to return to, and this is no interrupt handler, which must not free a
   heap frame); else queue it. Interrupts masked. */
static __attribute__((noinline)) void complete_last(void *h) {
    if (!((rt_promise *)__builtin_coro_promise(h, 8, 0))->parent && !rt_in_isr())
        rt_goroutine_end(h);
    else
        rt_ready_masked(h);
}

/* w completed: its select (if any) fired on it, its goroutine is ready (or, after its last send,
   ended); interrupts masked */
HOT void complete(rt_chan_waiter *w, uint8_t ok) {
    w->ok = ok;
    if (w->sel)
        w->sel->fired = (int16_t)w->index;
    w->done = 1;
    if (!w->hdl) /* a sync caller polling done, nothing to queue */
        return;
    if (__builtin_expect(w->last & ok, 0))
        complete_last(w->hdl);
    else
        rt_ready_masked(w->hdl);
}

static void init_waiter(rt_chan_waiter *w, void *hdl, void *val) {
    w->next = NULL;
    w->hdl = hdl;
    w->val = val;
    w->sel = NULL;
    w->index = 0;
    w->done = 0;
    w->ok = 0;
    w->counted = 0;
    w->last = 0;
}

/* ---------------------------------------------------------------- values */

/* values of the common sizes are copied inline (a constant size: no call to memcpy; the
   alignment is unknown, a [4]byte is a 4-byte value aligned to 1), others through memcpy. Where
   the target has no unaligned loads (RV32), an inline copy of unknown alignment is a byte per load
   and store (152 B of copy_any against Thumb-2's 50): every size through memcpy there, which a
   program with channels links anyway. */
static void copy_any(void *dst, const void *src, uint32_t n) {
    if (!dst)
        return;
#ifndef __ARM_FEATURE_UNALIGNED
    __builtin_memcpy(dst, src, n);
    return;
#endif
    switch (n) {
    case 0: break;
    case 1: __builtin_memcpy(dst, src, 1); break;
    case 2: __builtin_memcpy(dst, src, 2); break;
    case 4: __builtin_memcpy(dst, src, 4); break;
    case 8: __builtin_memcpy(dst, src, 8); break;
    default: __builtin_memcpy(dst, src, n);
    }
}

/* copy_any, with a word-aligned word (an int, a pointer, ...) moved by one load and store inline */
HOT void copy(void *dst, const void *src, uint32_t n) {
    if (n == 4 && dst && !(((uintptr_t)dst | (uintptr_t)src) & 3))
        __builtin_memcpy(__builtin_assume_aligned(dst, 4), __builtin_assume_aligned(src, 4), 4);
    else
        copy_any(dst, src, n);
}

static void zero(void *dst, uint32_t n) {
    if (dst && n)
        __builtin_memset(dst, 0, n);
}

/* copy, and the place in the buffer is cleared, as Go does: a pointer left there would keep the
   value alive for the conservative collector after the receiver dropped it
   (tests/programs/chan_recv_clear.go) */
static inline void take_value(void *dst, uint8_t *src, uint32_t n) {
    if (n == 4 && dst && !(((uintptr_t)dst | (uintptr_t)src) & 3)) {
        uint32_t v = *(uint32_t *)__builtin_assume_aligned(src, 4);
        *(uint32_t *)__builtin_assume_aligned(src, 4) = 0;
        *(uint32_t *)__builtin_assume_aligned(dst, 4) = v;
    } else {
        copy_any(dst, src, n);
        zero(src, n);
    }
}

/* the i-th buffered value (i < cap), without a division */
static uint8_t *slot(rt_chan *c, uint32_t i) {
    uint32_t k = c->head + i;
    if (k >= c->cap)
        k -= c->cap;
    return c->buf + (size_t)k * c->elem_size;
}

/* the operations that can complete now, interrupts masked: true when they did */
HOT bool try_recv_masked(rt_chan *c, void *val, uint8_t *ok) {
    rt_chan_waiter *s;
    if (c->len > 0) {
        take_value(val, slot(c, 0), c->elem_size);
        if (++c->head == c->cap)
            c->head = 0;
        c->len--;
        if ((s = take(&c->sendq))) { /* a blocked sender's value takes the freed place */
            copy(slot(c, c->len), s->val, c->elem_size);
            c->len++;
            complete(s, 1);
        }
        *ok = 1;
        return true;
    }
    if ((s = take(&c->sendq))) { /* unbuffered: straight from the sender */
        copy(val, s->val, c->elem_size);
        complete(s, 1);
        *ok = 1;
        return true;
    }
    if (c->closed) {
        zero(val, c->elem_size);
        *ok = 0;
        return true;
    }
    return false;
}

HOT bool try_send_masked(rt_chan *c, const void *val, uint32_t irq) {
    if (c->closed) {
        port_irq_restore(irq);
        rt_panic_cstr("send on closed channel");
    }
    rt_chan_waiter *r = take(&c->recvq);
    if (r) {
        copy(r->val, val, c->elem_size);
        complete(r, 1);
        return true;
    }
    if (c->len < c->cap) {
        copy(slot(c, c->len), val, c->elem_size);
        c->len++;
        return true;
    }
    return false;
}

/* the same out of line, for the colder callers (select, interrupt handlers) */
static __attribute__((noinline)) bool try_recv_out(rt_chan *c, void *val, uint8_t *ok) {
    return try_recv_masked(c, val, ok);
}

static __attribute__((noinline)) bool try_send_out(rt_chan *c, const void *val, uint32_t irq) {
    return try_send_masked(c, val, irq);
}

/* ---------------------------------------------------------------- channels */

void rt_chan_init(rt_chan *c, uint32_t elem_size, uint32_t cap, void *buf) {
    __builtin_memset(c, 0, sizeof *c);
    c->elem_size = elem_size;
    c->cap = cap;
    c->buf = buf;
}

rt_chan *rt_chan_make(uint32_t elem_size, uint32_t cap) {
    uint64_t bytes = (uint64_t)elem_size * cap;
    if (bytes > 0x7fffffffu - sizeof(rt_chan))
        rt_panic_cstr("makechan: size out of range");
    rt_chan *c = rt_alloc((uint32_t)(sizeof(rt_chan) + bytes), 8);
    rt_chan_init(c, elem_size, cap, (uint8_t *)(c + 1));
    return c;
}

bool rt_chan_send_prepare(void *hdl, rt_chan *c, const void *val, rt_chan_waiter *w) {
    if (!c) {
        init_waiter(w, hdl, (void *)val);
        return true; /* a nil channel: nobody will ever complete it */
    }
    uint32_t s = port_irq_save();
    bool wait = !try_send_masked(c, val, s);
    if (wait) { /* rt_chan_send_finish reads w->ok after the wait */
        init_waiter(w, hdl, (void *)val);
        enqueue(c, &c->sendq, w);
    }
    port_irq_restore(s);
    return wait;
}

bool rt_chan_send_last_prepare(void *hdl, rt_chan *c, const void *val, rt_chan_waiter *w) {
    bool wait = rt_chan_send_prepare(hdl, c, val, w);
    w->last = 1; /* before an interrupt handler could complete it: its hand-off queues hdl anyway */
    return wait;
}

void rt_chan_send_finish(rt_chan_waiter *w) {
    if (!w->ok)
        rt_panic_cstr("send on closed channel");
}

bool rt_chan_recv_prepare(void *hdl, rt_chan *c, void *val, rt_chan_waiter *w) {
    if (!c) {
        init_waiter(w, hdl, val);
        return true;
    }
    uint32_t s = port_irq_save();
    uint8_t ok;
    bool wait = !try_recv_masked(c, val, &ok);
    if (wait) {
        init_waiter(w, hdl, val);
        enqueue(c, &c->recvq, w);
    } else {
        w->ok = ok;
    }
    port_irq_restore(s);
    return wait;
}

static bool waiter_done(void *arg) { return ((rt_chan_waiter *)arg)->done; }

/* ---------------------------------------------------------------- wait queues (package sync) */

/* a queue that is no channel's: never fed by an interrupt handler */
static const rt_chan no_chan;

bool rt_waitq_park_prepare(void *hdl, rt_chan_waiter *w, rt_chan_queue *q) {
    init_waiter(w, hdl, NULL);
    uint32_t s = port_irq_save();
    enqueue(&no_chan, q, w);
    port_irq_restore(s);
    return true;
}

void rt_waitq_park_block(rt_chan_queue *q) {
    rt_chan_waiter w;
    rt_waitq_park_prepare(NULL, &w, q);
    rt_sched_block(waiter_done, &w);
}

void rt_waitq_wake_one(rt_chan_queue *q) {
    uint32_t s = port_irq_save();
    rt_chan_waiter *w = take(q);
    if (w)
        complete(w, 1);
    port_irq_restore(s);
}

void rt_waitq_wake_all(rt_chan_queue *q) {
    uint32_t s = port_irq_save();
    rt_chan_waiter *w;
    while ((w = take(q)))
        complete(w, 1);
    port_irq_restore(s);
}

void rt_chan_send(rt_chan *c, const void *val) {
    rt_chan_waiter w;
    if (rt_chan_send_prepare(NULL, c, val, &w)) {
        rt_sched_block(waiter_done, &w);
        rt_chan_send_finish(&w);
    }
}

bool rt_chan_recv(rt_chan *c, void *val) {
    rt_chan_waiter w;
    if (rt_chan_recv_prepare(NULL, c, val, &w))
        rt_sched_block(waiter_done, &w);
    return w.ok;
}

/* reflect's blocking operations (lib/reflect/chan.go): Value.Send, Value.Recv and Select are Go
   functions calling the _block forms as blocking intrinsics (src/check/packages.c), so a goroutine
   suspends on them as on a channel statement (the prepare forms) and sync code drives the
   scheduler; the waiter, or the select's state, is the Go caller's, kept in its frame. */
bool rt_reflect_send_prepare(void *hdl, rt_chan *c, const void *val, rt_chan_waiter *w) {
    w->ok = 1; /* sent at once: nothing for rt_chan_send_finish to report */
    return rt_chan_send_prepare(hdl, c, val, w);
}

void rt_reflect_send_block(rt_chan *c, const void *val, rt_chan_waiter *w) {
    if (rt_reflect_send_prepare(NULL, c, val, w))
        rt_sched_block(waiter_done, w);
}

void rt_reflect_recv_block(rt_chan *c, void *val, rt_chan_waiter *w) {
    if (rt_chan_recv_prepare(NULL, c, val, w))
        rt_sched_block(waiter_done, w);
}

bool rt_reflect_waiter_ok(const rt_chan_waiter *w) { return w->ok; }

bool rt_chan_try_send_from_isr(rt_chan *c, const void *val) {
    if (!c)
        return false;
    uint32_t s = port_irq_save();
    bool sent = try_send_out(c, val, s);
    port_irq_restore(s);
    return sent;
}

bool rt_chan_try_recv_from_isr(rt_chan *c, void *val, bool *ok) {
    if (!c)
        return false;
    uint8_t k = 0;
    uint32_t s = port_irq_save();
    bool got = try_recv_out(c, val, &k);
    port_irq_restore(s);
    *ok = k;
    return got;
}

void rt_chan_close_from_isr(rt_chan *c) {
    if (!c)
        rt_panic_cstr("close of nil channel");
    uint32_t s = port_irq_save();
    if (c->closed) {
        port_irq_restore(s);
        rt_panic_cstr("close of closed channel");
    }
    c->closed = 1;
    rt_chan_waiter *w;
    while ((w = take(&c->recvq))) { /* receivers get the zero value, ok false */
        zero(w->val, c->elem_size);
        complete(w, 0);
    }
    while ((w = take(&c->sendq))) /* senders panic when they resume */
        complete(w, 0);
    port_irq_restore(s);
}

bool rt_chan_has_receiver(rt_chan *c) { return c && has_live(&c->recvq); }

int32_t rt_chan_len(rt_chan *c) { return c ? (int32_t)c->len : 0; }
int32_t rt_chan_cap(rt_chan *c) { return c ? (int32_t)c->cap : 0; }

/* ---------------------------------------------------------------- select */

/* a fixed seed, so that runs repeat; xorshift32 */
static uint32_t rng = 0x9e3779b9u;

static uint32_t next_random(void) {
    rng ^= rng << 13;
    rng ^= rng >> 17;
    rng ^= rng << 5;
    return rng;
}

static bool case_ready(const rt_select_case *k) {
    rt_chan *c = k->c;
    if (!c)
        return false;
    if (k->dir == RT_SELECT_SEND)
        return c->closed || has_live(&c->recvq) || c->len < c->cap;
    return c->len > 0 || has_live(&c->sendq) || c->closed;
}

int rt_select_prepare(void *hdl, rt_select *s, rt_select_case *cases, int n, bool has_default) {
    s->cases = cases;
    s->n = (uint16_t)n;
    s->fired = -1;
    uint32_t irq = port_irq_save();
    int nready = 0;
    for (int i = 0; i < n; i++)
        nready += case_ready(&cases[i]);
    if (nready > 0) { /* a random one among the ready cases, like Go */
        int pick = (int)(next_random() % (uint32_t)nready);
        for (int i = 0; i < n; i++) {
            rt_select_case *k = &cases[i];
            if (!case_ready(k) || pick-- > 0)
                continue;
            init_waiter(&k->w, hdl, k->val);
            if (k->dir == RT_SELECT_SEND)
                k->w.ok = try_send_out(k->c, k->val, irq);
            else
                try_recv_out(k->c, k->val, &k->w.ok);
            k->w.done = 1;
            s->fired = (int16_t)i;
            port_irq_restore(irq);
            return i;
        }
    }
    if (has_default) {
        port_irq_restore(irq);
        return RT_SELECT_DEFAULT;
    }
    for (int i = 0; i < n; i++) { /* wait on every case (select {} and nil channels: forever) */
        rt_select_case *k = &cases[i];
        init_waiter(&k->w, hdl, k->val);
        k->w.sel = s;
        k->w.index = (uint16_t)i;
        if (k->c)
            enqueue(k->c, k->dir == RT_SELECT_SEND ? &k->c->sendq : &k->c->recvq, &k->w);
    }
    port_irq_restore(irq);
    return RT_SELECT_WAIT;
}

int rt_select_finish(rt_select *s) {
    uint32_t irq = port_irq_save();
    for (int i = 0; i < s->n; i++) {
        rt_select_case *k = &s->cases[i];
        if (k->c && i != s->fired)
            unlink_waiter(k->dir == RT_SELECT_SEND ? &k->c->sendq : &k->c->recvq, &k->w);
    }
    port_irq_restore(irq);
    rt_select_case *k = &s->cases[s->fired];
    if (k->dir == RT_SELECT_SEND && !k->w.ok)
        rt_panic_cstr("send on closed channel");
    return s->fired;
}

static bool select_fired(void *arg) { return ((rt_select *)arg)->fired >= 0; }

/* reflect.Select without a default (lib/reflect/chan.go): the blocking intrinsic's prepare and
   _block forms; a case taken at once leaves no waiter to unlink (n 0), so rt_select_finish
   answers either way */
bool rt_reflect_select_prepare(void *hdl, rt_select *s, rt_select_case *cases, int n) {
    if (rt_select_prepare(hdl, s, cases, n, false) == RT_SELECT_WAIT)
        return true;
    s->n = 0;
    return false;
}

void rt_reflect_select_block(rt_select *s, rt_select_case *cases, int n) {
    if (rt_reflect_select_prepare(NULL, s, cases, n))
        rt_sched_block(select_fired, s);
}

/* with a default: the ready case taken, else RT_SELECT_DEFAULT */
int rt_reflect_select_try(rt_select_case *cases, int n) {
    rt_select s;
    return rt_select_prepare(NULL, &s, cases, n, true);
}

int rt_select_block(rt_select_case *cases, int n, bool has_default) {
    rt_select s;
    int r = rt_select_prepare(NULL, &s, cases, n, has_default);
    if (r != RT_SELECT_WAIT)
        return r;
    rt_sched_block(select_fired, &s);
    return rt_select_finish(&s);
}
