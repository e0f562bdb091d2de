/* debugtab.c - what the debugger needs to read a suspended goroutine's frame and cannot get from
 * the DWARF (LLVM describes a coroutine frame only for C++; docs/debugging.md): after the passes and
 * frames.c, for every coroutine "X$coro" split by CoroSplit, where its suspend index lives in the
 * frame, the source line and the blocking runtime call of each suspend point, and the frame slots of
 * its Go variables. It is text in a section that is not loaded (".debug_corogo", no flash), read by
 * the gdb extension (runtime-baremetal/gdb/corogo.py). One line per fact:
 *   coro main.f$coro <index offset> <index bytes>
 *   state <index value> <file>:<line> <runtime function called before suspending, or -> [<offset
 *         of the rt_timer of a sleep in the frame>]
 *   var <name> <offset> <bytes> <Go type>
 * The suspend points are the stores of constants to the frame's index field ("index.addr", what
 * CoroSplit names its address) in the ramp and the resume function: the location of their block's
 * terminator is the suspending statement. The variables are the frame fields CoroSplit reloads by
 * the names of the function's locals ("n.reload.addr", "n.spill.addr"). */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "corogo.h"

static bool has_prefix(const char *s, const char *p) { return !strncmp(s, p, strlen(p)); }

/* the frame field a GEP of the frame pointer addresses: its offset and the type stored there (NULL
   when the optimiser made it a byte offset: the size comes from the store); false: not such a GEP */
static bool frame_field(LLVMTargetDataRef td, LLVMValueRef gep, unsigned long long *off, LLVMTypeRef *st)
{
    if (!LLVMIsAGetElementPtrInst(gep))
        return false;
    LLVMTypeRef t = LLVMGetGEPSourceElementType(gep);
    LLVMValueRef idx = LLVMGetOperand(gep, LLVMGetNumOperands(gep) - 1);
    if (!LLVMIsAConstantInt(idx))
        return false;
    if (LLVMGetNumOperands(gep) == 3 && LLVMGetTypeKind(t) == LLVMStructTypeKind) {
        unsigned i = (unsigned)LLVMConstIntGetZExtValue(idx);
        *off = LLVMOffsetOfElement(td, t, i);
        *st = LLVMStructGetTypeAtIndex(t, i);
        return true;
    }
    if (LLVMGetNumOperands(gep) == 2 && LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) == 8) {
        *off = LLVMConstIntGetZExtValue(idx); /* -Os and up: getelementptr i8, ptr %frame, N */
        *st = NULL;
        return true;
    }
    return false;
}

/* the bytes of the value a field holds: its type's, else those of the first load or store of it */
static unsigned long long field_size(LLVMTargetDataRef td, LLVMValueRef gep, LLVMTypeRef st)
{
    if (st)
        return LLVMStoreSizeOfType(td, st);
    for (LLVMUseRef u = LLVMGetFirstUse(gep); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsALoadInst(user))
            return LLVMStoreSizeOfType(td, LLVMTypeOf(user));
        if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 1) == gep)
            return LLVMStoreSizeOfType(td, LLVMTypeOf(LLVMGetOperand(user, 0)));
    }
    return 0;
}

/* file:line of an instruction's location ("?:0": none) */
static void put_loc(StrBuf *b, LLVMValueRef inst)
{
    LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(inst);
    if (!loc) {
        strbuf_puts(b, "?:0");
        return;
    }
    unsigned n = 0;
    LLVMMetadataRef file = LLVMDIScopeGetFile(LLVMDILocationGetScope(loc));
    const char *name = file ? LLVMDIFileGetFilename(file, &n) : "?";
    strbuf_printf(b, "%.*s:%u", (int)n, name, LLVMDILocationGetLine(loc));
}

/* the blocking operation before a suspend: the runtime call its block's predecessor (the block whose
   conditional branch chose to suspend) made last; NULL: none */
static LLVMValueRef blocking_call(LLVMBasicBlockRef bb)
{
    LLVMValueRef fn = LLVMGetBasicBlockParent(bb);
    for (LLVMBasicBlockRef p = LLVMGetFirstBasicBlock(fn); p; p = LLVMGetNextBasicBlock(p)) {
        LLVMValueRef t = LLVMGetBasicBlockTerminator(p);
        bool to_bb = false;
        for (unsigned i = 0; t && i < LLVMGetNumSuccessors(t); i++)
            to_bb |= LLVMGetSuccessor(t, i) == bb;
        for (LLVMValueRef in = to_bb ? LLVMGetLastInstruction(p) : NULL; in; in = LLVMGetPreviousInstruction(in)) {
            LLVMValueRef callee = LLVMIsACallInst(in) ? LLVMGetCalledValue(in) : NULL;
            size_t n;
            if (callee && LLVMIsAFunction(callee) && has_prefix(LLVMGetValueName2(callee, &n), "rt_"))
                return in;
        }
    }
    return NULL;
}

static void states_of(LLVMTargetDataRef td, LLVMValueRef fn, StrBuf *b, bool *index_done, unsigned long long *seen,
                      int *nseen)
{
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
            if (!LLVMIsAStoreInst(in))
                continue;
            LLVMValueRef addr = LLVMGetOperand(in, 1), val = LLVMGetOperand(in, 0);
            size_t n;
            unsigned long long off;
            LLVMTypeRef ft;
            if (!LLVMIsAConstantInt(val) || !has_prefix(LLVMGetValueName2(addr, &n), "index.addr") ||
                !frame_field(td, addr, &off, &ft))
                continue;
            if (!*index_done) {
                strbuf_printf(b, "index %llu %llu\n", off, LLVMStoreSizeOfType(td, LLVMTypeOf(val)));
                *index_done = true;
            }
            unsigned long long k = LLVMConstIntGetZExtValue(val);
            bool dup = false;
            for (int i = 0; i < *nseen; i++)
                dup |= seen[i] == k;
            if (dup || *nseen == 64)
                continue;
            seen[(*nseen)++] = k;
            LLVMValueRef call = blocking_call(bb);
            strbuf_printf(b, "state %llu ", k);
            put_loc(b, call && LLVMInstructionGetDebugLoc(call) ? call : LLVMGetBasicBlockTerminator(bb));
            const char *callee = call ? LLVMGetValueName2(LLVMGetCalledValue(call), &n) : "-";
            strbuf_printf(b, " %s", callee);
            /* a sleep's timer (rt_timer, its deadline) in the frame: its offset */
            unsigned long long toff;
            LLVMTypeRef tt;
            if (!strcmp(callee, "rt_sleep_prepare") && frame_field(td, LLVMGetOperand(call, 1), &toff, &tt))
                strbuf_printf(b, " %llu", toff);
            strbuf_puts(b, "\n");
        }
}

static void vars_of(LLVMTargetDataRef td, LLVMValueRef resume, const FuncDecl *f, StrBuf *b)
{
    char **seen = NULL;
    int nseen = 0, cseen = 0;
    for (LLVMValueRef in = LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(resume)); in; in = LLVMGetNextInstruction(in)) {
        size_t n;
        const char *name = LLVMGetValueName2(in, &n);
        const char *dot = strchr(name, '.');
        unsigned long long off;
        LLVMTypeRef ft;
        if (!dot || (strcmp(dot, ".reload.addr") && strcmp(dot, ".spill.addr")) || !frame_field(td, in, &off, &ft))
            continue;
        for (int i = 0; i < f->nlocals; i++) {
            const Symbol *s = f->locals[i];
            if (strlen(s->name) != (size_t)(dot - name) || strncmp(s->name, name, (size_t)(dot - name)))
                continue;
            bool dup = false;
            for (int k = 0; k < nseen; k++)
                dup |= !strcmp(seen[k], s->name);
            if (dup)
                break;
            VEC_PUSH(seen, nseen, cseen, (char *)s->name);
            unsigned long long size = field_size(td, in, ft);
            if (!size)
                break;
            strbuf_printf(b, "var %s %llu %llu %s%s\n", s->name, off, size, s->boxed ? "*" : "",
                          type_string(s->type));
            break;
        }
    }
    free(seen);
}

void debugtab_run(LLVMModuleRef m, const Program *prog, LLVMTargetDataRef td)
{
    StrBuf b = {0};
    for (int i = 0; i < prog->nfuncs; i++) {
        const FuncDecl *f = prog->funcs[i];
        if (!f->tainted || !f->mangled)
            continue;
        char *ramp_name = xprintf("%s$coro", f->mangled), *resume_name = xprintf("%s$coro.resume", f->mangled);
        LLVMValueRef ramp = LLVMGetNamedFunction(m, ramp_name), resume = LLVMGetNamedFunction(m, resume_name);
        if (resume && LLVMGetFirstBasicBlock(resume)) {
            strbuf_printf(&b, "coro %s\n", ramp_name);
            bool index_done = false;
            unsigned long long seen[64];
            int nseen = 0;
            states_of(td, resume, &b, &index_done, seen, &nseen);
            if (ramp && LLVMGetFirstBasicBlock(ramp))
                states_of(td, ramp, &b, &index_done, seen, &nseen);
            vars_of(td, resume, f, &b);
        }
        free(ramp_name);
        free(resume_name);
    }
    if (!b.n)
        return;
    /* module assembly: a section without flags is not loaded (a global with a section would be) */
    StrBuf a = {0};
    strbuf_puts(&a, ".pushsection .debug_corogo,\"\",%progbits\n.ascii \"");
    for (const char *p = strbuf_str(&b); *p; p++)
        if (*p == '\n')
            strbuf_puts(&a, "\\n");
        else if (*p == '"' || *p == '\\')
            strbuf_printf(&a, "\\%c", *p);
        else
            strbuf_putn(&a, p, 1);
    strbuf_puts(&a, "\"\n.popsection\n");
    LLVMAppendModuleInlineAsm(m, strbuf_str(&a), (size_t)a.n);
    free(a.s);
    free(b.s);
}
