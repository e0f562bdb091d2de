/* cxx_task.hpp - the C++20 coroutine types of the C++ baselines, in two flavours chosen by
 * BENCH_INLINE_SCHED:
 *  - unset: on corogo's own runtime (sched.c). A goroutine ("Go") and an awaited call ("Task<T>")
 *    start eagerly like corogo's ramps; the promise begins with corogo's rt_promise header, so the
 *    runtime's leaf-direct protocol drives them unchanged: a yield publishes the leaf in
 *    rt_suspended and returns to the scheduler, a finished child is followed by its parent (which
 *    reads the result and destroys it), a finished goroutine is destroyed by the scheduler.
 *  - set: an inlined FIFO scheduler with symmetric transfer, the idiomatic C++20 design. Tasks are
 *    lazy (the parent transfers into the child), a yield queues the leaf and transfers straight to the
 *    next ready coroutine, a finished child transfers to its parent, a finished goroutine frees its
 *    frame and transfers to the next ready one; bench::run() drives the queue until it is empty.
 * Frames come from the static pool of coro.hpp in both. */
#ifndef BENCH_CXX_TASK_HPP
#define BENCH_CXX_TASK_HPP

#include "coro.hpp"
extern "C" {
#include "bench.h"
#ifndef BENCH_INLINE_SCHED
#include "rt_internal.h"
#endif
}

namespace bench {
using handle = std::coroutine_handle<>;

/* the start of every promise: rt_promise's layout, the frame pool, the initial and final suspends */
struct alignas(8) header {
    void *parent = nullptr;
    void *next = nullptr;
    static void *operator new(size_t n) { return frame_alloc(n); }
    static void operator delete(void *p) { frame_free(p); }
    void unhandled_exception() {}
#ifdef BENCH_INLINE_SCHED
    std::suspend_always initial_suspend() noexcept { return {}; }
    /* a child transfers to its parent; a goroutine frees its frame and transfers to the next */
    struct Final {
        bool await_ready() const noexcept { return false; }
        handle await_suspend(handle h) const noexcept;
        void await_resume() const noexcept {}
    };
    Final final_suspend() noexcept { return {}; }
#else
    std::suspend_never initial_suspend() noexcept { return {}; }
    std::suspend_always final_suspend() noexcept { return {}; }
#endif
};
inline header &hdr(void *h) { return *static_cast<header *>(__builtin_coro_promise(h, 8, false)); }

#ifdef BENCH_INLINE_SCHED
inline void *head, **last = &head; /* the ready queue, intrusive through header::next */
inline void enqueue(void *h) {
    hdr(h).next = nullptr;
    *last = h;
    last = &hdr(h).next;
}
inline handle next_ready() { /* the first ready coroutine, or noop: back to bench::run */
    void *h = head;
    if (!h)
        return handle::from_address(__builtin_coro_noop());
    if (!(head = hdr(h).next))
        last = &head;
    return handle::from_address(h);
}
inline void run() {
    while (head)
        next_ready().resume();
}
inline handle header::Final::await_suspend(handle h) const noexcept {
    if (void *p = hdr(h.address()).parent)
        return handle::from_address(p);
    h.destroy();
    return next_ready();
}
#endif

/* co_await Yield{}: runtime.Gosched() */
struct Yield {
    bool await_ready() const noexcept { return false; }
#ifdef BENCH_INLINE_SCHED
    handle await_suspend(handle h) const noexcept {
        enqueue(h.address());
        return next_ready();
    }
#else
    void await_suspend(handle h) const noexcept { rt_suspended = h.address(); }
#endif
    void await_resume() const noexcept {}
};

/* a goroutine: go f() is "bench::go(f())" */
struct Go {
    struct promise_type : header {
        Go get_return_object() { return Go{std::coroutine_handle<promise_type>::from_promise(*this)}; }
        void return_void() {}
    };
    handle h;
};
inline void go(Go g) {
#ifdef BENCH_INLINE_SCHED
    enqueue(g.h.address());
#else
    rt_go(g.h.address());
#endif
}

/* an awaited call returning T */
template <class T> struct Task {
    struct promise_type : header {
        T value;
        Task get_return_object() { return Task{std::coroutine_handle<promise_type>::from_promise(*this)}; }
        void return_value(T v) { value = v; }
    };
    std::coroutine_handle<promise_type> h;
#ifdef BENCH_INLINE_SCHED
    bool await_ready() const noexcept { return false; }
    handle await_suspend(handle parent) const noexcept {
        h.promise().parent = parent.address();
        return h;
    }
#else
    bool await_ready() const noexcept { return h.done(); }
    void await_suspend(handle parent) const noexcept { h.promise().parent = parent.address(); }
#endif
    T await_resume() const noexcept {
        T v = h.promise().value;
        h.destroy();
        return v;
    }
};
} // namespace bench

#endif
