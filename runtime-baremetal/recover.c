/* recover.c - recoveries in a goroutine's frame that is suspended under a call it awaits
 * (docs/defer.md, "In a goroutine").
 *
 * A $coro function whose deferred call may recover sets a landing place (rt_setjmp) whenever its
 * code runs. While it is suspended under a call it awaits (a child in its body, or one of its own
 * deferred calls in its return block), its landing is not on the stack: the scheduler resumed the
 * innermost frame of the goroutine, and a panic there runs on top of that resume. The frame marks
 * its landing RT_LANDING_AWAITING for that time; a recovery in it (defer.c) then stores the frame's
 * handle in rt_recover_frame and jumps to the landing of the innermost scheduler loop, which this
 * file puts around every scheduler loop: its rt_sched_run, rt_sched_block and rt_gosched_sync
 * replace sched.c's weak ones, running the same loops inside a landing. There the frame is resumed at its await: it sees rt_recover_frame name itself,
 * destroys or frees the awaited child (whose activation the jump discarded) and goes to its return block,
 * which runs its remaining deferred calls and returns its named results to its parent, or ends the
 * goroutine; the scheduler loop then goes on. Compiled code refers to rt_recover_frame only in such
 * frames, so other programs do not link this file, and their scheduler loops take no landing. */
#include "rt.h"
#include "rt_internal.h"

void *rt_recover_frame;
void *rt_sched_landing; /* the innermost scheduler loop's landing; its link word: the next outer */
bool rt_recover_destroy; /* the awaited callee's frame may be destroyed: see below */

/* loop(done, arg) inside a landing place */
static bool landed(bool (*loop)(bool (*)(void *), void *), bool (*done)(void *), void *arg) {
    void *landing[RT_LANDING_WORDS];
    void *outer = rt_sched_landing, *resumed = rt_await_resumed, *running = rt_running;
    if (rt_setjmp(landing)) {
        /* A recovery jumped out of a resume: the frame that recovered goes on, the loop too.
           When the frame that panicked (or whose sync callee did) is the leaf this loop resumed at
           a yield or a blocking operation, every frame between it and the recovering one is
           suspended at an await, and destroying the awaited callee runs a cleanup that matches
           where each of them is (down to the leaf, which frees itself). When it is a frame
           resumed at an await (by finish(), or here), its suspend index still names that await,
           whose callee is gone: the callee's frame is then only given back, and frames below it
           that came from a pool are lost (docs/defer.md). */
        rt_recover_destroy = rt_await_resumed == resumed;
        rt_await_resumed = rt_recover_frame;
        rt_suspended = NULL;
        void *y = rt_sched_resume(rt_recover_frame);
        rt_await_resumed = resumed;
        rt_ready(y);
        rt_running = running; /* the loop, entered again, keeps it as the one to restore */
    }
    landing[RT_LANDING_STATE] = NULL;
    landing[RT_LANDING_LINK] = outer;
    rt_sched_landing = landing;
    bool r = loop(done, arg);
    rt_sched_landing = outer;
    return r;
}

static bool pass(bool (*done)(void *), void *arg) {
    (void)done;
    (void)arg;
    rt_gosched_pass();
    return true;
}

/* sched.c's three entries, each loop inside a landing */
void rt_sched_run(void) { landed(rt_sched_drive, NULL, NULL); }

/* the sync caller's chain and panics, not the goroutines' (which their frames keep and put back
   when resumed, in programs whose frames hold panics) */
extern struct rt_defer *rt_panic_defer; /* defer.c */
extern struct rt_panic *rt_panics;

typedef struct saved {
    struct rt_defer *chain, *running;
    struct rt_panic *panics;
} saved;

static saved save(void) {
    saved s = {rt_defer_top, rt_panic_defer, rt_panics};
    rt_defer_top = NULL;
    return s;
}

static void restore(saved s) {
    rt_defer_top = s.chain;
    rt_panic_defer = s.running;
    rt_panics = s.panics;
}

void rt_sched_block(bool (*try_complete)(void *arg), void *arg) {
    saved s = save();
    if (!landed(rt_sched_drive, try_complete, arg))
        rt_sched_deadlock();
    landed(pass, NULL, NULL); /* the goroutines ready now run first (rt_sched_drive) */
    restore(s);
}

void rt_gosched_sync(void) {
    saved s = save();
    landed(pass, NULL, NULL);
    restore(s);
}
