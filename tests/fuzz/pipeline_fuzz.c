/* pipeline_fuzz.c - a deterministic mutation fuzzer for the whole compiler, front to back, exactly
 * as `corogo build` runs it: each mutant of a corpus program (tests/programs, each .go with the
 * flags and extra files of its .flags) goes through build_firmware (build.c, the driver's own
 * pipeline) on a board and at an -O level chosen per mutant (-O0/-O1/-O2/-Os/-Oz, codegen's
 * await lowering matching the level), through the heap check, the frame pools and the link.
 * Mutations (mutate.c) mostly stay within the grammar so that mutants reach the back end.
 *
 * No compiler state is shared between mutants: the parent process never calls into the
 * compiler's stateful stages. Each grammar mutation runs in a forked child (it parses and checks
 * the program to find its sites) that hands the mutant back through a pipe, and each build runs in
 * a forked child that reports the stages it completed through shared memory. Raw mutations need
 * only the lexer's deferred mode, which keeps no state.
 *
 * A build's exit status 0 (linked) or 1 (diagnostics) is fine; anything else — a signal (abort,
 * sanitizer report, crash, 60 s of CPU or 10 min) or exit 3 (internal error) — is a finding: the mutant
 * is saved in the findings directory with its command line and the compiler's messages, and the
 * run fails. A build rejected only by the link is counted and saved too (it may be a program that
 * does not fit the board) but does not fail the run. Progress every -progress iterations; at the
 * end the fraction of mutants that reached each stage; the run also fails when fewer than
 * -min-codegen percent reached codegen (the fuzzer would test nothing past the checker).
 *
 *   pipeline_fuzz [-seed N] [-iters N] [-target BOARD] [-progress N] [-min-codegen PCT]
 *                 [-raw PCT] [-findings DIR] [-dump DIR] [-diff-run] corpus.go...
 * (exit 0: no finding). -diff-run (by hand, slow) also runs every mutant linked at -O1 and up
 * under the emulator, and at -O0: a different output or exit status is a finding. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "corogo.h"
#include "mutate.h"

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

/* ---------------------------------------------------------------- corpus */

typedef struct Entry {
    const char *path;
    Buf text;
    const SrcFile **others;   /* the package's other .go files (from .flags), not mutated */
    int nothers;
    const char **c_files;     /* user C files (from .flags) */
    int nc;
    int pool;
    long long general_pool;
    bool heap_none;
} Entry;

static char *dir_of(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? xstrndup(path, (size_t)(slash - path)) : xstrdup(".");
}

/* <name>.flags beside the program: one line of corogo flags and extra files (run-program.sh) */
static bool read_flags(Entry *e)
{
    size_t n = strlen(e->path);
    char *fpath = xprintf("%.*s.flags", (int)(n - 3), e->path);
    FILE *f = fopen(fpath, "r");
    if (!f)
        return true;
    char line[1024] = "";
    if (!fgets(line, sizeof line, f))
        line[0] = 0;
    fclose(f);
    char *dir = dir_of(e->path);
    int cothers = 0, cc = 0;
    for (char *w = strtok(line, " \t\r\n"); w; w = strtok(NULL, " \t\r\n")) {
        if (!strcmp(w, "-heap=none"))
            e->heap_none = true;
        else if (!strncmp(w, "-pool=", 6))
            e->pool = atoi(w + 6);
        else if (!strncmp(w, "-general-pool=", 14))
            e->general_pool = atoll(w + 14); /* the corpus gives plain byte counts */
        else if (w[0] == '-')
            continue;                        /* -icount: run only */
        else if (strlen(w) > 3 && !strcmp(w + strlen(w) - 3, ".go")) {
            SrcFile *s = util_read_source(xprintf("%s/%s", dir, w));
            if (!s)
                return false;
            VEC_PUSH(e->others, e->nothers, cothers, s);
        } else {
            VEC_PUSH(e->c_files, e->nc, cc, xprintf("%s/%s", dir, w));
        }
    }
    return true;
}

/* ---------------------------------------------------------------- stages */

enum { ST_NONE, ST_LEXED, ST_PARSED, ST_CHECKED = ST_PARSED + BUILD_CHECKED - BUILD_PARSED,
       ST_NUM = ST_PARSED + BUILD_NUM_STAGES };
static const char *const stage_names[ST_NUM] = {
    "none", "lexed", "parsed", "checked", "tainted", "codegen", "passes", "frames", "linked",
};

static volatile int *shared_stage; /* MAP_SHARED: written by the build child; [1]: the firmware's
                                      exit status under -diff-run (NOT_RUN: not run) */
#define NOT_RUN (-1000)

static void on_stage(BuildStage s, void *arg)
{
    (void)arg;
    *shared_stage = ST_PARSED + (int)(s - BUILD_PARSED);
}

static const char *const boards[] = {"mps2-an385", "riscv32-virt"};
static const int levels[] = {0, 1, 2, 's', 'z'};

static const char *level_flag(int l)
{
    return l == 0 ? "-O0" : l == 1 ? "-O1" : l == 2 ? "-O2" : l == 's' ? "-Os" : "-Oz";
}

typedef struct Job {
    const Entry *e;
    Buf mutant;
    const char *board;
    int level;
    bool heap_none;
    const char *run_out;      /* -diff-run: run the firmware, its console into this file */
} Job;

/* a child that loops: killed after 60 s of CPU (SIGXCPU), or 10 min of wall time (SIGALRM) for
 * one that is stuck; CPU time, so that a loaded machine does not make timeouts */
static void limit_time(void)
{
    struct rlimit cpu = {60, 70};
    setrlimit(RLIMIT_CPU, &cpu);
    alarm(600);
}

/* the build child: lex check (for the statistics), then corogo build; never returns */
static _Noreturn void build_child(const Job *j, int logfd)
{
    limit_time();
    dup2(logfd, 2);
    stderr = fdopen(2, "w");
    setvbuf(stderr, NULL, _IOLBF, 0); /* a message before an abort() must reach the log */
    SrcFile *src = xmalloc(sizeof *src);
    *src = (SrcFile){.name = "fuzz.go", .text = j->mutant.d, .len = j->mutant.n};
    LexError *errs = NULL;
    int ntoks = 0, nerrs = 0;
    lex_file_deferred(src, &ntoks, &errs, &nerrs);
    if (nerrs == 0)
        *shared_stage = ST_LEXED;
    const Board *b = target_load(j->board);
    if (!b)
        exit(2);
    const SrcFile **go = xmalloc(sizeof *go * (size_t)(j->e->nothers + 1));
    go[0] = src;
    for (int i = 0; i < j->e->nothers; i++)
        go[i + 1] = j->e->others[i];
    BuildOptions o = {.board = b, .go = go, .ngo = 1 + j->e->nothers, .c_files = j->e->c_files,
                      .nc = j->e->nc, .base = "fuzz", .optlevel = j->level, .pool = j->e->pool,
                      .general_pool = j->e->general_pool ? j->e->general_pool : -1, .heap = -1,
                      .heap_none = j->heap_none, .verify = true, .reached = on_stage};
    o.out = xprintf("%s/fuzz.elf", link_tempdir());
    const char *elf;
    int status = build_firmware(&o, &elf);
    if (status || !j->run_out || !elf)
        exit(status);
    /* -diff-run: under the emulator with deterministic time, console to run_out, no input */
    fflush(stdout);
    int out = open(j->run_out, O_WRONLY | O_CREAT | O_TRUNC, 0600), in = open("/dev/null", O_RDONLY);
    if (out < 0 || in < 0 || dup2(out, 1) < 0 || dup2(in, 0) < 0)
        exit(2);
    alarm(0);
    shared_stage[1] = run_firmware_args(b, elf, 30, b->emulator_icount, b->nemulator_icount);
    fflush(stdout);
    exit(0);
}

/* run a build child for j; its wait status, the last stage it completed, the firmware's status */
static int build_in_child(const Job *j, int logfd, int *stage, int *run_status)
{
    shared_stage[0] = ST_NONE;
    shared_stage[1] = NOT_RUN;
    if (ftruncate(logfd, 0) || lseek(logfd, 0, SEEK_SET))
        exit(2);
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0)
        build_child(j, logfd);
    int status = 0;
    waitpid(pid, &status, 0);
    *stage = shared_stage[0];
    *run_status = shared_stage[1];
    return status;
}

/* ---------------------------------------------------------------- grammar mutation in a child */

/* one grammar mutation of b in a forked child; false when the child found no site (b unchanged);
 * *crashed when it died (b unchanged: it is the input that crashed the parser or checker) */
static bool grammar_mutation(Buf *b, const Entry *e, uint64_t *rng, const char **what, bool *crashed)
{
    int fds[2];
    *crashed = false;
    if (pipe(fds))
        return false;
    uint64_t child_rng = mutate_next(rng);
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        limit_time();
        Buf c = {xstrndup(b->d, b->n), b->n};
        const char *w = mutate_grammar(&c, e->others, e->nothers, &child_rng);
        if (!w)
            _exit(2);
        size_t wl = strlen(w);
        if (write(fds[1], &wl, sizeof wl) != (ssize_t)sizeof wl || write(fds[1], w, wl) != (ssize_t)wl)
            _exit(2);
        for (size_t off = 0; off < c.n;) {
            ssize_t k = write(fds[1], c.d + off, c.n - off);
            if (k <= 0)
                _exit(2);
            off += (size_t)k;
        }
        _exit(0);
    }
    close(fds[1]);
    Buf got = {NULL, 0};
    size_t cap = 0;
    char chunk[65536];
    ssize_t k;
    while ((k = read(fds[0], chunk, sizeof chunk)) > 0) {
        if (got.n + (size_t)k + 1 > cap) {
            cap = (got.n + (size_t)k + 1) * 2;
            got.d = xrealloc(got.d, cap);
        }
        memcpy(got.d + got.n, chunk, (size_t)k);
        got.n += (size_t)k;
    }
    close(fds[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    if (!WIFEXITED(status) || (WEXITSTATUS(status) != 0 && WEXITSTATUS(status) != 2)) {
        *crashed = true;
        free(got.d);
        return false;
    }
    size_t wl;
    if (WEXITSTATUS(status) != 0 || got.n < sizeof wl || (memcpy(&wl, got.d, sizeof wl), got.n < sizeof wl + wl)) {
        free(got.d);
        return false;
    }
    static char name[64];
    snprintf(name, sizeof name, "%.*s", (int)(wl < 63 ? wl : 63), got.d + sizeof wl);
    *what = name;
    free(b->d);
    b->n = got.n - sizeof wl - wl;
    b->d = xstrndup(got.d + sizeof wl + wl, b->n);
    free(got.d);
    return true;
}

/* ---------------------------------------------------------------- findings */

static const char *findings_dir = "pipeline-findings";
static const char *dump_dir;       /* -dump: every mutant goes there too */
static FILE *report;

/* the compiler's messages of the last build (the log file), at most max bytes from its end */
static char *read_log(int fd, size_t max)
{
    off_t n = lseek(fd, 0, SEEK_END);
    if (n < 0)
        n = 0;
    size_t len = (size_t)n < max ? (size_t)n : max;
    char *s = xmalloc(len + 1);
    if (pread(fd, s, len, n - (off_t)len) < 0)
        len = 0;
    s[len] = 0;
    return s;
}

static void write_file(const char *path, const char *d, size_t n)
{
    FILE *f = fopen(path, "wb");
    if (f) {
        fwrite(d, 1, n, f);
        fclose(f);
    }
}

/* r4/r5 of issue 10 (../shared/repros) */
static const char *known_bug(const char *log)
{
    if (strstr(log, "no frame allocation found for go target"))
        return "r4";
    if (strstr(log, "was not inlined"))
        return "r5";
    return NULL;
}

static void save_finding(unsigned long long it, const char *kind, const Job *j, const char *log,
                         const char *what)
{
    mkdir(findings_dir, 0777);
    char *base = xprintf("%s/%s-%llu", findings_dir, kind, it);
    write_file(xprintf("%s.go", base), j->mutant.d, j->mutant.n);
    char *cmd = xprintf("corogo build -target=%s %s%s%s%s%s # from %s, mutations: %s\n", j->board,
                        level_flag(j->level), j->heap_none ? " -heap=none" : "",
                        j->e->pool ? xprintf(" -pool=%d", j->e->pool) : "",
                        j->e->general_pool ? xprintf(" -general-pool=%lld", j->e->general_pool) : "",
                        xprintf(" %s.go%s", base, j->e->nothers || j->e->nc ? " (+ the .flags files)" : ""),
                        j->e->path, what);
    write_file(xprintf("%s.cmd", base), cmd, strlen(cmd));
    write_file(xprintf("%s.log", base), log, strlen(log));
    const char *last = log + strlen(log);
    while (last > log && last[-1] == '\n')
        last--;
    const char *line = last;
    while (line > log && line[-1] != '\n')
        line--;
    const char *known = known_bug(log);
    fprintf(report, "pipeline_fuzz: iteration %llu: %s%s%s: %s.go\n    %s    %.*s\n", it, kind,
            known ? ", known bug " : "", known ? known : "", base, cmd, (int)(last - line), line);
}

/* remove dir and everything under it (the build children's temporary directories) */
static void remove_tree(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d)
        return;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
            continue;
        char *p = xprintf("%s/%s", dir, e->d_name);
        struct stat st;
        if (lstat(p, &st) == 0 && S_ISDIR(st.st_mode))
            remove_tree(p);
        else
            unlink(p);
        free(p);
    }
    closedir(d);
    rmdir(dir);
}

/* ---------------------------------------------------------------- -diff-run */

static bool diff_run;
static unsigned long long diff_timeouts; /* -O0 ended, the optimised build timed out (30 s) */

/* -diff-run: the mutant, linked and run at its -O level, is built at -O0 on the same board and run
 * too: same console output and exit status expected (the optimisation must not change what a
 * program does). Programs that import "time" are left out (their output may depend on time), and
 * so are runs where -O0 does not end with status 0 or 2 or a frame pool runs out. A run still
 * going after 30 s (wall time: QEMU's own pace depends on the machine's load) is counted, not
 * compared. */
static void diff_runs(unsigned long long it, const Job *j, int logfd, int ran, const char *what,
                      unsigned long long *findings, unsigned long long *compared)
{
    Job z = *j;
    z.level = 0;
    z.run_out = xprintf("%s.O0", j->run_out);
    int stage, ran0;
    int status = build_in_child(&z, logfd, &stage, &ran0);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 || ran0 == NOT_RUN) {
        char *log = read_log(logfd, 16384);
        (*findings)++;
        save_finding(it, "O0-failed", &z, log, what);
        free(log);
        return;
    }
    /* -O0 is the reference: a program that does not end cleanly there (timeout, emulator killed,
       e.g. by unbounded recursion) is not compared; nor one that runs out of a frame pool at
       either level (frame sizes differ between levels) */
    SrcFile *a = util_read_source(j->run_out), *b = util_read_source(z.run_out);
    if ((ran0 != 0 && ran0 != 2) || !a || !b || strstr(a->text, "exhausted") || strstr(b->text, "exhausted"))
        return;
    if (ran == 124) { /* the run timeout is wall time: a loaded machine can make one */
        diff_timeouts++;
        return;
    }
    (*compared)++;
    if (ran == ran0 && a->len == b->len && !memcmp(a->text, b->text, a->len))
        return;
    (*findings)++;
    char *log = xprintf("%s: exit status %d, output:\n%.*s\n-O0: exit status %d, output:\n%.*s\n"
                        "opt-mismatch: %s and -O0 differ\n", level_flag(j->level), ran,
                        (int)(a->len < 8192 ? a->len : 8192), a->text, ran0,
                        (int)(b->len < 8192 ? b->len : 8192), b->text,
                        level_flag(j->level));
    save_finding(it, "opt-mismatch", j, log, what);
    free(log);
}

/* ---------------------------------------------------------------- main */

#define MAX_KINDS 32

typedef struct KindStats {
    const char *name;
    unsigned long long n, parsed, checked, codegen, linked;
} KindStats;

static KindStats kinds[MAX_KINDS];

static KindStats *kind_stats(const char *name)
{
    for (int i = 0; i < MAX_KINDS; i++) {
        if (kinds[i].name && !strcmp(kinds[i].name, name))
            return &kinds[i];
        if (!kinds[i].name) {
            kinds[i].name = xstrdup(name);
            return &kinds[i];
        }
    }
    return &kinds[MAX_KINDS - 1];
}

static double pct(unsigned long long a, unsigned long long b)
{
    return b ? 100.0 * (double)a / (double)b : 0.0;
}

static void print_stages(FILE *out, const unsigned long long *reached, unsigned long long n)
{
    for (int s = ST_LEXED; s < ST_NUM; s++)
        fprintf(out, " %s %llu (%.1f%%)", stage_names[s], reached[s], pct(reached[s], n));
}

int main(int argc, char **argv)
{
    unsigned long long seed = 1, iters = 300, progress = 0;
    double min_codegen = 0;
    int raw_pct = 10;
    const char *target = NULL;
    Entry *corpus = NULL;
    int ncorpus = 0, ccorpus = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-seed") && i + 1 < argc)
            seed = strtoull(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "-iters") && i + 1 < argc)
            iters = strtoull(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "-progress") && i + 1 < argc)
            progress = strtoull(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "-min-codegen") && i + 1 < argc)
            min_codegen = strtod(argv[++i], NULL);
        else if (!strcmp(argv[i], "-raw") && i + 1 < argc)
            raw_pct = atoi(argv[++i]);
        else if (!strcmp(argv[i], "-target") && i + 1 < argc)
            target = argv[++i];
        else if (!strcmp(argv[i], "-findings") && i + 1 < argc)
            findings_dir = argv[++i];
        else if (!strcmp(argv[i], "-dump") && i + 1 < argc)
            dump_dir = argv[++i];
        else if (!strcmp(argv[i], "-diff-run"))
            diff_run = true;
        else {
            SrcFile *s = util_read_source(argv[i]);
            Entry e = {.path = argv[i]};
            if (!s || !read_flags(&e)) {
                fprintf(stderr, "pipeline_fuzz: cannot read %s or its .flags files\n", argv[i]);
                return 2;
            }
            e.text = (Buf){xstrndup(s->text, s->len), s->len};
            VEC_PUSH(corpus, ncorpus, ccorpus, e);
        }
    }
    if (!ncorpus) {
        fprintf(stderr, "usage: pipeline_fuzz [-seed N] [-iters N] [-target BOARD] [-progress N] "
                        "[-min-codegen PCT] [-raw PCT] [-findings DIR] [-dump DIR] [-diff-run] corpus.go...\n");
        return 2;
    }
    if (target && strcmp(target, boards[0]) && strcmp(target, boards[1])) {
        fprintf(stderr, "pipeline_fuzz: -target: %s or %s\n", boards[0], boards[1]);
        return 2;
    }
    if (!progress)
        progress = iters >= 10 ? iters / 10 : 1;
    /* the children's temporary directories go under one of ours, removed at the end (a crashed
       child leaves its own behind) */
    const char *tmpbase = getenv("TMPDIR");
    char *work = xprintf("%s/pipeline-fuzz-XXXXXX", tmpbase && *tmpbase ? tmpbase : "/tmp");
    if (!mkdtemp(work)) {
        fprintf(stderr, "pipeline_fuzz: cannot create %s: %s\n", work, strerror(errno));
        return 2;
    }
    setenv("TMPDIR", work, 1);
    char *logpath = xprintf("%s/build.log", work);
    int logfd = open(logpath, O_RDWR | O_CREAT | O_TRUNC, 0600);
    shared_stage = mmap(NULL, 2 * sizeof *shared_stage, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (logfd < 0 || shared_stage == MAP_FAILED)
        return 2;
    /* from here on the compiler's diagnostics (expected by the thousand) go nowhere; this program's
       own report and sanitizer reports (written to fd 2 directly) stay visible */
    report = fdopen(dup(2), "w");
    FILE *null = fopen("/dev/null", "w");
    if (!report || !null)
        return 2;
    setvbuf(report, NULL, _IOLBF, 0);
    stderr = null;

    uint64_t rng = seed * 0x9E3779B97F4A7C15ull + 1;
    unsigned long long reached[ST_NUM] = {0}, rejected_by_link = 0, findings = 0, known = 0, diffs = 0;
    unsigned long long linked_at[2][5] = {{0}};
    struct timespec t0;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (unsigned long long it = 0; it < iters; it++) {
        const Entry *e = &corpus[mutate_pick(&rng, (size_t)ncorpus)];
        Job j = {.e = e, .mutant = {xstrndup(e->text.d, e->text.n), e->text.n}};
        int bi = target ? (strcmp(target, boards[0]) ? 1 : 0) : (int)mutate_pick(&rng, 2);
        int li = (int)mutate_pick(&rng, 5);
        j.board = target ? target : boards[bi];
        j.level = levels[li];
        j.heap_none = e->heap_none || mutate_pick(&rng, 10) == 0;
        char what[256] = "";
        int nmut = 1 + (int)mutate_pick(&rng, 2);
        bool analysis_crash = false;
        for (int k = 0; k < nmut && !analysis_crash; k++) {
            const char *w = NULL;
            if ((int)mutate_pick(&rng, 100) < raw_pct ||
                !grammar_mutation(&j.mutant, e, &rng, &w, &analysis_crash)) {
                if (analysis_crash)
                    break;
                w = mutate_raw(&j.mutant, &rng);
            }
            snprintf(what + strlen(what), sizeof what - strlen(what), "%s%s", k ? "+" : "", w);
        }
        if (analysis_crash) {
            /* the mutation process died on the mutant so far (j.mutant): in the parser or the
               checker, corogo build dies too; else it is the mutator's own bug */
            findings++;
            save_finding(it, "analysis-crash", &j, "the mutation process (parser, checker, mutate.c) "
                         "crashed on this program: build it with corogo to tell which\n", what);
            free(j.mutant.d);
            continue;
        }
        if (dump_dir) {
            mkdir(dump_dir, 0777);
            char *p = xprintf("%s/%llu-%s.go", dump_dir, it, what);
            write_file(p, j.mutant.d, j.mutant.n);
            free(p);
        }
        KindStats *ks = kind_stats(strchr(what, '+') ? strrchr(what, '+') + 1 : what);
        ks->n++;

        /* -diff-run: programs whose output does not depend on time, not built at -O0 */
        bool diff = diff_run && j.level != 0 && !strstr(e->text.d, "\"time\"");
        j.run_out = diff ? xprintf("%s/run-opt.out", work) : NULL;
        int stage, ran;
        int status = build_in_child(&j, logfd, &stage, &ran);
        bool ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
        if (ok)
            stage = ST_NUM - 1;
        for (int s = ST_LEXED; s <= stage && s < ST_NUM; s++)
            reached[s]++;
        if (stage >= ST_PARSED)
            ks->parsed++;
        if (stage >= ST_CHECKED)
            ks->checked++;
        if (stage >= ST_PARSED + BUILD_CODEGEN)
            ks->codegen++;
        if (ok) {
            ks->linked++;
            linked_at[bi][li]++;
        }
        if (ok) {
            /* fine */
        } else if (WIFEXITED(status) && WEXITSTATUS(status) == 1) {
            if (stage == ST_PARSED + BUILD_FRAMES) {
                rejected_by_link++;
                if (rejected_by_link <= 5) {
                    char *log = read_log(logfd, 4096);
                    save_finding(it, "link-rejected", &j, log, what);
                    free(log);
                }
            }
        } else {
            findings++;
            char *log = read_log(logfd, 16384);
            const char *kind = WIFSIGNALED(status)
                                   ? (WTERMSIG(status) == SIGALRM || WTERMSIG(status) == SIGXCPU ? "timeout" : "crash")
                                   : WEXITSTATUS(status) == 3 ? "internal-error" : "bad-exit";
            known += known_bug(log) != NULL;
            save_finding(it, kind, &j, log, what);
            free(log);
        }
        if (ok && diff && ran != NOT_RUN)
            diff_runs(it, &j, logfd, ran, what, &findings, &diffs);
        free(j.mutant.d);
        if ((it + 1) % progress == 0 || it + 1 == iters) {
            struct timespec t;
            clock_gettime(CLOCK_MONOTONIC, &t);
            fprintf(report, "pipeline_fuzz: %llu/%llu (%.0f s):", it + 1, iters,
                    (double)(t.tv_sec - t0.tv_sec) + (double)(t.tv_nsec - t0.tv_nsec) / 1e9);
            print_stages(report, reached, it + 1);
            fprintf(report, "; %llu findings\n", findings);
        }
    }
    remove_tree(work);

    printf("pipeline_fuzz: seed %llu, %llu mutants; stages reached:\n", seed, iters);
    for (int s = ST_LEXED; s < ST_NUM; s++)
        printf("  %-8s %6llu  %5.1f%%\n", stage_names[s], reached[s], pct(reached[s], iters));
    printf("linked per board and level (-O0 -O1 -O2 -Os -Oz):\n");
    for (int b = 0; b < 2; b++)
        printf("  %-13s %llu %llu %llu %llu %llu\n", boards[b], linked_at[b][0], linked_at[b][1],
               linked_at[b][2], linked_at[b][3], linked_at[b][4]);
    printf("by last mutation: mutants, parsed, checked, codegen, linked\n");
    for (int i = 0; i < MAX_KINDS && kinds[i].name; i++)
        printf("  %-20s %6llu %5.1f%% %5.1f%% %5.1f%% %5.1f%%\n", kinds[i].name, kinds[i].n,
               pct(kinds[i].parsed, kinds[i].n), pct(kinds[i].checked, kinds[i].n), pct(kinds[i].codegen, kinds[i].n),
               pct(kinds[i].linked, kinds[i].n));
    printf("rejected only by the link: %llu; findings: %llu (%llu of the known bugs r4/r5)%s%s\n",
           rejected_by_link, findings, known, findings ? ", saved in " : "", findings ? findings_dir : "");
    if (diff_run)
        printf("-diff-run: %llu mutants run at their level and at -O0 and compared; %llu timed out "
               "(30 s) only at their level, not compared\n", diffs, diff_timeouts);
    int fail = findings > 0;
    double cg = pct(reached[ST_PARSED + BUILD_CODEGEN], iters);
    if (iters >= 100 && cg < min_codegen) { /* a fuzzer that does not reach codegen tests little */
        printf("pipeline_fuzz: only %.1f%% of the mutants reached codegen (at least %.1f%% expected): "
               "the corpus, the mutations or the front end are broken\n", cg, min_codegen);
        fail = 1;
    }
    return fail;
}
