/* sched_test.c - the scheduler and the await protocol, end to end on the host with hand-written
 * coroutine frames. C cannot define coroutines, but a switched-resume frame as LLVM lays it out is
 * {resume fn, destroy fn, promise, ...}: coro.resume calls resume(h), coro.destroy calls destroy(h),
 * coro.done tests resume == NULL (set at the final suspend), and the promise (alignment 8) follows
 * the two pointers. The state machines below do exactly what the compiler's $coro code does (ramp
 * runs to the first suspend; a yield calls rt_coro_yield(self); an await stores the parent in the
 * child's promise). Checked: the seed example's exact output (semantics §3), FIFO round robin,
 * O(1) resumes at depth 8, goroutines started from goroutines, rt_go of a finished ramp,
 * rt_gosched_sync's single pass, rt_sched_block's pass once its operation completed, abandoned blocked frames, and that every frame is freed. */
#include <stddef.h>

#include "rt.h"
#include "rt_internal.h"
#include "stub.h"

typedef struct frame frame;
struct frame {
    void (*resume)(frame *);
    void (*destroy)(frame *);
    rt_promise promise;
    int state, id, depth, yields, result;
    int resumes; /* how often this frame was resumed (the ramp counts as one) */
    frame *child;
};
_Static_assert(offsetof(frame, promise) == 2 * sizeof(void *), "LLVM frame layout: promise after 2 pointers");

static int live;

static void frame_destroy(frame *f) {
    live--;
    rt_frame_free(f);
}

static frame *new_frame(void (*resume)(frame *), int id) {
    frame *f = rt_frame_alloc(sizeof(frame));
    memset(f, 0, sizeof *f);
    f->resume = resume;
    f->destroy = frame_destroy;
    f->id = id;
    live++;
    return f;
}

/* the ramp runs the body up to the first suspend, like the first resume */
static void ramp(frame *f) { f->resume(f); }

static void say(const char *who, int id, const char *what) {
    rt_print_string((const uint8_t *)who, (int32_t)strlen(who));
    rt_print_space();
    rt_print_int(id);
    rt_print_space();
    rt_print_string((const uint8_t *)what, (int32_t)strlen(what));
    rt_print_nl();
}

static int done(frame *f) { return f->resume == NULL; }

/* the resume function as the split coroutine's: count, then run the state machine */
#define COUNTED(fn) static void fn##_body(frame *f); static void fn(frame *f) { f->resumes++; fn##_body(f); } static void fn##_body(frame *f)

/* ---- the seed example: worker suspends once, helper awaits worker */
COUNTED(worker_resume) {
    switch (f->state) {
    case 0:
        say("worker", f->id, ": start");
        f->state = 1;
        rt_coro_yield(f);
        return; /* suspend */
    default:
        say("worker", f->id, ": done");
        f->result = f->id * 10;
        f->resume = NULL; /* final suspend */
    }
}

static frame *worker_coro(int id) {
    frame *f = new_frame(worker_resume, id);
    ramp(f);
    return f;
}

COUNTED(helper_resume) {
    switch (f->state) {
    case 0:
        say("helper", f->id, ": calling worker");
        f->child = worker_coro(f->id);
        if (!done(f->child)) {
            f->child->promise.parent = f;
            f->state = 1;
            return; /* suspend without yielding */
        }
        /* fallthrough */
    default:
        if (f->child->result != f->id * 10)
            say("bad result from worker", f->id, "");
        f->child->destroy(f->child);
        say("helper", f->id, ": worker returned");
        f->resume = NULL;
    }
}

static frame *helper_coro(int id) {
    frame *f = new_frame(helper_resume, id);
    ramp(f);
    return f;
}

static void helper_sync(int id) {
    say("helper", id, ": calling worker");
    say("worker", id, ": start");
    say("worker", id, ": done");
    say("helper", id, ": worker returned");
}

static void test_seed(void) {
    stub_reset();
    helper_sync(0);
    rt_go(helper_coro(1));
    rt_go(helper_coro(2));
    rt_sched_run();
    CHECK_STR(stub_output(), "helper 0 : calling worker\n"
                             "worker 0 : start\n"
                             "worker 0 : done\n"
                             "helper 0 : worker returned\n"
                             "helper 1 : calling worker\n"
                             "worker 1 : start\n"
                             "helper 2 : calling worker\n"
                             "worker 2 : start\n"
                             "worker 1 : done\n"
                             "helper 1 : worker returned\n"
                             "worker 2 : done\n"
                             "helper 2 : worker returned\n");
    CHECK(live == 0);
    CHECK(rt_suspended == NULL);
    CHECK(rt_ready_empty());
}

/* ---- a goroutine that yields f->yields times, printing its id each step */
COUNTED(looper_resume) {
    rt_print_int(f->id);
    rt_print_int(f->state);
    rt_print_space();
    if (f->state++ < f->yields) {
        rt_coro_yield(f);
        return;
    }
    f->resume = NULL;
}

static frame *looper_coro(int id, int yields) {
    frame *f = new_frame(looper_resume, id);
    f->yields = yields;
    ramp(f);
    return f;
}

static void test_round_robin(void) {
    stub_reset();
    rt_go(looper_coro(1, 2));
    rt_go(looper_coro(2, 3));
    rt_go(looper_coro(3, 1));
    rt_sched_run();
    CHECK_STR(stub_output(), "10 20 30 11 21 31 12 22 23 ");
    CHECK(live == 0);
}

/* ---- an await chain of the given depth; the leaf yields f->yields times */
COUNTED(chain_resume) {
    switch (f->state) {
    case 0:
        if (f->depth > 0) {
            frame *c = new_frame(chain_resume, f->id);
            c->depth = f->depth - 1;
            c->yields = f->yields;
            f->child = c;
            ramp(c);
            if (!done(c)) {
                c->promise.parent = f;
                f->state = 2;
                return;
            }
            goto child_done;
        }
        f->state = 1;
        /* fallthrough */
    case 1: /* the leaf */
        if (f->yields-- > 0) {
            rt_coro_yield(f);
            return;
        }
        f->result = 1;
        f->resume = NULL;
        return;
    default:
    child_done:
        f->result = f->child->result + 1;
        f->child->destroy(f->child);
        f->resume = NULL;
    }
}

static int chain_top_resumes;
static int chain_top_result;

COUNTED(chain_top_resume) {
    /* a goroutine's top frame: awaits a chain of depth 7 below it (depth 8 in all) */
    switch (f->state) {
    case 0: {
        frame *c = new_frame(chain_resume, 0);
        c->depth = 7;
        c->yields = 50;
        f->child = c;
        ramp(c);
        c->promise.parent = f;
        f->state = 1;
        return;
    }
    default:
        chain_top_resumes = f->resumes;
        chain_top_result = f->child->result;
        f->child->destroy(f->child);
        f->resume = NULL;
    }
}

static void test_deep_chain(void) {
    frame *top = new_frame(chain_top_resume, 0);
    ramp(top);
    rt_go(top);
    rt_sched_run();
    /* the top frame ran twice (ramp + once after its child finished), not once per yield */
    CHECK(chain_top_resumes == 2);
    CHECK(chain_top_result == 8);
    CHECK(live == 0);
}

/* ---- goroutines started from a running goroutine */
COUNTED(spawner_resume) {
    switch (f->state) {
    case 0:
        rt_print_string((const uint8_t *)"s0 ", 3);
        rt_go(looper_coro(7, 1)); /* runs eagerly to its first yield, then is queued */
        f->state = 1;
        rt_coro_yield(f);
        return;
    default:
        rt_print_string((const uint8_t *)"s1 ", 3);
        f->resume = NULL;
    }
}

static void test_spawn_from_goroutine(void) {
    stub_reset();
    frame *s = new_frame(spawner_resume, 0);
    ramp(s);
    rt_go(s);
    rt_sched_run();
    /* the spawned goroutine was queued (at `go`) before the spawner yielded */
    CHECK_STR(stub_output(), "s0 70 71 s1 ");
    CHECK(live == 0);
}

/* ---- rt_go of a ramp that finished: destroyed at once, nothing queued */
static void test_go_finished(void) {
    stub_reset();
    frame *f = looper_coro(5, 0);
    CHECK(done(f));
    rt_go(f);
    CHECK(live == 0);
    CHECK(rt_ready_empty());
    CHECK_STR(stub_output(), "50 ");
}

/* ---- runtime.Gosched() in sync code: one pass over what was queued at entry */
static void test_gosched_sync(void) {
    stub_reset();
    rt_go(looper_coro(1, 2));
    rt_go(looper_coro(2, 2));
    rt_gosched_sync();
    CHECK_STR(stub_output(), "10 20 11 21 ");
    CHECK(!rt_ready_empty());
    rt_gosched_sync();
    CHECK_STR(stub_output(), "10 20 11 21 12 22 ");
    CHECK(rt_ready_empty());
    CHECK(live == 0);
    rt_gosched_sync(); /* empty queue: nothing happens */
    CHECK(live == 0);
}

/* ---- sync code blocked in rt_sched_block: the loop runs goroutines until the operation completes,
 * then the goroutines ready at that moment run one pass before the caller goes on (it goes to the
 * back, like a woken goroutine) */
static int block_checks;
static bool complete_on_second_check(void *arg) {
    (void)arg;
    return ++block_checks == 2;
}

static void test_sched_block(void) {
    stub_reset();
    block_checks = 0;
    rt_go(looper_coro(1, 2));
    rt_go(looper_coro(2, 2));
    /* the ramps printed 10 and 20; 1st check: no, 1 resumed (11); 2nd check: done; the pass: 21 12 */
    rt_sched_block(complete_on_second_check, NULL);
    CHECK(block_checks == 2);
    CHECK_STR(stub_output(), "10 20 11 21 12 ");
    rt_sched_run();
    CHECK_STR(stub_output(), "10 20 11 21 12 22 ");
    CHECK(live == 0);
}

/* ---- a frame that suspends without yielding (blocked, e.g. on a channel) is not queued; when
 * nothing is runnable the scheduler returns and the goroutine is abandoned, like Go's */
COUNTED(blocked_resume) { (void)f; }

static void test_blocked_abandoned(void) {
    frame *f = new_frame(blocked_resume, 0);
    ramp(f);
    rt_go(f);
    CHECK(rt_ready_empty());
    rt_sched_run();
    CHECK(live == 1);
    /* a peer wakes it later through rt_ready: it runs on the next scheduler pass */
    rt_ready(f);
    rt_sched_run();
    CHECK(f->resumes == 2);
    f->destroy(f);
    CHECK(live == 0);
}

int main(void) {
    test_seed();
    test_round_robin();
    test_deep_chain();
    test_spawn_from_goroutine();
    test_go_finished();
    test_gosched_sync();
    test_sched_block();
    test_blocked_abandoned();
    CHECK(stub_irq_depth == 0);
    TEST_END();
}
