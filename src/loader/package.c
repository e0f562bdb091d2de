/* package.c - loading a program the way the go command does: `go list -deps -json -e` (run by
 * goroot.c with GOROOT at the merged tree, the board's GOOS and GOARCH, CGO_ENABLED=0 and the
 * build tags) answers which packages an import path names, where they are and which of their
 * files take part in the build, so modules (require from the module cache, replace, vendor/,
 * workspaces), build constraints and file selection are Go's own. The main package is a directory
 * (go list's pattern) or .go files named on the command line (go list accepts files; a program
 * whose only imports are "unsafe", or none, needs no go command then). Without a go.mod above the
 * package, go list runs in GOPATH mode (GO111MODULE=off), so a directory or files build alone.
 * The files are parsed here; imports are followed depth first in source order from the main
 * package (an import reaching a package still being loaded is a cycle, reported at that import),
 * and Program.pkgs lists the packages in the order Go initialises them: every package after all it
 * imports, the main package last. go list's errors are reported where they arise: at their
 * position, or at the import of the package they are about. Imports that cannot work on a
 * microcontroller (net, os/exec, ...) and packages of Go's library corogo does not take yet are
 * errors at the import, naming the package and why. */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "corogo.h"

/* one package of go list's answer */
typedef struct GoPkg {
    const char *path;         /* ImportPath */
    const char *dir;
    char **files;             /* GoFiles: names in dir */
    int nfiles;
    bool goroot;              /* from the (merged) GOROOT */
    bool has_cgo;
    const JVal *import_map;   /* vendor/: import path in source -> package path */
    const char *err;          /* an error without a position: reported at an import of it */
    bool reported;
    Package *pkg;
} GoPkg;

typedef struct Loader {
    Program *prog;
    const BuildTags *tags;
    const char *cwd;
    const char *wd;           /* where go list ran: its positions are relative to it */
    const char *dir_arg, *dir_abs; /* the main package's directory as given, and absolute */
    GoPkg *gps;
    int ngps, capgps;
    const char *main_err;     /* go list's error about the main package itself */
    char **seen;              /* positioned errors reported ("pos\nmessage"): go list repeats them */
    int nseen, capseen;
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

/* a name for messages: relative to the working directory when below it */
static const char *display_path(Loader *l, const char *abs)
{
    size_t n = strlen(l->cwd);
    if (!strncmp(abs, l->cwd, n) && abs[n] == '/')
        return abs + n + 1;
    return abs;
}

/* s with every 'from' replaced by 'to' */
static char *replace_all(const char *s, const char *from, const char *to)
{
    size_t n = strlen(from);
    if (!n)
        return xstrdup(s);
    char *out = xstrdup("");
    for (const char *q; (q = strstr(s, from)) != NULL; s = q + n)
        out = xprintf("%s%.*s%s", out, (int)(q - s), s, to);
    return xprintf("%s%s", out, s);
}

/* go list's message with the paths it names as the user named them */
static char *user_message(Loader *l, const char *msg)
{
    char *m = xstrdup(msg);
    if (l->dir_abs && l->dir_arg)
        m = replace_all(m, l->dir_abs, l->dir_arg);
    return replace_all(m, xprintf("%s/", l->cwd), "");
}

/* ---------------------------------------------------------------- what corogo does not take */

static const struct {
    const char *path;   /* the package, and every package below it */
    const char *why;
} impossible[] = {
    { "net", "a microcontroller has no network stack" },
    { "os/exec", "a microcontroller runs no other programs" },
    { "os/signal", "a microcontroller has no operating-system signals" },
    { "os/user", "a microcontroller has no user accounts" },
    { "plugin", "a microcontroller loads no code at run time" },
    { "syscall", "a microcontroller has no operating system to call" },
};

/* the packages of Go's library a program may import besides corogo's replacements: those of
   GOROOT that tests/programs shows build and run (docs/language.md has the table) */
static const char *const supported[] = {
    "unsafe", "unicode/utf8", "math/bits", "math",
    "container/list", "container/ring", "unicode/utf16", "math/cmplx", "strconv", "path", "unicode",
    "io", "strings", "bytes", "bufio", "errors", "sort", "fmt",
    "math/rand", "container/heap", "hash", "hash/crc32", "hash/adler32", "hash/fnv", "encoding/hex",
    "encoding/base64", "encoding/binary", "text/tabwriter", "log", "encoding", "encoding/json",
    "flag", "regexp", "math/big", "context", "encoding/xml",
};

/* a path the go command takes as an import path (letters, digits, "-._~+/", not starting with
   '/' or '.'); others are left to the checker, which reports the import */
static bool valid_import_path(const char *path)
{
    if (!*path || *path == '/' || *path == '.')
        return false;
    for (const char *s = path; *s; s++)
        if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') || strchr("-._~+/", *s)))
            return false;
    return true;
}

static bool under(const char *path, const char *root)
{
    size_t n = strlen(root);
    return !strncmp(path, root, n) && (path[n] == 0 || path[n] == '/');
}

/* an import of a library package from a program's package: an error when corogo cannot take it
   (a soft one: the checker still checks the files, as it did when it reported unknown packages) */
static bool import_refused(Import *im, GoPkg *gp)
{
    for (size_t i = 0; i < sizeof impossible / sizeof *impossible; i++)
        if (under(im->path, impossible[i].path)) {
            diag_soft_error(im->pos, "package %s cannot be used on a microcontroller: %s", im->path, impossible[i].why);
            return im->refused = true;
        }
    if (!gp || !gp->goroot)
        return false;
    for (size_t i = 0; i < sizeof supported / sizeof *supported; i++)
        if (!strcmp(im->path, supported[i]))
            return false;
    int nrep;
    char **rep = goroot_replaced(&nrep);
    for (int i = 0; i < nrep; i++)
        if (!strcmp(im->path, rep[i]))
            return false;
    diag_soft_error(im->pos, "package %s is not supported by corogo yet (docs/language.md lists the packages it takes)",
               im->path);
    return im->refused = true;
}

/* ---------------------------------------------------------------- go list */

static GoPkg *find_gopkg(Loader *l, const char *path)
{
    for (int i = 0; i < l->ngps; i++)
        if (!strcmp(l->gps[i].path, path))
            return &l->gps[i];
    return NULL;
}

static char **str_array(const JVal *v, int *n)
{
    *n = 0;
    if (!v || v->kind != J_ARR)
        return NULL;
    char **a = xmalloc(sizeof *a * (size_t)(v->n + 1));
    for (int i = 0; i < v->n; i++)
        if (v->items[i]->kind == J_STR)
            a[(*n)++] = v->items[i]->str;
    return a;
}

/* a go.mod or go.work in dir or above: module mode */
bool package_in_module(const char *dir)
{
    char *d = absolute(dir);
    for (;;) {
        if (access(xprintf("%s/go.mod", d), F_OK) == 0 || access(xprintf("%s/go.work", d), F_OK) == 0)
            return true;
        char *sl = strrchr(d, '/');
        if (!sl || sl == d)
            return false;
        *sl = 0;
    }
}

/* the line of the file's //go:build line, 1 if there is none */
static int build_line(const SrcFile *src)
{
    int line = 1;
    for (const char *s = src->text; *s; line++) {
        while (*s == ' ' || *s == '\t')
            s++;
        if (!strncmp(s, "//go:build", 10))
            return line;
        s = strchr(s, '\n');
        if (!s)
            break;
        s++;
    }
    return 1;
}

/* a position "file:line:col" of go list (file relative to where it ran) */
static Pos list_pos(Loader *l, const char *text)
{
    const char *c2 = strrchr(text, ':');
    const char *c1 = c2 ? c2 - 1 : NULL;
    while (c1 && c1 > text && *c1 != ':')
        c1--;
    if (!c2 || !c1 || c1 == text)
        return NOPOS;
    char *file = xstrndup(text, (size_t)(c1 - text));
    char *abs = file[0] == '/' ? file : xprintf("%s/%s", l->wd, file);
    int line = atoi(c1 + 1), col = atoi(c2 + 1);
    /* the name the parsed file goes by, when it is one */
    for (int i = 0; i < l->prog->nfiles; i++)
        if (!strcmp(absolute(l->prog->files[i]->src->name), absolute(abs)))
            return (Pos){ l->prog->files[i]->src, line, col };
    /* named as the main package's files are, or relative to the working directory */
    char *d = absolute(dir_of(abs));
    const char *name = l->dir_abs && !strcmp(d, l->dir_abs) ? xprintf("%s/%s", l->dir_arg, strrchr(abs, '/') + 1)
                                                          : display_path(l, abs);
    SrcFile *src = util_read_source(name);
    return src ? (Pos){ src, line, col } : NOPOS;
}

/* go list's message without the import stack it starts with ("package a\n\timports b: msg") */
static const char *without_stack(const char *err)
{
    const char *nl = strrchr(err, '\n');
    if (!nl || strncmp(err, "package ", 8))
        return err;
    const char *c = strstr(nl, ": ");
    return c ? c + 2 : err;
}

/* report an error of go list that has no position, at 'at' (the import of its package; NOPOS for
   the main package); a malformed //go:build line at the line */
static void report_unpositioned(Loader *l, const char *err, const char *dir, Pos at)
{
    const char *msg = without_stack(err);
    const char *pb = strstr(msg, ": parsing //go:build line: ");
    if (pb) {
        char *file = xstrndup(msg, (size_t)(pb - msg));
        char *path = dir && file[0] != '/' ? xprintf("%s/%s", dir, file) : file;
        if (dir && l->dir_abs && !strcmp(dir, l->dir_abs))
            path = xprintf("%s/%s", l->dir_arg, file);
        else
            path = xstrdup(display_path(l, path));
        SrcFile *src = util_read_source(path);
        if (src) {
            diag_error((Pos){ src, build_line(src), 1 }, "%s", pb + 2);
            return;
        }
    }
    if (at.file)
        diag_error(at, "%s", user_message(l, msg));
    else
        diag_fatal_noloc("%s", user_message(l, msg));
}

static bool skipped_error(const char *err)
{
    /* corogo reports these itself: cycles at the import that closes them, package clauses at the
       clause */
    return strstr(err, "import cycle not allowed") || !strncmp(err, "found packages ", 15);
}

/* what go list is given: the main package's directory (its record comes last), its files, or only
   the import paths of a main package go list does not see */
typedef enum { LIST_DIR, LIST_FILES, LIST_IMPORTS } ListKind;

/* go list's answer for arguments argv and environment env from the cache file, or by running it
   (and keeping its answer there when 'cache' names the file) */
static bool run_list(const char *const *argv, const char *wd, const char *const *env, const char *cache,
                     char **out, size_t *len)
{
    SrcFile *kept = cache ? util_read_source(cache) : NULL;
    if (kept) {
        *out = (char *)kept->text;
        *len = kept->len;
        return true;
    }
    bool ran = goroot_run_go(argv, wd, env, out, len);
    if (ran && cache) { /* written whole under a temporary name, then renamed: parallel builds */
        char *tmp = xprintf("%s.tmp%ld", cache, (long)getpid());
        FILE *f = fopen(tmp, "wb");
        if (f && fwrite(*out, 1, *len, f) == *len && fclose(f) == 0)
            rename(tmp, cache);
        else {
            if (f)
                fclose(f);
            remove(tmp);
        }
    }
    return ran;
}

/* run go list on 'patterns' from directory 'wd'; fills l->gps; false after errors. 'cacheable':
   the answer depends on nothing but the merged GOROOT, the environment and the patterns (standard
   library import paths outside any module) */
static bool go_list(Loader *l, const char *wd, const char *const *patterns, int npatterns, ListKind kind,
                    bool cacheable)
{
    const char *goroot = goroot_merged();
    if (!goroot)
        return false;
    const char **argv = NULL;
    int n = 0, cap = 0;
    const char *fixed[] = { "go", "list", "-e", "-deps",
                            "-json", NULL };
    for (int i = 0; fixed[i]; i++)
        VEC_PUSH(argv, n, cap, fixed[i]);
    StrBuf tags = { 0 };
    for (int i = 0; i < l->tags->ntags; i++)
        strbuf_printf(&tags, "%s%s", i ? "," : "", l->tags->tags[i]);
    if (l->tags->ntags)
        VEC_PUSH(argv, n, cap, xprintf("-tags=%s", strbuf_str(&tags)));
    for (int i = 0; i < npatterns; i++)
        VEC_PUSH(argv, n, cap, patterns[i]);
    VEC_PUSH(argv, n, cap, NULL);
    const char *env[16];
    int ne = 0;
    env[ne++] = "GOROOT", env[ne++] = goroot;
    env[ne++] = "GOOS", env[ne++] = l->tags->goos ? l->tags->goos : "linux";
    env[ne++] = "GOARCH", env[ne++] = l->tags->goarch ? l->tags->goarch : "arm";
    env[ne++] = "CGO_ENABLED", env[ne++] = "0";
    if (!getenv("GO111MODULE") && !package_in_module(wd))
        env[ne++] = "GO111MODULE", env[ne++] = "off";
    if (!getenv("GOTOOLCHAIN"))
        env[ne++] = "GOTOOLCHAIN", env[ne++] = "local";
    env[ne] = NULL;
    l->wd = absolute(wd);
    char *out;
    size_t len;
    const char *cache = NULL;
    if (cacheable) {
        const char **words = NULL;
        int nw = 0, capw = 0;
        for (int i = 0; argv[i]; i++)
            VEC_PUSH(words, nw, capw, argv[i]);
        for (int i = 0; i < ne; i++)
            VEC_PUSH(words, nw, capw, env[i]);
        const char *gf = getenv("GOFLAGS"); /* the user's flags change the answer too */
        VEC_PUSH(words, nw, capw, gf ? gf : "");
        cache = goroot_cache_file(words, nw);
    }
    bool ran = run_list(argv, wd, env, cache, &out, &len);
    int nv;
    JVal **vals = ran || len ? json_parse("go list", out, len, &nv) : NULL;
    if (!vals) {
        if (!ran)
            diag_fatal_noloc("go list failed (it says why above)");
        return false;
    }
    const char *main_path = kind == LIST_FILES ? "command-line-arguments" : NULL;
    for (int i = 0; i < nv; i++) {
        const JVal *v = vals[i];
        const char *path = json_str(v, "ImportPath");
        const char *dir = json_str(v, "Dir");
        const JVal *e = json_get(v, "Error");
        const char *err = json_str(e, "Err"), *pos = json_str(e, "Pos");
        if (!path)
            continue;
        if (err && pos && *pos && !skipped_error(err)) {
            /* about an import of the package (its position in the importer), not about its own
               files (their syntax: the parser reports that) */
            Pos p = list_pos(l, pos);
            char *pdir = dir_of(p.file ? absolute(p.file->name) : pos);
            if (!dir || strcmp(pdir, dir)) {
                char *key = xprintf("%s\n%s", pos, err);
                bool dup = false;
                for (int k = 0; k < l->nseen && !dup; k++)
                    dup = !strcmp(l->seen[k], key);
                if (!dup) {
                    VEC_PUSH(l->seen, l->nseen, l->capseen, key);
                    if (p.file)
                        diag_error(p, "%s", user_message(l, err));
                    else
                        diag_fatal_noloc("%s: %s", pos, user_message(l, err));
                }
            }
        }
        if (kind == LIST_DIR && i == nv - 1)
            main_path = path;
        if (find_gopkg(l, path))
            continue;
        GoPkg gp = { 0 };
        gp.path = path;
        gp.dir = dir;
        gp.files = str_array(json_get(v, "GoFiles"), &gp.nfiles);
        int ncgo;
        str_array(json_get(v, "CgoFiles"), &ncgo);
        gp.has_cgo = ncgo > 0;
        gp.goroot = json_bool(v, "Goroot");
        gp.import_map = json_get(v, "ImportMap");
        if (err && !(pos && *pos) && !skipped_error(err))
            gp.err = err;
        VEC_PUSH(l->gps, l->ngps, l->capgps, gp);
    }
    if (main_path && kind == LIST_DIR) {
        GoPkg *m = find_gopkg(l, main_path);
        l->main_err = m ? m->err : NULL;
        if (m)
            m->reported = true;
    }
    return true;
}

/* ---------------------------------------------------------------- files */

/* parse the files named */
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
        int errs = diag_hard_count();
        File *f = parse_file(src);
        l->syntax |= diag_hard_count() > errs;
        if (f) {
            VEC_PUSH(p->files, p->nfiles, cap, f);
            VEC_PUSH(l->prog->files, l->prog->nfiles, l->capfiles, f);
        }
    }
}

/* a package's files as named in messages: prefix/<file> */
static char **gopkg_paths(const GoPkg *gp, const char *prefix)
{
    char **paths = xmalloc(sizeof *paths * (size_t)(gp->nfiles + 1));
    for (int i = 0; i < gp->nfiles; i++)
        paths[i] = xprintf("%s/%s", prefix, gp->files[i]);
    return paths;
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
    for (int i = 0; i < p->nfiles; i++) /* types2's error: the files are still checked */
        if (p->files[i]->package && !strcmp(p->files[i]->package, "_"))
            diag_soft_error(clause_name_pos(p->files[i]), "invalid package name _");
    for (int i = 0; i < p->nfiles && is_main; i++) {
        File *f = p->files[i];
        if (f->package && (!strcmp(f->package, "main") || (prog->main_name && !strcmp(f->package, prog->main_name)) ||
                           (other && strcmp(f->package, other)))) {
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
            if (strcmp(f->package, "main") && !(prog->main_name && !strcmp(f->package, prog->main_name)))
                diag_error(clause_name_pos(f), "package %s is not a main package (corogo builds package main)",
                           f->package);
        } else if (!p->name) {
            p->name = f->package;
        } else if (strcmp(f->package, p->name)) {
            diag_error(clause_name_pos(f), "package %s; expected package %s", f->package, p->name);
        }
    }
    if (is_main)
        p->name = prog->main_name ? prog->main_name : "main";
}

/* ---------------------------------------------------------------- imports */

static void load_imports(Loader *l, Package *p, const GoPkg *from);

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

/* load the package go list found for an import */
static Package *load_pkg(Loader *l, GoPkg *gp, Import *via)
{
    Package *p = xmalloc(sizeof *p);
    p->path = gp->path;
    p->dir = gp->dir;
    p->library = gp->goroot;
    gp->pkg = p;
    VEC_PUSH(l->all, l->nall, l->capall, p);
    if (gp->err) {
        if (!gp->reported)
            report_unpositioned(l, gp->err, gp->dir, via->pos);
        gp->reported = true;
        return p;
    }
    if (!gp->dir || !gp->nfiles) /* not found: go list said so at the import */
        return p;
    if (gp->has_cgo)
        diag_error(via->pos, "package %s uses cgo, which corogo does not support", gp->path);
    const char *shown = gp->goroot ? gp->dir : display_path(l, gp->dir);
    char **paths = gopkg_paths(gp, shown);
    for (int i = 0; gp->goroot && i < gp->nfiles; i++) /* named where they are: GOROOT's or lib's */
        paths[i] = absolute(paths[i]);
    parse_files(l, p, paths, gp->nfiles);
    if (l->syntax || !p->nfiles)
        return p;
    check_clauses(p, false, NULL);
    push(l, p, via);
    load_imports(l, p, gp);
    l->nstack--;
    VEC_PUSH(l->prog->pkgs, l->prog->npkgs, l->cappkgs, p);
    return p;
}

static Package *resolve_import(Loader *l, Import *im, const GoPkg *from)
{
    const char *path = im->path;
    const JVal *mapped = from ? json_get(from->import_map, path) : NULL;
    if (mapped && mapped->kind == J_STR)
        path = mapped->str; /* vendor/ */
    GoPkg *gp = find_gopkg(l, path);
    if ((!from || !from->goroot) && import_refused(im, gp))
        return NULL;
    if (!strcmp(path, "unsafe") || !strcmp(path, "C"))
        return NULL; /* built into the checker */
    Package *p = gp ? gp->pkg : NULL;
    if (p) {
        if (on_stack(l, p))
            report_cycle(l, im, p);
        return p;
    }
    if (!gp) {
        if (l->ngps && valid_import_path(path)) /* go list was asked and does not know it */
            diag_error(im->pos, "package %s not found", path);
        return NULL;
    }
    return load_pkg(l, gp, im);
}

static void load_imports(Loader *l, Package *p, const GoPkg *from)
{
    for (int fi = 0; fi < p->nfiles; fi++) {
        File *f = p->files[fi];
        for (int di = 0; di < f->ndecls; di++) {
            Decl *d = f->decls[di];
            if (!d || d->kind != D_IMPORT || !d->import || !d->import->path)
                continue;
            d->import->pkg = resolve_import(l, d->import, from);
        }
    }
}

/* ---------------------------------------------------------------- entry points */

/* the loader and the main package (not yet loaded) */
static Package *start(Loader *l, Program *prog, const BuildTags *tags)
{
    l->prog = prog;
    l->tags = tags;
    char buf[PATH_MAX];
    l->cwd = getcwd(buf, sizeof buf) ? xstrdup(buf) : xstrdup(".");
    Package *main = xmalloc(sizeof *main);
    main->path = "main";
    VEC_PUSH(l->all, l->nall, l->capall, main);
    return main;
}

/* the main package's files are parsed: its clauses, its imports (recursively), the result */
static bool load_main(Loader *l, Package *main, const GoPkg *gp)
{
    Program *prog = l->prog;
    if (l->syntax)
        return false;
    check_clauses(main, true, prog);
    push(l, main, NULL);
    load_imports(l, main, gp);
    VEC_PUSH(prog->pkgs, prog->npkgs, l->cappkgs, main);
    /* prog->files in initialisation order, like prog->pkgs */
    prog->nfiles = 0;
    for (int i = 0; i < prog->npkgs; i++)
        for (int k = 0; k < prog->pkgs[i]->nfiles; k++)
            prog->files[prog->nfiles++] = prog->pkgs[i]->files[k];
    return !l->failed && diag_hard_count() == 0;
}

/* does any of the files import a package other than unsafe (so that go list must be asked)? */
static bool imports_any(Package *main)
{
    for (int fi = 0; fi < main->nfiles; fi++)
        for (int di = 0; di < main->files[fi]->ndecls; di++) {
            Decl *d = main->files[fi]->decls[di];
            if (d && d->kind == D_IMPORT && d->import && d->import->path && strcmp(d->import->path, "unsafe"))
                return true;
        }
    return false;
}

/* a standard-library import path: its first element has no dot (Go's rule) */
static bool std_path(const char *path)
{
    const char *sl = strchr(path, '/');
    const char *dot = strchr(path, '.');
    return !dot || (sl && dot > sl);
}

/* go list of the main package's import paths, run in wd (the main package is not go list's);
   outside a module, when they are all of the standard library, the answer is kept */
static bool list_imports(Loader *l, const char *wd)
{
    Package *main = l->all[0];
    const char **pats = NULL;
    int n = 0, cap = 0;
    for (int fi = 0; fi < main->nfiles; fi++)
        for (int di = 0; di < main->files[fi]->ndecls; di++) {
            Decl *d = main->files[fi]->decls[di];
            if (d && d->kind == D_IMPORT && d->import && d->import->path && valid_import_path(d->import->path))
                VEC_PUSH(pats, n, cap, d->import->path);
        }
    if (!n)
        return true;
    bool cacheable = !package_in_module(wd);
    for (int i = 0; i < n; i++)
        cacheable &= std_path(pats[i]);
    if (n > 1) /* one key for one set of imports, whatever their order */
        qsort(pats, (size_t)n, sizeof *pats, cmp_str);
    return go_list(l, wd, pats, n, LIST_IMPORTS, cacheable);
}

bool package_load(Program *prog, const char *dir, const char *const *files, int nfiles,
                  const BuildTags *tags)
{
    Loader ld = { 0 }, *l = &ld;
    Package *main = start(l, prog, tags);
    if (dir) {
        l->dir_arg = dir;
        l->dir_abs = absolute(dir);
        main->dir = l->dir_abs;
        const char *pattern = "."; /* run in the directory: its go.mod is found from there */
        if (!go_list(l, dir, &pattern, 1, LIST_DIR, false))
            return false;
        if (l->main_err) {
            report_unpositioned(l, l->main_err, l->dir_abs, NOPOS);
            return false;
        }
        GoPkg *gp = l->ngps ? &l->gps[l->ngps - 1] : NULL;
        if (!gp || !gp->nfiles) {
            diag_fatal_noloc("no Go files in %s", dir);
            return false;
        }
        parse_files(l, main, gopkg_paths(gp, dir), gp->nfiles);
        return load_main(l, main, gp);
    }
    parse_files(l, main, (char **)files, nfiles);
    if (l->failed || l->syntax || !main->nfiles)
        return false;
    if (!imports_any(main))
        return load_main(l, main, NULL);
    char *wd = dir_of(files[0]);
    const char **pats = xmalloc(sizeof *pats * (size_t)nfiles);
    bool one_dir = true;
    for (int i = 0; i < nfiles; i++) {
        pats[i] = absolute(files[i]);
        one_dir &= !strcmp(dir_of(pats[i]), dir_of(pats[0]));
    }
    if (!one_dir || !package_in_module(wd)) /* go list takes files of one directory only; outside a
                                         module, the imports are the question (and often kept) */
        return list_imports(l, wd) && load_main(l, main, NULL);
    if (!go_list(l, wd, pats, nfiles, LIST_FILES, false))
        return false;
    return load_main(l, main, find_gopkg(l, "command-line-arguments"));
}

bool package_load_parsed(Program *prog, File **files, int nfiles, const BuildTags *tags)
{
    Loader ld = { 0 }, *l = &ld;
    Package *main = start(l, prog, tags);
    int cap = 0;
    for (int i = 0; i < nfiles; i++) {
        VEC_PUSH(main->files, main->nfiles, cap, files[i]);
        VEC_PUSH(prog->files, prog->nfiles, l->capfiles, files[i]);
    }
    if (imports_any(main) && !list_imports(l, "."))
        return false;
    return load_main(l, main, NULL);
}
