/* pipeline_fuzz.c - a deterministic mutation fuzzer for the whole compiler front to back: lexer,
 * parser, checker, taint, codegen (module verified), and the LLVM pipeline at -O2 for a board. Its
 * mutations work on tokens and lines of valid programs (delete, duplicate or swap a token or line,
 * replace a token by another of the file, put boundary values in integer literals) so that many
 * mutants still type-check and reach codegen, where a checker/codegen disagreement would show as an
 * internal error. Every iteration runs in a forked child: status 0 (compiled) or 1 (diagnostics)
 * is fine; anything else — abort, signal, verifier failure (exit 3) — is a bug: the input is saved
 * as pipeline-crash-<n>.go and the run fails. The summary shows how many mutants compiled.
 *
 *   pipeline_fuzz [-seed N] [-iters N] [-target BOARD] corpus.go...   (exit 0: no crash) */
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <llvm-c/Analysis.h>

#include "corogo.h"

/* A sanitizer report must end the child with a signal: their default exit status (1) is the one
 * that means "rejected with diagnostics" here. The compiler never frees its tree: no leak checks. */
const char *__asan_default_options(void);
const char *__asan_default_options(void)
{
    return "detect_leaks=0:abort_on_error=1";
}
const char *__ubsan_default_options(void);
const char *__ubsan_default_options(void)
{
    return "abort_on_error=1:print_stacktrace=1";
}

typedef struct Buf {
    char *d;
    size_t n;
} Buf;

static uint64_t rng;

static uint64_t next(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

static size_t pick(size_t n)
{
    return n ? (size_t)(next() % n) : 0;
}

/* replace [at, at+len) of b by s[0..slen) */
static void splice(Buf *b, size_t at, size_t len, const char *s, size_t slen)
{
    char *d = xmalloc(b->n - len + slen + 1);
    memcpy(d, b->d, at);
    memcpy(d + at, s, slen);
    memcpy(d + at + slen, b->d + at + len, b->n - at - len);
    b->n = b->n - len + slen;
    d[b->n] = 0;
    free(b->d);
    b->d = d;
}

/* the byte ranges of the tokens of b (lexed quietly) */
static int token_spans(Buf *b, size_t **start, size_t **len)
{
    SrcFile src = {.name = "fuzz.go", .text = b->d, .len = b->n};
    int n = 0;
    Token *t = lex_file(&src, &n);
    *start = xmalloc(sizeof **start * (size_t)(n + 1));
    *len = xmalloc(sizeof **len * (size_t)(n + 1));
    int k = 0;
    for (int i = 0; i < n; i++) {
        if (t[i].kind == T_EOF || !t[i].start || t[i].len <= 0 || t[i].start < b->d || t[i].start >= b->d + b->n)
            continue;
        (*start)[k] = (size_t)(t[i].start - b->d);
        (*len)[k] = (size_t)t[i].len;
        k++;
    }
    return k;
}

/* the byte ranges of the lines of b */
static int line_spans(Buf *b, size_t **start)
{
    int n = 1;
    for (size_t i = 0; i < b->n; i++)
        n += b->d[i] == '\n';
    *start = xmalloc(sizeof **start * (size_t)(n + 1));
    int k = 0;
    (*start)[k++] = 0;
    for (size_t i = 0; i < b->n; i++)
        if (b->d[i] == '\n')
            (*start)[k++] = i + 1;
    (*start)[k] = b->n;
    return k;
}

static const char *const boundary[] = {
    "0", "1", "-1", "2", "7", "8", "31", "32", "63", "64", "127", "128", "255", "256", "-128",
    "2147483647", "2147483648", "-2147483648", "4294967295", "4294967296", "1 << 40",
    "9223372036854775807", "18446744073709551615", "1e3", "'x'", "\"s\"", "nil", "true",
};

static void mutate(Buf *b)
{
    size_t *ts, *tl, *ls;
    int nt = token_spans(b, &ts, &tl);
    int nl = line_spans(b, &ls);
    switch (next() % 8) {
    case 0: /* delete a token */
        if (nt) { size_t i = pick((size_t)nt); splice(b, ts[i], tl[i], "", 0); }
        break;
    case 1: /* duplicate a token */
        if (nt) { size_t i = pick((size_t)nt); char *s = xstrndup(b->d + ts[i], tl[i]); splice(b, ts[i], 0, s, tl[i]); free(s); }
        break;
    case 2: case 3: /* replace a token by another token of the file */
        if (nt > 1) {
            size_t i = pick((size_t)nt), j = pick((size_t)nt);
            char *s = xstrndup(b->d + ts[j], tl[j]);
            splice(b, ts[i], tl[i], s, tl[j]);
            free(s);
        }
        break;
    case 4: { /* a boundary value where a token was */
        if (nt) {
            size_t i = pick((size_t)nt);
            const char *s = boundary[pick(sizeof boundary / sizeof boundary[0])];
            splice(b, ts[i], tl[i], s, strlen(s));
        }
        break;
    }
    case 5: /* delete a line */
        if (nl > 1) { size_t i = pick((size_t)nl); splice(b, ls[i], ls[i + 1] - ls[i], "", 0); }
        break;
    case 6: /* duplicate a line */
        if (nl > 1) {
            size_t i = pick((size_t)nl);
            char *s = xstrndup(b->d + ls[i], ls[i + 1] - ls[i]);
            splice(b, ls[i], 0, s, ls[i + 1] - ls[i]);
            free(s);
        }
        break;
    default: /* swap two lines (moving statements across suspend points and scopes) */
        if (nl > 2) {
            size_t i = pick((size_t)nl - 1), j = i + 1 + pick((size_t)(nl - 1 - i));
            if (j >= (size_t)nl)
                break;
            char *a = xstrndup(b->d + ls[i], ls[i + 1] - ls[i]);
            char *c = xstrndup(b->d + ls[j], ls[j + 1] - ls[j]);
            size_t al = ls[i + 1] - ls[i], cl = ls[j + 1] - ls[j], jat = ls[j];
            splice(b, jat, cl, a, al);
            splice(b, ls[i], al, c, cl);
            free(a);
            free(c);
        }
    }
    free(ts);
    free(tl);
    free(ls);
}

/* the child: the compiler's pipeline up to the optimised module; exit 0 compiled, 1 diagnostics,
 * 3 internal error */
static void compile(Buf *b, const Board *board)
{
    SrcFile *src = xmalloc(sizeof *src);
    src->name = "fuzz.go";
    src->text = b->d;
    src->len = b->n;
    Program prog = {0};
    File *f = parse_file(src);
    if (diag_count() > 0 || !f)
        _exit(1);
    BuildTags tags = {.tags = board->tags, .ntags = board->ntags};
    if (!package_load_parsed(&prog, &f, 1, &tags))
        _exit(1);
    if (!check_program(&prog) || diag_count() > 0)
        _exit(1);
    if (!taint_program(&prog) || diag_count() > 0)
        _exit(1);
    LLVMContextRef ctx = LLVMContextCreate();
    LLVMTargetMachineRef tm = target_machine(board, 2);
    CgOptions o = {.verify = true, .default_pool = 0};
    LLVMModuleRef m = cg_program(&prog, board, ctx, &o);
    if (diag_count() > 0)
        _exit(1);
    if (!m)
        _exit(3);
    target_configure_module(m, tm, board);
    if (!passes_run(m, tm, 2))
        _exit(3);
    char *msg = NULL;
    if (LLVMVerifyModule(m, LLVMReturnStatusAction, &msg))
        _exit(3);
    _exit(0);
}

int main(int argc, char **argv)
{
    unsigned long long seed = 1, iters = 300;
    const char *target = "mps2-an385";
    Buf *corpus = NULL;
    int ncorpus = 0, ccorpus = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-seed") && i + 1 < argc)
            seed = strtoull(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "-iters") && i + 1 < argc)
            iters = strtoull(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "-target") && i + 1 < argc)
            target = argv[++i];
        else {
            SrcFile *s = util_read_source(argv[i]);
            if (!s) {
                fprintf(stderr, "pipeline_fuzz: cannot read %s\n", argv[i]);
                return 2;
            }
            Buf b = {xstrndup(s->text, s->len), s->len};
            VEC_PUSH(corpus, ncorpus, ccorpus, b);
        }
    }
    if (!ncorpus) {
        fprintf(stderr, "usage: pipeline_fuzz [-seed N] [-iters N] [-target BOARD] corpus.go...\n");
        return 2;
    }
    const Board *board = target_load(target);
    if (!board)
        return 2;
    /* from here on the compiler's diagnostics (expected by the thousand) go nowhere; this program's
       own report and sanitizer reports (written to fd 2 directly) stay visible */
    FILE *report = fdopen(dup(2), "w");
    FILE *null = fopen("/dev/null", "w");
    if (!report || !null)
        return 2;
    stderr = null;
    LLVMTargetMachineRef probe = target_machine(board, 2); /* initialise LLVM's targets once */
    (void)probe;
    rng = seed * 0x9E3779B97F4A7C15ull + 1;
    unsigned long long compiled = 0, rejected = 0, crashed = 0;
    for (unsigned long long it = 0; it < iters; it++) {
        Buf b = corpus[pick((size_t)ncorpus)];
        b.d = xstrndup(b.d, b.n);
        int nmut = 1 + (int)pick(3);
        for (int k = 0; k < nmut; k++)
            mutate(&b);
        fflush(NULL);
        pid_t pid = fork();
        if (pid == 0) {
            alarm(20);
            compile(&b, board);
        }
        int status = 0;
        waitpid(pid, &status, 0);
        if (WIFEXITED(status) && WEXITSTATUS(status) == 0) {
            compiled++;
        } else if (WIFEXITED(status) && WEXITSTATUS(status) == 1) {
            rejected++;
        } else {
            crashed++;
            char name[64];
            snprintf(name, sizeof name, "pipeline-crash-%llu.go", it);
            FILE *out = fopen(name, "wb");
            if (out) {
                fwrite(b.d, 1, b.n, out);
                fclose(out);
            }
            fprintf(report, "pipeline_fuzz: iteration %llu: %s %d; input saved as %s\n", it,
                    WIFSIGNALED(status) ? "signal" : "exit status",
                    WIFSIGNALED(status) ? WTERMSIG(status) : WEXITSTATUS(status), name);
        }
        free(b.d);
    }
    printf("pipeline_fuzz: %llu mutants: %llu compiled, %llu rejected with diagnostics, %llu crashed\n",
           iters, compiled, rejected, crashed);
    if (iters >= 100 && compiled == 0) { /* a fuzzer that never reaches codegen tests nothing */
        fprintf(report, "pipeline_fuzz: no mutant compiled: the corpus or the front end is broken\n");
        return 1;
    }
    return crashed ? 1 : 0;
}
