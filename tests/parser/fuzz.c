/* fuzz.c - a deterministic mutation fuzzer for lexer.c and parser.c. It reads corpus files,
 * derives each iteration's input from one of them by a few mutations chosen by a seeded random
 * generator (byte flips, insertions of Go tokens and bad bytes, deletions, duplications, whole
 * tokens deleted, duplicated or moved, truncation, runs of brackets deeper than the parser's
 * nesting cap), and lexes and parses it,
 * checking the token array's invariants. Iterations run in batches in child processes so that
 * memory the compiler never frees stays bounded and a crash is caught: the crashing input is
 * written to fuzz-crash-<iteration>.go and the run fails. Build it with ASan+UBSan.
 *
 *   fuzz [-seed N] [-iters N] [-batch N] corpus.go...      (exit status 0: no crash) */
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include "corogo.h"

const char *__asan_default_options(void);
const char *__asan_default_options(void)
{
    return "detect_leaks=0"; /* the compiler never frees its tree: that is by design */
}

/* send the compiler's diagnostics to /dev/null while sanitizer reports, written to file
 * descriptor 2 directly, stay visible: only the stdio stream is replaced (glibc allows it) */
static void silence_diagnostics(void)
{
    FILE *null = fopen("/dev/null", "w");
    if (null)
        stderr = null;
}

typedef struct Input {
    char *d;
    size_t n, cap;
} Input;

static uint64_t rng;

static uint64_t rnd(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

static size_t below(size_t n)
{
    return n ? (size_t)(rnd() % n) : 0;
}

static void reserve(Input *in, size_t n)
{
    if (n + 1 > in->cap) {
        in->cap = (n + 1) * 2;
        in->d = xrealloc(in->d, in->cap);
    }
}

static void insert(Input *in, size_t at, const char *s, size_t n)
{
    reserve(in, in->n + n);
    memmove(in->d + at + n, in->d + at, in->n - at);
    memcpy(in->d + at, s, n);
    in->n += n;
}

static const char *const dict[] = {
    "func", "{", "}", "(", ")", "[", "]", "...", "<-", ":=", "=", ",", ";", ":", ".", "\n",
    "0x", "0b", "0o", "1e", "1_", "_", ".5", "'", "\"", "`", "/*", "*/", "//", "\\u", "\\x",
    "\\U0010FFFF", "\\777", "case", "default:", "for range ", "range", "if", "else", "switch",
    "select {", "go ", "defer ", "return", "break", "goto L", "L:", "fallthrough", "struct{",
    "interface{", "map[", "chan ", "<-chan", "chan<-", "var ", "const (", "type T ", "import ",
    "package ", "iota", "x.(type)", "x.(T)", "[...]", "[:]", "[1:2:3]", "f(xs...)",
    "//go:linkname f c\n", "//export f\n", "//corogo:pool 3\n", "//corogo:interrupt 99999\n",
    "//corogo:bogus\n", "\xc3", "\xe2\x82", "\xff", "\xef\xbb\xbf", "\xc2\xb7", "\x00",
    "99999999999999999999999999999999", "'ab'", "''", "\"\\q\"", "\r", "\t", "~", "&^=", "++",
};

/* token-level mutation: delete, duplicate or move one whole token of the input */
static void mutate_token(Input *in)
{
    reserve(in, in->n);
    in->d[in->n] = 0;
    SrcFile src = {"fuzz.go", in->d, in->n};
    int n, nerr;
    LexError *errs;
    Token *t = lex_file_deferred(&src, &n, &errs, &nerr); /* quiet: no diagnostics */
    if (n > 1) {
        const Token *a = &t[below((size_t)n - 1)], *b = &t[below((size_t)n - 1)];
        size_t aoff = (size_t)(a->start - in->d), alen = (size_t)a->len;
        size_t boff = (size_t)(b->start - in->d);
        char *text = xstrndup(a->start, alen);
        switch (below(3)) {
        case 0: /* delete token a */
            memmove(in->d + aoff, in->d + aoff + alen, in->n - aoff - alen);
            in->n -= alen;
            break;
        case 1: /* duplicate token a */
            insert(in, aoff, text, alen);
            break;
        default: /* copy token a before token b */
            insert(in, boff, " ", 1);
            insert(in, boff, text, alen);
        }
        free(text);
    }
    for (int i = 0; i < n; i++)
        free(t[i].sval), free((char *)t[i].comment);
    free(t);
    for (int i = 0; i < nerr; i++)
        free((char *)errs[i].msg);
    free(errs);
}

/* mutate 'in' (a copy of a corpus file) a few times */
static void mutate(Input *in)
{
    int nmut = 1 + (int)below(6);
    for (int m = 0; m < nmut; m++) {
        size_t at = below(in->n + 1);
        switch (below(11)) {
        case 9: case 10:
            mutate_token(in);
            break;
        case 0: /* overwrite a byte */
            if (in->n)
                in->d[below(in->n)] = (char)rnd();
            break;
        case 1: /* insert a random byte */
        {
            char c = (char)rnd();
            insert(in, at, &c, 1);
            break;
        }
        case 2: case 3: /* insert a token */
        {
            const char *s = dict[below(sizeof dict / sizeof dict[0])];
            size_t len = strlen(s);
            insert(in, at, s, len ? len : 1); /* "\x00" has strlen 0: insert the NUL */
            break;
        }
        case 4: /* delete a range */
        {
            size_t len = below(in->n - at + 1);
            if (len > 64)
                len = below(64);
            memmove(in->d + at, in->d + at + len, in->n - at - len);
            in->n -= len;
            break;
        }
        case 5: /* duplicate a range somewhere else */
        {
            if (!in->n)
                break;
            size_t from = below(in->n), len = below(in->n - from) % 200;
            char *tmp = xmalloc(len + 1);
            memcpy(tmp, in->d + from, len);
            insert(in, at, tmp, len);
            free(tmp);
            break;
        }
        case 6: /* truncate */
            if (below(4) == 0)
                in->n = at;
            break;
        case 7: /* deep nesting, past the parser's cap sometimes */
        {
            static const char *const opens[] = {"(", "{", "[", "-", "*", "[]", "a.", "!",
                                                 "if x {", "func(){", "a+"};
            const char *o = opens[below(sizeof opens / sizeof opens[0])];
            size_t reps = below(4) == 0 ? 900 + below(400) : below(50);
            for (size_t r = 0; r < reps && in->n < (1u << 20); r++)
                insert(in, at, o, strlen(o));
            break;
        }
        default: /* swap two bytes */
            if (in->n >= 2) {
                size_t a = below(in->n), b = below(in->n);
                char t = in->d[a];
                in->d[a] = in->d[b];
                in->d[b] = t;
            }
        }
    }
}

static void check_tokens(const SrcFile *src, const Token *t, int n)
{
    if (n < 1 || t[n - 1].kind != T_EOF)
        abort();
    for (int i = 0; i < n; i++) {
        if (t[i].start < src->text || t[i].start + t[i].len > src->text + src->len)
            abort();
        if (t[i].pos.line < 1 || t[i].pos.col < 1)
            abort();
        if (i && (t[i].pos.line < t[i - 1].pos.line ||
                  (t[i].pos.line == t[i - 1].pos.line && t[i].pos.col < t[i - 1].pos.col)))
            abort();
        if ((t[i].kind == T_STRING || t[i].kind == T_CHAR) && (!t[i].sval || t[i].slen < 0))
            abort();
    }
}

static Input corpus[4096];
static int ncorpus;

/* the input of iteration 'it' (deterministic in seed and it) */
static Input make_input(uint64_t seed, long it)
{
    rng = (seed * 0x9E3779B97F4A7C15ull) ^ ((uint64_t)it * 0xBF58476D1CE4E5B9ull) ^ 1;
    for (int i = 0; i < 4; i++)
        rnd();
    const Input *base = &corpus[below((size_t)ncorpus)];
    Input in = {0};
    reserve(&in, base->n);
    memcpy(in.d, base->d, base->n);
    in.n = base->n;
    mutate(&in);
    reserve(&in, in.n);
    in.d[in.n] = 0;
    return in;
}

static void run_one(Input *in)
{
    SrcFile src = {"fuzz.go", in->d, in->n};
    int n;
    Token *t = lex_file(&src, &n);
    check_tokens(&src, t, n);
    parse_file(&src);
}

int main(int argc, char **argv)
{
    uint64_t seed = 1;
    long iters = 1000, batch = 200;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-seed") && i + 1 < argc)
            seed = strtoull(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "-iters") && i + 1 < argc)
            iters = strtol(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "-batch") && i + 1 < argc)
            batch = strtol(argv[++i], NULL, 0);
        else if (ncorpus < (int)(sizeof corpus / sizeof corpus[0])) {
            SrcFile *s = util_read_source(argv[i]);
            if (!s) {
                fprintf(stderr, "fuzz: cannot read %s\n", argv[i]);
                return 2;
            }
            corpus[ncorpus].d = (char *)s->text;
            corpus[ncorpus].n = s->len;
            ncorpus++;
        }
    }
    if (ncorpus == 0 || batch < 1) {
        fputs("usage: fuzz [-seed N] [-iters N] [-batch N] corpus.go...\n", stderr);
        return 2;
    }
    volatile long *progress = mmap(NULL, sizeof(long), PROT_READ | PROT_WRITE,
                                   MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (progress == MAP_FAILED) {
        perror("fuzz: mmap");
        return 2;
    }
    for (long start = 0; start < iters; start += batch) {
        long end = start + batch < iters ? start + batch : iters;
        fflush(stdout);
        pid_t pid = fork();
        if (pid < 0) {
            perror("fuzz: fork");
            return 2;
        }
        if (pid == 0) {
            silence_diagnostics();
            for (long it = start; it < end; it++) {
                *progress = it;
                Input in = make_input(seed, it);
                run_one(&in);
                free(in.d);
            }
            _exit(0);
        }
        int status;
        if (waitpid(pid, &status, 0) < 0) {
            perror("fuzz: waitpid");
            return 2;
        }
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
            long it = *progress;
            Input in = make_input(seed, it);
            char *name = xprintf("fuzz-crash-%ld.go", it);
            FILE *f = fopen(name, "wb");
            if (f) {
                fwrite(in.d, 1, in.n, f);
                fclose(f);
            }
            if (WIFSIGNALED(status))
                fprintf(stderr, "fuzz: iteration %ld (seed %llu) died with signal %d; input in %s\n",
                        it, (unsigned long long)seed, WTERMSIG(status), name);
            else
                fprintf(stderr, "fuzz: iteration %ld (seed %llu) failed with status %d; input in %s\n",
                        it, (unsigned long long)seed, WEXITSTATUS(status), name);
            return 1;
        }
    }
    printf("fuzz: %ld iterations over %d corpus files (seed %llu): no crash\n", iters, ncorpus,
           (unsigned long long)seed);
    return 0;
}
