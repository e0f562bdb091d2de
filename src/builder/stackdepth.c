/* stackdepth.c - the worst-case depth of the one stack, computed at link time (docs/memory.md,
 * "Worst-case stack use"). The linked firmware is disassembled (llvm-objdump-19): every function
 * symbol becomes a node, every direct call (bl, jal) and every jump out of the function (a tail call)
 * an edge. A function's frame is the one LLVM's back end reported for it (the prologue/epilogue
 * inserter's StackSize remark, collected by frames.c: Go code) or, for code LLVM did not emit in
 * this run (the runtime's C, the C library, assembly), the sum of the stack pointer decrements of
 * its instructions (push, vpush, sub sp; addi sp, sp, -N). Indirect calls are resolved from the
 * LLVM module before it is emitted (stackdepth_ir): a Go function's indirect call can reach every
 * function whose address the module takes and whose type is the call's; an indirect call in the
 * runtime's C (goroutine resumes, deferred calls, interrupt dispatch) every function whose address
 * the module takes, and every interrupt handler. A jump through a table (a switch) stays in its
 * function. Code after an instruction that moves the stack pointer to the top of the stack (the
 * fault and overflow handlers: the program ends there) is not counted.
 *
 * The entries: the reset entry (the ELF's entry point: start-up, package initialisation, main, the
 * scheduler and every goroutine resume it runs, all on this stack), and the interrupts on top of
 * it: on Cortex-M every handler of the vector table but the fatal ones (NMI, faults, the default
 * handler of unexpected interrupts), each with the 32 bytes (+4 of alignment) the exception entry
 * pushes and, since priorities are set at run time, each able to preempt the others (their depths
 * add up); on RISC-V the trap entry once (a trap runs with interrupts off: they never nest), when a
 * handler or the timer queue is linked (else no interrupt returns to the program). The report of an
 * unexpected interrupt (the default handler: the program ends) counts on neither.
 * The result is bounded when no cycle (recursion) and no unresolved indirect call or dynamic stack
 * adjustment is reachable; otherwise it is a lower bound and each cause is named. */
#include <stdlib.h>
#include <string.h>

#include "corogo.h"

/* ---------------------------------------------------------------- from the LLVM module */

typedef struct IRFunc {
    char *name;
    char **targets; /* what its indirect calls can reach */
    int ntargets, ctargets;
    bool indirect;  /* it makes an indirect call */
} IRFunc;

struct StackIR {
    IRFunc *fns;
    int nfns, cfns;
    char **taken; /* every function whose address the module takes */
    int ntaken, ctaken;
};

/* a use of f other than as the callee of a call */
static bool address_taken(LLVMValueRef f)
{
    for (LLVMUseRef u = LLVMGetFirstUse(f); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (!(LLVMIsACallInst(user) || LLVMIsAInvokeInst(user)) || LLVMGetCalledValue(user) != f)
            return true;
        for (unsigned i = 0, n = (unsigned)LLVMGetNumArgOperands(user); i < n; i++)
            if (LLVMGetOperand(user, i) == f)
                return true;
    }
    return false;
}

StackIR *stackdepth_ir(LLVMModuleRef m)
{
    StackIR *ir = xmalloc(sizeof *ir);
    LLVMValueRef *taken = NULL;
    int ntaken = 0, ctaken = 0;
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        if (!LLVMGetIntrinsicID(f) && address_taken(f)) {
            VEC_PUSH(taken, ntaken, ctaken, f);
            char *name = xstrdup(LLVMGetValueName(f));
            VEC_PUSH(ir->taken, ir->ntaken, ir->ctaken, name);
        }
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        if (LLVMIsDeclaration(f))
            continue;
        IRFunc fn = {xstrdup(LLVMGetValueName(f)), NULL, 0, 0, false};
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
                if (!LLVMIsACallInst(i) && !LLVMIsAInvokeInst(i))
                    continue;
                LLVMValueRef callee = LLVMGetCalledValue(i);
                if (LLVMIsAFunction(callee) || LLVMIsAInlineAsm(callee))
                    continue;
                fn.indirect = true;
                LLVMTypeRef ft = LLVMGetCalledFunctionType(i);
                for (int k = 0; k < ntaken; k++) {
                    if (LLVMGlobalGetValueType(taken[k]) != ft)
                        continue;
                    bool dup = false;
                    for (int j = 0; j < fn.ntargets && !dup; j++)
                        dup = !strcmp(fn.targets[j], ir->taken[k]);
                    if (!dup)
                        VEC_PUSH(fn.targets, fn.ntargets, fn.ctargets, ir->taken[k]);
                }
            }
        VEC_PUSH(ir->fns, ir->nfns, ir->cfns, fn);
    }
    free(taken);
    return ir;
}

static const IRFunc *ir_func(const StackIR *ir, const char *name)
{
    for (int i = 0; ir && i < ir->nfns; i++)
        if (!strcmp(ir->fns[i].name, name))
            return &ir->fns[i];
    return NULL;
}

/* ---------------------------------------------------------------- the firmware's functions */

typedef struct Fn {
    char *name;
    unsigned long lo, hi;
    long frame;     /* bytes */
    bool llvm;      /* the frame is LLVM's figure */
    int *calls;
    int ncalls, ccalls;
    bool indirect;  /* an indirect call or jump that is no table jump */
    bool dynamic;   /* the stack pointer moved by a run-time amount */
    bool fresh;     /* it moved the stack pointer to the top of the stack: nothing after counts */
    bool taken;     /* its address is in the image's data or built by its code */
    /* the walk */
    int state;      /* 0 new, 1 on the path, 2 done */
    long depth;     /* its frame and the deepest of what it calls */
    int next;       /* the callee on that deepest path, -1 none */
    bool unbounded; /* a cycle, an unresolved indirect call or a dynamic frame below it */
} Fn;

static Fn *fns;
static int nfns, cfns;
static bool arm;
static int entry_fn = -1; /* the reset entry */
static unsigned long default_handler; /* the handler of unexpected interrupts */
static unsigned long entry_addr;

static StackUse result;
static char **notes; /* the causes of an unbounded result, once each */
static int nnotes, cnotes;

static void note(char *s)
{
    for (int i = 0; i < nnotes; i++)
        if (!strcmp(notes[i], s)) {
            free(s);
            return;
        }
    VEC_PUSH(notes, nnotes, cnotes, s);
}

static unsigned long *objects; /* the addresses of data objects (the vector table in .text) */
static int nobjects, cobjects;

static void add_fn(const char *name, unsigned long value, unsigned long size, unsigned info, void *ctx)
{
    (void)ctx;
    if ((info & 0xf) == 1 && size) /* STT_OBJECT */
        VEC_PUSH(objects, nobjects, cobjects, value);
    if ((info & 0xf) != 2 || !size) /* STT_FUNC with a size */
        return;
    if (arm)
        value &= ~1ul; /* the Thumb bit */
    for (int i = 0; i < nfns; i++)
        if (fns[i].lo == value) {
            /* an alias: keep the global name (info >> 4: 1 global, 2 weak) */
            if ((info >> 4) == 1) {
                free(fns[i].name);
                fns[i].name = xstrdup(name);
            }
            return;
        }
    Fn f = {.name = xstrdup(name), .lo = value, .hi = value + size, .frame = 0, .next = -1};
    VEC_PUSH(fns, nfns, cfns, f);
}

static int cmp_fn(const void *a, const void *b)
{
    const Fn *x = a, *y = b;
    return x->lo < y->lo ? -1 : x->lo > y->lo;
}

static int fn_at(unsigned long addr)
{
    int lo = 0, hi = nfns - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        if (addr < fns[mid].lo)
            hi = mid - 1;
        else if (addr >= fns[mid].hi)
            lo = mid + 1;
        else
            return mid;
    }
    return -1;
}

static int fn_named(const char *name)
{
    for (int i = 0; i < nfns; i++)
        if (!strcmp(fns[i].name, name))
            return i;
    return -1;
}

/* a word of data or a constant the code builds: a function's address? */
static void maybe_taken(unsigned long v)
{
    if (arm && !(v & 1))
        return; /* a Thumb function's address has bit 0 set */
    int f = fn_at(arm ? v & ~1ul : v);
    if (f >= 0 && fns[f].lo == (arm ? v & ~1ul : v))
        fns[f].taken = true;
}

static void data_word(unsigned long addr, unsigned long word, void *ctx)
{
    (void)addr;
    (void)ctx;
    maybe_taken(word);
}

static void add_call(int from, int to)
{
    if (to < 0)
        return;
    for (int i = 0; i < fns[from].ncalls; i++)
        if (fns[from].calls[i] == to)
            return;
    VEC_PUSH(fns[from].calls, fns[from].ncalls, fns[from].ccalls, to);
}

/* ---------------------------------------------------------------- the disassembly */

/* the number after "#" / in "-0x20": 0 when there is none */
static long imm(const char *s)
{
    const char *p = strchr(s, '#');
    p = p ? p + 1 : s;
    while (*p == ' ')
        p++;
    return strtol(p, NULL, 0);
}

/* registers in a list "{r4, r5, r7, lr}" or "{d8-d9}" */
static int reglist(const char *s)
{
    int n = 0;
    const char *p = strchr(s, '{');
    if (!p)
        return 0;
    for (p++; *p && *p != '}';) {
        while (*p == ' ' || *p == ',')
            p++;
        if (*p == '}' || !*p)
            break;
        char *end;
        const char *d = p + 1; /* r4 / d8 / s16: the letter, then the number */
        long a = strtol(d, &end, 10);
        p = end;
        if (*p == '-') {
            long b = strtol(p + 2, &end, 10);
            n += (int)(b - a + 1);
            p = end;
        } else {
            while (*p && *p != ',' && *p != '}')
                p++; /* lr, pc, sp, ip */
            n++;
        }
    }
    return n;
}

/* the branch target "0x1234 <sym>" in the operands, -1 when there is none */
static long long target(const char *ops)
{
    const char *p = strstr(ops, "0x");
    if (!p || !strchr(ops, '<'))
        return -1;
    return strtoll(p, NULL, 16);
}

typedef struct Regs {
    bool known[32];
    long long v[32];
    char lastload[8]; /* the register the previous instruction loaded from memory (lw) */
    bool sp_address;  /* sp holds the high part of an address (auipc sp / lui sp) */
} Regs;

static int rv_reg(const char *s)
{
    static const char *const names[32] = {"zero", "ra", "sp", "gp", "tp", "t0", "t1", "t2", "s0", "s1", "a0",
                                          "a1", "a2", "a3", "a4", "a5", "a6", "a7", "s2", "s3", "s4", "s5",
                                          "s6", "s7", "s8", "s9", "s10", "s11", "t3", "t4", "t5", "t6"};
    while (*s == ' ')
        s++;
    size_t n = strcspn(s, ", )");
    for (int i = 0; i < 32; i++)
        if (strlen(names[i]) == n && !strncmp(s, names[i], n))
            return i;
    if (n == 2 && !strncmp(s, "fp", 2))
        return 8;
    return -1;
}

/* the operands after the first n commas */
static const char *operand(const char *ops, int n)
{
    for (; n > 0 && ops; n--) {
        ops = strchr(ops, ',');
        if (ops)
            ops++;
    }
    if (ops)
        while (*ops == ' ')
            ops++;
    return ops;
}

/* a jump from function f to t, outside it: a tail call when t is a function's entry; elsewhere it
   is the padding after f's last instruction decoded as a branch (Thumb's 0xd4d4 fill is "bmi"),
   not code */
static void tail_call(int f, unsigned long t)
{
    int g = fn_at(t);
    if (g >= 0 && fns[g].lo == t)
        add_call(f, g);
}

static void arm_insn(int f, const char *m, const char *ops, Regs *r)
{
    Fn *fn = &fns[f];
    int rd = ops[0] == 'r' ? atoi(ops + 1) : -1;
    if (!strcmp(m, "movw") && rd >= 0 && rd < 16) {
        r->known[rd] = true;
        r->v[rd] = imm(ops) & 0xffff;
    } else if (!strcmp(m, "movt") && rd >= 0 && rd < 16 && r->known[rd]) {
        r->v[rd] = (r->v[rd] & 0xffff) | (imm(ops) & 0xffff) << 16;
        maybe_taken((unsigned long)r->v[rd]);
        r->known[rd] = false;
    }
    if (!strncmp(m, "push", 4))
        fn->frame += 4 * reglist(ops);
    else if (!strncmp(m, "vpush", 5))
        fn->frame += (strchr(ops, 'd') ? 8 : 4) * reglist(ops);
    else if ((!strcmp(m, "sub") || !strcmp(m, "sub.w") || !strcmp(m, "subw")) && !strncmp(ops, "sp, ", 4)) {
        const char *last = strrchr(ops, ',');
        if (strchr(last, '#'))
            fn->frame += imm(last);
        else
            fn->dynamic = true;
    } else if (!strncmp(m, "str", 3) && strstr(ops, "[sp, #-") && strchr(ops, '!'))
        fn->frame -= imm(strstr(ops, "[sp,") + 4);
    else if (!strcmp(m, "msr") && !strncmp(ops, "msp", 3) && f != entry_fn)
        fn->fresh = true;
    else if (!strcmp(m, "blx") || (!strcmp(m, "bx") && strncmp(ops, "lr", 2)))
        fn->indirect = true;
    else if (m[0] == 'b' || !strncmp(m, "cb", 2)) {
        long long t = target(ops);
        if (t < 0)
            return;
        if (!strcmp(m, "bl")) {
            if ((unsigned long)t == fn->lo || (unsigned long)t < fn->lo || (unsigned long)t >= fn->hi)
                add_call(f, fn_at((unsigned long)t)); /* (a bl into itself: a weak function left undefined) */
        } else if ((unsigned long)t < fn->lo || (unsigned long)t >= fn->hi)
            tail_call(f, (unsigned long)t);
    }
}

static void rv_insn(int f, unsigned long pc, const char *m, const char *ops, Regs *r)
{
    Fn *fn = &fns[f];
    char loaded[8] = "";
    int rd = rv_reg(ops);
    if (!strcmp(m, "addi") && rd == 2 && rv_reg(operand(ops, 1)) == 2 && r->sp_address) {
        r->sp_address = false; /* the low part of "la sp, __stack_top" */
    } else if (!strcmp(m, "addi") && rd == 2 && rv_reg(operand(ops, 1)) == 2) {
        long v = strtol(operand(ops, 2), NULL, 0);
        if (v < 0) /* (the epilogue's increments give it back) */
            fn->frame -= v;
    } else if ((!strcmp(m, "sub") || !strcmp(m, "add")) && rd == 2) {
        int rs = rv_reg(operand(ops, 2));
        if (rs >= 0 && r->known[rs]) {
            long long v = !strcmp(m, "sub") ? r->v[rs] : -r->v[rs];
            if (v > 0)
                fn->frame += (long)v;
        } else
            fn->dynamic = true;
    } else if ((!strcmp(m, "lui") || !strcmp(m, "auipc")) && rd == 2) {
        fn->fresh = f != entry_fn; /* la sp, __stack_top (the reset entry's is where it all starts) */
        r->sp_address = true;
    } else if (!strcmp(m, "lui") && rd > 0) {
        r->known[rd] = true;
        r->v[rd] = strtoll(operand(ops, 1), NULL, 0) << 12;
    } else if (!strcmp(m, "auipc") && rd > 0) {
        r->known[rd] = true;
        r->v[rd] = (long long)pc + (strtoll(operand(ops, 1), NULL, 0) << 12);
    } else if (!strcmp(m, "li") && rd > 0) {
        r->known[rd] = true;
        r->v[rd] = strtoll(operand(ops, 1), NULL, 0);
    } else if (!strcmp(m, "addi") && rd > 0) {
        int rs = rv_reg(operand(ops, 1));
        r->known[rd] = rs >= 0 && r->known[rs];
        if (r->known[rd]) {
            r->v[rd] = r->v[rs] + strtoll(operand(ops, 2), NULL, 0);
            maybe_taken((unsigned long)r->v[rd]);
        }
    } else if (!strcmp(m, "jal")) {
        long long t = target(ops);
        if (t >= 0 && ((unsigned long)t == fn->lo || (unsigned long)t < fn->lo || (unsigned long)t >= fn->hi))
            add_call(f, fn_at((unsigned long)t));
    } else if (!strcmp(m, "j") || m[0] == 'b') {
        long long t = target(ops);
        if (t >= 0 && ((unsigned long)t < fn->lo || (unsigned long)t >= fn->hi))
            tail_call(f, (unsigned long)t);
    } else if (!strcmp(m, "jalr") || !strcmp(m, "jr")) {
        /* "jalr a0", "jalr 0x10(ra)", "jalr ra, 0x10(ra)", "jr a5", "jr 0x8(t1)" */
        const char *paren = strchr(ops, '(');
        const char *last = strrchr(ops, ',');
        last = last ? last + 1 : ops;
        while (*last == ' ')
            last++;
        int rs = paren ? rv_reg(paren + 1) : rv_reg(last);
        long long off = paren ? strtoll(last, NULL, 0) : 0;
        bool is_jr = !strcmp(m, "jr");
        if (is_jr && (rs == 1 || rs == 5) && !paren)
            ; /* a return (ra; t0 for outlined code) */
        else if (rs >= 0 && r->known[rs] && (rs != 1 || !is_jr)) {
            unsigned long t = (unsigned long)(r->v[rs] + off);
            if (t == fn->lo || t < fn->lo || t >= fn->hi) /* (into itself: a weak function left undefined) */
                add_call(f, fn_at(t));
        }
        else if (is_jr && rs >= 0 && !strcmp(r->lastload, ops))
            ; /* a jump through a table loaded by the previous instruction: a switch */
        else
            fn->indirect = true;
    }
    if ((!strcmp(m, "lw") || !strcmp(m, "c.lw")) && rd > 0) {
        size_t n = strcspn(ops, ",");
        if (n < sizeof loaded)
            memcpy(loaded, ops, n), loaded[n] = 0;
    }
    if (rd > 0 && rd < 32 && strcmp(m, "lui") && strcmp(m, "auipc") && strcmp(m, "li") && strcmp(m, "addi") &&
        m[0] != 's' && m[0] != 'b' && m[0] != 'j')
        r->known[rd] = false; /* anything else writing rd */
    memcpy(r->lastload, loaded, sizeof loaded);
}

static bool disassemble(const char *elf, const Board *b)
{
    const char *objdump = link_find_tool("llvm-objdump-19", "/usr/lib/llvm-19/bin/llvm-objdump");
    if (!objdump)
        return false;
    char *out = xprintf("%s/stackdepth.dis", link_tempdir());
    const char *argv[8];
    int n = 0;
    argv[n++] = objdump;
    argv[n++] = "-d";
    argv[n++] = "--no-show-raw-insn";
    char *triple = xprintf("--triple=%s", b->llvm_target);
    argv[n++] = triple;
    char *cpu = xprintf("--mcpu=%s", b->cpu);
    if (b->cpu && *b->cpu)
        argv[n++] = cpu;
    char *mattr = xprintf("--mattr=%s", b->features);
    if (!arm && b->features && *b->features)
        argv[n++] = mattr;
    argv[n++] = elf;
    argv[n] = NULL;
    int rc = link_spawn_to(argv, out);
    free(triple);
    free(cpu);
    free(mattr);
    if (rc != 0)
        return false;
    FILE *fp = fopen(out, "r");
    if (!fp)
        return false;
    char line[1024];
    /* code labels of assembly ("_start", "riscv_trap": no type, no size) are functions too, up to
       the next symbol */
    while (fgets(line, sizeof line, fp)) {
        char *lt = strstr(line, " <"), *gt = strstr(line, ">:\n");
        if (line[0] == ' ' || !lt || !gt || !strncmp(lt + 2, ".L", 2))
            continue; /* (.L: an assembler's local label, inside a function) */
        unsigned long a = strtoul(line, NULL, 16);
        bool known = false;
        for (int i = 0; i < nfns && !known; i++)
            known = fns[i].lo == a;
        for (int i = 0; i < nobjects && !known; i++)
            known = objects[i] == a;
        if (!known) {
            Fn f = {.name = xstrndup(lt + 2, (size_t)(gt - lt - 2)), .lo = a, .hi = 0, .next = -1};
            VEC_PUSH(fns, nfns, cfns, f);
        }
    }
    qsort(fns, (size_t)nfns, sizeof *fns, cmp_fn);
    for (int i = 0; i < nfns; i++)
        if (i + 1 < nfns && (fns[i].hi > fns[i + 1].lo || !fns[i].hi))
            fns[i].hi = fns[i + 1].lo;
        else if (!fns[i].hi)
            fns[i].hi = fns[i].lo + 4;
    rewind(fp);
    int cur = -1;
    Regs regs = {0};
    while (fgets(line, sizeof line, fp)) {
        line[strcspn(line, "\n")] = 0;
        char *colon = strchr(line, ':');
        if (!colon || colon == line || strspn(line, " 0123456789abcdef") != (size_t)(colon - line))
            continue; /* headers, blank lines */
        unsigned long pc = strtoul(line, NULL, 16);
        char *p = colon + 1;
        while (*p == ' ' || *p == '\t')
            p++;
        char *word = strstr(p, ".word\t");
        if (word) { /* data in code: a literal pool */
            maybe_taken(strtoul(word + 6, NULL, 0));
            continue;
        }
        if (!*p || *p == '.' || *p == '<')
            continue; /* <unknown> */
        int f = fn_at(pc);
        if (f < 0)
            continue;
        if (f != cur) {
            cur = f;
            if (fns[f].lo == entry_addr)
                entry_fn = f;
            memset(&regs, 0, sizeof regs);
        }
        char *m = p, *ops = strchr(p, '\t');
        if (ops)
            *ops++ = 0;
        else
            ops = "";
        if (fns[f].fresh) { /* up to the next unconditional jump: it runs from the top of the stack */
            if (!strcmp(m, "b") || !strcmp(m, "b.w") || !strcmp(m, "bx") || !strcmp(m, "j") || !strcmp(m, "jr"))
                fns[f].fresh = false;
            continue;
        }
        char *at = strstr(ops, " @ "); /* ARM's "@ imm = #..." comment */
        if (at)
            *at = 0;
        if (arm)
            arm_insn(f, m, ops, &regs);
        else
            rv_insn(f, pc, m, ops, &regs);
    }
    fclose(fp);
    remove(out);
    free(out);
    return true;
}

/* ---------------------------------------------------------------- the walk */

static void walk(int f);

static void cycle_note(int f)
{
    /* the path from f back to f through functions on the walk's path: f is on it, so some callee
       chain of "next" links leads back; print the members of the cycle found by a search */
    int *prev = xmalloc(sizeof(int) * (size_t)nfns), *queue = xmalloc(sizeof(int) * (size_t)nfns);
    for (int i = 0; i < nfns; i++)
        prev[i] = -2;
    int qh = 0, qt = 0, found = -1;
    queue[qt++] = f;
    prev[f] = -1;
    while (qh < qt && found < 0) {
        int u = queue[qh++];
        for (int k = 0; k < fns[u].ncalls && found < 0; k++) {
            int v = fns[u].calls[k];
            if (v == f)
                found = u;
            else if (prev[v] == -2 && fns[v].state == 1) {
                prev[v] = u;
                queue[qt++] = v;
            }
        }
    }
    if (found >= 0) {
        int *path = xmalloc(sizeof(int) * (size_t)nfns), np = 0;
        for (int u = found; u >= 0; u = prev[u])
            path[np++] = u;
        char *s = xprintf("recursion: %s", fns[f].name);
        for (int i = np - 2; i >= -1; i--) {
            char *t = xprintf("%s -> %s", s, fns[i >= 0 ? path[i] : f].name);
            free(s);
            s = t;
        }
        note(s);
        free(path);
    }
    free(prev);
    free(queue);
}

static void walk(int f)
{
    Fn *fn = &fns[f];
    fn->state = 1;
    fn->depth = fn->frame;
    if (fn->indirect) {
        fn->unbounded = true;
        note(xprintf("indirect call in %s: its targets are unknown", fn->name));
    }
    if (fn->dynamic) {
        fn->unbounded = true;
        note(xprintf("%s moves the stack pointer by a run-time amount", fn->name));
    }
    for (int k = 0; k < fn->ncalls; k++) {
        int c = fn->calls[k];
        if (default_handler && fns[c].lo == default_handler)
            continue; /* the report of an unexpected interrupt: the program ends there */
        if (fns[c].state == 1) {
            fn->unbounded = true;
            cycle_note(c);
            continue;
        }
        if (fns[c].state == 0)
            walk(c);
        if (fns[c].unbounded)
            fn->unbounded = true;
        if (fn->frame + fns[c].depth > fn->depth) {
            fn->depth = fn->frame + fns[c].depth;
            fn->next = c;
        }
    }
    fn->state = 2;
}

/* ---------------------------------------------------------------- entry points */

typedef struct Entry {
    int fn;
    long extra; /* what the hardware pushes before it runs */
} Entry;

static Entry *entries;
static int nentries, centries;

static void add_entry(int f, long extra)
{
    if (f < 0)
        return;
    for (int i = 0; i < nentries; i++)
        if (entries[i].fn == f)
            return;
    Entry e = {f, extra};
    VEC_PUSH(entries, nentries, centries, e);
}

typedef struct VecSyms {
    unsigned long addr[80], size[80];
    int n;
    unsigned long default_handler, irq_table, irq_count;
} VecSyms;

static void vec_sym(const char *name, unsigned long value, unsigned long size, unsigned info, void *ctx)
{
    (void)info;
    VecSyms *v = ctx;
    if (!strncmp(name, "cm_vector", 9) && v->n < 80) {
        v->addr[v->n] = value;
        v->size[v->n++] = size;
    } else if (!strcmp(name, "Default_Handler") || !strcmp(name, "riscv_default_irq"))
        v->default_handler = value & ~1ul;
    else if (!strcmp(name, "riscv_irq_handlers"))
        v->irq_table = value;
    else if (!strcmp(name, "__riscv_irq_count"))
        v->irq_count = value;
}

/* the interrupt handlers (the runtime's indirect calls reach them too: RISC-V dispatches through a
   table, and runs the handler of what woke the idle loop in that loop) */
static void find_handlers(const char *elf, const Board *b, int **handlers, int *nh)
{
    VecSyms v = {0};
    link_symbols(elf, vec_sym, &v);
    default_handler = v.default_handler;
    int ch = 0;
    long frame = 32 + 4 + (strstr(b->llvm_target, "eabihf") ? 72 : 0); /* exception entry, aligned */
    if (arm) {
        for (int i = 0; i < v.n; i++) {
            int n = (int)(v.size[i] / 4);
            unsigned long w[16];
            if (n < 1 || n > 16 || !link_read_words(elf, v.addr[i], w, n, NULL))
                continue;
            for (int k = 0; k < n; k++) {
                /* the system table: 0 the initial SP, 1 reset, 2 NMI, 3-6 faults: not handlers that return */
                if (n == 16 && k <= 6)
                    continue;
                unsigned long a = w[k] & ~1ul;
                int f = a ? fn_at(a) : -1;
                if (f < 0 || a == v.default_handler)
                    continue;
                add_entry(f, frame);
                VEC_PUSH(*handlers, *nh, ch, f);
            }
        }
        return;
    }
    /* the PLIC's table, sized to the highest source with a handler (port/riscv/vectors.c) */
    unsigned long w[64];
    int n = v.irq_count < 64 ? (int)v.irq_count : 64;
    if (v.irq_table && n && link_read_words(elf, v.irq_table, w, n, NULL))
        for (int k = 0; k < n; k++) {
            int f = w[k] ? fn_at(w[k]) : -1;
            if (f >= 0 && w[k] != v.default_handler)
                VEC_PUSH(*handlers, *nh, ch, f);
        }
    /* the trap entry is an interrupt on top of the program only when an interrupt can come back to
       it: a device handler, or the timer queue's (port.c calls it when linked); otherwise every
       trap ends the program (an exception, an unexpected interrupt), like ARM's default handler */
    if (*nh || fn_named("rt_timer_expired_from_isr") >= 0)
        add_entry(fn_named("riscv_trap"), 0);
}

/* ---------------------------------------------------------------- the analysis */

/* The runtime's indirect calls and what they reach: the scheduler's (sched.c: its loop, Gosched,
   the completion of awaits, the end of a goroutine) only coroutines' resume and destroy entries;
   the RISC-V interrupt dispatch and the idle loop that runs the handler of what woke it
   (port/riscv) only interrupt handlers; every other indirect call (deferred calls, the panic
   value's printer, the heap's frame hooks) any function whose address the program takes that is
   none of these and no entry point. */
static const char *const resumers[] = {"rt_sched_drive", "rt_gosched_pass", "rt_sched_finish", "rt_sched_run",
                                      "rt_sched_resume", NULL};
static const char *const destroyers[] = {"rt_goroutine_end", "rt_sched_finish", "rt_sched_drive", NULL};
static const char *const dispatchers[] = {"riscv_interrupt", "riscv_plic_interrupts", "riscv_external_interrupt",
                                          "rt_sched_drive", NULL};

static bool in_list(const char *name, const char *const *list)
{
    for (; *list; list++)
        if (!strcmp(name, *list))
            return true;
    return false;
}

static bool ir_taken(const StackIR *ir, const char *name)
{
    for (int i = 0; i < ir->ntaken; i++)
        if (!strcmp(ir->taken[i], name))
            return true;
    return false;
}

bool stackdepth_run(const char *elf, const Board *b, const StackIR *ir, StackUse *use)
{
    memset(use, 0, sizeof *use);
    arm = b->arch && !strcmp(b->arch, "cortex-m");
    if (!link_symbols(elf, add_fn, NULL) || !nfns)
        return false;
    qsort(fns, (size_t)nfns, sizeof *fns, cmp_fn);
    unsigned long entry = 0;
    if (!link_read_words(elf, 0, NULL, 0, &entry))
        return false;
    entry_addr = arm ? entry & ~1ul : entry;
    if (!disassemble(elf, b))
        return false;
    link_data_words(elf, data_word, NULL);
    int *handlers = NULL, nh = 0;
    int main_entry = fn_at(arm ? entry & ~1ul : entry);
    if (main_entry < 0)
        return false;
    add_entry(main_entry, 0);
    find_handlers(elf, b, &handlers, &nh);

    /* frames and indirect calls */
    for (int i = 0; i < nfns; i++) {
        Fn *f = &fns[i];
        long bytes = frames_stack_bytes(f->name);
        if (bytes >= 0) {
            f->frame = bytes;
            f->llvm = true;
        }
        if (!f->indirect)
            continue;
        const IRFunc *irf = ir_func(ir, f->name);
        if (irf) { /* Go code: the module says what its indirect calls can reach */
            f->indirect = false; /* no indirect call in the module: the binary's is a table jump */
            for (int k = 0; k < irf->ntargets; k++) /* only a coroutine resumes or destroys another */
                if ((strstr(f->name, "$coro") || !strstr(irf->targets[k], "$coro.")) &&
                    !strstr(irf->targets[k], "$defer.")) /* (defer wrappers: called directly, or by the runtime) */
                    add_call(i, fn_named(irf->targets[k]));
        } else if (ir) { /* the runtime's C */
            f->indirect = false;
            bool resumes = in_list(f->name, resumers), destroys = in_list(f->name, destroyers);
            bool dispatches = !arm && in_list(f->name, dispatchers);
            for (int k = 0; k < nfns; k++) {
                bool res = strstr(fns[k].name, "$coro.resume") != NULL;
                bool des = !res && strstr(fns[k].name, "$coro.destroy") != NULL;
                bool handler = false;
                for (int j = 0; j < nh && !handler; j++)
                    handler = handlers[j] == k;
                bool entry = fns[k].lo == default_handler; /* (unexpected interrupts: the end) */
                for (int j = 0; j < nentries && !entry; j++)
                    entry = entries[j].fn == k;
                if (resumes || destroys || dispatches ? (res && resumes) || (des && destroys) || (handler && dispatches)
                                                      : !res && !des && !handler && !entry &&
                                                            (ir_func(ir, fns[k].name) ? ir_taken(ir, fns[k].name)
                                                                                      : fns[k].taken))
                    add_call(i, k);
            }
        }
    }
    free(handlers);

    if (getenv("COROGO_STACK_DEBUG"))
        for (int i = 0; i < nfns; i++) {
            fprintf(stderr, "%08lx-%08lx %s frame %ld%s%s calls", fns[i].lo, fns[i].hi, fns[i].name, fns[i].frame,
                    fns[i].llvm ? " (llvm)" : "", fns[i].taken ? " taken" : "");
            for (int k = 0; k < fns[i].ncalls; k++)
                fprintf(stderr, " %s", fns[fns[i].calls[k]].name);
            fputc('\n', stderr);
        }
    for (int i = 0; i < nentries; i++)
        if (fns[entries[i].fn].state == 0)
            walk(entries[i].fn);
    use->known = true;
    use->bounded = true;
    for (int i = 0; i < nentries; i++) {
        Fn *f = &fns[entries[i].fn];
        long d = f->depth + entries[i].extra;
        if (f->unbounded)
            use->bounded = false;
        if (i == 0)
            use->main = (unsigned long)d;
        else if (arm)
            use->irq += (unsigned long)d;
        else if ((unsigned long)d > use->irq)
            use->irq = (unsigned long)d;
    }
    use->total = use->main + use->irq;
    /* the guard must be at least the largest frame pushed before anything checks the limit: a
       function's (those the compiler gave an entry check call port_stack_overflow) or an exception
       entry's */
    int checker = fn_named("port_stack_overflow");
    for (int i = 0; i < nfns; i++) {
        bool checked = false;
        for (int k = 0; k < fns[i].ncalls && !checked; k++)
            checked = fns[i].calls[k] == checker;
        if (fns[i].state == 2 && !checked && fns[i].frame > 0 && (unsigned long)fns[i].frame > use->max_frame)
            use->max_frame = (unsigned long)fns[i].frame;
    }
    for (int i = 0; i < nentries; i++)
        if ((unsigned long)entries[i].extra > use->max_frame)
            use->max_frame = (unsigned long)entries[i].extra;
    result = *use;
    return true;
}

char *stackdepth_line(unsigned long stack)
{
    if (!result.known)
        return NULL;
    return xprintf("stack use: %s%lu of %lu bytes (main %lu, interrupts %lu)%s",
                   result.bounded ? "at most " : "unbounded, at least ", result.total, stack, result.main,
                   result.irq, result.bounded ? "" : ": see -size=full");
}

void stackdepth_report(FILE *out)
{
    if (!result.known)
        return;
    for (int i = 0; i < nentries; i++) {
        Fn *f = &fns[entries[i].fn];
        fprintf(out, "stack: %s %s%lu bytes", i == 0 ? "entry" : "interrupt", f->unbounded ? "at least " : "",
                (unsigned long)(f->depth + entries[i].extra));
        if (entries[i].extra)
            fprintf(out, " (%ld pushed on entry)", entries[i].extra);
        fputs(":", out);
        for (int k = entries[i].fn; k >= 0; k = fns[k].next)
            fprintf(out, " %s %ld%s", fns[k].name, fns[k].frame, fns[k].next >= 0 ? " >" : "");
        fputc('\n', out);
    }
    for (int i = 0; i < nnotes; i++)
        fprintf(out, "stack: unbounded: %s\n", notes[i]);
}
