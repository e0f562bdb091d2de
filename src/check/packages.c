/* packages.c - the compiler intrinsics of corogo's library packages. The packages time,
 * interrupt and machine are Go source in runtime-baremetal/lib (package.c loads them when
 * imported); what they cannot say in Go they declare as a function or method without a body
 * bound by //go:linkname to a runtime function (rt.h). Such a declaration in a library package is
 * an intrinsic: codegen calls the runtime function directly from sync and $coro code alike (cg_pkg.c,
 * with the C ABI's zeroext/signext on small arguments), and the few that block carry a PkgOp here
 * saying how $coro code suspends on them: they are suspend points, marked tainted, so the taint
 * fixpoint taints their callers and an interrupt handler reaching one is rejected. The table below
 * is the whole set of blocking intrinsics; every other rt_* function is a plain call. */
#include <string.h>

#include "check.h"
#include "rt_abi.h" /* RT_TIMER_SIZE, RT_CHAN_WAITER_SIZE */

static const PkgOp op_call = { NULL, NULL, 0 }; /* never blocks */
static const PkgOp op_sleep = { "rt_sleep_prepare", NULL, RT_TIMER_SIZE };
static const PkgOp op_wait = { "rt_signal_wait_prepare", NULL, 0 };
static const PkgOp op_read = { "rt_uart_rx_prepare", "rt_uart_getc", 0 };
static const PkgOp op_park = { "rt_waitq_park_prepare", NULL, RT_CHAN_WAITER_SIZE };
static const PkgOp op_send = { "rt_reflect_send_prepare", NULL, 0 };
static const PkgOp op_recv = { "rt_chan_recv_prepare", NULL, 0 };
static const PkgOp op_select = { "rt_reflect_select_prepare", NULL, 0 };

static const struct {
    const char *linkname;  /* the runtime function's sync ("_block") form */
    const PkgOp *op;
} blocking[] = {
    { "rt_sleep_block", &op_sleep },              /* time.Sleep */
    { "rt_signal_wait_block", &op_wait },         /* interrupt.signalWait */
    { "rt_uart_read_byte_block", &op_read },      /* machine.uartReadByte */
    { "rt_waitq_park_block", &op_park },          /* sync.park */
    { "rt_reflect_send_block", &op_send },        /* reflect.chanSend (Value.Send) */
    { "rt_reflect_recv_block", &op_recv },        /* reflect.chanRecv (Value.Recv) */
    { "rt_reflect_select_block", &op_select },    /* reflect.selectWait (Select) */
};

/* Go's assembly, by the C function of the same result (picolibc, linked with every program) */
static const struct {
    const char *pkgpath, *name, *cname;
} c_bodies[] = {
    { "math", "archSqrt", "sqrt" }, /* sqrt_asm.go on GOARCH=arm; IEEE 754 square root either way */
};

void packages_c_body(const char *pkgpath, FuncDecl *fd)
{
    for (size_t i = 0; i < sizeof c_bodies / sizeof *c_bodies; i++)
        if (!fd->recv && !strcmp(c_bodies[i].pkgpath, pkgpath) && !strcmp(c_bodies[i].name, fd->name))
            fd->linkname = c_bodies[i].cname;
}

void packages_intrinsic(FuncDecl *fd)
{
    fd->pkgop = &op_call;
    for (size_t i = 0; i < sizeof blocking / sizeof *blocking; i++)
        if (!strcmp(blocking[i].linkname, fd->linkname))
            fd->pkgop = blocking[i].op;
    fd->tainted = fd->pkgop->prepare != NULL; /* a suspend point: taints every caller */
}
