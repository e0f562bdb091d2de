/* corogo.h - the index of the compiler: every stage's public functions, one banner per file, in
 * pipeline order (lex -> parse -> check -> taint -> codegen -> passes -> frames -> object -> link ->
 * run), then build.c, which runs them as `corogo build` does. The shared data (tokens, types, symbols, syntax tree) is in ast.h. */
#ifndef COROGO_H
#define COROGO_H

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include <llvm-c/Core.h>
#include <llvm-c/TargetMachine.h>

#include "ast.h"

/* ---------------------------------------------------------------- util.c */

void *xmalloc(size_t n);                 /* zeroed; aborts on out of memory */
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);
char *xprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
char *xvprintf(const char *fmt, va_list ap); /* consumes ap like vprintf */
/* grow *arr (element size sz) so that index n fits; *cap is its capacity */
void vec_reserve(void **arr, int *cap, int n, size_t sz);
#define VEC_PUSH(arr, n, cap, v) \
    (vec_reserve((void **)&(arr), &(cap), (n) + 1, sizeof *(arr)), (arr)[(n)++] = (v))
SrcFile *util_read_source(const char *path); /* NULL (and errno) when unreadable */

/* ---------------------------------------------------------------- diag.c */

/* "file:line:col: error: message", then the source line and a caret under the column.
 * Counts errors; never exits. */
void diag_error(Pos pos, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void diag_verror(Pos pos, const char *fmt, va_list ap);
/* an error not tied to a source position: "corogo: error: message" */
void diag_fatal_noloc(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
int diag_count(void);
/* defer the errors reported from now on (they count at once) until diag_flush prints them sorted
   by position (files in the given order), the same message at the same place once */
void diag_defer(void);
void diag_flush(const SrcFile *const *files, int nfiles);
/* more than this many errors: stop reporting (one "too many errors" line) */
#define DIAG_MAX_ERRORS 50

/* ---------------------------------------------------------------- lexer.c */

/* Tokenise a whole file, Go's automatic semicolons included; the array ends with T_EOF.
 * Errors (bad characters, unterminated literals, ...) are reported and skipped. */
Token *lex_file(const SrcFile *src, int *ntokens);
const char *lex_token_name(TokKind k); /* "+", "func", "identifier", ... */
/* The same, but the errors are returned in source order instead of reported, so that parse_file
 * can report them among its own in position order, as the Go compiler does. */
typedef struct LexError {
    Pos pos;
    const char *msg;
} LexError;
Token *lex_file_deferred(const SrcFile *src, int *ntokens, LexError **errs, int *nerrs);

/* ---------------------------------------------------------------- parser.c */

/* Parse one file; syntax errors are reported (several per file where possible) and the tree
 * still returned with E_BAD/S_BAD nodes where they were. */
File *parse_file(const SrcFile *src);

/* ---------------------------------------------------------------- check.c (+ types.c, const.c) */

/* Resolve names, compute types and constants, fill every "checker:" field of ast.h, report every
 * independent error. Returns false when any error was reported. */
bool check_program(Program *prog);
const char *check_type_string(const Type *t); /* "[]int", "*main.T", ... for messages */
Type *check_basic(TypeKind k);               /* the shared Type of a basic kind */
bool check_identical(const Type *a, const Type *b);
int64_t check_sizeof(const Type *t);         /* bytes on the 32-bit targets */

/* ---------------------------------------------------------------- taint.c */

/* Mark every function that can suspend (fixpoint over the call graph, cycles included) and
 * report blocking operations reachable from interrupt handlers. false on errors. */
bool taint_program(Program *prog);
void taint_print(const Program *prog, FILE *out); /* corogo build -print-taint */

/* ---------------------------------------------------------------- target.c */

typedef struct Board {
    const char *name;
    const char *dir;            /* boards/<name> */
    const char *description;
    const char *llvm_target;    /* "thumbv7m-none-eabi", "riscv32-unknown-none-elf" */
    const char *cpu;
    const char *features;
    const char *abi;            /* "" or "ilp32" (RISC-V target-abi) */
    const char *arch;           /* runtime port: "cortex-m" or "riscv" */
    const char *libc;           /* "picolibc" or "newlib" */
    const char *linkerscript;   /* absolute path */
    const char *link_rsp;       /* absolute path of build/runtime/<board>/link.rsp */
    const char **emulator;      /* argv, "{}" stands for the ELF */
    int nemulator;
    long long flash_origin, flash_size, ram_origin, ram_size;
    const char **cflags;        /* optional "cflags": clang flags for user .c files (driver) */
    int ncflags;
    const char **emulator_icount; /* optional "emulator-icount": extra emulator args for run -icount */
    int nemulator_icount;         /* (deterministic time: QEMU -icount shift=0,sleep=off) */
} Board;

const Board *target_load(const char *name);   /* NULL after printing an error */
void target_list(FILE *out);                  /* corogo targets */
const char *target_root(void);                /* the project's source tree */
const char *target_build_dir(void);           /* the project's build tree */
LLVMTargetMachineRef target_machine(const Board *b, int optlevel);
/* set the module's triple, data layout (and "target-abi" flag) for the board; main.c calls it
 * right after cg_program, before the passes */
void target_configure_module(LLVMModuleRef m, LLVMTargetMachineRef tm, const Board *b);

/* ---------------------------------------------------------------- cg.c (+ cg_*.c) */

typedef struct CgOptions {
    bool verify;                /* LLVMVerifyModule before returning */
    int default_pool;           /* -pool=N */
    int optlevel;               /* 0, 1, 2, 's', 'z' (await lowering: see cg_coro.c) */
} CgOptions;

/* Lower the checked, tainted program: a sync version of every function, a $coro version of every
 * tainted one, corogo_main (package init + main.main). */
LLVMModuleRef cg_program(Program *prog, const Board *b, LLVMContextRef ctx, const CgOptions *o);

/* ---------------------------------------------------------------- passes.c */

/* optlevel: 0, 1, 2, 's' or 'z'. Runs the LLVM pipeline (coroutine passes included). */
bool passes_run(LLVMModuleRef m, LLVMTargetMachineRef tm, int optlevel);

/* ---------------------------------------------------------------- frames.c */

typedef struct FramesOptions {
    int default_pool;           /* -pool=N: slots per go target (0: the default, docs/memory.md) */
    long long general_pool;     /* -general-pool=SIZE: bytes (-1: default when needed, else 0) */
    long long heap;             /* -heap=SIZE: arena bytes (-1: default when the program allocates) */
    bool heap_none;             /* -heap=none */
} FramesOptions;

/* once at startup, before any pass: turn on LLVM's coro-elide remarks */
void frames_init(void);
/* before the passes: collect the remarks of this context; remember where await thunks are called */
void frames_watch(LLVMContextRef ctx);
void frames_before_passes(LLVMModuleRef m);
/* after the passes: define every go target's pool from its real frame size, the general frame
 * pool and the arena; false after an internal error (printed) */
bool frames_run(LLVMModuleRef m, Program *prog, const FramesOptions *o);
/* after the link: text/data/bss, flash and RAM of the ELF; full: one line per $coro function with
 * its frame size and where it lives, and the coroutine RAM */
void frames_report(FILE *out, const char *elf, bool full);

/* ---------------------------------------------------------------- heap.c */

/* -heap=none: report every allocation the program makes at run time (file:line:col); false if any */
bool heap_check_none(Program *prog);

/* ---------------------------------------------------------------- link.c */

/* Emit the object and link it with the board's runtime, libc and libgcc into 'elf_out'. */
bool link_firmware(LLVMModuleRef m, LLVMTargetMachineRef tm, const Board *b,
                   const char *elf_out, const char **extra_inputs, int nextra);
/* a private temporary directory for this run (mkdtemp), removed at exit */
const char *link_tempdir(void);
/* 'name' on PATH, else 'fallback' (may be NULL); NULL after printing an error */
const char *link_find_tool(const char *name, const char *fallback);
/* run argv (argv[0] a path) without a shell, stdio inherited; its exit status or -1 */
int link_spawn(const char *const *argv);
/* compile a user .c file for the board with clang-19 (the runtime's flags) into 'obj' */
bool link_compile_c(const Board *b, const char *src, const char *obj);
/* llvm-objcopy-19 -O format ("binary", "ihex") elf out */
bool link_objcopy(const char *elf, const char *out, const char *format);

/* ---------------------------------------------------------------- run.c */

/* Run the ELF under the board's emulator; console to stdout; returns the firmware's exit status,
 * 124 after a timeout (message printed), or -1 if the emulator could not start. */
int run_firmware(const Board *b, const char *elf, int timeout_seconds);
/* the same with 'extra' appended to the emulator's argv ("{}" replaced there too) */
int run_firmware_args(const Board *b, const char *elf, int timeout_seconds, const char **extra,
                      int nextra);

/* ---------------------------------------------------------------- build.c */

/* the stages of a build, in order; an observer hears each one completed */
typedef enum BuildStage {
    BUILD_PARSED,   /* lexed and parsed without errors */
    BUILD_CHECKED,  /* type-checked */
    BUILD_TAINTED,  /* call graph and taint, -heap=none check */
    BUILD_CODEGEN,  /* module generated, configured for the board, verified */
    BUILD_PASSES,   /* LLVM pipeline at the -O level */
    BUILD_FRAMES,   /* frame pools and arena placed, verified */
    BUILD_LINKED,   /* object emitted and linked (and converted to .bin/.hex) */
    BUILD_NUM_STAGES
} BuildStage;

typedef struct BuildOptions {
    const Board *board;
    const SrcFile *const *go;   /* the package's .go files, read */
    int ngo;
    const char *const *c_files, *const *obj_files, *const *ir_files;
    int nc, nobj, nir;
    const char *base;           /* the package's name for outputs: base.elf, base.ll */
    const char *out;            /* -o (NULL: from base) */
    int optlevel;               /* 0, 1, 2, 's', 'z' */
    int pool;                   /* -pool=N (0: default) */
    long long general_pool, heap; /* -1: the default */
    bool heap_none;
    const char *size;           /* NULL, "short" or "full" */
    bool verify, print_taint, print_ir, emit_llvm, emit_llvm_after;
    bool run;                   /* corogo run: the ELF goes to the temporary directory */
    void (*reached)(BuildStage stage, void *arg); /* may be NULL */
    void *reached_arg;
} BuildOptions;

/* `corogo build`: every stage from parse to link (see build.c); 0, 1 (errors in the program or a
 * failed link) or 3 (internal error). *elf: the linked ELF, NULL when a -print/-emit option
 * stopped the build early. Once per process. */
int build_firmware(const BuildOptions *o, const char **elf);

#endif
