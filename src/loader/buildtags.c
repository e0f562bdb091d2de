/* buildtags.c - build constraints, as `go build` applies them: a file takes part in the build when
 * its "//go:build" expression (tags, !, &&, ||, parentheses) is true for the active tags and its
 * name's _GOOS, _GOARCH or _GOOS_GOARCH suffix (before .go, after dropping _test) names only
 * active tags. A suffix counts only when it is a known word: Go's GOOS and GOARCH values, or a tag
 * of some board (boards/<name>/board.json "tags"); foo_linux.go is therefore never built, and
 * led_cortexm.go only on Cortex-M boards. The active tags are the board's tags, "corogo" and those
 * of -tags=a,b (main.c). The "//go:build" line must stand before the package clause, among
 * comments and blank lines only; "// +build" lines are not read (Go 1.17 replaced them). */
#include <ctype.h>
#include <string.h>

#include "corogo.h"

static const char *const go_words[] = {
    /* GOOS */
    "aix", "android", "darwin", "dragonfly", "freebsd", "hurd", "illumos", "ios", "js", "linux",
    "nacl", "netbsd", "openbsd", "plan9", "solaris", "windows", "zos",
    /* GOARCH */
    "386", "amd64", "amd64p32", "arm", "armbe", "arm64", "arm64be", "loong64", "mips", "mipsle",
    "mips64", "mips64le", "mips64p32", "mips64p32le", "ppc", "ppc64", "ppc64le", "riscv",
    "riscv64", "s390", "s390x", "sparc", "sparc64", "wasm",
};

static bool in_list(const char *s, size_t n, const char *const *list, int nlist)
{
    for (int i = 0; i < nlist; i++)
        if (strlen(list[i]) == n && !strncmp(list[i], s, n))
            return true;
    return false;
}

static bool known_word(const BuildTags *t, const char *s, size_t n)
{
    return in_list(s, n, go_words, (int)(sizeof go_words / sizeof *go_words)) ||
           in_list(s, n, t->known, t->nknown);
}

static bool active(const BuildTags *t, const char *s, size_t n)
{
    return in_list(s, n, t->tags, t->ntags);
}

/* ---------------------------------------------------------------- file names */

bool buildtags_name_ok(const BuildTags *t, const char *path)
{
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    size_t n = strlen(base);
    if (n < 3 || strcmp(base + n - 3, ".go"))
        return true;
    n -= 3;
    if (n >= 5 && !strncmp(base + n - 5, "_test", 5))
        n -= 5;
    /* the last two '_'-separated words, the first word (before any '_') never counts */
    const char *words[2];
    size_t lens[2];
    int nw = 0;
    size_t end = n;
    for (size_t i = n; i > 0 && nw < 2; i--)
        if (base[i - 1] == '_') {
            words[nw] = base + i;
            lens[nw] = end - i;
            nw++;
            end = i - 1;
        }
    /* name_X_Y.go: both known (GOOS_GOARCH-style): both must be active */
    if (nw == 2 && known_word(t, words[1], lens[1]) && known_word(t, words[0], lens[0]))
        return active(t, words[1], lens[1]) && active(t, words[0], lens[0]);
    if (nw >= 1 && known_word(t, words[0], lens[0]))
        return active(t, words[0], lens[0]);
    return true;
}

/* ---------------------------------------------------------------- //go:build expressions */

typedef struct BExpr {
    const char *p;
    bool bad;
    const BuildTags *t;
} BExpr;

static void skip_space(BExpr *x)
{
    while (*x->p == ' ' || *x->p == '\t')
        x->p++;
}

static bool parse_or(BExpr *x);

static bool parse_not(BExpr *x)
{
    skip_space(x);
    if (*x->p == '!') {
        x->p++;
        return !parse_not(x);
    }
    if (*x->p == '(') {
        x->p++;
        bool v = parse_or(x);
        skip_space(x);
        if (*x->p != ')')
            x->bad = true;
        else
            x->p++;
        return v;
    }
    const char *s = x->p;
    while (isalnum((unsigned char)*x->p) || *x->p == '_' || *x->p == '.')
        x->p++;
    if (x->p == s) {
        x->bad = true;
        return false;
    }
    return active(x->t, s, (size_t)(x->p - s));
}

/* level 0: a || b || ..., level 1: a && b && ... (every operand is parsed: no short cut) */
static bool parse_bin(BExpr *x, int level)
{
    const char *op = level ? "&&" : "||";
    bool v = level ? parse_not(x) : parse_bin(x, 1);
    for (;;) {
        skip_space(x);
        if (strncmp(x->p, op, 2))
            return v;
        x->p += 2;
        bool r = level ? parse_not(x) : parse_bin(x, 1);
        v = level ? v && r : v || r;
    }
}

static bool parse_or(BExpr *x)
{
    return parse_bin(x, 0);
}

/* the text of one line without its '\n' (and a '\r' before it) */
static char *line_text(const char *s, const char *end)
{
    const char *e = s;
    while (e < end && *e != '\n')
        e++;
    if (e > s && e[-1] == '\r')
        e--;
    return xstrndup(s, (size_t)(e - s));
}

int buildtags_file_ok(const BuildTags *t, const SrcFile *src)
{
    const char *s = src->text, *end = src->text + src->len;
    int line = 1;
    bool in_block = false;
    while (s < end) {
        const char *q = s;
        while (q < end && (*q == ' ' || *q == '\t' || *q == '\r'))
            q++;
        char *text = line_text(q, end);
        bool stop = false;
        if (in_block) {
            char *close = strstr(text, "*/");
            if (close) {
                in_block = false;
                const char *rest = close + 2;
                while (*rest == ' ' || *rest == '\t')
                    rest++;
                stop = *rest != 0;
            }
        } else if (!strncmp(text, "//go:build", 10) && (text[10] == ' ' || text[10] == '\t')) {
            BExpr x = { text + 10, false, t };
            bool v = parse_or(&x);
            skip_space(&x);
            if (x.bad || *x.p) { /* Go's wording */
                diag_error((Pos){ src, line, (int)(q - s) + 1 }, "parsing //go:build line: %s",
                           *x.p ? xprintf("unexpected %c", *x.p) : "unexpected end of expression");
                free(text);
                return -1;
            }
            free(text);
            return v;
        } else if (!strncmp(text, "/*", 2)) {
            char *close = strstr(text + 2, "*/");
            if (!close)
                in_block = true;
            else {
                const char *rest = close + 2;
                while (*rest == ' ' || *rest == '\t')
                    rest++;
                stop = *rest != 0;
            }
        } else if (text[0] && strncmp(text, "//", 2)) {
            stop = true; /* the package clause (or anything else): no constraint after it */
        }
        free(text);
        if (stop)
            break;
        while (s < end && *s != '\n')
            s++;
        s++;
        line++;
    }
    return 1;
}
