/* build.c - `corogo build`'s pipeline as one function, so that the driver (main.c) and the pipeline
 * fuzzer (tests/fuzz) run exactly the same stages in the same order with the same options:
 * load the packages (package.c) -> check -> call graph -> taint -> codegen at the -O level (its await lowering depends on
 * it) -> (-heap=none: the allocation sites codegen recorded) -> verify -> board triple and data layout -> nounwind ->
 * package initialisation at compile time (interp.c, unless -init-at-startup) -> frames_before_passes ->
 * LLVM passes at the same level -> frames_run (pools, arena) -> stackcheck_run (large frames) ->
 * verify -> user C files, object,
 * link -> .bin/.hex/.uf2. An optional observer hears each stage completed. Bad input returns 1 after
 * the diagnostics; an internal error exits 3 through diag_internal (LLVM's fatal errors too, through
 * the handler installed here); the caller turns the status into the process's. One build per process: frames_init sets
 * LLVM's command-line options, and the stages keep per-run state. */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/ErrorHandling.h>
#include <llvm-c/IRReader.h>
#include <llvm-c/Linker.h>

#include "corogo.h"

static void llvm_fatal(const char *reason)
{
    diag_internal(NOPOS, "LLVM: %s", reason);
}

static bool ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), k = strlen(suffix);
    return n >= k && !strcmp(s + n - k, suffix);
}

static void reached(const BuildOptions *o, BuildStage s)
{
    if (o->reached)
        o->reached(s, o->reached_arg);
}

static bool verified(LLVMModuleRef m, const char *when)
{
    char *msg = NULL;
    if (LLVMVerifyModule(m, LLVMReturnStatusAction, &msg))
        diag_internal(NOPOS, "invalid LLVM module %s:\n%s", when, msg);
    LLVMDisposeMessage(msg);
    return true;
}

/* Go code never unwinds (panics end the program): every function is nounwind, or ARM objects
 * reference __aeabi_unwind_cpp_pr0 and drag libgcc's unwinder into the link (field notes) */
static void mark_nounwind(LLVMModuleRef m)
{
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    unsigned kind = LLVMGetEnumAttributeKindForName("nounwind", 8);
    LLVMAttributeRef attr = LLVMCreateEnumAttribute(ctx, kind, 0);
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        if (!LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, kind))
            LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, attr);
}

static bool write_ir(LLVMModuleRef m, const char *path)
{
    char *err = NULL;
    if (LLVMPrintModuleToFile(m, path, &err)) {
        fprintf(stderr, "corogo: error: cannot write %s: %s\n", path, err ? err : "unknown");
        return false;
    }
    return true;
}

static LLVMModuleRef read_ir(LLVMContextRef ctx, const char *path)
{
    LLVMMemoryBufferRef buf;
    char *err = NULL;
    if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &err)) {
        fprintf(stderr, "corogo: error: cannot read %s: %s\n", path, err ? err : "unknown");
        return NULL;
    }
    LLVMModuleRef m;
    if (LLVMParseIRInContext(ctx, buf, &m, &err)) { /* takes the buffer */
        if (err && *err) /* LLVM's message: "file:line:col: error: ...", source line, caret */
            fprintf(stderr, "%s%s", err, err[strlen(err) - 1] == '\n' ? "" : "\n");
        else
            fprintf(stderr, "%s: error: invalid LLVM IR\n", path);
        return NULL;
    }
    return m;
}

typedef struct InstSize {
    char *name;
    unsigned long size;
} InstSize;

typedef struct InstSizes {
    InstSize *v;
    int n, cap;
} InstSizes;

/* a function of a generic instance: its symbol has the type arguments in brackets (main.Max[int],
   main.(*List[string]).Push and their $coro parts) */
static void inst_size(const char *name, unsigned long size, void *ctx)
{
    InstSizes *is = ctx;
    if (!strchr(name, '['))
        return;
    size_t len = strcspn(name, "$"); /* f$coro, f$coro.resume, ... count as f's */
    for (int i = 0; i < is->n; i++)
        if (strlen(is->v[i].name) == len && !strncmp(is->v[i].name, name, len)) {
            is->v[i].size += size;
            return;
        }
    InstSize e = {xstrndup(name, len), size};
    VEC_PUSH(is->v, is->n, is->cap, e);
}

static int cmp_inst(const void *a, const void *b)
{
    return strcmp(((const InstSize *)a)->name, ((const InstSize *)b)->name);
}

/* -size=full, after frames.c's report: the flash of every function of a generic instance left in
   the firmware, its coroutine parts included (an instance inlined everywhere has none of its own) */
static void report_instances(FILE *out, const char *elf)
{
    InstSizes is = {0};
    link_func_sizes(elf, inst_size, &is);
    qsort(is.v, (size_t)is.n, sizeof *is.v, cmp_inst);
    unsigned long total = 0;
    for (int i = 0; i < is.n; i++) {
        fprintf(out, "%s: %lu bytes of flash (generic instance)\n", is.v[i].name, is.v[i].size);
        total += is.v[i].size;
        free(is.v[i].name);
    }
    if (is.n)
        fprintf(out, "generic instances: %d functions, %lu bytes of flash\n", is.n, total);
    free(is.v);
}

/* -size=full, last: the flash of the firmware's symbols (functions and constants) per Go package
   of the program, then the compiler's own ($-named: type descriptors, itabs, equality functions,
   thunks, tables made at compile time; and the panic-position tables, corogo_panic_*), libgcc's
   (__-named), constants the linker names .L... and the runtime's C (any other name) */
typedef struct PkgSize {
    char *name;
    unsigned long size;
} PkgSize;

typedef struct PkgSizes {
    PkgSize *v;
    int n, cap;
    unsigned long lo, hi; /* the flash */
    const Program *prog;  /* its packages' paths name the Go symbols' groups */
} PkgSizes;

static bool is_package(const Program *p, const char *name, size_t len)
{
    for (int i = 0; p && i < p->npkgs; i++)
        if (strlen(p->pkgs[i]->path) == len && !strncmp(p->pkgs[i]->path, name, len))
            return true;
    return false;
}

static void pkg_size(const char *name, unsigned long value, unsigned long size, unsigned info, void *ctx)
{
    PkgSizes *ps = ctx;
    unsigned type = info & 0xf;
    if (!size || (type != 1 && type != 2) || value < ps->lo || value >= ps->hi) /* STT_OBJECT, STT_FUNC */
        return;
    size_t len = 0, slash = 0;
    const char *group = NULL;
    if (name[0] == '$' || !strncmp(name, "corogo_panic_", 13))
        group = "(compiler: type data, itabs, thunks, tables)";
    else if (name[0] == '.')
        group = "(constants)";
    else if (name[0] == '_' && name[1] == '_')
        group = "(libgcc)";
    else
        for (size_t i = 0; name[i] && !len; i++)
            if (name[i] == '/')
                slash = i;
            else if (name[i] == '.' && i > slash)
                len = i;
    if (!group && (!len || !is_package(ps->prog, name, len))) /* a C static's "f.name" too */
        group = "(runtime, C)";
    for (int i = 0; i < ps->n; i++)
        if (group ? !strcmp(ps->v[i].name, group) : strlen(ps->v[i].name) == len && !strncmp(ps->v[i].name, name, len)) {
            ps->v[i].size += size;
            return;
        }
    PkgSize e = {group ? xstrdup(group) : xstrndup(name, len), size};
    VEC_PUSH(ps->v, ps->n, ps->cap, e);
}

static int cmp_pkg(const void *a, const void *b)
{
    unsigned long x = ((const PkgSize *)a)->size, y = ((const PkgSize *)b)->size;
    return x < y ? 1 : x > y ? -1 : strcmp(((const PkgSize *)a)->name, ((const PkgSize *)b)->name);
}

static void report_packages(FILE *out, const char *elf, const Board *b, const Program *prog)
{
    PkgSizes ps = {.lo = (unsigned long)b->flash_origin, .hi = (unsigned long)(b->flash_origin + b->flash_size),
                   .prog = prog};
    link_symbols(elf, pkg_size, &ps);
    qsort(ps.v, (size_t)ps.n, sizeof *ps.v, cmp_pkg);
    unsigned long total = 0;
    for (int i = 0; i < ps.n; i++)
        total += ps.v[i].size;
    fprintf(out, "flash per package: %lu bytes in symbols (the rest: strings and other constants without one)\n", total);
    for (int i = 0; i < ps.n; i++) {
        fprintf(out, "  %-46s %8lu\n", ps.v[i].name, ps.v[i].size);
        free(ps.v[i].name);
    }
    free(ps.v);
}

/* -deps=FILE: the absolute path of every Go file of the program, one a line (corogo test keeps
   them with its cached image to see whether an imported package changed) */
static bool write_deps(const char *path, const Program *prog)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        fprintf(stderr, "corogo: error: cannot write %s: %s\n", path, strerror(errno));
        return false;
    }
    for (int i = 0; i < prog->nfiles; i++) {
        char *abs = realpath(prog->files[i]->src->name, NULL);
        fprintf(f, "%s\n", abs ? abs : prog->files[i]->src->name);
        free(abs);
    }
    return !fclose(f);
}

int build_firmware(const BuildOptions *o, const char **elf_out)
{
    const Board *b = o->board;
    *elf_out = NULL;
    LLVMInstallFatalErrorHandler(llvm_fatal);

    /* front end: the packages (package.c: go.mod, imports, build tags) */
    Program prog = {0};
    prog.main_name = o->main_name;
    type_set_layout(b->layout); /* the checker's sizes are the target's */
    bool have_go = o->dir || o->ngo_files || o->ngo;
    if (o->ngo) {
        File **files = NULL;
        int nfiles = 0, cap = 0;
        for (int i = 0; i < o->ngo; i++) {
            File *f = parse_file(o->go[i]);
            if (f)
                VEC_PUSH(files, nfiles, cap, f);
        }
        if (diag_hard_count() > 0 || !package_load_parsed(&prog, files, nfiles, o->tags))
            return 1;
    } else if (have_go && !package_load(&prog, o->dir, o->go_files, o->ngo_files, o->tags)) {
        return 1;
    }
    if (diag_hard_count() > 0) /* (the checker reports more after the parser's soft errors) */
        return 1;
    if (o->deps && !write_deps(o->deps, &prog))
        return 1;
    reached(o, BUILD_PARSED);

    frames_init();
    LLVMContextRef ctx = LLVMContextCreate();
    frames_watch(ctx);
    LLVMModuleRef m = NULL;
    if (have_go) {
        prog.board = b->name;
        if (!check_program(&prog) || diag_count() > 0)
            return 1;
        reached(o, BUILD_CHECKED);
        callgraph_build(&prog);
        if (!taint_program(&prog, b) || diag_count() > 0)
            return 1;
        escape_program(&prog, o->heap_none);
        poolsize_run(&prog);
        if (o->print_taint) {
            taint_print(&prog, stdout);
            return 0;
        }
        reached(o, BUILD_TAINTED);
    }
    LLVMTargetMachineRef tm = target_machine(b, o->optlevel);
    if (!tm)
        return 1;
    if (have_go) {
        /* os.Args[0] is the program's name, as `go build` names the executable (a -X wins) */
        const char **xvars = xmalloc(sizeof *xvars * (size_t)(o->nxvars + 1));
        xvars[0] = xprintf("os.progname=%s", o->base);
        for (int i = 0; i < o->nxvars; i++)
            xvars[i + 1] = o->xvars[i];
        CgOptions cgo = {.verify = o->verify, .default_pool = o->pool, .optlevel = o->optlevel,
                         .heap_none = o->heap_none, .panic_trap = o->panic_trap, .debug = !o->no_debug,
                         .xvars = xvars, .nxvars = o->nxvars + 1,
                         .td = LLVMCreateTargetDataLayout(tm)};
        m = cg_program(&prog, b, ctx, &cgo);
        LLVMDisposeTargetData(cgo.td);
        if (diag_count() > 0)
            return 1;
        if (o->print_allocs && !heap_print_allocs(&prog, o->print_allocs, stderr))
            return 1;
        /* no interrupt handler allocates or collects */
        if (!heap_report_isr(&prog))
            return 1;
        if (!m)
            diag_internal(NOPOS, "code generation returned no module");
    }
    for (int i = 0; i < o->nir; i++) {
        LLVMModuleRef irm = read_ir(ctx, o->ir_files[i]);
        if (!irm)
            return 1;
        if (!m)
            m = irm;
        else if (LLVMLinkModules2(m, irm)) /* destroys irm; the linker printed why */
            return 1;
    }
    target_configure_module(m, tm, b);
    mark_nounwind(m);
    if (o->verify && !verified(m, "from code generation"))
        return 3;
    /* package initialisers that can run at compile time become static data (interp.c) */
    if (have_go && !o->init_at_startup) {
        cg_params_before_init(m, "corogo_main", prog.main_func ? prog.main_func->mangled : NULL);
        interp_package_init(m, LLVMGetModuleDataLayout(m), "corogo_main",
                            prog.main_func ? prog.main_func->mangled : NULL);
        if (o->verify && !verified(m, "after package initialisation at compile time"))
            return 3;
    }
    if (have_go)
        cg_prune(m);
    /* -heap=none: every allocation site codegen recorded that is not placed statically and that
       package initialisation at compile time did not run */
    if (have_go && o->heap_none) {
        bool *left = cg_sites_left(m), ok = heap_report_none(&prog, left);
        free(left);
        if (!ok)
            return 1;
        passes_globaldce(m, tm);
    }
    reached(o, BUILD_CODEGEN);

    if (o->emit_llvm)
        return write_ir(m, o->out ? o->out : xprintf("%s.ll", o->base)) ? 0 : 1;
    /* what only pruned references reached goes before the pipeline, whose GlobalOpt would
       otherwise see its uses of globals (reflect's, which then stay writable, in RAM) */
    if (have_go && !o->heap_none)
        passes_globaldce(m, tm);
    frames_before_passes(m);
    if (!passes_run(m, tm, o->optlevel))
        diag_internal(NOPOS, "the LLVM passes failed");
    reached(o, BUILD_PASSES);
    FramesOptions fo = {.default_pool = o->pool, .general_pool = o->general_pool, .heap = o->heap,
                        .heap_none = o->heap_none, .gc = o->gc, .ram_size = b->ram_size};
    if (!frames_run(m, &prog, &fo))
        diag_internal(NOPOS, "frame pools could not be defined");
    fastpath_run(m, o->optlevel);
    stackcheck_run(m);
    if (!o->no_debug && have_go) {
        LLVMTargetDataRef td = LLVMCreateTargetDataLayout(tm);
        debugtab_run(m, &prog, td);
        LLVMDisposeTargetData(td);
    }
    panicsites_run(m);
    if (o->verify && !verified(m, "after the frame pools were placed"))
        return 3;
    reached(o, BUILD_FRAMES);
    if (o->emit_llvm_after)
        return write_ir(m, o->out ? o->out : xprintf("%s.ll", o->base)) ? 0 : 1;
    if (o->print_ir) {
        char *s = LLVMPrintModuleToString(m);
        fputs(s, stdout);
        LLVMDisposeMessage(s);
        return 0;
    }

    /* back end: user C files, object, link, image conversion */
    const char **extra = NULL;
    int nextra = 0, cextra = 0;
    for (int i = 0; i < o->nc; i++) {
        const char *c = o->c_files[i], *slash = strrchr(c, '/'), *name = slash ? slash + 1 : c;
        char *obj = xprintf("%s/%d-%.*s.o", link_tempdir(), i, (int)(strlen(name) - 2), name);
        if (!link_compile_c(b, c, obj))
            return 1;
        VEC_PUSH(extra, nextra, cextra, obj);
    }
    for (int i = 0; i < o->nobj; i++)
        VEC_PUSH(extra, nextra, cextra, o->obj_files[i]);

    const char *out = o->out ? o->out : xprintf("%s.elf", o->base);
    const char *format = NULL;
    if (!o->run && ends_with(out, ".bin"))
        format = "binary";
    else if (!o->run && ends_with(out, ".hex"))
        format = "ihex";
    else if (!o->run && ends_with(out, ".uf2"))
        format = "uf2";
    /* run: a temporary image unless -o asked to keep it */
    const char *elf = (o->run && !o->out) || format ? xprintf("%s/%s.elf", link_tempdir(), o->base) : out;
    LinkSym *syms = NULL; /* the //go:linkname targets, for lld's undefined symbols */
    int nsyms = 0, csyms = 0;
    for (int i = 0; i < prog.nfuncs; i++)
        if (!prog.funcs[i]->body && prog.funcs[i]->linkname) {
            FuncDecl *fd = prog.funcs[i];
            LinkSym ls = {fd->linkname, fd->name, fd->name_pos.file ? fd->name_pos : fd->pos};
            VEC_PUSH(syms, nsyms, csyms, ls);
        }
    StackIR *sir = have_go ? stackdepth_ir(m) : NULL;
    /* the collector compiled for size in -Oz firmware (runtime-baremetal/CMakeLists.txt) */
    const char *allocator = !frames_collected() ? "leaking" : o->optlevel == 'z' ? "gc_oz" : "gc";
    bool linked = link_firmware(m, tm, b, o->stack_size, allocator, o->heap, elf, extra, nextra, syms, nsyms);
    free(syms);
    if (!linked || diag_count() > 0) { /* (LLVM's back end reports errors it still emits code for) */
        remove(elf);
        return 1;
    }
    /* the worst-case stack: an error when it is bounded and does not fit */
    StackUse su = {0};
    unsigned long stack = 0, guard = 0;
    bool analysed = link_stack_size(elf, &stack, &guard) && stackdepth_run(elf, b, sir, &su);
    if (analysed && su.bounded && su.total > stack) {
        fprintf(stderr, "corogo: error: the stack can overflow on %s: its worst case is %lu bytes (main %lu, "
                        "interrupts %lu), the stack has %lu (raise it with -stack-size=%lu)\n",
                b->name, su.total, su.main, su.irq, stack, (su.total + 1023) / 1024 * 1024);
        remove(elf);
        return 1;
    }
    /* the guard as big as the largest frame that can be pushed unchecked (so none steps over it), a
       power of two of at least 32 bytes (the MPU's smallest region); the first link had the smallest
       (link_firmware: the analysis needs the linked image); without the analysis, the scripts' 1 KiB */
    unsigned long need = analysed ? 32 : 1024;
    while (need < su.max_frame)
        need *= 2;
    if (need != guard && !link_guard(b, need)) {
        remove(elf);
        return 1;
    }
    if (format && !(strcmp(format, "uf2") ? link_objcopy(elf, out, format)
                                          : uf2_write(elf, out, (uint32_t)b->uf2_family_id)))
        return 1;
    reached(o, BUILD_LINKED);
    if (o->size) {
        LinkedMemory lm = {0};
        lm.have_stack = link_stack_size(elf, &lm.stack, &lm.guard);
        lm.have_heap = link_heap_size(elf, &lm.heap);
        lm.stack_use = lm.have_stack ? stackdepth_line(lm.stack) : NULL;
        frames_report(o->run ? stderr : stdout, elf, &lm, !strcmp(o->size, "full"));
        if (!strcmp(o->size, "full")) {
            report_instances(o->run ? stderr : stdout, elf);
            stackdepth_report(o->run ? stderr : stdout);
            report_packages(o->run ? stderr : stdout, elf, b, have_go ? &prog : NULL); /* last: tests/frames leaves it out */
        }
    }
    *elf_out = elf;
    return 0;
}
