/* package.c - loading a program the way `go build` does. The main package is a directory (or the
 * .go files named on the command line); go.mod is found by walking up from its directory, and its
 * "module" line gives the module path. An import path inside the module ("example.com/blink" or
 * below) names a directory of the module; any other path names a library package of corogo,
 * runtime-baremetal/lib/<path>, if that directory exists, else a built-in package (runtime, check_pkg.c)
 * (left to the checker, which reports unknown ones). A package is every .go file of its
 * directory whose name does not start with '.' or '_', does not end in _test.go and passes the
 * build constraints (buildtags.c), parsed here and sorted by name. Imports are loaded depth first
 * in source order; an import that reaches a package still being loaded is a cycle, reported at
 * that import. The result, Program.pkgs, lists the packages in the order Go initialises them:
 * every package after all it imports, the main package last. */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "corogo.h"

typedef struct Loader {
    Program *prog;
    const BuildTags *tags;
    const char *mod_path;     /* NULL: no go.mod */
    const char *mod_root;     /* its directory (absolute) */
    const char *cwd;
    /* every package loaded or being loaded, and the ones on the import stack */
    Package **all;
    int nall, capall;
    Package **stack;
    Import **stack_imp;       /* the import that led to stack[i + 1] */
    int nstack, capstack, capstack2;
    int cappkgs, capfiles;
    bool failed;
    bool syntax;              /* a file had syntax errors: no further checks */
} Loader;

static bool is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static bool ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), k = strlen(suffix);
    return n >= k && !strcmp(s + n - k, suffix);
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static char *absolute(const char *path)
{
    char buf[PATH_MAX];
    return realpath(path, buf) ? xstrdup(buf) : xstrdup(path);
}

static char *dir_of(const char *file)
{
    const char *sl = strrchr(file, '/');
    return sl ? xstrndup(file, (size_t)(sl - file)) : xstrdup(".");
}

const char *package_lib_dir(void)
{
    return xprintf("%s/runtime-baremetal/lib", paths_root());
}

/* ---------------------------------------------------------------- go.mod */

/* the module path of go.mod's "module" line, NULL if it has none */
static char *module_line(const char *path)
{
    SrcFile *src = util_read_source(path);
    if (!src)
        return NULL;
    for (const char *s = src->text; *s;) {
        while (*s == ' ' || *s == '\t')
            s++;
        if (!strncmp(s, "module", 6) && (s[6] == ' ' || s[6] == '\t')) {
            s += 6;
            while (*s == ' ' || *s == '\t')
                s++;
            bool quoted = *s == '"';
            s += quoted;
            const char *e = s;
            while (*e && *e != '\n' && *e != '\r' &&
                   (quoted ? *e != '"' : *e != ' ' && *e != '\t' && strncmp(e, "//", 2)))
                e++;
            return e > s ? xstrndup(s, (size_t)(e - s)) : NULL;
        }
        while (*s && *s != '\n')
            s++;
        if (*s)
            s++;
    }
    return NULL;
}

static void find_module(Loader *l, const char *dir)
{
    char *d = absolute(dir);
    for (;;) {
        char *gm = xprintf("%s/go.mod", d);
        if (access(gm, R_OK) == 0) {
            l->mod_path = module_line(gm);
            l->mod_root = d;
            if (!l->mod_path) {
                fprintf(stderr, "%s: error: no module declaration in go.mod\n", gm);
                l->failed = true;
            }
            return;
        }
        char *sl = strrchr(d, '/');
        if (!sl || sl == d)
            return;
        *sl = 0;
    }
}

/* a name for messages: relative to the working directory when below it */
static const char *display_path(Loader *l, const char *abs)
{
    size_t n = strlen(l->cwd);
    if (!strncmp(abs, l->cwd, n) && abs[n] == '/')
        return abs + n + 1;
    return abs;
}

/* ---------------------------------------------------------------- files */

/* the .go files of a directory that take part in the build (names as 'prefix/<file>'), sorted;
   *nall counts the .go files before the build constraints */
static char **dir_files(Loader *l, const char *dir, const char *prefix, int *n, int *nall)
{
    DIR *d = opendir(dir);
    *n = *nall = 0;
    if (!d)
        return NULL;
    char **names = NULL;
    int cap = 0;
    struct dirent *e;
    while ((e = readdir(d)))
        if (e->d_name[0] != '.' && e->d_name[0] != '_' && ends_with(e->d_name, ".go") &&
            !ends_with(e->d_name, "_test.go")) {
            (*nall)++;
            if (buildtags_name_ok(l->tags, e->d_name))
                VEC_PUSH(names, *n, cap, xprintf("%s/%s", prefix, e->d_name));
        }
    closedir(d);
    if (*n)
        qsort(names, (size_t)*n, sizeof *names, cmp_str);
    return names;
}

/* parse the files that pass their //go:build line */
static void parse_files(Loader *l, Package *p, char **paths, int n)
{
    int cap = 0;
    for (int i = 0; i < n; i++) {
        SrcFile *src = util_read_source(paths[i]);
        if (!src) {
            fprintf(stderr, "corogo: error: cannot read %s: %s\n", paths[i], strerror(errno));
            l->failed = true;
            continue;
        }
        int ok = buildtags_file_ok(l->tags, src);
        if (ok <= 0) {
            l->failed |= ok < 0;
            continue;
        }
        int errs = diag_hard_count();
        File *f = parse_file(src);
        l->syntax |= diag_hard_count() > errs;
        if (f)
            VEC_PUSH(p->files, p->nfiles, cap, f);
    }
}

/* where the package clause's name is (File.package_pos is its keyword): Go reports there */
static Pos clause_name_pos(const File *f)
{
    Pos p = f->package_pos;
    const char *s = f->src->text, *end = s + f->src->len;
    for (int line = 1; s < end && line < p.line; s++)
        line += *s == '\n';
    const char *q = s + p.col - 1;
    if (q + 7 <= end && !strncmp(q, "package", 7)) {
        q += 7;
        while (q < end && (*q == ' ' || *q == '\t'))
            q++;
        p.col = (int)(q - s) + 1;
    }
    return p;
}

/* every file's package clause names the same package (the main package: "main"; when all of
   them name another one, the program remembers it, for the checker to report after the files'
   own errors, as go build reports errors before anything about the package's kind) */
static void check_clauses(Package *p, bool is_main, Program *prog)
{
    const char *other = NULL;
    for (int i = 0; i < p->nfiles && is_main; i++) {
        File *f = p->files[i];
        if (f->package && (!strcmp(f->package, "main") || (other && strcmp(f->package, other)))) {
            other = NULL;
            break;
        }
        if (f->package && !other)
            other = f->package;
    }
    for (int i = 0, cap = 0; i < p->nfiles && other; i++)
        if (p->files[i]->package)
            VEC_PUSH(prog->not_main_pos, prog->nnot_main, cap, clause_name_pos(p->files[i]));
    if (other) {
        prog->not_main = other;
        p->name = "main";
        return;
    }
    for (int i = 0; i < p->nfiles; i++) {
        File *f = p->files[i];
        if (!f->package)
            continue;
        if (is_main) {
            if (strcmp(f->package, "main"))
                diag_error(clause_name_pos(f), "package %s is not a main package (corogo builds package main)",
                           f->package);
        } else if (!p->name) {
            p->name = f->package;
        } else if (strcmp(f->package, p->name)) {
            diag_error(clause_name_pos(f), "package %s; expected package %s", f->package, p->name);
        }
    }
    if (is_main)
        p->name = "main";
}

/* ---------------------------------------------------------------- imports */

static void load_imports(Loader *l, Package *p);

static Package *find_loaded(Loader *l, const char *path)
{
    for (int i = 0; i < l->nall; i++)
        if (!strcmp(l->all[i]->path, path))
            return l->all[i];
    return NULL;
}

static bool on_stack(Loader *l, Package *p)
{
    for (int i = 0; i < l->nstack; i++)
        if (l->stack[i] == p)
            return true;
    return false;
}

static void report_cycle(Loader *l, Import *im, Package *target)
{
    char *msg = xstrdup("import cycle not allowed");
    int k = 0;
    while (k < l->nstack && l->stack[k] != target)
        k++;
    for (int i = k; i < l->nstack; i++)
        msg = xprintf("%s\n\t%s %s", msg, i == k ? "package" : "\timports",
                      l->stack[i]->path);
    msg = xprintf("%s\n\t\timports %s", msg, im->path);
    diag_error(im->pos, "%s", msg);
}

static void push(Loader *l, Package *p, Import *via)
{
    VEC_PUSH(l->stack, l->nstack, l->capstack, p);
    l->nstack--;
    VEC_PUSH(l->stack_imp, l->nstack, l->capstack2, via);
}

/* load the package in directory 'dir' (absolute) as import path 'path' */
static Package *load_dir(Loader *l, const char *path, const char *dir, bool library, Import *via)
{
    Package *p = xmalloc(sizeof *p);
    p->path = path;
    p->dir = dir;
    p->library = library;
    VEC_PUSH(l->all, l->nall, l->capall, p);
    int n, nall;
    const char *shown = library ? dir : display_path(l, dir);
    char **paths = dir_files(l, dir, shown, &n, &nall);
    if (!n) {
        if (nall)
            diag_error(via->pos, "build constraints exclude all Go files in %s", shown);
        else
            diag_error(via->pos, "no Go files in %s", shown);
        return p;
    }
    parse_files(l, p, paths, n);
    if (!p->nfiles) {
        diag_error(via->pos, "build constraints exclude all Go files in %s", shown);
        return p;
    }
    if (l->syntax)
        return p;
    check_clauses(p, false, NULL);
    if (p->name && !strcmp(p->name, "main"))
        diag_error(via->pos, "import \"%s\" is a program, not an importable package", path);
    push(l, p, via);
    load_imports(l, p);
    l->nstack--;
    VEC_PUSH(l->prog->pkgs, l->prog->npkgs, l->cappkgs, p);
    return p;
}

static Package *resolve_import(Loader *l, Import *im)
{
    const char *path = im->path;
    Package *p = find_loaded(l, path);
    if (p) {
        if (on_stack(l, p))
            report_cycle(l, im, p);
        return p;
    }
    size_t mn = l->mod_path ? strlen(l->mod_path) : 0;
    if (l->mod_path && !strncmp(path, l->mod_path, mn) && (path[mn] == 0 || path[mn] == '/')) {
        char *dir = xprintf("%s%s", l->mod_root, path + mn);
        if (!is_dir(dir)) {
            diag_error(im->pos, "package %s is not in module %s (no directory %s)", path, l->mod_path,
                       display_path(l, dir));
            return NULL;
        }
        return load_dir(l, path, dir, false, im);
    }
    char *lib = xprintf("%s/%s", package_lib_dir(), path);
    if (path[0] && path[0] != '.' && path[0] != '/' && !strstr(path, "..") && is_dir(lib))
        return load_dir(l, path, absolute(lib), true, im);
    return NULL; /* a built-in package, or unknown: the checker decides */
}

/* p's import path as Go sees it: the main package's is its directory's in the module */
static char *import_path_of(Loader *l, Package *p)
{
    size_t rn = l->mod_root ? strlen(l->mod_root) : 0;
    if (strcmp(p->path, "main") || p->library || !l->mod_path || !p->dir || strncmp(p->dir, l->mod_root, rn) ||
        (p->dir[rn] != 0 && p->dir[rn] != '/'))
        return xstrdup(p->path);
    return xprintf("%s%s", l->mod_path, p->dir + rn);
}

/* Go's rule for a path with an element "internal": only the tree rooted at the internal
   directory's parent may import it (corogo's own library: only library packages) */
static bool internal_allowed(Loader *l, Package *p, const char *path)
{
    const char *cut = NULL;
    for (const char *q = path; (q = strstr(q, "internal")) != NULL; q += 8)
        if ((q == path || q[-1] == '/') && (q[8] == 0 || q[8] == '/'))
            cut = q;
    if (!cut)
        return true;
    if (cut == path)
        return p->library;
    size_t n = (size_t)(cut - 1 - path); /* the parent: path up to the '/' before "internal" */
    char *me = import_path_of(l, p);
    bool ok = !strncmp(me, path, n) && (me[n] == 0 || me[n] == '/');
    free(me);
    return ok;
}

static void load_imports(Loader *l, Package *p)
{
    for (int fi = 0; fi < p->nfiles; fi++) {
        File *f = p->files[fi];
        for (int di = 0; di < f->ndecls; di++) {
            Decl *d = f->decls[di];
            if (!d || d->kind != D_IMPORT || !d->import || !d->import->path)
                continue;
            if (!internal_allowed(l, p, d->import->path))
                diag_error(d->import->pos, "use of internal package %s not allowed", d->import->path);
            d->import->pkg = resolve_import(l, d->import);
        }
    }
}

/* ---------------------------------------------------------------- entry points */

/* the loader and the main package (not yet loaded), the module found from 'dir' */
static Package *start(Loader *l, Program *prog, const BuildTags *tags, const char *dir)
{
    l->prog = prog;
    l->tags = tags;
    char buf[PATH_MAX];
    l->cwd = getcwd(buf, sizeof buf) ? xstrdup(buf) : xstrdup(".");
    find_module(l, dir);
    Package *main = xmalloc(sizeof *main);
    main->path = "main";
    VEC_PUSH(l->all, l->nall, l->capall, main);
    return main;
}

/* the main package's files are parsed: its clauses, its imports (recursively), the result */
static bool load_main(Loader *l, Package *main)
{
    Program *prog = l->prog;
    if (l->syntax)
        return false;
    check_clauses(main, true, prog);
    push(l, main, NULL);
    load_imports(l, main);
    VEC_PUSH(prog->pkgs, prog->npkgs, l->cappkgs, main);
    for (int i = 0; i < prog->npkgs; i++)
        for (int k = 0; k < prog->pkgs[i]->nfiles; k++)
            VEC_PUSH(prog->files, prog->nfiles, l->capfiles, prog->pkgs[i]->files[k]);
    return !l->failed && diag_hard_count() == 0;
}

bool package_load(Program *prog, const char *dir, const char *const *files, int nfiles,
                  const BuildTags *tags)
{
    Loader ld = { 0 }, *l = &ld;
    Package *main = start(l, prog, tags, dir ? dir : dir_of(files[0]));
    if (l->failed)
        return false;
    main->dir = dir ? absolute(dir) : NULL;
    char **paths = NULL;
    int n = 0, cap = 0;
    for (int i = 0; i < nfiles; i++)
        if (buildtags_name_ok(tags, files[i]))
            VEC_PUSH(paths, n, cap, xstrdup(files[i]));
    if (dir) {
        int nall;
        paths = dir_files(l, dir, dir, &n, &nall);
        if (!n) {
            if (nall)
                fprintf(stderr, "corogo: error: build constraints exclude all Go files in %s\n", dir);
            else
                fprintf(stderr, "corogo: error: no Go files in %s\n", dir);
            return false;
        }
    }
    parse_files(l, main, paths, n);
    if (!main->nfiles && !l->failed) {
        fprintf(stderr, "corogo: error: build constraints exclude all Go files given\n");
        return false;
    }
    return main->nfiles && load_main(l, main);
}

bool package_load_parsed(Program *prog, File **files, int nfiles, const BuildTags *tags)
{
    Loader ld = { 0 }, *l = &ld;
    Package *main = start(l, prog, tags, ".");
    int cap = 0;
    for (int i = 0; i < nfiles; i++)
        VEC_PUSH(main->files, main->nfiles, cap, files[i]);
    return load_main(l, main);
}
