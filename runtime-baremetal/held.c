/* held.c - panics held by a goroutine's frame whose deferred calls can suspend (docs/defer.md,
 * "A deferred call that blocks").
 *
 * Such a frame ($coro code, cg_defer.c) runs its deferred calls itself when a panic reaches its
 * records: defer.c's unwind copies the panic into the frame (rt_panic_hold: its rt_held, right
 * after its landing, marked RT_LANDING_HOLDS) and leaves the panicking stack for the frame's
 * landing, whose return block runs the records as at a return, awaiting the ones that suspend, with
 * rt_held_run and rt_held_done around each, and passes the panic on when none recovered
 * (rt_held_continue). An older panic that the jump discards, or that the frame held already (a
 * panic in one of its deferred calls), goes to an arena copy that the frame owns (a record of the
 * defer free lists, given back when dropped: rt_held_free). Compiled code refers to rt_held_run
 * only in such frames, so other programs do not link this file; defer.c refers to it weakly. */
#include "rt.h"
#include "rt_panic.h"

extern struct rt_defer *rt_panic_defer; /* defer.c */

typedef struct rt_held {
    void *outer; /* rt_panic_defer while the frame's own code runs (stored at its entry) */
    rt_panic p;
    rt_panicval v;
} rt_held;
_Static_assert(sizeof(void *) != 4 || sizeof(rt_held) == RT_HELD_WORDS * 4, "rt_held: RT_HELD_WORDS");
_Static_assert(sizeof(void *) != 4 || __builtin_offsetof(rt_held, p.owner) == RT_HELD_OWNER * 4, "RT_HELD_OWNER");
_Static_assert(__builtin_offsetof(rt_held, p) == sizeof(void *), "RT_HELD_PANIC");

static rt_held *held_of(void *landing) { return (rt_held *)((void **)landing + RT_LANDING_WORDS); }

/* copy q to h, held by owner */
static void copy_panic(rt_held *h, const rt_panic *q, void *owner) {
    bool copied = h->p.copied;
    h->p = *q;
    h->p.copied = copied;
    if (q->v) {
        h->v = *q->v;
        h->p.v = &h->v;
    }
    if (q->esize && q->edata != q->eslot) /* a -heap=none box on the stack the jump discards */
        h->p.edata = __builtin_memmove(q->eslot, q->edata, q->esize);
    h->p.owner = owner;
}

/* p, the newest panic, goes to the frame of 'landing' (the jump there discards everything above
   sp); older panics that the jump discards, or that the frame held, go to arena copies (with
   -heap=none they are dropped: only the newest is printed then) */
void rt_panic_hold(rt_panic *p, void *landing, uintptr_t sp) {
    rt_held *h = held_of(landing);
    for (rt_panic **pp = &p->link; *pp;) {
        rt_panic *q = *pp;
        if (q->owner == landing && q != &h->p) {
            pp = &q->link;
            continue;
        }
        if (!rt_panic_discarded(q, sp) && q != &h->p)
            break;
        if (!rt_heap_enabled()) {
            *pp = q->link;
            continue;
        }
        rt_held *a = rt_defer_alloc(sizeof *a, 8);
        a->p.copied = true;
        copy_panic(a, q, landing);
        *pp = &a->p;
        pp = &a->p.link;
    }
    h->p.copied = false;
    copy_panic(h, p, landing);
    rt_panics = &h->p;
    rt_panic_defer = h->outer;
}

void rt_held_free(rt_panic *q) { rt_defer_free((char *)q - __builtin_offsetof(rt_held, p)); }

/* in the return block of a frame that holds panics, around each record it runs: the panic it
   holds, if any, runs the record (recover() in its deferred function stops it) */
void rt_held_run(void *landing, void *rec) {
    rt_held *h = held_of(landing);
    if (h->p.owner == landing) {
        rt_panic_defer = rec;
        h->p.running = rec;
    }
}

void rt_held_done(void *landing) {
    rt_held *h = held_of(landing);
    rt_panic_defer = h->outer;
    if (h->p.owner == landing && h->p.recovered) { /* recovered: it and what it discarded go */
        rt_panic *q = h->p.link;
        if (q && q->goexit && (q->owner == landing || q->aborted)) {
            /* it was raised in a deferred call of a Goexit this frame held, or that a frame this
               one awaited held (p ran records older than that call: the Goexit is aborted): the
               Goexit goes on (Go's runtime.Goexit cannot be bypassed by a recover), held here */
            copy_panic(h, q, landing);
            h->p.aborted = false;
            if (q->copied)
                rt_held_free(q);
            rt_panics = &h->p;
            return;
        }
        while (q && q->owner == landing)
            q = q->link;
        rt_panic_drop_until(q);
        h->p.owner = NULL;
    }
}

/* at the end of that return block: a panic no record recovered goes on to the goroutine's older
   records (the frame's callers') */
void rt_held_continue(void *landing) {
    rt_held *h = held_of(landing);
    if (h->p.owner != landing)
        return;
    for (rt_panic *q = &h->p; q && q->owner == landing; q = q->link)
        q->owner = RT_HELD_UNWINDING;
    rt_panic_unwind(&h->p);
}
