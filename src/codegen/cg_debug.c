/* cg_debug.c - DWARF for Go code (-g, the default; -no-debug leaves it out; docs/debugging.md),
 * through LLVM's DIBuilder: one compile unit per package (a DIBuilder each: a builder makes one),
 * a DIFile per source file (its absolute directory, so a debugger finds it), a DISubprogram per
 * generated version of a function (sync f, f$coro, f$inline: the LLVM name is the subprogram's
 * name and linkage name), the position of the statement or expression being generated on every
 * instruction of such a function (the builder's current location: cg_stmt and cg_expr set it), and
 * a variable per named local and parameter, declared on its stack slot (a boxed one through its
 * box: DW_OP_deref). In f$coro the same declarations let LLVM's CoroSplit describe the variables
 * that live in the coroutine frame, and add the frame itself (__coro_frame), so a suspended
 * goroutine's locals can be read from its pool slot. Types carry Go's names and layouts: basic
 * types, structs (named ones as "main.T"), arrays, pointers, strings {str, len}, slices {array,
 * len, cap}, interfaces {tab, data}, and maps, channels and func values as named opaque pointers.
 * Debug sections are not loaded: the image's flash is the same with and without. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <llvm-c/DebugInfo.h>

#include "cg.h"

typedef struct CgDebug {
    LLVMDIBuilderRef *dibs;      /* per package */
    LLVMMetadataRef *cus;
    int npkgs;
    const SrcFile **srcs;        /* every file, its DIFile and its package's index */
    LLVMMetadataRef *files;
    int *file_pkg;
    int nfiles;
    char cwd[PATH_MAX];
} CgDebug;

static LLVMDIBuilderRef dib0(Cg *c) { return c->dbg->dibs[0]; }

static LLVMMetadataRef di_file(Cg *c, LLVMDIBuilderRef dib, const char *path)
{
    const char *slash = strrchr(path, '/');
    char *dir;
    if (path[0] == '/')
        dir = xstrndup(path, (size_t)(slash - path));
    else if (slash)
        dir = xprintf("%s/%.*s", c->dbg->cwd, (int)(slash - path), path);
    else
        dir = xstrdup(c->dbg->cwd);
    const char *base = slash ? slash + 1 : path;
    LLVMMetadataRef f = LLVMDIBuilderCreateFile(dib, base, strlen(base), dir, strlen(dir));
    free(dir);
    return f;
}

void cg_debug_init(Cg *c)
{
    if (!c->opt || !c->opt->debug || !c->prog->npkgs)
        return;
    CgDebug *d = c->dbg = xmalloc(sizeof *d);
    if (!getcwd(d->cwd, sizeof d->cwd))
        strcpy(d->cwd, ".");
    const Program *p = c->prog;
    d->npkgs = p->npkgs;
    d->dibs = xmalloc(sizeof *d->dibs * (size_t)p->npkgs);
    d->cus = xmalloc(sizeof *d->cus * (size_t)p->npkgs);
    d->srcs = xmalloc(sizeof *d->srcs * (size_t)(p->nfiles + 1));
    d->files = xmalloc(sizeof *d->files * (size_t)(p->nfiles + 1));
    d->file_pkg = xmalloc(sizeof *d->file_pkg * (size_t)(p->nfiles + 1));
    bool optimized = c->opt->optlevel != 0;
    for (int i = 0; i < p->npkgs; i++) {
        const Package *pkg = p->pkgs[i];
        LLVMDIBuilderRef dib = d->dibs[i] = LLVMCreateDIBuilder(c->mod);
        for (int j = 0; j < pkg->nfiles; j++) {
            d->srcs[d->nfiles] = pkg->files[j]->src;
            d->files[d->nfiles] = di_file(c, dib, pkg->files[j]->src->name);
            d->file_pkg[d->nfiles++] = i;
        }
        LLVMMetadataRef first = pkg->nfiles ? di_file(c, dib, pkg->files[0]->src->name) : di_file(c, dib, pkg->path);
        d->cus[i] = LLVMDIBuilderCreateCompileUnit(dib, LLVMDWARFSourceLanguageGo, first, "corogo", 6, optimized,
                                                   "", 0, 0, "", 0, LLVMDWARFEmissionFull, 0, 0, 0, "", 0, "", 0);
    }
    LLVMAddModuleFlag(c->mod, LLVMModuleFlagBehaviorWarning, "Dwarf Version", 13,
                      LLVMValueAsMetadata(LLVMConstInt(c->t_i32, 4, 0)));
    LLVMAddModuleFlag(c->mod, LLVMModuleFlagBehaviorWarning, "Debug Info Version", 18,
                      LLVMValueAsMetadata(LLVMConstInt(c->t_i32, LLVMDebugMetadataVersion(), 0)));
}

void cg_debug_finish(Cg *c)
{
    CgDebug *d = c->dbg;
    if (!d)
        return;
    for (int i = 0; i < d->npkgs; i++) {
        LLVMDIBuilderFinalize(d->dibs[i]);
        LLVMDisposeDIBuilder(d->dibs[i]);
    }
    free(d->dibs);
    free(d->cus);
    free(d->srcs);
    free(d->files);
    free(d->file_pkg);
    free(d);
    c->dbg = NULL;
}

/* the DIFile of a source file and its package's index (-1: not a file of the program) */
static LLVMMetadataRef file_of(Cg *c, const SrcFile *src, int *pkg)
{
    for (int i = 0; src && i < c->dbg->nfiles; i++)
        if (c->dbg->srcs[i] == src) {
            *pkg = c->dbg->file_pkg[i];
            return c->dbg->files[i];
        }
    *pkg = -1;
    return NULL;
}

/* ---------------------------------------------------------------- types */

static LLVMMetadataRef di_type(Cg *c, Type *t);

static LLVMMetadataRef basic(Cg *c, const char *name, int64_t bytes, unsigned encoding)
{
    return LLVMDIBuilderCreateBasicType(dib0(c), name, strlen(name), (uint64_t)bytes * 8, encoding, LLVMDIFlagZero);
}

enum { ATE_boolean = 0x02, ATE_complex_float = 0x03, ATE_float = 0x04, ATE_signed = 0x05, ATE_unsigned = 0x08 };

static LLVMMetadataRef member(Cg *c, LLVMMetadataRef scope, const char *name, Type *t, int64_t offset)
{
    LLVMMetadataRef ty = di_type(c, t);
    return LLVMDIBuilderCreateMemberType(dib0(c), scope, name, strlen(name), NULL, 0,
                                         (uint64_t)type_sizeof(t) * 8, (uint32_t)type_alignof(t) * 8,
                                         (uint64_t)offset * 8, LLVMDIFlagZero, ty);
}

/* a struct of the given members (name, type) laid out like types.c lays out a struct */
static LLVMMetadataRef record(Cg *c, Type *t, const char *name, const char **names, Type **types, int n)
{
    LLVMMetadataRef fwd = LLVMDIBuilderCreateReplaceableCompositeType(
        dib0(c), 0x13 /* DW_TAG_structure_type */, name, strlen(name), NULL, NULL, 0, 0,
        (uint64_t)type_sizeof(t) * 8, (uint32_t)type_alignof(t) * 8, LLVMDIFlagZero, "", 0);
    if (t->kind == TY_NAMED || t->kind == TY_STRUCT)
        t->cg_di = fwd; /* a member may refer back to it (type T struct{ next *T }) */
    LLVMMetadataRef *ms = xmalloc(sizeof *ms * (size_t)(n + 1));
    int64_t off = 0;
    for (int i = 0; i < n; i++) {
        int64_t a = type_alignof(types[i]);
        off = (off + a - 1) / a * a;
        ms[i] = member(c, fwd, names[i] ? names[i] : "_", types[i], off);
        off += type_sizeof(types[i]);
    }
    LLVMMetadataRef s = LLVMDIBuilderCreateStructType(dib0(c), NULL, name, strlen(name), NULL, 0,
                                                      (uint64_t)type_sizeof(t) * 8, (uint32_t)type_alignof(t) * 8,
                                                      LLVMDIFlagZero, NULL, ms, (unsigned)n, 0, NULL, name, strlen(name));
    LLVMMetadataReplaceAllUsesWith(fwd, s);
    free(ms);
    return s;
}

static LLVMMetadataRef opaque_pointer(Cg *c, const char *name)
{
    LLVMMetadataRef p = LLVMDIBuilderCreatePointerType(dib0(c), NULL, 32, 32, 0, "", 0);
    return LLVMDIBuilderCreateTypedef(dib0(c), p, name, strlen(name), NULL, 0, NULL, 32);
}

static LLVMMetadataRef make_type(Cg *c, Type *t, const char *name)
{
    Type *u = type_under(t);
    static const unsigned enc[] = {
        [TY_BOOL] = ATE_boolean, [TY_INT] = ATE_signed, [TY_INT8] = ATE_signed, [TY_INT16] = ATE_signed,
        [TY_INT32] = ATE_signed, [TY_INT64] = ATE_signed, [TY_UINT] = ATE_unsigned, [TY_UINT8] = ATE_unsigned,
        [TY_UINT16] = ATE_unsigned, [TY_UINT32] = ATE_unsigned, [TY_UINT64] = ATE_unsigned,
        [TY_UINTPTR] = ATE_unsigned, [TY_FLOAT32] = ATE_float, [TY_FLOAT64] = ATE_float,
        [TY_COMPLEX64] = ATE_complex_float, [TY_COMPLEX128] = ATE_complex_float,
    };
    Type *u8 = type_basic(TY_UINT8), *i = type_basic(TY_INT);
    switch (u->kind) {
    case TY_BOOL: case TY_INT: case TY_INT8: case TY_INT16: case TY_INT32: case TY_INT64: case TY_UINT:
    case TY_UINT8: case TY_UINT16: case TY_UINT32: case TY_UINT64: case TY_UINTPTR: case TY_FLOAT32:
    case TY_FLOAT64: case TY_COMPLEX64: case TY_COMPLEX128:
        if (t->kind == TY_NAMED)
            return LLVMDIBuilderCreateTypedef(dib0(c), di_type(c, u), name, strlen(name), NULL, 0, NULL, 0);
        return basic(c, name, type_sizeof(t), enc[u->kind]);
    case TY_STRING: {
        const char *names[2] = {"str", "len"};
        Type *types[2] = {type_pointer(u8), i};
        return record(c, t, name, names, types, 2);
    }
    case TY_SLICE: {
        const char *names[3] = {"array", "len", "cap"};
        Type *types[3] = {type_pointer(u->elem), i, i};
        return record(c, t, name, names, types, 3);
    }
    case TY_INTERFACE: {
        const char *names[2] = {"tab", "data"};
        Type *types[2] = {type_pointer(u8), type_pointer(u8)};
        return record(c, t, name, names, types, 2);
    }
    case TY_STRUCT: {
        const char **names = xmalloc(sizeof *names * (size_t)(u->nfields + 1));
        Type **types = xmalloc(sizeof *types * (size_t)(u->nfields + 1));
        for (int k = 0; k < u->nfields; k++)
            names[k] = u->fields[k].name, types[k] = u->fields[k].type;
        LLVMMetadataRef s = record(c, t, name, names, types, u->nfields);
        free(names);
        free(types);
        return s;
    }
    case TY_ARRAY: {
        LLVMMetadataRef sub = LLVMDIBuilderGetOrCreateSubrange(dib0(c), 0, u->len);
        LLVMMetadataRef a = LLVMDIBuilderCreateArrayType(dib0(c), (uint64_t)type_sizeof(t) * 8,
                                                         (uint32_t)type_alignof(t) * 8, di_type(c, u->elem), &sub, 1);
        return t->kind == TY_NAMED ? LLVMDIBuilderCreateTypedef(dib0(c), a, name, strlen(name), NULL, 0, NULL, 0) : a;
    }
    case TY_POINTER: {
        if (t->kind == TY_NAMED)
            return LLVMDIBuilderCreateTypedef(dib0(c), di_type(c, u), name, strlen(name), NULL, 0, NULL, 0);
        /* the pointer first, so that a type reached through it can point back */
        LLVMMetadataRef fwd = LLVMDIBuilderCreateReplaceableCompositeType(dib0(c), 0x0f /* DW_TAG_pointer_type */,
                                                                          name, strlen(name), NULL, NULL, 0, 0, 32,
                                                                          32, LLVMDIFlagZero, "", 0);
        t->cg_di = fwd;
        LLVMMetadataRef p = LLVMDIBuilderCreatePointerType(dib0(c), di_type(c, u->elem), 32, 32, 0, name, strlen(name));
        LLVMMetadataReplaceAllUsesWith(fwd, p);
        return p;
    }
    case TY_MAP: case TY_CHAN: case TY_FUNC:
        return opaque_pointer(c, name);
    default:
        return NULL;
    }
}

static LLVMMetadataRef di_type(Cg *c, Type *t)
{
    if (t->cg_di)
        return t->cg_di;
    if (t->kind == TY_TUPLE || (t->kind >= TY_UNTYPED_BOOL && t->kind <= TY_UNTYPED_NIL))
        return NULL;
    char *name = cg_iface_type_name(t);
    LLVMMetadataRef m = make_type(c, t, name);
    free(name);
    return t->cg_di = m;
}

/* ---------------------------------------------------------------- functions and positions */

void cg_debug_func(Cg *c, FuncDecl *f)
{
    c->dbg_scope = NULL;
    LLVMSetCurrentDebugLocation2(c->b, NULL);
    if (!c->dbg)
        return;
    /* f NULL: corogo_main, in the main package's first file (main.main and the package
       initialisations are inlined into it: without a subprogram their lines would be lost) */
    const Package *main_pkg = c->prog->pkgs[c->prog->npkgs - 1];
    Pos pos = f ? f->pos : main_pkg->nfiles ? (Pos){main_pkg->files[0]->src, 1, 1} : NOPOS;
    int pkg;
    LLVMMetadataRef file = file_of(c, pos.file, &pkg);
    if (!file)
        return;
    size_t n;
    const char *name = LLVMGetValueName2(c->llfn, &n);
    LLVMMetadataRef ty = LLVMDIBuilderCreateSubroutineType(c->dbg->dibs[pkg], file, NULL, 0, LLVMDIFlagZero);
    bool local = LLVMGetLinkage(c->llfn) == LLVMInternalLinkage || LLVMGetLinkage(c->llfn) == LLVMPrivateLinkage;
    LLVMMetadataRef sp = LLVMDIBuilderCreateFunction(c->dbg->dibs[pkg], file, name, n, name, n, file,
                                                     (unsigned)pos.line, ty, local, 1, (unsigned)pos.line,
                                                     f ? LLVMDIFlagPrototyped : LLVMDIFlagArtificial,
                                                     c->opt->optlevel != 0);
    LLVMSetSubprogram(c->llfn, sp);
    c->dbg_scope = sp;
    c->dbg_pkg = pkg;
    c->dbg_src = pos.file;
    cg_debug_pos(c, pos);
}

void cg_debug_end(Cg *c)
{
    c->dbg_scope = NULL;
    LLVMSetCurrentDebugLocation2(c->b, NULL);
}

void cg_debug_pos(Cg *c, Pos pos)
{
    if (!c->dbg_scope || pos.line <= 0)
        return;
    LLVMMetadataRef scope = c->dbg_scope;
    int pkg;
    LLVMMetadataRef file;
    if (pos.file != c->dbg_src && (file = file_of(c, pos.file, &pkg)) != NULL) /* another file's code */
        scope = LLVMDIBuilderCreateLexicalBlockFile(c->dbg->dibs[c->dbg_pkg], scope, file, 0);
    LLVMSetCurrentDebugLocation2(
        c->b, LLVMDIBuilderCreateDebugLocation(c->ctx, (unsigned)pos.line, (unsigned)pos.col, scope, NULL));
}

void cg_debug_var(Cg *c, Symbol *s, LLVMValueRef slot, int argno)
{
    if (!c->dbg_scope || !s || !s->name || !strcmp(s->name, "_") || !slot || !LLVMIsAAllocaInst(slot))
        return;
    int pkg;
    LLVMMetadataRef file = file_of(c, s->pos.file, &pkg), ty = di_type(c, s->type);
    if (!file || !ty)
        return;
    LLVMDIBuilderRef dib = c->dbg->dibs[c->dbg_pkg];
    LLVMMetadataRef v =
        argno > 0 ? LLVMDIBuilderCreateParameterVariable(dib, c->dbg_scope, s->name, strlen(s->name), (unsigned)argno,
                                                         file, (unsigned)s->pos.line, ty, 1, LLVMDIFlagZero)
                  : LLVMDIBuilderCreateAutoVariable(dib, c->dbg_scope, s->name, strlen(s->name), file,
                                                    (unsigned)s->pos.line, ty, 1, LLVMDIFlagZero, 0);
    uint64_t deref = 0x06; /* DW_OP_deref: a boxed variable's slot holds its box's address */
    LLVMMetadataRef expr = LLVMDIBuilderCreateExpression(dib, s->boxed ? &deref : NULL, s->boxed ? 1 : 0);
    LLVMMetadataRef loc = LLVMDIBuilderCreateDebugLocation(c->ctx, (unsigned)s->pos.line, (unsigned)s->pos.col,
                                                           c->dbg_scope, NULL);
    LLVMValueRef after = LLVMGetNextInstruction(slot);
    if (after)
        LLVMDIBuilderInsertDeclareRecordBefore(dib, slot, v, expr, loc, after);
    else
        LLVMDIBuilderInsertDeclareRecordAtEnd(dib, slot, v, expr, loc, LLVMGetInstructionParent(slot));
}

/* LLVM's CoroSplit builds the frame's debug type (a variable __coro_frame of type
   "<f$coro>.coro_frame_ty" in the resume functions) from the promise's variable: one on c->promise,
   {parent, next} (rt.h's rt_promise) and the results' bytes */
void cg_debug_promise(Cg *c)
{
    if (!c->dbg_scope || !c->promise)
        return;
    LLVMDIBuilderRef dib = c->dbg->dibs[c->dbg_pkg];
    LLVMMetadataRef file = LLVMDIScopeGetFile(c->dbg_scope);
    uint64_t size = LLVMABISizeOfType(c->opt->td, c->promise_type) * 8;
    LLVMMetadataRef vp = LLVMDIBuilderCreatePointerType(dib, NULL, 32, 32, 0, "", 0);
    LLVMMetadataRef ms[2];
    const char *names[2] = {"parent", "next"};
    int n = c->promise_next ? 2 : 1;
    for (int i = 0; i < n; i++)
        ms[i] = LLVMDIBuilderCreateMemberType(dib, NULL, names[i], strlen(names[i]), NULL, 0, 32, 32,
                                              (uint64_t)i * 32, LLVMDIFlagZero, vp);
    LLVMMetadataRef ty = LLVMDIBuilderCreateStructType(dib, NULL, "rt_promise", 10, NULL, 0, size, 32, LLVMDIFlagZero,
                                                       NULL, ms, (unsigned)n, 0, NULL, "", 0);
    LLVMMetadataRef v = LLVMDIBuilderCreateAutoVariable(dib, c->dbg_scope, "__promise", 9, file, 0, ty, 1,
                                                        LLVMDIFlagArtificial, 0);
    LLVMMetadataRef loc = LLVMDIBuilderCreateDebugLocation(c->ctx, 0, 0, c->dbg_scope, NULL);
    LLVMValueRef after = LLVMGetNextInstruction(c->promise);
    LLVMMetadataRef expr = LLVMDIBuilderCreateExpression(dib, NULL, 0);
    if (after)
        LLVMDIBuilderInsertDeclareRecordBefore(dib, c->promise, v, expr, loc, after);
    else
        LLVMDIBuilderInsertDeclareRecordAtEnd(dib, c->promise, v, expr, loc, LLVMGetInstructionParent(c->promise));
}
