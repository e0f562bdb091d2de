/* heap.c - the program's run-time allocation sites, and the -heap=none check and the
 * -print-allocs report over them. Codegen
 * records every call it emits into the Go arena (the runtime functions marked RT_ARENA in
 * rt_abi.def: rt_alloc for new(T), &T{...} and slice literals, rt_string_concat for + and +=,
 * rt_string_from_rune for string(rune)) with its position and what it is; one list, filled by the
 * one place that decides. Whatever codegen places statically is never recorded: a package-level
 * `var p = new(T)` or `var p = &T{...}` with constant fields is a static object (cg.c
 * static_value, the one decision), and neither is a site whose call package initialisation at
 * compile time ran (its object is static data: the check runs after src/interp, on the calls
 * left). With -heap=none (no arena) every recorded site in code that
 * can run (a function reachable in the call graph, or package initialisation) is a compile-time
 * error at its position ("... allocates on the heap, which -heap=none forbids"), in source order,
 * each place once. A site whose object is there because its address escapes (escape.c: a variable
 * or a &T{...}/new(T)) carries the reason: "&c escapes to the heap: stored in package variable g".
 * -print-allocs=REGEX lists the same sites, filtered by function name (TinyGo's flag). Interrupt
 * handlers may never allocate or collect (the collector must not run in
 * an interrupt, docs/memory.md "Heap modes"): a recorded site, or a call of runtime.GC, in a
 * function a handler reaches is an error at the handler naming the chain, as a handler that can
 * block is (taint.c), whatever the heap mode. */
#include <regex.h>
#include <string.h>

#include "corogo.h"

typedef struct Site {
    Pos pos;
    char *what;
    const char *why;   /* NULL: the operation always allocates */
    Pos why_pos;
    const FuncDecl *fn;
} Site;

static Site *sites;
static int nsites, csites;

void heap_record_site(Pos pos, const char *what, const FuncDecl *fn)
{
    Site s = {pos, xstrdup(what), NULL, NOPOS, fn};
    VEC_PUSH(sites, nsites, csites, s);
}

void heap_record_escape(Pos pos, const char *what, const char *why, Pos why_pos, const FuncDecl *fn)
{
    Site s = {pos, xstrdup(what), why, why_pos, fn};
    VEC_PUSH(sites, nsites, csites, s);
}

int heap_site_count(void)
{
    return nsites;
}

static const SrcFile **program_files(const Program *prog)
{
    const SrcFile **files = xmalloc(sizeof *files * (size_t)(prog->nfiles + 1));
    for (int i = 0; i < prog->nfiles; i++)
        files[i] = prog->files[i]->src;
    return files;
}

bool heap_report_none(const Program *prog, const bool *left)
{
    bool *live = callgraph_live(prog);
    const SrcFile **files = program_files(prog);
    int before = diag_count();
    diag_defer(); /* sorted by position, the same site (sync and $coro versions) once */
    for (int i = 0; i < nsites; i++) {
        int node = sites[i].fn ? callgraph_node(prog, sites[i].fn) : -1;
        if (!(node < 0 || live[node]) || (left && !left[i]))
            continue;
        if (sites[i].why && sites[i].why_pos.line != sites[i].pos.line)
            diag_error(sites[i].pos, "%s escapes to the heap: %s (line %d), which -heap=none forbids", sites[i].what,
                       sites[i].why, sites[i].why_pos.line);
        else if (sites[i].why)
            diag_error(sites[i].pos, "%s escapes to the heap: %s, which -heap=none forbids", sites[i].what,
                       sites[i].why);
        else
            diag_error(sites[i].pos, "%s allocates on the heap, which -heap=none forbids", sites[i].what);
    }
    diag_flush(files, prog->nfiles);
    free(files);
    free(live);
    return diag_count() == before;
}

static const SrcFile **sort_files;
static int sort_nfiles;

static int site_cmp(const void *a, const void *b)
{
    const Site *x = *(const Site *const *)a, *y = *(const Site *const *)b;
    int c = diag_pos_cmp(x->pos, y->pos, sort_files, sort_nfiles);
    return c ? c : strcmp(x->what, y->what);
}

bool heap_print_allocs(const Program *prog, const char *pattern, FILE *out)
{
    regex_t re;
    if (regcomp(&re, pattern, REG_EXTENDED | REG_NOSUB)) {
        diag_fatal_noloc("-print-allocs: malformed regular expression: %s", pattern);
        return false;
    }
    bool *live = callgraph_live(prog);
    const Site **list = xmalloc(sizeof *list * (size_t)(nsites + 1));
    int n = 0;
    for (int i = 0; i < nsites; i++) {
        int node = sites[i].fn ? callgraph_node(prog, sites[i].fn) : -1;
        const char *name = sites[i].fn ? sites[i].fn->mangled : "init";
        if ((node < 0 || live[node]) && sites[i].pos.file && !regexec(&re, name, 0, NULL, 0))
            list[n++] = &sites[i];
    }
    sort_files = program_files(prog);
    sort_nfiles = prog->nfiles;
    qsort(list, (size_t)n, sizeof *list, site_cmp);
    for (int i = 0; i < n; i++) {
        const Site *s = list[i];
        if (i > 0 && site_cmp(&list[i - 1], &list[i]) == 0)
            continue; /* the sync and $coro versions of one site */
        int n = (int)strlen(s->what); /* "variable n, captured by ...," reads on in -heap=none's message */
        if (n > 0 && s->what[n - 1] == ',')
            n--;
        fprintf(out, "%s:%d:%d: object allocated on the heap: %.*s", s->pos.file->name, s->pos.line, s->pos.col,
                n, s->what);
        if (s->why)
            fprintf(out, ": escapes at line %d: %s", s->why_pos.line, s->why);
        fputc('\n', out);
    }
    free(list);
    free(live);
    free(sort_files);
    regfree(&re);
    return true;
}

/* the first site in node v (in the list's order), or NULL */
static const Site *site_in(const Program *prog, int v)
{
    for (int i = 0; i < nsites; i++)
        if (sites[i].fn && callgraph_node(prog, sites[i].fn) == v)
            return &sites[i];
    return NULL;
}

/* Breadth first over the calls and defers from handler h: the nearest function that allocates (or
   calls runtime.GC) is reported with the chain down to it. */
static bool check_handler(const Program *prog, const FuncDecl *h)
{
    int n = callgraph_count(prog), head = 0, tail = 0;
    int *queue = xmalloc(sizeof(int) * (size_t)(n + 1)), *from = xmalloc(sizeof(int) * (size_t)(n + 1));
    for (int v = 0; v < n; v++)
        from[v] = -2;
    int start = callgraph_node(prog, h), found = -1;
    const Site *site = NULL;
    queue[tail++] = start;
    from[start] = -1;
    while (head < tail && found < 0) {
        int v = queue[head++];
        const FuncDecl *f = callgraph_func(prog, v);
        if ((site = site_in(prog, v)) || (f->linkname && !strcmp(f->linkname, "rt_gc")) ||
            (f->mangled && !strcmp(f->mangled, "runtime.GC"))) { /* GC is Go: collect, then run finalizers */
            found = v;
            break;
        }
        int ne;
        const CallEdge *es = callgraph_edges(prog, v, &ne);
        for (int i = 0; i < ne; i++) {
            if (!es[i].to || es[i].kind == CALLGRAPH_GO || es[i].kind == CALLGRAPH_REF)
                continue;
            int u = callgraph_node(prog, es[i].to);
            if (u >= 0 && from[u] == -2) {
                from[u] = v;
                queue[tail++] = u;
            }
        }
    }
    if (found >= 0) {
        char *chain = xstrdup(callgraph_func(prog, found)->mangled);
        for (int u = from[found]; u >= 0; u = from[u]) {
            char *longer = xprintf("%s -> %s", callgraph_func(prog, u)->mangled, chain);
            free(chain);
            chain = longer;
        }
        if (site)
            diag_error(h->pos, "interrupt handler %s can allocate: %s allocates on the heap (%s at %s:%d:%d; "
                               "the garbage collector cannot run in an interrupt)",
                       h->name, chain, site->what, site->pos.file ? site->pos.file->name : "?",
                       site->pos.line, site->pos.col);
        else
            diag_error(h->pos, "interrupt handler %s can collect garbage: %s (the garbage collector cannot "
                               "run in an interrupt)", h->name, chain);
        free(chain);
    }
    free(queue);
    free(from);
    return found < 0;
}

bool heap_report_isr(const Program *prog)
{
    bool ok = true;
    for (int i = 0; i < prog->nfuncs; i++)
        if (prog->funcs[i]->isr_irq >= 0 && callgraph_node(prog, prog->funcs[i]) >= 0 &&
            !check_handler(prog, prog->funcs[i]))
            ok = false;
    return ok;
}
