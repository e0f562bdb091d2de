/* sm.c - the hand-written C state machine baseline of bench/bench.sh: the benchmarks of
 * resume.go and spawn.go as explicit state machines (a struct per task, a step function
 * that runs to the next yield). Two flavours, chosen by BENCH_INLINE_SCHED:
 *  - unset: on corogo's runtime. A task's struct has the layout of an LLVM switched-resume frame
 *    (resume and destroy function pointers, then corogo's rt_promise at offset 8; done = a null resume
 *    pointer), so sched.c resumes, queues and destroys it exactly like a corogo goroutine; a yield
 *    publishes the task in rt_suspended.
 *  - set: an inlined FIFO queue and loop; a step returns whether the task yielded.
 * A hand-written machine has no await chain: the depth rows run the same flat task (its depth is
 * folded away by hand). Prints "<key> <instructions> <count>" lines. */
#include "bench.h"
#include "rt_internal.h"

#define N 1000
#define NS 50

typedef struct task task;
struct task {
#ifdef BENCH_INLINE_SCHED
    struct {
        task *next; /* the queue link */
    } p;
    bool (*step)(task *); /* true: yielded, false: finished */
#else
    void (*resume)(task *); /* the frame's resume pointer (NULL: done) */
    void (*destroy)(task *);
    rt_promise p; /* offset 8: parent (always NULL), next (the queue link) */
#endif
    int32_t i, id, t0;
};

/* a static pool of task structs, free list through p.next */
static task pool[NS];
static task *free_tasks;
static int carved;
static task *task_alloc(void)
{
    task *t = free_tasks;
    if (t)
        free_tasks = t->p.next;
    else
        t = &pool[carved++];
    return t;
}
static void task_free(task *t)
{
    t->p.next = free_tasks;
    free_tasks = t;
}

#ifdef BENCH_INLINE_SCHED
static task *head, **last = &head;
static inline void enqueue(task *t)
{
    t->p.next = NULL;
    *last = t;
    last = (task **)&t->p.next;
}
static void run(void)
{
    task *t;
    while ((t = head)) {
        if (!(head = t->p.next))
            last = &head;
        if (t->step(t))
            enqueue(t);
        else
            task_free(t);
    }
}
static void go(task *t, bool (*step)(task *))
{
    t->step = step;
    if (t->step(t))
        enqueue(t);
    else
        task_free(t);
}
#define RUN() run()
#define GO(t, step) go(t, step)
#else
/* the resume function of a machine: its step inlined, then publish the task or mark it done */
#define RESUMER(step)                                                                              \
    static void step##_resume(task *t)                                                             \
    {                                                                                              \
        if (step(t))                                                                               \
            rt_suspended = t;                                                                      \
        else                                                                                       \
            t->resume = NULL; /* done: the scheduler destroys it */                                \
    }
static void destroy_task(task *t) { task_free(t); }
static void go(task *t, void (*resume)(task *))
{
    t->resume = resume;
    t->destroy = destroy_task;
    t->p.parent = t->p.next = NULL;
    resume(t); /* the ramp: run to the first yield */
    rt_go(t);
}
#define RUN() rt_sched_run()
#define GO(t, step) go(t, step##_resume)
#endif

/* the ring of g tasks (g = 2: ping-pong, and the resume rows: a flat machine has no depth): each
   yields N times; task 0 counts the g*N switches of its life */
static int32_t ring_g;
static bool pinger_step(task *t)
{
    if (t->i < N) {
        t->i++;
        return true;
    }
    int32_t n = bench_instret() - t->t0;
    if (t->id == 0) {
        bench_report(bench_key("ring", ring_g), n, ring_g * N);
        if (ring_g == 2) {
            bench_report("resume1", n, 2 * N);
            bench_report("resume4", n, 2 * N);
            bench_report("resume16", n, 2 * N);
        }
    }
    return false;
}
#ifndef BENCH_INLINE_SCHED
RESUMER(pinger_step)
#endif
static void start_pinger(int id)
{
    task *t = task_alloc();
    t->i = 0;
    t->id = id;
    t->t0 = bench_instret();
    GO(t, pinger_step);
}

/* spawn: NS tasks that yield once; the last to finish reports */
static int finished;
static int32_t spawn_t0;
static bool child_step(task *t)
{
    if (t->i++ == 0)
        return true;
    if (++finished == NS)
        bench_report("spawn", bench_instret() - spawn_t0, NS);
    return false;
}
#ifndef BENCH_INLINE_SCHED
RESUMER(child_step)
#endif

void corogo_main(void)
{
    static const int32_t gs[] = {2, 8, 32};
    for (int k = 0; k < 3; k++) {
        ring_g = gs[k];
        for (int id = 0; id < ring_g; id++)
            start_pinger(id);
        RUN();
    }
    spawn_t0 = bench_instret();
    for (int k = 0; k < NS; k++) {
        task *t = task_alloc();
        t->i = 0;
        GO(t, child_step);
    }
    RUN();
    bench_report("spawn_bytes", (int32_t)sizeof(task), 1);
}
