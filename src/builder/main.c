/* main.c - the corogo command line (Go-style flags: -flag=value, -flag value, --flag): hand the
 * package (a directory or files; build tags from the board, "corogo" and -tags) to the pipeline in
 * build.c (load the packages -> check -> taint -> codegen -> passes -> frames -> object -> link),
 * then for `run` run the image under the board's emulator.
 * Exit status: 0 ok, 1 errors in the program (or a failed link), 2 usage errors, 3 internal errors
 * (an LLVM verifier failure or any other compiler bug), and for `run` the firmware's own status
 * (124 after a timeout). */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "corogo.h"

#define COROGO_VERSION "0.1.0"
#define DEFAULT_OPT 's'     /* firmware is size-bound: -Os unless told otherwise */
#define DEFAULT_TIMEOUT 60  /* seconds, corogo run */

static void usage(void)
{
    fputs("usage: corogo <command> [flags] [files]\n"
          "\n"
          "commands:\n"
          "  build -target=BOARD [-o OUT] [flags] FILES...   compile to firmware (.elf, .bin, .hex or .uf2\n"
          "                                                  by OUT's suffix)\n"
          "  run -target=BOARD [-timeout=SECONDS] [-icount] [-o OUT.elf] [flags] FILES... [ARGS...]\n"
          "                                                  build and run under the board's emulator;\n"
          "                                                  ARGS: os.Args[1:], baked into the image\n"
          "                                                  (-o: keep the image run)\n"
          "  flash -target=BOARD [-programmer] [flags] FILES...\n"
          "                                                  build and run the board's \"flash\" command\n"
          "                                                  (openocd, pyocd, a UF2 copy...); -programmer:\n"
          "                                                  print that command instead of running it\n"
          "  gdb -target=BOARD [-gdb-script=FILE] [flags] FILES...\n"
          "                                                  build, start the emulator stopped and gdb-multiarch\n"
          "                                                  on it at main.main (info goroutines: docs/debugging.md)\n"
          "  test -target=BOARD[,BOARD] [-v] [-run P] [-count N] [-timeout D] [-failfast] [-short] [-json]\n"
          "       [-bench P] [-benchtime D|Nx] [-icount] [DIRS...]\n"
          "                                                  run a package's tests on the emulator, go test's\n"
          "                                                  output (docs/testing.md)\n"
          "  info -target=BOARD [-tags=a,b]                  the board's triple, GOOS, GOARCH, build tags, GOROOT\n"
          "  clean                                           remove temporary directories runs left behind,\n"
          "                                                  the merged GOROOT and the go list cache\n"
          "  targets                                         list the boards and their chips\n"
          "  env -target=BOARD [-tags=a,b]                   the go command's view of a build, in go env style\n"
          "  vet -target=BOARD [-tags=a,b] [PACKAGES|FILES]  go vet with that view (default: .), outside a\n"
          "                                                  module in GOPATH mode as corogo builds it\n"
          "  version                                         print the version\n"
          "  help                                            this text\n"
          "\n"
          "FILES: the .go files of package main, or one directory holding it (./dir, ./cmd/app); its\n"
          "imports are found like go build does (go.mod above it: module packages; else\n"
          "runtime-baremetal/lib or a built-in package); also .c files (compiled for the board),\n"
          ".o/.a files (linked), .ll/.bc files (LLVM IR linked into the module)\n"
          "\n"
          "flags:\n"
          "  -target=BOARD       the board (see corogo targets), or path/to/board.json for a\n"
          "                      board outside the repository; required\n"
          "  -o OUT              output file (default: first file's name with .elf)\n"
          "  -O0 -O1 -O2 -Os -Oz optimisation level (default -Os); -opt=0|1|2|s|z the same\n"
          "  -panic=print|trap   print: a panic prints its message and where it was raised (default);\n"
          "                      trap: panics of compiled code trap at once (the smallest image)\n"
          "  -ldflags=\"-X importpath.name=value\"  set a string package variable (Go's linker flag)\n"
          "  -g, -no-debug       DWARF for Go code in the ELF (default -g; never in flash)\n"
          "  -tags=a,b           build tags added to the board's (for //go:build lines)\n"
          "  -pool=N             default frame-pool slots per go target\n"
          "  -general-pool=SIZE  bytes for frames that are neither elided nor a go target's (K/M suffix)\n"
          "  -heap=SIZE|none     bytes of the Go heap (default: -gc=conservative the RAM left,\n"
          "                      -gc=leaking 64 KiB); none: reject run-time allocations\n"
          "  -gc=conservative|leaking  the Go heap: a mark-sweep collector (default) or a bump\n"
          "                      arena that never frees\n"
          "  -stack-size=SIZE    bytes of the main stack (sync code, interrupt handlers; K/M suffix;\n"
          "                      default: the board's \"stack-size\")\n"
          "  -size=short|full    after building: flash/RAM use; full: every coroutine frame and\n"
          "                      the flash per package too\n"
          "  -timeout=SECONDS    run: kill the emulator after this long (default 60, 0 = never)\n"
          "  -icount             run: deterministic time, the board's \"emulator-icount\" arguments\n"
          "                      (QEMU -icount shift=0,sleep=off: 1 instruction = 1 ns, idle skipped);\n"
          "                      build ignores it, so one list of flags serves both commands\n"
          "  -e                  report every error (default: stop after 50)\n"
          "  -verify             run the LLVM verifier on the generated module\n"
          "  -init-at-startup    run every package initialiser at start-up (default: what can run\n"
          "                      at compile time becomes static data; docs/memory.md)\n"
          "  -print-taint        print which functions can suspend, then stop\n"
          "  -print-allocs=REGEX print (to stderr) every heap allocation site in functions whose\n"
          "                      name matches REGEX, with why it is on the heap (docs/memory.md)\n"
          "  -main-package=NAME  the main package's files say package NAME (corogo test's copies)\n"
          "  -deps=FILE          write the path of every Go file the program was built from to FILE,\n"
          "                      one a line (corogo test's build cache)\n"
          "  -arg=ARG            one more of the program's arguments (os.Args[1:]), repeatable\n"
          "  -print-ir           print the optimised LLVM IR to stdout, then stop\n"
          "  -emit-llvm          write the LLVM IR before the passes to OUT (default NAME.ll), then stop\n"
          "  -emit-llvm-after    write the LLVM IR after the passes to OUT (default NAME.ll), then stop\n",
          stderr);
}

static _Noreturn void usage_error(const char *fmt, const char *arg)
{
    fputs("corogo: error: ", stderr);
    fprintf(stderr, fmt, arg);
    fputs("\nrun 'corogo help' for usage\n", stderr);
    exit(2);
}

/* ---------------------------------------------------------------- options */

typedef struct Options {
    const char *target, *out;
    int optlevel;
    int timeout;
    int pool;
    long long general_pool, heap; /* -1: the default */
    long long stack_size;         /* 0: the board's */
    bool heap_none;
    int gc;                       /* GC_DEFAULT, GC_CONSERVATIVE, GC_LEAKING */
    const char *size;             /* NULL, "short" or "full" */
    const char *print_allocs;     /* -print-allocs=REGEX */
    const char *main_name;        /* -main-package=NAME (corogo test's) */
    const char *deps;             /* -deps=FILE (corogo test's) */
    bool verify, print_taint, print_ir, emit_llvm, emit_llvm_after, init_at_startup;
    bool icount;                  /* -icount: used by run only */
    bool flash, programmer;       /* the flash command; its -programmer (print, do not run) */
    bool panic_trap;              /* -panic=trap */
    const char *gdb_script;       /* gdb: -gdb-script=FILE (batch mode) */
    const char **xvars;           /* -ldflags "-X importpath.name=value" */
    int nxvars, cxvars;
    bool no_debug;                /* -no-debug (-g: the default, accepted) */
    const char **go_files, **c_files, **obj_files, **ir_files;
    int ngo, cgo, nc, cc, nobj, cobj, nir, cir;
    const char *dir;          /* a directory given as the package */
    const char **tags;        /* -tags=a,b */
    int ntags, ctags;
    char *prog_args;          /* os.Args[1:]: "\x1f" before each (run's arguments, -arg=ARG) */
} Options;

static bool ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), k = strlen(suffix);
    return n >= k && !strcmp(s + n - k, suffix);
}

static bool is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static int parse_count(const char *flag, const char *v, int min)
{
    char *end;
    errno = 0;
    long n = strtol(v, &end, 10);
    if (errno || end == v || *end || n < min || n > 1000000)
        usage_error("bad value for -%s", flag);
    return (int)n;
}

/* "4096", "4K", "64KB", "1M" -> bytes; -1 if malformed */
static long long parse_size(const char *v)
{
    char *end;
    errno = 0;
    long long n = strtoll(v, &end, 10);
    if (errno || end == v || n < 0)
        return -1;
    long long mul = 1;
    if (*end == 'K' || *end == 'k')
        mul = 1024, end++;
    else if (*end == 'M' || *end == 'm')
        mul = 1024 * 1024, end++;
    if (mul > 1 && (*end == 'B' || *end == 'b'))
        end++;
    if (*end || n > ((1LL << 32) - 1) / mul) /* in 64 bits: a 32-bit target's size never wraps */
        return -1;
    return n * mul;
}

static void add_input(Options *o, const char *arg)
{
    if (is_dir(arg)) {
        if (o->dir || o->ngo)
            usage_error("give either one directory or .go files, not both (%s)", arg);
        o->dir = arg; /* package.c lists its files */
    } else if (ends_with(arg, ".go")) {
        if (o->dir)
            usage_error("give either one directory or .go files, not both (%s)", arg);
        VEC_PUSH(o->go_files, o->ngo, o->cgo, arg);
    } else if (ends_with(arg, ".c")) {
        VEC_PUSH(o->c_files, o->nc, o->cc, arg);
    } else if (ends_with(arg, ".o") || ends_with(arg, ".a")) {
        VEC_PUSH(o->obj_files, o->nobj, o->cobj, arg);
    } else if (ends_with(arg, ".ll") || ends_with(arg, ".bc")) {
        VEC_PUSH(o->ir_files, o->nir, o->cir, arg);
    } else {
        usage_error("don't know what to do with %s (expected .go, .c, .o, .a, .ll, .bc or a directory)", arg);
    }
}

/* -tags=a,b (Go's form; spaces separate too) */
static void add_tags(Options *o, const char *val)
{
    for (const char *s = val; *s;) {
        size_t n = strcspn(s, ", ");
        if (n)
            VEC_PUSH(o->tags, o->ntags, o->ctags, xstrndup(s, n));
        s += n + (s[n] != 0);
    }
}

/* -ldflags "-X importpath.name=value ...": Go's linker flag (also -X=importpath.name=value); the
   only one corogo takes */
static void add_ldflags(Options *o, const char *val)
{
    const char *s = val;
    for (;;) {
        while (*s == ' ' || *s == '\t')
            s++;
        if (!*s)
            return;
        size_t n = strcspn(s, " \t");
        char *word = xstrndup(s, n);
        s += n;
        const char *def = NULL;
        if (!strcmp(word, "-X") || !strcmp(word, "--X")) {
            while (*s == ' ' || *s == '\t')
                s++;
            n = strcspn(s, " \t");
            def = n ? xstrndup(s, n) : NULL;
            s += n;
        } else if (!strncmp(word, "-X=", 3)) {
            def = word + 3;
        } else {
            usage_error("-ldflags: %s is not supported (only -X importpath.name=value)", word);
        }
        const char *eq = def ? strchr(def, '=') : NULL, *dot = eq ? memchr(def, '.', (size_t)(eq - def)) : NULL;
        if (!eq || !dot)
            usage_error("-ldflags: -X needs importpath.name=value (%s)", def ? def : "nothing");
        /* the last dot before '=' ends the import path (paths have dots: example.com/m.Version) */
        VEC_PUSH(o->xvars, o->nxvars, o->cxvars, def);
    }
}

/* an argument of the program (os.Args[1:]), baked into the image as the package variable
   os.progargs (lib/os splits it) */
static void add_prog_arg(Options *o, const char *a)
{
    char *p = xprintf("%s\x1f%s", o->prog_args ? o->prog_args : "", a);
    free(o->prog_args);
    o->prog_args = p;
}

/* an input that only names a file of the program: a directory, .go, .c, ... */
static bool is_input(const char *a)
{
    static const char *const exts[] = {".go", ".c", ".o", ".a", ".ll", ".bc"};
    for (size_t k = 0; k < sizeof exts / sizeof *exts; k++)
        if (ends_with(a, exts[k]))
            return true;
    return is_dir(a);
}

/* Go-style flags, interleaved with the inputs; "--" ends the flags. run, like `go run`: the
   first word after the program's files that names no file of the program starts its arguments
   (os.Args[1:]); flags after it are corogo's still */
static void parse_args(Options *o, int argc, char **argv, bool run)
{
    o->optlevel = DEFAULT_OPT;
    o->timeout = DEFAULT_TIMEOUT;
    o->general_pool = -1;
    o->heap = -1;
    bool flags_done = false, in_args = false;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (flags_done || a[0] != '-' || a[1] == 0) {
            if (run && (in_args || ((o->ngo || o->dir) && !is_input(a)))) {
                in_args = true;
                add_prog_arg(o, a);
            } else {
                add_input(o, a);
            }
            continue;
        }
        if (!strcmp(a, "--")) {
            flags_done = true;
            continue;
        }
        const char *name = a + (a[1] == '-' ? 2 : 1);
        const char *eq = strchr(name, '=');
        char *key = eq ? xstrndup(name, (size_t)(eq - name)) : xstrdup(name);
        const char *val = eq ? eq + 1 : NULL;

        /* boolean flags (-x or -x=true/false) */
        static const char *const bools[] = {"verify", "print-taint", "print-ir", "emit-llvm",
                                            "emit-llvm-after", "init-at-startup"};
        bool *bool_dst[] = {&o->verify, &o->print_taint, &o->print_ir, &o->emit_llvm,
                            &o->emit_llvm_after, &o->init_at_startup};
        bool handled = false;
        for (size_t k = 0; k < sizeof bools / sizeof bools[0]; k++)
            if (!strcmp(key, bools[k])) {
                if (!val || !strcmp(val, "true") || !strcmp(val, "1"))
                    *bool_dst[k] = true;
                else if (!strcmp(val, "false") || !strcmp(val, "0"))
                    *bool_dst[k] = false;
                else
                    usage_error("bad value for -%s (true or false)", key);
                handled = true;
            }
        if (handled)
            continue;
        if (!strcmp(key, "e") && !val) { /* Go's compiler flag: every error, no limit */
            diag_no_error_limit();
            continue;
        }
        if (!strcmp(key, "icount") && !val) {
            o->icount = true;
            continue;
        }
        if (o->flash && !strcmp(key, "programmer") && !val) {
            o->programmer = true;
            continue;
        }
        if ((!strcmp(key, "no-debug") || !strcmp(key, "g")) && !val) {
            o->no_debug = !strcmp(key, "no-debug");
            continue;
        }
        static const struct { const char *flag; int level; } levels[] = {
            {"O0", 0}, {"O1", 1}, {"O2", 2}, {"Os", 's'}, {"Oz", 'z'},
        };
        for (size_t k = 0; k < sizeof levels / sizeof levels[0]; k++)
            if (!strcmp(key, levels[k].flag) && !val) {
                o->optlevel = levels[k].level;
                handled = true;
            }
        if (handled)
            continue;

        /* flags with a value (-x=v or -x v) */
        bool takes_value = !strcmp(key, "target") || !strcmp(key, "o") || !strcmp(key, "pool") ||
                           !strcmp(key, "general-pool") || !strcmp(key, "heap") || !strcmp(key, "gc") ||
                           !strcmp(key, "stack-size") || !strcmp(key, "panic") || !strcmp(key, "opt") || !strcmp(key, "ldflags") ||
                           !strcmp(key, "size") || !strcmp(key, "tags") || !strcmp(key, "print-allocs") ||
                           !strcmp(key, "main-package") || !strcmp(key, "deps") || !strcmp(key, "arg") ||
                           (run && (!strcmp(key, "timeout") || !strcmp(key, "gdb-script")));
        if (!takes_value)
            usage_error("unknown flag %s", a);
        if (!val) {
            if (i + 1 >= argc)
                usage_error("flag %s needs a value", a);
            val = argv[++i];
        }
        if (!strcmp(key, "target"))
            o->target = val;
        else if (!strcmp(key, "o"))
            o->out = val;
        else if (!strcmp(key, "tags"))
            add_tags(o, val);
        else if (!strcmp(key, "print-allocs"))
            o->print_allocs = val;
        else if (!strcmp(key, "main-package"))
            o->main_name = val;
        else if (!strcmp(key, "deps"))
            o->deps = val;
        else if (!strcmp(key, "arg"))
            add_prog_arg(o, val);
        else if (!strcmp(key, "pool"))
            o->pool = parse_count("pool", val, 1);
        else if (!strcmp(key, "general-pool")) {
            if ((o->general_pool = parse_size(val)) < 0)
                usage_error("bad value for -general-pool: %s (bytes, K or M suffix)", val);
        } else if (!strcmp(key, "heap")) {
            o->heap_none = !strcmp(val, "none");
            o->heap = o->heap_none ? 0 : parse_size(val);
            if (o->heap < 0)
                usage_error("bad value for -heap: %s (bytes, K or M suffix, or none)", val);
        } else if (!strcmp(key, "gc")) {
            if (!strcmp(val, "conservative"))
                o->gc = GC_CONSERVATIVE;
            else if (!strcmp(val, "leaking"))
                o->gc = GC_LEAKING;
            else
                usage_error("bad value for -gc: %s (conservative or leaking)", val);
        } else if (!strcmp(key, "stack-size")) {
            if ((o->stack_size = parse_size(val)) <= 0)
                usage_error("bad value for -stack-size: %s (bytes, K or M suffix, more than 0)", val);
        } else if (!strcmp(key, "ldflags")) {
            add_ldflags(o, val);
        } else if (!strcmp(key, "gdb-script")) {
            o->gdb_script = val;
        } else if (!strcmp(key, "panic")) {
            if (strcmp(val, "print") && strcmp(val, "trap"))
                usage_error("bad value for -panic: %s (print or trap)", val);
            o->panic_trap = !strcmp(val, "trap");
        } else if (!strcmp(key, "opt")) { /* TinyGo's spelling of -O */
            static const char *const opts[] = {"0", "1", "2", "s", "z"};
            static const int levels[] = {0, 1, 2, 's', 'z'};
            size_t k = 0;
            while (k < 5 && strcmp(val, opts[k]))
                k++;
            if (k == 5)
                usage_error("bad value for -opt: %s (0, 1, 2, s or z)", val);
            o->optlevel = levels[k];
        } else if (!strcmp(key, "size")) {
            if (strcmp(val, "short") && strcmp(val, "full"))
                usage_error("bad value for -size: %s (short or full)", val);
            o->size = val;
        }
        else
            o->timeout = parse_count("timeout", val, 0);
    }
    if (o->prog_args)
        VEC_PUSH(o->xvars, o->nxvars, o->cxvars, xprintf("os.progargs=%s", o->prog_args));
    if (!o->target)
        usage_error("%s: missing -target=BOARD (corogo targets lists the boards)", run ? "run" : "build");
    if (!o->ngo && !o->dir && !o->nir)
        usage_error("%s: no Go files given", run ? "run" : "build");
    if (run && o->out && !ends_with(o->out, ".elf"))
        usage_error("run -o %s: the image run is an ELF (-o FILE.elf keeps it; without -o it goes to a temporary directory)", o->out);
    if (o->flash && o->out)
        usage_error("%s", "flash: -o is not used (the images go to a temporary directory)");
    /* the image's format is its suffix; a name that says none would get an ELF by surprise */
    if (o->out && !o->emit_llvm && !o->emit_llvm_after && !ends_with(o->out, ".elf") &&
        !ends_with(o->out, ".bin") && !ends_with(o->out, ".hex") && !ends_with(o->out, ".uf2"))
        usage_error("-o %s: unknown image format (the suffix says it: .elf, .bin, .hex or .uf2)", o->out);
}

/* ---------------------------------------------------------------- pipeline */

/* "dir/hello.go" -> "hello" */
static char *base_name(const char *path)
{
    const char *s = path + strlen(path);
    while (s > path && s[-1] == '/')
        s--;
    const char *end = s;
    while (s > path && s[-1] != '/')
        s--;
    const char *dot = NULL;
    for (const char *p = s; p < end; p++)
        if (*p == '.')
            dot = p;
    if (dot && dot != s && !is_dir(path))
        end = dot;
    if (end == s)
        return xstrdup("main");
    return xstrndup(s, (size_t)(end - s));
}

/* the board's "flash" argv with {elf} {hex} {bin} {uf2} replaced by the images made from elf */
static const char **flash_argv(const Board *b, const char *elf, const char *base)
{
    /* placeholder, file suffix, llvm-objcopy's format (NULL: uf2.c) */
    static const char *const formats[][3] = {{"{hex}", "hex", "ihex"}, {"{bin}", "bin", "binary"},
                                             {"{uf2}", "uf2", NULL}};
    const char **argv = xmalloc(sizeof(char *) * (size_t)(b->nflash + 1));
    for (int i = 0; i < b->nflash; i++) {
        char *a = xstrdup(b->flash[i]), *at;
        while ((at = strstr(a, "{elf}")))
            a = xprintf("%.*s%s%s", (int)(at - a), a, elf, at + 5);
        for (size_t k = 0; k < sizeof formats / sizeof formats[0]; k++) {
            if (!strstr(a, formats[k][0]))
                continue;
            char *img = xprintf("%s/%s.%s", link_tempdir(), base, formats[k][1]);
            if (access(img, R_OK) != 0 && !(formats[k][2] ? link_objcopy(elf, img, formats[k][2])
                                                          : uf2_write(elf, img, (uint32_t)b->uf2_family_id)))
                return NULL;
            while ((at = strstr(a, formats[k][0])))
                a = xprintf("%.*s%s%s", (int)(at - a), a, img, at + 5);
        }
        argv[i] = a;
    }
    argv[b->nflash] = NULL;
    return argv;
}

static void print_command(const char *const *argv)
{
    for (int i = 0; argv[i]; i++) {
        bool quote = !*argv[i] || strpbrk(argv[i], " \t'\"$\\{}*?;&|<>()");
        if (quote) {
            putchar('\'');
            for (const char *c = argv[i]; *c; c++)
                fputs(*c == '\'' ? "'\\''" : (char[]){*c, 0}, stdout);
            putchar('\'');
        } else {
            fputs(argv[i], stdout);
        }
        putchar(argv[i + 1] ? ' ' : '\n');
    }
}

enum { CMD_BUILD, CMD_RUN, CMD_GDB, CMD_FLASH };

static int cmd_build(int argc, char **argv, int cmd)
{
    bool run = cmd == CMD_RUN || cmd == CMD_GDB, flash = cmd == CMD_FLASH;
    Options o = {0};
    o.flash = flash;
    parse_args(&o, argc, argv, run);
    const Board *b = target_load(o.target);
    if (!b)
        exit(2);
    const char *names[3] = {"-heap", "-general-pool", "-stack-size"};
    long long sizes[3] = {o.heap, o.general_pool, o.stack_size};
    for (int i = 0; i < 3; i++)
        if (sizes[i] > b->ram_size) {
            fprintf(stderr, "corogo: error: %s=%lld bytes does not fit in the %lld bytes of RAM of %s\n",
                    names[i], sizes[i], b->ram_size, b->name);
            exit(2);
        }
    if (run && o.icount && !b->nemulator_icount) {
        fprintf(stderr, "corogo: error: -icount: board %s has no \"emulator-icount\" in its board.json\n",
                b->name);
        exit(2);
    }
    if (flash && !b->nflash) {
        fprintf(stderr, "corogo: error: board %s has no \"flash\" command in its board.json (no programmer)\n",
                b->name);
        exit(2);
    }
    BuildOptions bo = {.board = b, .c_files = o.c_files, .nc = o.nc, .obj_files = o.obj_files,
                       .nobj = o.nobj, .ir_files = o.ir_files, .nir = o.nir, .out = o.out,
                       .optlevel = o.optlevel, .pool = o.pool, .general_pool = o.general_pool,
                       .heap = o.heap, .heap_none = o.heap_none, .gc = o.gc, .stack_size = o.stack_size,
                       .size = o.size, .print_allocs = o.print_allocs, .main_name = o.main_name, .deps = o.deps,
                       .verify = o.verify, .print_taint = o.print_taint, .print_ir = o.print_ir,
                       .emit_llvm = o.emit_llvm, .emit_llvm_after = o.emit_llvm_after, .init_at_startup = o.init_at_startup, .run = run || flash,
                       .panic_trap = o.panic_trap, .no_debug = o.no_debug,
                       .xvars = (const char *const *)o.xvars, .nxvars = o.nxvars};
#ifndef NDEBUG
    bo.verify = true;
#endif
    /* the packages are loaded with the board's tags, "corogo" and -tags */
    BuildTags tags;
    target_build_tags(b, (const char *const *)o.tags, o.ntags, &tags);
    bo.dir = o.dir;
    bo.go_files = (const char *const *)o.go_files;
    bo.ngo_files = o.ngo;
    bo.tags = &tags;
    /* output names come from the package: its directory ("." names the output after the
       directory itself, like go build), else its first .go file, else the IR */
    char real_dir[PATH_MAX];
    const char *dir = o.dir && realpath(o.dir, real_dir) ? real_dir : o.dir;
    bo.base = base_name(dir ? dir : o.ngo ? o.go_files[0] : o.ir_files[0]);
    const char *elf;
    int status = build_firmware(&bo, &elf);
    if (!status && flash && elf) {
        const char **fargv = flash_argv(b, elf, bo.base);
        if (!fargv)
            return 1;
        if (o.programmer) {
            print_command(fargv);
            return 0;
        }
        const char *tool = link_find_tool(fargv[0], NULL);
        if (!tool)
            return 1;
        fargv[0] = tool;
        int rc = link_spawn(fargv);
        if (rc != 0)
            fprintf(stderr, "corogo: error: the programmer %s failed (exit status %d)\n", b->flash[0], rc);
        return rc != 0;
    }
    if (status || !run || !elf)
        return status;
    if (cmd == CMD_GDB)
        return gdb_firmware(b, elf, o.gdb_script);
    status = o.icount ? run_firmware_args(b, elf, o.timeout, b->emulator_icount, b->nemulator_icount)
                      : run_firmware(b, elf, o.timeout);
    return status < 0 ? 1 : status;
}

/* the Go distribution whose standard library corogo reads: `go env GOROOT` (NULL: no go) */
static char *goroot(void)
{
    FILE *p = popen("go env GOROOT 2>/dev/null", "r");
    char line[PATH_MAX];
    char *r = p && fgets(line, sizeof line, p) ? xstrndup(line, strcspn(line, "\n")) : NULL;
    if (p && pclose(p) != 0) {
        free(r);
        r = NULL;
    }
    return r && *r ? r : NULL;
}

/* `corogo info -target=BOARD [-tags=a,b]`: what a build for the board is, in tinygo info's shape */
static int cmd_info(int argc, char **argv)
{
    const char *target = NULL;
    Options o = {0};
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i] + (argv[i][0] == '-' && argv[i][1] == '-');
        if (!strncmp(a, "-target=", 8))
            target = a + 8;
        else if (!strcmp(a, "-target") && i + 1 < argc)
            target = argv[++i];
        else if (!strncmp(a, "-tags=", 6))
            add_tags(&o, a + 6);
        else
            usage_error("info: unknown argument %s (info -target=BOARD [-tags=a,b])", argv[i]);
    }
    if (!target)
        usage_error("%s", "info: missing -target=BOARD (corogo targets lists the boards)");
    const Board *b = target_load(target);
    if (!b)
        return 2;
    BuildTags tags;
    target_build_tags(b, (const char *const *)o.tags, o.ntags, &tags);
    char *root = goroot();
    printf("LLVM triple:       %s\n", b->llvm_target);
    /* what the standard library is built as (runtime-baremetal/lib/runtime: runtime.GOOS, GOARCH) */
    printf("GOOS:              %s\n", tags.goos);
    printf("GOARCH:            %s\n", tags.goarch);
    printf("build tags:       ");
    for (int i = 0; i < tags.ntags; i++)
        printf(" %s", tags.tags[i]);
    printf("\n");
    printf("garbage collector: conservative (-gc=leaking: an arena)\n");
    printf("scheduler:         stackless coroutines, frames in static pools\n");
    printf("GOROOT:            %s\n", root ? root : "(not found: go env GOROOT failed)");
    printf("corogo root:       %s\n", paths_root());
    free(root);
    return 0;
}

/* `corogo env`: GOROOT (the merged tree), GOOS, GOARCH, the tags and the replaced packages, in
   `go env`'s form, so that `eval $(corogo env -target=B)` points go vet and editors at the same view */
static int cmd_env(int argc, char **argv)
{
    const char *target = NULL;
    char **tags = NULL;
    int ntags = 0, cap = 0;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i] + (!strncmp(argv[i], "--", 2));
        if (!strncmp(a, "-target=", 8))
            target = a + 8;
        else if (!strcmp(a, "-target") && i + 1 < argc)
            target = argv[++i];
        else if (!strncmp(a, "-tags=", 6) || (!strcmp(a, "-tags") && i + 1 < argc)) {
            const char *v = a[5] == '=' ? a + 6 : argv[++i];
            for (const char *s = v; *s;) {
                size_t n = strcspn(s, ", ");
                if (n)
                    VEC_PUSH(tags, ntags, cap, xstrndup(s, n));
                s += n + (s[n] != 0);
            }
        } else
            usage_error("env: unknown argument %s", argv[i]);
    }
    if (!target)
        usage_error("%s", "env: -target=BOARD is required (corogo targets lists the boards)");
    const Board *b = target_load(target);
    if (!b)
        return 2;
    BuildTags bt;
    target_build_tags(b, (const char *const *)tags, ntags, &bt);
    const char *goroot = goroot_merged();
    if (!goroot)
        return 1;
    StrBuf t = {0};
    for (int i = 0; i < bt.ntags; i++)
        strbuf_printf(&t, "%s%s", i ? "," : "", bt.tags[i]);
    int nrep;
    char **rep = goroot_replaced(&nrep);
    StrBuf r = {0};
    for (int i = 0; i < nrep; i++)
        strbuf_printf(&r, "%s%s", i ? " " : "", rep[i]);
    printf("GOROOT=\"%s\"\nGOOS=\"%s\"\nGOARCH=\"%s\"\nCGO_ENABLED=\"0\"\nGOFLAGS=\"-tags=%s\"\n"
           "COROGO_TAGS=\"%s\"\nCOROGO_REPLACED=\"%s\"\n",
           goroot, bt.goos, bt.goarch, strbuf_str(&t), strbuf_str(&t), strbuf_str(&r));
    return 0;
}

/* `corogo vet -target=BOARD [-tags=a,b] [PACKAGES|FILES]`: go vet with corogo env's view, and, when
   the current directory is in no module, in GOPATH mode (GO111MODULE=off, as corogo's own go list
   runs), so that `corogo vet ./dir` checks a directory outside a module as `corogo build ./dir`
   builds it. go vet's status: 1 when it reported something. */
static int cmd_vet(int argc, char **argv)
{
    Options o = {0};
    const char **args = NULL;
    int nargs = 0, cap = 0;
    VEC_PUSH(args, nargs, cap, "go");
    VEC_PUSH(args, nargs, cap, "vet");
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i] + (!strncmp(argv[i], "--", 2));
        if (!strncmp(a, "-target=", 8))
            o.target = a + 8;
        else if (!strcmp(a, "-target") && i + 1 < argc)
            o.target = argv[++i];
        else if (!strncmp(a, "-tags=", 6))
            add_tags(&o, a + 6);
        else if (!strcmp(a, "-tags") && i + 1 < argc)
            add_tags(&o, argv[++i]);
        else
            VEC_PUSH(args, nargs, cap, argv[i]);
    }
    if (!o.target)
        usage_error("%s", "vet: -target=BOARD is required (corogo targets lists the boards)");
    if (nargs == 2)
        VEC_PUSH(args, nargs, cap, ".");
    VEC_PUSH(args, nargs, cap, NULL);
    const Board *b = target_load(o.target);
    if (!b)
        return 2;
    BuildTags bt;
    target_build_tags(b, (const char *const *)o.tags, o.ntags, &bt);
    const char *root = goroot_merged();
    if (!root)
        return 1;
    StrBuf flags = {0};
    const char *user = getenv("GOFLAGS");
    if (user && *user)
        strbuf_printf(&flags, "%s ", user);
    strbuf_printf(&flags, "-tags=");
    for (int i = 0; i < bt.ntags; i++)
        strbuf_printf(&flags, "%s%s", i ? "," : "", bt.tags[i]);
    const char *env[20];
    int ne = 0;
    env[ne++] = "GOROOT", env[ne++] = root;
    env[ne++] = "GOOS", env[ne++] = bt.goos;
    env[ne++] = "GOARCH", env[ne++] = bt.goarch;
    env[ne++] = "CGO_ENABLED", env[ne++] = "0";
    env[ne++] = "GOFLAGS", env[ne++] = strbuf_str(&flags);
    if (!getenv("GO111MODULE") && !package_in_module("."))
        env[ne++] = "GO111MODULE", env[ne++] = "off";
    if (!getenv("GOTOOLCHAIN"))
        env[ne++] = "GOTOOLCHAIN", env[ne++] = "local";
    env[ne] = NULL;
    char *out = NULL;
    size_t len = 0;
    bool ok = goroot_run_go(args, NULL, env, &out, &len);
    if (out)
        fwrite(out, 1, len, stdout);
    return ok ? 0 : 1;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        usage();
        return 2;
    }
    const char *cmd = argv[1];
    if (!strcmp(cmd, "build") || !strcmp(cmd, "run") || !strcmp(cmd, "gdb"))
        return cmd_build(argc - 2, argv + 2, !strcmp(cmd, "build") ? CMD_BUILD : !strcmp(cmd, "run") ? CMD_RUN : CMD_GDB);
    if (!strcmp(cmd, "flash"))
        return cmd_build(argc - 2, argv + 2, CMD_FLASH);
    if (!strcmp(cmd, "env"))
        return cmd_env(argc - 2, argv + 2);
    if (!strcmp(cmd, "vet"))
        return cmd_vet(argc - 2, argv + 2);
    if (!strcmp(cmd, "test"))
        return test_command(argc - 2, argv + 2);
    if (!strcmp(cmd, "info"))
        return cmd_info(argc - 2, argv + 2);
    if (!strcmp(cmd, "clean")) {
        if (argc > 2)
            usage_error("clean takes no arguments (%s)", argv[2]);
        int temps = link_clean(stdout);
        goroot_clean(stdout);
        return temps < 0 ? 1 : 0;
    }
    if (!strcmp(cmd, "targets")) {
        if (argc > 2)
            usage_error("targets takes no arguments (%s)", argv[2]);
        target_list(stdout);
        return 0;
    }
    if (!strcmp(cmd, "version") || !strcmp(cmd, "-version") || !strcmp(cmd, "--version")) {
        unsigned maj, min, patch;
        LLVMGetVersion(&maj, &min, &patch);
        printf("corogo version %s (LLVM %u.%u.%u)\n", COROGO_VERSION, maj, min, patch);
        return 0;
    }
    if (!strcmp(cmd, "help") || !strcmp(cmd, "-h") || !strcmp(cmd, "-help") || !strcmp(cmd, "--help")) {
        usage();
        return 2;
    }
    usage_error("unknown command \"%s\"", cmd);
}
