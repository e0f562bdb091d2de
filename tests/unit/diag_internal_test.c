/* diag_internal_test.c - the one path for internal errors (src/base/diag.c diag_internal): with a
 * position, "file:line:col: internal error: message", the source line and a caret; without one,
 * "corogo: internal error: message"; exit status 3 either way (never abort()). Each case runs in a
 * child process, its stderr captured in a pipe. */
#include <stdio.h>
#include <string.h>

#include "corogo.h"

#include "child.h"

static void internal(int with_pos)
{
    static SrcFile src = {.name = "x.go", .text = "package main\n\tvar x = y\n", .len = 25};
    Pos pos = {&src, 2, 10};
    diag_internal(with_pos ? pos : NOPOS, "broken %s", "invariant");
}

static int check(bool with_pos, const char *want)
{
    char buf[512];
    int status = run_child(internal, with_pos, buf, sizeof buf);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 3) {
        fprintf(stderr, "FAIL: expected exit status 3, got %d\n", status);
        return 1;
    }
    if (strcmp(buf, want)) {
        fprintf(stderr, "FAIL: expected\n%s\ngot\n%s\n", want, buf);
        return 1;
    }
    return 0;
}

int main(void)
{
    fails = check(true, "x.go:2:10: internal error: broken invariant\n\tvar x = y\n\t        ^\n") +
            check(false, "corogo: internal error: broken invariant\n");
    if (!fails)
        printf("ok: diag_internal\n");
    return fails != 0;
}
