/* packages.c - corogo's built-in packages time, interrupt and machine, as the checker sees them:
 * named types (time.Duration, time.Time, interrupt.Signal, machine.UART, machine.Pin), typed
 * constants, and functions and methods that are runtime functions (FuncDecl.linkname, see rt.h).
 * The blocking ones (time.Sleep, Signal.Wait, UART.ReadByte) carry a PkgOp saying how $coro code
 * suspends on them and are marked tainted, so the taint fixpoint taints their callers and an
 * interrupt handler reaching one is rejected. check.c's package table calls the populate
 * functions on first import; codegen (cg_pkg.c) declares the runtime functions on first use. */
#include <string.h>

#include "check.h"

/* ---------------------------------------------------------------- helpers */

static Type *named(const char *pkg, const char *name, Type *under)
{
    Type *t = type_new(TY_NAMED);
    t->name = name;
    t->pkg = pkg;
    t->pkgpath = pkg;
    t->underlying = under;
    return t;
}

static Type *ptr_to(Type *t)
{
    Type *p = type_new(TY_POINTER);
    p->elem = t;
    return p;
}

/* a TY_FUNC with up to two parameters (NULL: absent) and at most one result */
static Type *fn(Type *result, Type *p0, Type *p1)
{
    Type *t = type_new(TY_FUNC);
    Type *ps[2] = { p0, p1 };
    int n = p1 ? 2 : p0 ? 1 : 0;
    t->params = xmalloc(sizeof(Type *) * 2);
    for (int i = 0; i < n; i++)
        t->params[i] = ps[i];
    t->nparams = n;
    if (result) {
        t->results = xmalloc(sizeof(Type *));
        t->results[0] = result;
        t->nresults = 1;
    }
    return t;
}

static const PkgOp op_call = { NULL, NULL, 0 }; /* never blocks */

static FuncDecl *rt_func(const char *mangled, const char *name, const char *linkname, Type *ft,
                         const PkgOp *op)
{
    FuncDecl *f = xmalloc(sizeof *f);
    f->name = name;
    f->mangled = mangled;
    f->linkname = linkname;
    f->type = ft;
    f->isr_irq = -1;
    f->pkgop = op ? op : &op_call;
    f->tainted = op && op->prepare; /* a suspend point: taints every caller */
    f->has_suspend = f->tainted;
    return f;
}

static void add_obj(Scope *s, Obj *o)
{
    VEC_PUSH(s->objs, s->n, s->cap, o);
}

static void add_type(Scope *s, Type *t)
{
    add_obj(s, obj_new(SYM_TYPE, t->name, (Pos){ 0 }, t));
}

static void add_const(Scope *s, const char *name, Type *t, int64_t v)
{
    Obj *o = obj_new(SYM_CONST, name, (Pos){ 0 }, t);
    o->cval = const_i64(v);
    o->s.cv = (ConstVal){ .kind = CV_INT, .i = (uint64_t)v };
    add_obj(s, o);
}

static void add_func(Scope *s, const char *pkg, const char *name, const char *linkname, Type *ft,
                     const PkgOp *op)
{
    FuncDecl *f = rt_func(mangle_func(pkg, name), name, linkname, ft, op);
    Obj *o = obj_new(SYM_FUNC, name, (Pos){ 0 }, ft);
    o->s.func = f;
    f->sym = &o->s;
    add_obj(s, o);
}

/* a method of named type t (on *t when ptr), implemented by linkname(receiver, args...) */
static void add_method(Type *t, bool ptr, const char *name, const char *linkname, Type *ft,
                       const PkgOp *op)
{
    FuncDecl *f = rt_func(mangle_method(t->pkgpath, t->name, ptr, name), name, linkname, ft, op);
    f->recv = xmalloc(sizeof *f->recv);
    f->recv->name = "_";
    f->recv_type = ptr ? ptr_to(t) : t;
    f->recv_named = t;
    Method m = { name, f, ptr };
    int cap = t->nmethods;
    VEC_PUSH(t->methods, t->nmethods, cap, m);
}

/* ---------------------------------------------------------------- time */

static const PkgOp op_sleep = { "rt_sleep_prepare", NULL, 24 /* RT_TIMER_SIZE */ };

void packages_time(Scope *s)
{
    Type *i64 = check_basic(TY_INT64), *b = check_basic(TY_BOOL);
    Type *dur = named("time", "Duration", i64);
    Type *tm = named("time", "Time", i64);
    add_type(s, dur);
    add_type(s, tm);
    static const struct { const char *name; int64_t v; } units[] = {
        { "Nanosecond", 1 }, { "Microsecond", 1000 }, { "Millisecond", 1000000 },
        { "Second", 1000000000 }, { "Minute", 60 * 1000000000LL }, { "Hour", 3600 * 1000000000LL },
    };
    for (size_t i = 0; i < sizeof units / sizeof *units; i++)
        add_const(s, units[i].name, dur, units[i].v);
    add_func(s, "time", "Sleep", "rt_sleep_block", fn(NULL, dur, NULL), &op_sleep);
    add_func(s, "time", "Now", "rt_time_now", fn(tm, NULL, NULL), NULL);
    add_func(s, "time", "Since", "rt_time_since", fn(dur, tm, NULL), NULL);
    add_func(s, "time", "Until", "rt_time_until", fn(dur, tm, NULL), NULL);
    add_method(tm, false, "Sub", "rt_time_sub", fn(dur, tm, NULL), NULL);
    add_method(tm, false, "Add", "rt_time_add", fn(tm, dur, NULL), NULL);
    add_method(tm, false, "Before", "rt_time_before", fn(b, tm, NULL), NULL);
    add_method(tm, false, "After", "rt_time_after", fn(b, tm, NULL), NULL);
    add_method(dur, false, "Nanoseconds", "rt_duration_ns", fn(i64, NULL, NULL), NULL);
    add_method(dur, false, "Microseconds", "rt_duration_us", fn(i64, NULL, NULL), NULL);
    add_method(dur, false, "Milliseconds", "rt_duration_ms", fn(i64, NULL, NULL), NULL);
}

/* ---------------------------------------------------------------- interrupt */

static const PkgOp op_wait = { "rt_signal_wait_prepare", NULL, 0 };

void packages_interrupt(Scope *s)
{
    Type *i = check_basic(TY_INT);
    Type *st = type_new(TY_STRUCT); /* the layout of rt_signal */
    static const char *fields[] = { "count", "drops", "head", "tail" };
    st->fields = xmalloc(sizeof(Field) * 4);
    for (int k = 0; k < 4; k++) {
        st->fields[k].name = fields[k];
        st->fields[k].type = check_basic(k < 2 ? TY_UINT32 : TY_UINTPTR);
    }
    st->nfields = 4;
    Type *sig = named("interrupt", "Signal", st);
    add_type(s, sig);
    add_method(sig, true, "Notify", "rt_signal_notify_from_isr", fn(NULL, NULL, NULL), NULL);
    add_method(sig, true, "Wait", "rt_signal_wait_block", fn(NULL, NULL, NULL), &op_wait);
    add_method(sig, true, "Pending", "rt_signal_pending", fn(i, NULL, NULL), NULL);
    add_method(sig, true, "Drops", "rt_signal_drops", fn(i, NULL, NULL), NULL);
    add_func(s, "interrupt", "Enable", "rt_interrupt_enable", fn(NULL, i, NULL), NULL);
    add_func(s, "interrupt", "Disable", "rt_interrupt_disable", fn(NULL, i, NULL), NULL);
    add_func(s, "interrupt", "SetPriority", "rt_interrupt_set_priority", fn(NULL, i, i), NULL);
}

/* ---------------------------------------------------------------- machine */

static const PkgOp op_read = { "rt_uart_rx_prepare", "rt_uart_getc", 0 };

void packages_machine(Scope *s)
{
    Type *i = check_basic(TY_INT), *b = check_basic(TY_BOOL), *u8 = check_basic(TY_UINT8);
    Type *bytes = type_new(TY_SLICE);
    bytes->elem = u8;
    Type *uart = named("machine", "UART", i);
    add_type(s, uart);
    add_const(s, "Serial", uart, 0);
    add_const(s, "UART0", uart, 0);
    add_method(uart, false, "ReadByte", "rt_uart_read_byte_block", fn(u8, NULL, NULL), &op_read);
    add_method(uart, false, "Buffered", "rt_uart_buffered", fn(i, NULL, NULL), NULL);
    add_method(uart, false, "WriteByte", "rt_uart_write_byte", fn(NULL, u8, NULL), NULL);
    add_method(uart, false, "Write", "rt_uart_write", fn(NULL, bytes, NULL), NULL);

    Type *pin = named("machine", "Pin", i);
    add_type(s, pin);
    add_const(s, "LED", pin, 0);
    add_const(s, "LED1", pin, 0);
    add_const(s, "LED2", pin, 1);
    add_method(pin, false, "High", "rt_pin_high", fn(NULL, NULL, NULL), NULL);
    add_method(pin, false, "Low", "rt_pin_low", fn(NULL, NULL, NULL), NULL);
    add_method(pin, false, "Set", "rt_pin_set", fn(NULL, b, NULL), NULL);
    add_method(pin, false, "Get", "rt_pin_get", fn(b, NULL, NULL), NULL);
    add_method(pin, false, "Toggle", "rt_pin_toggle", fn(NULL, NULL, NULL), NULL);

    Scope *time = pkg_members("time");
    Obj *d = time ? scope_lookup_local(time, "Duration") : NULL;
    Type *dur = d ? d->s.type : check_basic(TY_INT64);
    add_func(s, "machine", "TimerStart", "rt_machine_timer_start", fn(NULL, dur, NULL), NULL);
    add_func(s, "machine", "TimerStop", "rt_machine_timer_stop", fn(NULL, NULL, NULL), NULL);
    add_func(s, "machine", "TimerAck", "rt_machine_timer_ack", fn(NULL, NULL, NULL), NULL);
}
