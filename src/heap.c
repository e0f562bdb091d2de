/* heap.c - the program's run-time allocation sites, and the -heap=none check over them. Codegen
 * records every call it emits into the Go arena (the runtime functions marked RT_ARENA in
 * rt_abi.def: rt_alloc for new(T), &T{...} and slice literals, rt_string_concat for + and +=,
 * rt_string_from_rune for string(rune)) with its position and what it is; one list, filled by the
 * one place that decides. Whatever codegen places statically is never recorded: a package-level
 * `var p = new(T)` or `var p = &T{...}` with constant fields is a static object (cg.c
 * static_value, the one decision). With -heap=none (no arena) every recorded site in code that
 * can run (a function reachable in the call graph, or package initialisation) is a compile-time
 * error at its position ("... allocates on the heap, which -heap=none forbids"), in source order,
 * each place once. Interrupt handlers may never allocate or collect (the collector must not run in
 * an interrupt, docs/memory.md "Heap modes"): a recorded site, or a call of runtime.GC, in a
 * function a handler reaches is an error at the handler naming the chain, as a handler that can
 * block is (taint.c), whatever the heap mode. */
#include <string.h>

#include "corogo.h"

typedef struct Site {
    Pos pos;
    char *what;
    const FuncDecl *fn;
} Site;

static Site *sites;
static int nsites, csites;

void heap_record_site(Pos pos, const char *what, const FuncDecl *fn)
{
    Site s = {pos, xstrdup(what), fn};
    VEC_PUSH(sites, nsites, csites, s);
}

int heap_site_count(void)
{
    return nsites;
}

bool heap_report_none(const Program *prog)
{
    bool *live = callgraph_live(prog);
    const SrcFile **files = xmalloc(sizeof *files * (size_t)(prog->nfiles + 1));
    for (int i = 0; i < prog->nfiles; i++)
        files[i] = prog->files[i]->src;
    int before = diag_count();
    diag_defer(); /* sorted by position, the same site (sync and $coro versions) once */
    for (int i = 0; i < nsites; i++) {
        int node = sites[i].fn ? callgraph_node(prog, sites[i].fn) : -1;
        if (node < 0 || live[node])
            diag_error(sites[i].pos, "%s allocates on the heap, which -heap=none forbids", sites[i].what);
    }
    diag_flush(files, prog->nfiles);
    free(files);
    free(live);
    return diag_count() == before;
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
        if ((site = site_in(prog, v)) || (f->linkname && !strcmp(f->linkname, "rt_gc"))) {
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
