/* mangle.c - the one place where Go names become symbol names. A package-level function is
 * "<path>.<name>", a method "<path>.<T>.<name>" or "<path>.(*T).<name>", a package variable
 * "<path>.<name>", where <path> is the package's import path ("main" for the main package, as in
 * Go's own symbols): "example.com/blink/driver.Init", "example.com/blink/driver.(*Pin).Set".
 * Codegen appends the suffixes "$coro" (the coroutine version), "$pool" (a go target's frame
 * pool), "$await" (an await thunk) and "$chan" (a static channel; "$chan" + "buf" its buffer) to
 * these names; frames.c relies on those suffixes only.
 * Nothing reads a symbol name back to learn what it names: the FuncDecl and Symbol say that.
 * mangle_reserved says which C names the runtime, the ports and the linker scripts own, so that
 * no //export name takes one. */
#include <string.h>

#include "corogo.h"

char *mangle_func(const char *pkgpath, const char *name)
{
    return xprintf("%s.%s", pkgpath, name);
}

char *mangle_method(const char *pkgpath, const char *type_name, bool ptr_recv, const char *name)
{
    return ptr_recv ? xprintf("%s.(*%s).%s", pkgpath, type_name, name)
                    : xprintf("%s.%s.%s", pkgpath, type_name, name);
}

char *mangle_var(const char *pkgpath, const char *name)
{
    return xprintf("%s.%s", pkgpath, name);
}

char *mangle_coro(const char *mangled)
{
    return xprintf("%s$coro", mangled);
}

char *mangle_pool(const char *mangled)
{
    return xprintf("%s$pool", mangled);
}

char *mangle_frame_alloc(const char *mangled)
{
    return xprintf("%s$frame", mangled);
}

char *mangle_chan(const char *var)
{
    return xprintf("%s$chan", var ? var : "");
}

char *mangle_await(const char *mangled)
{
    return xprintf("%s$await", mangled);
}

char *mangle_inline(const char *mangled)
{
    return xprintf("%s$inline", mangled);
}

char *mangle_fast(const char *name, size_t len)
{
    return xprintf("%.*s.fast", (int)len, name);
}

bool mangle_reserved(const char *name)
{
    static const char *const prefixes[] = {"corogo_", "rt_", "port_", "board_", "cm_", "riscv_", "__"};
    for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++)
        if (!strncmp(name, prefixes[i], strlen(prefixes[i])))
            return true;
    size_t n = strlen(name);
    return !strcmp(name, "_start") || !strcmp(name, "memcmp") ||
           (n >= 8 && !strcmp(name + n - 8, "_Handler"));
}
