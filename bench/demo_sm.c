/* demo_sm.c - examples/demo.go (the seed's helper/worker) as a hand-written C state machine on
 * corogo's runtime, for bench/bench.sh's flash/RAM and frame rows: the same output byte for byte.
 * A goroutine is a struct laid out like an LLVM switched-resume frame (resume and destroy pointers,
 * then corogo's rt_promise; done = a null resume pointer), taken from a static pool of 8 (corogo's
 * default pool size); worker is folded into helper's machine by hand. */
#include "bench.h"
#include "rt_internal.h"

typedef struct helper helper;
struct helper {
    void (*resume)(helper *);
    void (*destroy)(helper *);
    rt_promise p;
    int32_t id;
};

static helper pool[8];
static helper *free_list;
static int carved;

static void say(const char *who, int32_t id, const char *what)
{
    rt_print_string((const uint8_t *)who, (int32_t)__builtin_strlen(who));
    rt_print_space();
    rt_print_int(id);
    rt_print_space();
    rt_print_string((const uint8_t *)what, (int32_t)__builtin_strlen(what));
    rt_print_nl();
}

/* after worker's coroSuspend: the rest of worker, the rest of helper, done */
static void helper_resume(helper *h)
{
    say("worker", h->id, ": done");
    say("helper", h->id, ": worker returned");
    h->resume = NULL;
}
static void helper_destroy(helper *h)
{
    h->p.next = free_list;
    free_list = h;
}

/* go helper(id): the ramp runs up to worker's coroSuspend */
static void go_helper(int32_t id)
{
    helper *h = free_list;
    if (h)
        free_list = h->p.next;
    else if (carved < 8)
        h = &pool[carved++];
    else
        rt_panic_cstr("goroutine pool exhausted: helper");
    h->resume = helper_resume;
    h->destroy = helper_destroy;
    h->p.parent = NULL;
    h->id = id;
    say("helper", id, ": calling worker");
    say("worker", id, ": start");
    rt_suspended = h;
    rt_go(h);
}

void corogo_main(void)
{
    say("helper", 0, ": calling worker");
    say("worker", 0, ": start");
    say("worker", 0, ": done");
    say("helper", 0, ": worker returned");
    go_helper(1);
    go_helper(2);
#ifdef BENCH_REPORT_FRAMES
    rt_sched_run();
    bench_report("seed_bytes", (int32_t)sizeof(helper), 1);
#endif
}
