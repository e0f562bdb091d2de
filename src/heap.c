/* heap.c - the program's run-time allocation sites, and the -heap=none check over them. Codegen
 * records every call it emits into the Go arena (the runtime functions marked RT_ARENA in
 * rt_abi.def: rt_alloc for new(T), &T{...} and slice literals, rt_string_concat for + and +=,
 * rt_string_from_rune for string(rune)) with its position and what it is; one list, filled by the
 * one place that decides. Whatever codegen places statically is never recorded: a package-level
 * `var p = new(T)` or `var p = &T{...}` with constant fields is a static object (cg.c
 * static_value, the one decision). With -heap=none (no arena) every recorded site in code that
 * can run (a function reachable in the call graph, or package initialisation) is a compile-time
 * error at its position ("... allocates on the heap, which -heap=none forbids"), in source order,
 * each place once. */
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
