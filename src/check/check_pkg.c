/* check_pkg.c - the checker's side of packages: the builtins of corogo's packages (runtime's
 * Gosched and NumGoroutine, and Error, the interface of run-time errors, added to the Go package
 * runtime-baremetal/lib/runtime, or a package of their own when there is no such source), import
 * declarations and "imported and not used", qualified
 * identifiers pkg.Name, and Go's exported-name rule (a name of another package is visible only
 * when it starts with an upper-case letter; an unexported one is "undefined", as Go 1.19 reports
 * it). The Go packages themselves (module packages and runtime-baremetal/lib) are loaded by
 * package.c; check.c checks them one at a time, imports first, so the members of an imported
 * Go package are complete when its importer is checked. */
#include <string.h>

#include "check.h"

/* ---------------------------------------------------------------- built-in packages */

typedef struct BuiltinPkg {
    const char *path;
    void (*populate)(Scope *members);
    Scope *members; /* built on first import */
} BuiltinPkg;

static void pkg_runtime(Scope *s)
{
    Obj *o = obj_new(SYM_BUILTIN, "Gosched", (Pos){ 0 }, NULL);
    o->s.builtin = B_GOSCHED;
    VEC_PUSH(s->objs, s->n, s->cap, o);
    o = obj_new(SYM_BUILTIN, "NumGoroutine", (Pos){ 0 }, NULL);
    o->s.builtin = B_NUMGOROUTINE;
    VEC_PUSH(s->objs, s->n, s->cap, o);
    o = obj_new(SYM_TYPE, "Error", (Pos){ 0 }, check_runtime_error_type());
    VEC_PUSH(s->objs, s->n, s->cap, o);
}

/* unsafe.Pointer: a named type over a pointer to an opaque type, so that it is a pointer
   everywhere (size, nil, comparison, the collector's roots) and only the conversions and the
   indirection of check_call.c and check_expr.c tell it apart */
Type *check_unsafe_pointer(void)
{
    static Type *t;
    if (!t) {
        Type *arbitrary = type_named("ArbitraryType", "unsafe", "unsafe");
        arbitrary->underlying = type_struct(NULL, 0);
        t = type_named("Pointer", "unsafe", "unsafe");
        t->underlying = type_pointer(arbitrary);
    }
    return t;
}

bool check_is_unsafe_pointer(const Type *t)
{
    return t && type_under((Type *)t) == type_under(check_unsafe_pointer());
}

static void pkg_unsafe(Scope *s)
{
    Obj *o = obj_new(SYM_TYPE, "Pointer", (Pos){ 0 }, check_unsafe_pointer());
    VEC_PUSH(s->objs, s->n, s->cap, o);
    static const struct { const char *name; Builtin b; } fns[] = {
        { "Sizeof", B_SIZEOF }, { "Alignof", B_ALIGNOF }, { "Offsetof", B_OFFSETOF },
        { "Add", B_UNSAFE_ADD }, { "Slice", B_UNSAFE_SLICE },
    };
    for (size_t i = 0; i < sizeof fns / sizeof *fns; i++) {
        o = obj_new(SYM_BUILTIN, fns[i].name, (Pos){ 0 }, NULL);
        o->s.builtin = fns[i].b;
        VEC_PUSH(s->objs, s->n, s->cap, o);
    }
}

/* the packages without Go source (time, interrupt and machine are in runtime-baremetal/lib) */
static BuiltinPkg builtin_pkgs[] = {
    { "runtime", pkg_runtime, NULL },
    { "unsafe", pkg_unsafe, NULL },
};

void check_pkg_builtins(const char *path, Scope *s)
{
    for (size_t i = 0; i < sizeof builtin_pkgs / sizeof *builtin_pkgs; i++)
        if (!strcmp(builtin_pkgs[i].path, path))
            builtin_pkgs[i].populate(s);
}

Scope *pkg_members(const char *path)
{
    for (size_t i = 0; i < sizeof builtin_pkgs / sizeof *builtin_pkgs; i++)
        if (!strcmp(builtin_pkgs[i].path, path)) {
            if (!builtin_pkgs[i].members) {
                builtin_pkgs[i].members = scope_new(NULL);
                builtin_pkgs[i].populate(builtin_pkgs[i].members);
            }
            return builtin_pkgs[i].members;
        }
    return NULL;
}

/* the members of the package an import names: a Go package's block, or a built-in one */
static Scope *import_members(const Obj *pkg)
{
    if (pkg->s.pkg)
        return pkg->s.pkg->scope;
    return pkg_members(pkg->s.pkgpath);
}

/* ---------------------------------------------------------------- exported names */

bool check_exported(const char *name)
{
    return name[0] >= 'A' && name[0] <= 'Z';
}

bool check_visible(const char *pkgpath, const char *name)
{
    if (check_exported(name) || !pkgpath)
        return true;
    return !strcmp(pkgpath, ck && ck->cur ? ck->cur->path : "main");
}

/* Go 1.19's hint after "has no field or method x" (types2, lookupError) */
const char *check_case_hint(Type *t, const char *name)
{
    char c = name[0];
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')))
        return "";
    char *flipped = xstrdup(name);
    flipped[0] = (char)(c >= 'a' ? c - 'a' + 'A' : c - 'A' + 'a');
    Lookup l = type_lookup(t, flipped);
    return l.kind == LOOK_FIELD || l.kind == LOOK_METHOD || l.kind == LOOK_IMETHOD ? xprintf(", but does have %s", flipped) : "";
}

/* ---------------------------------------------------------------- imports */

/* the dot import of file scope fs that declared o (NULL: none) */
static Obj *dot_of(Scope *fs, Obj *o)
{
    for (int i = 0; i < fs->ndots; i++)
        if (scope_lookup_local(import_members(fs->dots[i]), o->s.name) == o)
            return fs->dots[i];
    return NULL;
}

/* where o of a dot-imported package is declared, as go1.19 shows it: "$GOROOT/src/strings/x.go:5:6"
   for Go's library */
const char *check_dot_position(Scope *fs, Obj *o)
{
    Obj *pk = dot_of(fs, o);
    const char *file = o->s.pos.file ? o->s.pos.file->name : "?";
    const Package *p = pk ? pk->s.pkg : NULL;
    if (p && !strchr(p->path, '.')) { /* the standard library's (no domain in its path) */
        char *tail = xprintf("/src/%s/", p->path);
        const char *at = strstr(file, tail);
        if (at && !strchr(at + strlen(tail), '/'))
            file = xprintf("$GOROOT%s", at);
    }
    return xprintf("%s:%d:%d", file, o->s.pos.line, o->s.pos.col);
}

/* import . "p": p's exported names declared in the file's scope, the very objects of p (so a use is
   p's object, as p.Name would be); the import is used when one of them is (check_dot_used) */
static void dot_import(Import *im, Scope *fs, bool known)
{
    Obj *pk = obj_new(SYM_PKG, im->path, im->pos, NULL);
    pk->s.pkgpath = im->path;
    pk->s.pkg = im->pkg;
    pk->s.used = !known;
    im->sym = &pk->s;
    Scope *m = known ? import_members(pk) : NULL;
    if (!m)
        return;
    VEC_PUSH(fs->dots, fs->ndots, fs->cdots, pk);
    for (int i = 0; i < m->n; i++) {
        Obj *o = m->objs[i];
        if (!check_exported(o->s.name) || strchr(o->s.name, '[') || o->s.kind == SYM_PKG)
            continue;
        Obj *old = scope_lookup_local(fs, o->s.name);
        if (old) { /* go1.19 names the earlier one */
            diag_error(im->pos, "%s redeclared in this block\n\t%s: other declaration of %s", o->s.name,
                       old->s.kind == SYM_PKG ? xprintf("%s:%d:%d", old->s.pos.file ? old->s.pos.file->name : "?",
                                                        old->s.pos.line, old->s.pos.col)
                                              : check_dot_position(fs, old), o->s.name);
            continue;
        }
        VEC_PUSH(fs->objs, fs->n, fs->cap, o);
    }
}

void check_dot_used(Scope *fs, Obj *o)
{
    Obj *pk = dot_of(fs, o);
    if (pk)
        pk->s.used = true;
}

/* "package strings (\"strings\")": the dot import of file scope fs that declared o */
const char *check_dot_package(Scope *fs, Obj *o)
{
    Obj *pk = dot_of(fs, o);
    if (!pk)
        return "?";
    const Package *p = pk->s.pkg;
    return xprintf("package %s (\"%s\")", p && p->name ? p->name : pk->s.pkgpath, pk->s.pkgpath);
}

/* why path is not an import path, as go1.19 says it ("invalid character U+0021 '!'"), or NULL:
   characters that are not graphic, spaces, Unicode's replacement character (bad UTF-8 too) and
   !"#$%&'()*,:;<=>?[\]^`{|} are refused; an absolute path cannot be imported */
static char *bad_import_path(const char *path)
{
    if (!*path)
        return xstrdup("invalid import path (empty string)");
    if (*path == '/')
        return xprintf("could not import %s (import path cannot be absolute path)", path);
    const char *end = path + strlen(path);
    for (const char *p = path; p < end;) {
        int32_t r;
        int n = utf8_decode(p, end, &r);
        if (n <= 0) {
            r = 0xFFFD;
            n = 1;
        }
        bool space = r == ' ' || (r >= 0x09 && r <= 0x0d) || r == 0x85 || r == 0xA0 || r == 0x1680 ||
                     (r >= 0x2000 && r <= 0x200a) || r == 0x2028 || r == 0x2029 || r == 0x202f ||
                     r == 0x205f || r == 0x3000;
        bool control = r < 0x20 || (r >= 0x7f && r <= 0x9f);
        if (space || control || r == 0xFFFD || (r < 0x80 && strchr("!\"#$%&'()*,:;<=>?[\\]^`{|}", (int)r))) {
            char ch[5] = {0};
            if (!space && !control)
                utf8_encode(ch, r);
            return *ch ? xprintf("invalid import path (invalid character U+%04X '%s')", (unsigned)r, ch)
                       : r == ' ' ? xstrdup("invalid import path (invalid character U+0020 ' ')")
                                  : xprintf("invalid import path (invalid character U+%04X)", (unsigned)r);
        }
        p += n;
    }
    return NULL;
}

void check_collect_import(Import *im, Scope *fs)
{
    char *bad = bad_import_path(im->path);
    if (bad) { /* (go1.19's words) */
        diag_error(im->pos, "%s", bad);
        im->used = true;
        return;
    }
    bool known = im->pkg || pkg_members(im->path) != NULL;
    if (!known && !im->refused) /* refused: the loader said why */
        diag_error(im->pos, "package %s is not supported by corogo", im->path);
    if (im->implicit && im->pkg && im->pkg->name) /* the name its package clause gives it */
        im->name = im->pkg->name;
    if (!im->name) {
        const char *sl = strrchr(im->path, '/');
        im->name = im->pkg && im->pkg->name ? im->pkg->name : sl ? sl + 1 : im->path;
    }
    if (!strcmp(im->name, "_")) {
        im->used = true;
        return;
    }
    if (!strcmp(im->name, ".")) {
        dot_import(im, fs, known);
        return;
    }
    if (!im->implicit && !strcmp(im->name, "init")) { /* (go1.19's words) */
        diag_error(im->pos, "cannot import package as init - init must be a func");
        im->used = true;
        return;
    }
    Obj *o = obj_new(SYM_PKG, im->name, im->pos, NULL);
    o->s.pkgpath = im->path;
    o->s.pkg = im->pkg;
    o->s.used = !known;
    im->sym = &o->s;
    Obj *old = scope_lookup_local(fs, im->name);
    if (old) {
        diag_error(im->pos, "%s redeclared in this block", im->name);
        im->used = true;
        return;
    }
    VEC_PUSH(fs->objs, fs->n, fs->cap, o);
}

void check_imports_used(const Package *p)
{
    for (int fi = 0; fi < p->nfiles; fi++) {
        File *f = p->files[fi];
        for (int di = 0; di < f->ndecls; di++) {
            Decl *d = f->decls[di];
            if (!d || d->kind != D_IMPORT || !d->import || !d->import->sym)
                continue;
            Import *im = d->import;
            if (im->sym->used)
                im->used = true;
            if (!im->used) {
                const char *sl = strrchr(im->path, '/');
                const char *base = im->pkg && im->pkg->name ? im->pkg->name : sl ? sl + 1 : im->path;
                if (strcmp(base, im->name) && strcmp(im->name, ".")) /* go build's wording (go1.19's compiler) */
                    diag_error(im->pos, "imported and not used: \"%s\" as %s", im->path, im->name);
                else
                    diag_error(im->pos, "imported and not used: \"%s\"", im->path);
            }
        }
    }
}

/* ---------------------------------------------------------------- qualified identifiers */

Obj *package_of(Expr *x, Scope *sc)
{
    x = walk_unparen(x);
    if (!x || x->kind != E_IDENT)
        return NULL;
    Obj *o = scope_lookup(sc, x->name);
    return o && o->s.kind == SYM_PKG ? o : NULL;
}

Obj *qualified(Expr *e, Obj *pkg)
{
    pkg->s.used = true;
    e->x->sym = &pkg->s;
    Scope *m = import_members(pkg);
    if (!m)
        return NULL; /* the import was reported */
    Obj *mo = scope_lookup_local(m, e->name);
    if (!mo || !check_exported(e->name)) {
        /* the machine package declares per board what the board has (lib/machine/board_*.go) */
        if (ck && ck->prog && ck->prog->board && !strcmp(pkg->s.name, "machine") && check_exported(e->name))
            diag_error(e->pos, "undefined: %s.%s (board %s has no %s)", pkg->s.name, e->name, ck->prog->board,
                       e->name);
        else
            diag_error(e->pos, "undefined: %s.%s", pkg->s.name, e->name);
        return NULL;
    }
    e->sel = SEL_QUALIFIED;
    e->sym = &mo->s;
    return mo;
}

bool check_qualified_selector(Expr *e, Scope *sc)
{
    Obj *pkg = package_of(e->x, sc);
    if (!pkg)
        return false;
    Obj *mo = qualified(e, pkg);
    if (!mo)
        return true;
    switch (mo->s.kind) {
    case SYM_CONST:
        e->type = mo->s.type;
        if (mo->cval) {
            expr_set_const(e, mo->cval);
            if (!type_is_untyped(e->type))
                set_cv(e, mo->cval, e->type);
        }
        break;
    case SYM_TYPE:
        e->type = mo->s.type;
        e->is_type = true;
        break;
    case SYM_VAR:
        e->type = mo->s.type;
        e->addressable = true;
        break;
    case SYM_FUNC:
        check_func_value(e, mo->s.func);
        break;
    case SYM_BUILTIN:
        diag_error(e->pos, "%s.%s must be called (func values are not supported by corogo)",
                   pkg->s.name, e->name);
        break;
    default:
        break;
    }
    return true;
}
