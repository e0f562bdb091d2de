/* iface.c - the run-time half of interfaces (the compiler's half is src/codegen/cg_iface.c): finding the
 * itab of a dynamic type for an interface (a conversion or type assertion to an interface type
 * whose itab the compiler could not pick statically: each type descriptor lists the itabs of the
 * interfaces it implements that the program converts or asserts to, so this is a short linear
 * search), comparing two interface values, and the panics of a failed type assertion and of comparing
 * uncomparable values in Go's words (run-time errors: recoverable, rt_gopanic).
 * Nothing here allocates; all of it may run in an interrupt handler. */
#include "rt.h"
#include "rt_panic.h"

const void *rt_iface_itab(const rt_type *t, const rt_ifacedesc *i) {
    if (!t)
        return 0;
    for (uint32_t k = 0; k < t->nitabs; k++) {
        const void *const *itab = t->itabs[k];
        if (itab[1] == (const void *)i)
            return itab;
    }
    return 0;
}

/* "runtime error: comparing uncomparable type T" (x: T's descriptor) */
static void emit_uncomparable(const rt_panicval *v, rt_sink *k) {
    const rt_type *t = v->x;
    rt_sink_cstr(k, "runtime error: comparing uncomparable type ");
    rt_sink_str(k, t->name, (int32_t)t->len);
}

bool rt_iface_equal(const rt_type *t, void *a, void *b) {
    if (!t->equal) {
        rt_panicval v = {.emit = emit_uncomparable, .x = t, .kind = RT_RTERROR_STRING};
        rt_gopanic(&v);
    }
    return t->equal(a, b);
}

static bool same(const rt_str *a, const rt_str *b) {
    if (a->len != b->len)
        return false;
    for (uint32_t i = 0; i < a->len; i++)
        if (a->p[i] != b->p[i])
            return false;
    return true;
}

/* Go's TypeAssertionError: x the dynamic type (NULL: nil), p/a the source type's name, y/b the
   asserted type's name, z the asserted interface (NULL: a concrete type) */
static void emit_assert(const rt_panicval *v, rt_sink *k) {
    const rt_type *have = v->x;
    const rt_ifacedesc *want_iface = v->z;
    rt_sink_cstr(k, "interface conversion: ");
    if (!have) {
        if (want_iface)
            rt_sink_cstr(k, "interface");
        else
            rt_sink_str(k, v->p, v->a);
        rt_sink_cstr(k, " is nil, not ");
        rt_sink_str(k, v->y, v->b);
        return;
    }
    if (want_iface) { /* "<have> is not <want>: missing method M" */
        rt_sink_str(k, have->name, (int32_t)have->len);
        rt_sink_cstr(k, " is not ");
        rt_sink_str(k, v->y, v->b);
        rt_sink_cstr(k, ": missing method ");
        for (uint32_t i = 0; i < want_iface->nmethods; i++) {
            bool found = false;
            for (uint32_t m = 0; m < have->nmethods && !found; m++)
                found = same(&want_iface->methods[i], &have->methods[m]);
            if (!found) {
                rt_sink_str(k, want_iface->methods[i].p, (int32_t)want_iface->methods[i].len);
                return;
            }
        }
        return;
    }
    rt_sink_str(k, v->p, v->a);
    rt_sink_cstr(k, " is ");
    rt_sink_str(k, have->name, (int32_t)have->len);
    rt_sink_cstr(k, ", not ");
    rt_sink_str(k, v->y, v->b);
    rt_str got = {have->name, have->len}, want = {v->y, (uint32_t)v->b};
    if (same(&got, &want)) /* two local types of one name */
        rt_sink_cstr(k, " (types from different scopes)");
}

_Noreturn void rt_panic_assert(const rt_type *have, const uint8_t *src, int32_t srclen, const uint8_t *want,
                               int32_t wantlen, const rt_ifacedesc *want_iface) {
    rt_panicval v = {.emit = emit_assert, .x = have, .p = src, .a = srclen, .y = want, .b = wantlen, .z = want_iface,
                      .kind = RT_RTERROR_ASSERT};
    rt_gopanic(&v);
}
