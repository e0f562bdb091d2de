/* stackful.c - the stackful baseline of bench/bench.sh (RV32 and Cortex-M): every task has its
 * own stack and a yield is a context switch (the return address and the callee-saved registers,
 * ra, s0-s11 / lr, r4-r11, pushed on the task's stack, stack pointers swapped) to the next task of
 * an inlined FIFO queue, the way an RTOS or a Go runtime with stacks does it. The same benchmarks as
 * the corogo programs, plus stack painting: every stack is filled with a pattern first, and the
 * bytes a task overwrote are the stack the same code needs (the seed's helper/worker with its
 * prints, the resume chain at depth d). Prints "<key> <value> <count>" lines.
 * On the same switch, a FreeRTOS-style task + queue (issue #32's baseline for the channel and
 * frame rows): a queue is a ring of items with a list of tasks waiting to send and one waiting to
 * receive; a send to a full queue or a receive from an empty one takes the task off the ready list
 * until the other side moves it back (xQueueSend / xQueueReceive with portMAX_DELAY, one priority).
 * Rows: the hand-off of chan.go over two queues of one item, and the stack + task a task needs that
 * receives 16 times in a row. */
#include "bench.h"

#define N 1000
#define NS 50
#define STACK 1024 /* bytes per task stack */
#define PAINT 0xA5A5A5A5u

typedef struct task task;
struct task {
    void *sp; /* saved stack pointer while switched out */
    task *next;
    void (*fn)(int32_t);
    int32_t arg;
    uint32_t *stack; /* STACK bytes, painted */
};

/* switch_ctx(&from->sp, to->sp): save the return address and the callee-saved registers on the
   current stack, store the stack pointer, load the other one, restore, return into the other task */
void switch_ctx(void **save, void *to);
#if defined(__riscv)
#define CTX_WORDS 16 /* ra, s0-s11, padding to 16 bytes */
#define CTX_RA 0
__asm__(".text\n.globl switch_ctx\n.type switch_ctx,@function\n"
        "switch_ctx:\n"
        "  addi sp, sp, -64\n"
        "  sw ra, 0(sp)\n  sw s0, 4(sp)\n  sw s1, 8(sp)\n  sw s2, 12(sp)\n  sw s3, 16(sp)\n"
        "  sw s4, 20(sp)\n  sw s5, 24(sp)\n  sw s6, 28(sp)\n  sw s7, 32(sp)\n  sw s8, 36(sp)\n"
        "  sw s9, 40(sp)\n  sw s10, 44(sp)\n  sw s11, 48(sp)\n"
        "  sw sp, 0(a0)\n"
        "  mv sp, a1\n"
        "  lw ra, 0(sp)\n  lw s0, 4(sp)\n  lw s1, 8(sp)\n  lw s2, 12(sp)\n  lw s3, 16(sp)\n"
        "  lw s4, 20(sp)\n  lw s5, 24(sp)\n  lw s6, 28(sp)\n  lw s7, 32(sp)\n  lw s8, 36(sp)\n"
        "  lw s9, 40(sp)\n  lw s10, 44(sp)\n  lw s11, 48(sp)\n"
        "  addi sp, sp, 64\n"
        "  ret\n");
#else /* Cortex-M (Thumb-2) */
#define CTX_WORDS 9 /* r4-r11, lr (popped into pc) */
#define CTX_RA 8
__asm__(".text\n.syntax unified\n.thumb\n.globl switch_ctx\n.type switch_ctx,%function\n"
        ".thumb_func\n"
        "switch_ctx:\n"
        "  push {r4-r11, lr}\n"
        "  mov r2, sp\n"
        "  str r2, [r0]\n"
        "  mov sp, r1\n"
        "  pop {r4-r11, pc}\n");
#endif

static task main_task, *cur = &main_task;
static task *head, **last = &head;
static task tasks[NS];
static uint32_t stacks[NS][STACK / 4] __attribute__((aligned(16)));
static int ntasks;

static inline void enqueue(task *t)
{
    t->next = NULL;
    *last = t;
    last = &t->next;
}
static inline task *dequeue(void)
{
    task *t = head;
    if (t && !(head = t->next))
        last = &head;
    return t;
}

/* runtime.Gosched(): queue ourselves, switch to the first ready task (maybe ourselves) */
static inline void yield(void)
{
    task *t = cur;
    enqueue(t);
    task *n = dequeue();
    if (n != t) {
        cur = n;
        switch_ctx(&t->sp, n->sp);
    }
}

/* a finished task switches to the next ready one, or back to the scheduler's context */
static void task_entry(void)
{
    task *t = cur;
    t->fn(t->arg);
    task *n = dequeue();
    if (!n)
        n = &main_task;
    cur = n;
    void *dead;
    switch_ctx(&dead, n->sp);
}

static task *spawn(void (*fn)(int32_t), int32_t arg)
{
    task *t = &tasks[ntasks];
    t->stack = stacks[ntasks++];
    t->fn = fn;
    t->arg = arg;
    /* the first switch into it "returns" to task_entry with the stack empty */
    uint32_t *top = t->stack + STACK / 4 - CTX_WORDS;
    top[CTX_RA] = (uint32_t)(uintptr_t)task_entry;
    t->sp = top;
    enqueue(t);
    return t;
}

/* run every ready task until the queue is empty */
static void run(void)
{
    task *n = dequeue();
    if (n) {
        cur = n;
        switch_ctx(&main_task.sp, n->sp);
    }
}

static void paint(void)
{
    for (int i = 0; i < NS; i++)
        for (int w = 0; w < STACK / 4; w++)
            stacks[i][w] = PAINT;
    ntasks = 0;
}
static int32_t stack_used(task *t)
{
    int w = 0;
    while (w < STACK / 4 && t->stack[w] == PAINT)
        w++;
    return (int32_t)(STACK - 4 * w);
}

/* ---- the task + queue baseline */
typedef struct wlist {
    task *head, **last;
} wlist;
typedef struct queue {
    int32_t *items;
    int32_t cap, count, first;
    wlist senders, receivers; /* blocked tasks, first come first woken */
} queue;

/* the current task waits on w: off the ready list, to the next ready task */
static void block_on(wlist *w)
{
    task *t = cur;
    t->next = NULL;
    if (!w->head)
        w->last = &w->head;
    *w->last = t;
    w->last = &t->next;
    task *n = dequeue(); /* the benchmarks never block every task */
    cur = n;
    switch_ctx(&t->sp, n->sp);
}
static inline void wake_one(wlist *w)
{
    task *t = w->head;
    if (t) {
        w->head = t->next;
        enqueue(t);
    }
}
static void q_send(queue *q, int32_t v)
{
    while (q->count == q->cap)
        block_on(&q->senders);
    int32_t at = q->first + q->count++;
    q->items[at >= q->cap ? at - q->cap : at] = v;
    wake_one(&q->receivers);
}
static int32_t q_recv(queue *q)
{
    while (q->count == 0)
        block_on(&q->receivers);
    int32_t v = q->items[q->first];
    if (++q->first == q->cap)
        q->first = 0;
    q->count--;
    wake_one(&q->senders);
    return v;
}

/* chan.go's hand-off: A sends to B over ping, B answers over pong; each hand-off a switch */
static int32_t ping_item, pong_item;
static queue ping = {&ping_item, 1, 0, 0, {0, 0}, {0, 0}}, pong = {&pong_item, 1, 0, 0, {0, 0}, {0, 0}};
static void queue_b(int32_t id)
{
    (void)id;
    for (int i = 0; i < N; i++)
        q_send(&pong, q_recv(&ping) + 1);
}
static void queue_a(int32_t id)
{
    (void)id;
    int32_t t0 = bench_instret(), v = 0;
    for (int i = 0; i < N; i++) {
        q_send(&ping, v);
        v = q_recv(&pong);
    }
    bench_report("chan_handoff", bench_instret() - t0, 2 * N);
}
/* the frame row "16 receives in a row": the stack and task of the receiving task */
static void receiver16(int32_t id)
{
    (void)id;
    int32_t s = 0;
    for (int i = 0; i < 16; i++)
        s += q_recv(&ping);
    rt_print_int(s);
    rt_print_nl();
}
static void sender16(int32_t id)
{
    (void)id;
    for (int i = 0; i < 16; i++)
        q_send(&ping, i);
}

/* the switch rows (resume.go): g tasks take turns N times each, the yield in the task's function
   (a ring of g; g = 2: ping-pong) or in a leaf d calls below it (g = 2); task 0 counts the g*N
   switches of its life */
static int32_t ring_g;
static void pinger(int32_t id)
{
    int32_t t0 = bench_instret();
    for (int i = 0; i < N; i++)
        yield();
    if (id == 0)
        bench_report(bench_key("ring", ring_g), bench_instret() - t0, ring_g * N);
}
static int32_t depth, depth_result;
static __attribute__((noinline)) int32_t leaf(void)
{
    int32_t t0 = bench_instret();
    for (int i = 0; i < N; i++)
        yield();
    return bench_instret() - t0;
}
static __attribute__((noinline)) int32_t level(int32_t d)
{
    int32_t r = d == 1 ? leaf() : level(d - 1);
    __asm__ volatile("" ::: "memory"); /* a real frame per level, no tail call */
    return r;
}
static void depth_task(int32_t id)
{
    int32_t n = level(depth);
    if (id == 0)
        depth_result = n;
}

/* spawn: NS tasks that yield once */
static int finished;
static int32_t spawn_t0;
static void child(int32_t id)
{
    (void)id;
    yield();
    if (++finished == NS)
        bench_report("spawn", bench_instret() - spawn_t0, NS);
}

/* the seed's helper/worker (examples/demo.go), for the stack it needs */
static void say(const char *who, int32_t id, const char *what)
{
    int32_t n = 0;
    while (who[n])
        n++;
    rt_print_string((const uint8_t *)who, n);
    rt_print_space();
    rt_print_int(id);
    rt_print_space();
    for (n = 0; what[n]; n++)
        ;
    rt_print_string((const uint8_t *)what, n);
    rt_print_nl();
}
static __attribute__((noinline)) void worker(int32_t id)
{
    say("worker", id, ": start");
    yield();
    say("worker", id, ": done");
}
static void helper(int32_t id)
{
    say("helper", id, ": calling worker");
    worker(id);
    say("helper", id, ": worker returned");
}

void corogo_main(void)
{
    static const int32_t gs[] = {2, 8, 32};
    for (int k = 0; k < 3; k++) {
        paint();
        ring_g = gs[k];
        for (int id = 0; id < ring_g; id++)
            spawn(pinger, id);
        run();
    }

    static const int32_t depths[] = {1, 4, 16};
    for (int k = 0; k < 3; k++) {
        paint();
        depth = depths[k];
        task *t = spawn(depth_task, 0);
        spawn(depth_task, 1);
        run();
        static const char *const keys[] = {"resume1", "resume4", "resume16"};
        static const char *const bytes[] = {"stack1", "stack4", "stack16"};
        bench_report(keys[k], depth_result, 2 * N);
        bench_report(bytes[k], stack_used(t) + (int32_t)sizeof(task), 1);
    }

    paint();
    finished = 0;
    spawn_t0 = bench_instret();
    for (int i = 0; i < NS; i++)
        spawn(child, i);
    run();
    bench_report("spawn_bytes", stack_used(&tasks[0]) + (int32_t)sizeof(task), 1);

    paint();
    task *h1 = spawn(helper, 1);
    task *h2 = spawn(helper, 2);
    run();
    int32_t s1 = stack_used(h1), s2 = stack_used(h2);
    bench_report("seed_bytes", (s1 > s2 ? s1 : s2) + (int32_t)sizeof(task), 1);

    paint();
    spawn(queue_b, 1);
    spawn(queue_a, 0);
    run();
    paint();
    task *r = spawn(receiver16, 0);
    spawn(sender16, 1);
    run();
    bench_report("waiters_recv", stack_used(r) + (int32_t)sizeof(task), 1);
    bench_report("chan_bytes", (int32_t)sizeof(queue), 1);
}
