/* caller.c - the chain of call positions behind runtime.Caller, Callers, FuncForPC, CallersFrames
 * and Stack (runtime-baremetal/lib/runtime; docs/debugging.md, "Call positions").
 *
 * When a program uses those functions, every compiled Go function keeps a record {prev, site}
 * (src/codegen/cg_caller.c): pushed on rt_caller_head at its entry, popped at its return, made the
 * head again after each suspend; its site is the number of the call it is making, in the compiler's
 * position table corogo_panic_sites (function, file, line; the panic sites' table, renumbered with
 * the records' numbers by src/transform/panicsites.c). A panic running deferred calls stands in the chain as Go's runtime.gopanic frame
 * does, above the panicking function's record, whose site becomes the panic's own.
 *
 * A "pc" handed to Go code is a site number in disguise, RT_CALLER_PC(site): an address no code of
 * the boards has, 4 apart per site, so that pc-1 (what Go code and CallersFrames look up for a
 * return address) names the same site. */
#include "rt.h"
#include "rt_caller.h"
#include "rt_internal.h"
#include "rt_panic.h"

/* rt_caller_head is the compiler's (NULL at the start), so that package initialisation at compile
   time knows it. Where a goroutine's chain ends, Go's has runtime.goexit, and main's goroutine
   runtime.main before it: the walk adds them. */
static const rt_caller_rec goexit = {NULL, RT_CALLER_BOTTOM};
static const rt_caller_rec runtime_main = {(rt_caller_rec *)&goexit, RT_CALLER_MAIN};

static const rt_caller_rec *up(const rt_caller_rec *r) {
    if (r->prev)
        return r->prev;
    if (r == &goexit || r == &runtime_main)
        return r->prev;
    return rt_goroutine_number() == 1 ? &runtime_main : &goexit;
}

static const rt_caller_rec *top(void) {
    return rt_caller_head ? rt_caller_head : up(&(rt_caller_rec){NULL, 0});
}

/* the compiler's tables (src/codegen/cg_panic.c) and the number of sites, emitted with the
   chain; weak: a program without them has none */
extern const uint32_t corogo_panic_sites[] __attribute__((weak));
extern const uint32_t corogo_panic_nsites __attribute__((weak));

static const char *const virtual_funcs[] = {"runtime.gopanic", "runtime.Goexit", "runtime.main",
                                            "runtime.goexit"};

static bool virtual_site(uint32_t site) {
    return site >= RT_CALLER_VIRTUAL && site < RT_CALLER_VIRTUAL + sizeof virtual_funcs / sizeof *virtual_funcs;
}

static bool real_site(uint32_t site) {
    return site && &corogo_panic_nsites && site < corogo_panic_nsites;
}

uint32_t rt_caller_site(int32_t skip) {
    const rt_caller_rec *r = top();
    for (; r && skip > 0; skip--)
        r = up(r);
    return r && skip == 0 ? r->site : 0;
}

int32_t rt_caller_sites(int32_t skip, uintptr_t *out, int32_t n) {
    const rt_caller_rec *r = top();
    for (; r && skip > 0; skip--)
        r = up(r);
    int32_t k = 0;
    for (; r && k < n; r = up(r))
        out[k++] = RT_CALLER_PC(r->site);
    return k;
}

/* the site a pc of RT_CALLER_PC's stands for, 0: none */
uint32_t rt_caller_pc_site(uintptr_t pc) {
    if (pc < RT_CALLER_PC_BASE)
        return 0;
    uint32_t site = (uint32_t)((pc - RT_CALLER_PC_BASE) >> 2);
    if (virtual_site(site))
        return site;
    return real_site(site) ? site : 0;
}

/* the constant func value records of a program whose runtime.FuncForPC is live, with their
   functions' Go names (cg_closure.c): a func value's reflect.Value.Pointer() is its record */
typedef struct rt_func_record {
    const void *record;
    const char *name;
} rt_func_record;
extern const rt_func_record corogo_func_records[] __attribute__((weak));
extern const uint32_t corogo_func_nrecords __attribute__((weak));
/* {sync entry, name} of the records built at run time (capturing literals, method values) */
extern const rt_func_record corogo_func_entries[] __attribute__((weak));
extern const uint32_t corogo_func_nentries __attribute__((weak));
extern uint8_t __data_start[], __stack_top[];

/* 1 + the index of the record pc points into (its two entry words); for a record built at run
   time (in RAM: its first word is the sync entry) or that entry itself, 1 + corogo_func_nrecords
   + the index of its entry; 0: none */
uint32_t rt_func_record_of(uintptr_t pc) {
    if (!&corogo_func_nrecords)
        return 0;
    for (uint32_t i = 0; i < corogo_func_nrecords; i++) {
        uintptr_t r = (uintptr_t)corogo_func_records[i].record;
        if (pc >= r && pc < r + 2 * sizeof(void *))
            return i + 1;
    }
    if (!&corogo_func_nentries)
        return 0;
    uintptr_t entry = pc;
    if (pc >= (uintptr_t)__data_start && pc < (uintptr_t)__stack_top && pc % sizeof(void *) == 0)
        entry = *(const uintptr_t *)pc;
    for (uint32_t i = 0; i < corogo_func_nentries; i++)
        if ((uintptr_t)corogo_func_entries[i].record == entry)
            return corogo_func_nrecords + i + 1;
    return 0;
}

static const rt_func_record *func_record(uint32_t i) {
    return i <= corogo_func_nrecords ? &corogo_func_records[i - 1] : &corogo_func_entries[i - 1 - corogo_func_nrecords];
}

const char *rt_func_record_name(uint32_t i) { return func_record(i)->name; }

/* a constant record's address, or a run-time record's sync entry: FuncForPC of it is the same Func */
uintptr_t rt_func_record_entry(uint32_t i) { return (uintptr_t)func_record(i)->record; }

/* the function's name ("main.f"), "" for no site */
const char *rt_caller_func(uint32_t site) {
    if (virtual_site(site))
        return virtual_funcs[site - RT_CALLER_VIRTUAL];
    const char *file, *args;
    int32_t line;
    return real_site(site) ? rt_site_pos(site, &file, &line, &args) : "";
}

/* what Go's traceback writes after the function's name: "(...)" or "()" */
const char *rt_caller_args(uint32_t site) {
    const char *file, *args = "()";
    int32_t line;
    if (virtual_site(site))
        return site == RT_CALLER_GOPANIC ? "(...)" : "()";
    if (real_site(site))
        rt_site_pos(site, &file, &line, &args);
    return args;
}

const char *rt_caller_file(uint32_t site) {
    const char *file = "", *args;
    int32_t line;
    if (real_site(site))
        rt_site_pos(site, &file, &line, &args);
    return file;
}

int32_t rt_caller_line(uint32_t site) {
    const char *file, *args;
    int32_t line = 0;
    if (real_site(site))
        rt_site_pos(site, &file, &line, &args);
    return line;
}

/* the function's entry as a pc: its site with the smallest line in the same function and file
   (its declaration's, which the record holds before the function's first call): the sites whose
   words point at the same entry */
uintptr_t rt_caller_entry(uint32_t site) {
    if (!real_site(site))
        return RT_CALLER_PC(site);
    uint32_t shift = corogo_panic_sites[0], mask = (1u << shift) - 1, entry = corogo_panic_sites[site] >> shift;
    uint32_t best = site;
    for (uint32_t i = 1; i < corogo_panic_nsites; i++) {
        uint32_t w = corogo_panic_sites[i];
        if (w >> shift == entry && (w & mask) < (corogo_panic_sites[best] & mask))
            best = i;
    }
    return RT_CALLER_PC(best);
}

/* defer.c's, linked only when compiled code has deferred calls (panic.c) */
extern _Noreturn void rt_panic_unwind(rt_panic *p) __attribute__((weak));

/* panic.c's rt_panic_run, in a program with call positions: the panicking function is at the
   panic's site, and the deferred calls run under a frame standing for Go's runtime.gopanic; a
   panicking function without a record of its own (cg_caller.c: it calls no Go code, own) gets one
   here. Returns only without deferred calls in the program (the panic then dies at once). */
void rt_caller_panic(rt_panic *p, bool own) {
    rt_caller_rec gopanic, frame, *head = NULL;
    bool records = &rt_caller_head;
    if (records) {
        head = rt_caller_head;
        if (own) {
            frame = (rt_caller_rec){rt_caller_head, p->site};
            rt_caller_head = &frame;
        } else if (rt_caller_head && p->site)
            rt_caller_head->site = p->site;
        gopanic = (rt_caller_rec){rt_caller_head, p->goexit ? RT_CALLER_GOEXIT : RT_CALLER_GOPANIC};
        rt_caller_head = &gopanic;
    }
    if (&rt_panic_unwind)
        rt_panic_unwind(p);
    if (records)
        rt_caller_head = head;
}
