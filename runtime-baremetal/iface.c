/* iface.c - the run-time half of interfaces (the compiler's half is src/cg_iface.c): finding the
 * itab of a dynamic type for an interface (a conversion or type assertion to an interface type
 * whose itab the compiler could not pick statically: each type descriptor lists the itabs of the
 * interfaces it implements that the program converts or asserts to, so this is a short linear
 * search), comparing two interface values, and the panic of a failed type assertion in Go's words.
 * Nothing here allocates; all of it may run in an interrupt handler. */
#include "rt.h"

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

static void print_runtime(const char *s) {
    int32_t n = 0;
    while (s[n])
        n++;
    rt_print_string((const uint8_t *)s, n);
}

bool rt_iface_equal(const rt_type *t, void *a, void *b) {
    if (!t->equal) {
        print_runtime("panic: runtime error: comparing uncomparable type ");
        rt_panic_tail(t->name, (int32_t)t->len);
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

_Noreturn void rt_panic_assert(const rt_type *have, const uint8_t *src, int32_t srclen, const uint8_t *want,
                               int32_t wantlen, const rt_ifacedesc *want_iface) {
    print_runtime("panic: interface conversion: ");
    if (!have) {
        if (want_iface)
            print_runtime("interface");
        else
            rt_print_string(src, srclen);
        print_runtime(" is nil, not ");
        rt_panic_tail(want, wantlen);
    }
    if (want_iface) { /* "<have> is not <want>: missing method M" */
        rt_print_string(have->name, (int32_t)have->len);
        print_runtime(" is not ");
        rt_print_string(want, wantlen);
        print_runtime(": missing method ");
        for (uint32_t i = 0; i < want_iface->nmethods; i++) {
            bool found = false;
            for (uint32_t k = 0; k < have->nmethods && !found; k++)
                found = same(&want_iface->methods[i], &have->methods[k]);
            if (!found) {
                rt_panic_tail(want_iface->methods[i].p, (int32_t)want_iface->methods[i].len);
            }
        }
        rt_panic_tail(0, 0);
    }
    rt_print_string(src, srclen);
    print_runtime(" is ");
    rt_print_string(have->name, (int32_t)have->len);
    print_runtime(", not ");
    rt_panic_tail(want, wantlen);
}
