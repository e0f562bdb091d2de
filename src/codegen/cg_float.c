/* cg_float.c - float32 and float64 in generated code: arithmetic (+ - * /, unary minus, ++/--),
 * comparisons (ordered: false with a NaN operand; != is true then), conversions between the float
 * types and from and to every integer type, println and panic of a float. The LLVM operations become
 * calls of libgcc's soft-float routines (__adddf3, __divsf3, __fixdfsi, ...) on a board without an
 * FPU; the board's "fpu" property (target.c) would let the backend use the hardware instead.
 * A float converted to an integer type it cannot represent (NaN, infinities, out of range) gives
 * what Go on amd64 gives (the Go specification leaves it implementation-dependent): the
 * cvttsd2si result INT32_MIN / INT64_MIN, the 8- and 16-bit types truncate the 32-bit result,
 * uint32 (and uint, uintptr) the 64-bit one, and uint64 Go's two-range sequence. */
#include "cg.h"

static LLVMValueRef fconst(LLVMValueRef like, double v)
{
    return LLVMConstReal(LLVMTypeOf(like), v);
}

/* x86's cvttsd2si: the value truncated toward zero, or the most negative integer when it does not
   fit (NaN too) */
static LLVMValueRef cvtt(Cg *c, LLVMValueRef f, int bits)
{
    LLVMTypeRef it = bits == 64 ? c->t_i64 : c->t_i32;
    double lim = bits == 64 ? 9223372036854775808.0 : 2147483648.0;
    LLVMValueRef lo = LLVMBuildFCmp(c->b, LLVMRealOGE, f, fconst(f, -lim), "");
    LLVMValueRef hi = LLVMBuildFCmp(c->b, LLVMRealOLT, f, fconst(f, lim), "");
    LLVMValueRef ok = LLVMBuildAnd(c->b, lo, hi, "");
    LLVMValueRef v = LLVMBuildFPToSI(c->b, f, it, "");
    LLVMValueRef min = LLVMConstInt(it, bits == 64 ? 0x8000000000000000ull : 0x80000000ull, 0);
    return LLVMBuildSelect(c->b, ok, v, min, "");
}

LLVMValueRef cg_float_convert(Cg *c, LLVMValueRef v, Type *from, Type *to)
{
    bool ff = type_is_float(from), tf = type_is_float(to);
    if (!ff && !tf)
        return NULL;
    LLVMTypeRef lt = cg_type(c, to);
    if (ff && tf) {
        unsigned fw = LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMDoubleTypeKind ? 64 : 32;
        unsigned tw = LLVMGetTypeKind(lt) == LLVMDoubleTypeKind ? 64 : 32;
        if (fw == tw)
            return v;
        return fw < tw ? LLVMBuildFPExt(c->b, v, lt, "") : LLVMBuildFPTrunc(c->b, v, lt, "");
    }
    if (tf)
        return type_is_signed(from) ? LLVMBuildSIToFP(c->b, v, lt, "") : LLVMBuildUIToFP(c->b, v, lt, "");
    int bits = type_int_bits(to);
    if (type_is_signed(to)) {
        LLVMValueRef r = cvtt(c, v, bits == 64 ? 64 : 32);
        return bits < 32 ? LLVMBuildTrunc(c->b, r, lt, "") : r;
    }
    if (bits < 32)
        return LLVMBuildTrunc(c->b, cvtt(c, v, 32), lt, "");
    if (bits == 32)
        return LLVMBuildTrunc(c->b, cvtt(c, v, 64), lt, "");
    /* uint64: x < 2^63 ? int64(x) : int64(x - 2^63) | 1<<63 */
    LLVMValueRef two63 = fconst(v, 9223372036854775808.0);
    LLVMValueRef small = LLVMBuildFCmp(c->b, LLVMRealOLT, v, two63, "");
    LLVMValueRef a = cvtt(c, v, 64);
    LLVMValueRef b = LLVMBuildOr(c->b, cvtt(c, LLVMBuildFSub(c->b, v, two63, ""), 64),
                                 LLVMConstInt(c->t_i64, 0x8000000000000000ull, 0), "");
    return LLVMBuildSelect(c->b, small, a, b, "");
}

LLVMValueRef cg_float_compare(Cg *c, TokKind op, LLVMValueRef a, LLVMValueRef b)
{
    LLVMRealPredicate p;
    switch (op) {
    case T_EQL: p = LLVMRealOEQ; break;
    case T_NEQ: p = LLVMRealUNE; break;
    case T_LSS: p = LLVMRealOLT; break;
    case T_LEQ: p = LLVMRealOLE; break;
    case T_GTR: p = LLVMRealOGT; break;
    default: p = LLVMRealOGE; break;
    }
    return LLVMBuildFCmp(c->b, p, a, b, "");
}

LLVMValueRef cg_float_arith(Cg *c, TokKind op, LLVMValueRef x, LLVMValueRef y)
{
    switch (op) {
    case T_ADD: case T_INC: return LLVMBuildFAdd(c->b, x, y, "");
    case T_SUB: case T_DEC: return LLVMBuildFSub(c->b, x, y, "");
    case T_MUL: return LLVMBuildFMul(c->b, x, y, "");
    case T_QUO: return LLVMBuildFDiv(c->b, x, y, "");
    default: diag_internal(NOPOS, "float operator %d", op);
    }
}

LLVMValueRef cg_float_incdec(Cg *c, TokKind op, LLVMValueRef x)
{
    return cg_float_arith(c, op, x, fconst(x, 1.0));
}

static LLVMValueRef widen(Cg *c, LLVMValueRef v)
{
    if (LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMDoubleTypeKind)
        v = LLVMBuildFPExt(c->b, v, LLVMDoubleTypeInContext(c->ctx), "");
    return v;
}

void cg_float_print(Cg *c, LLVMValueRef v)
{
    v = widen(c, v);
    cg_call_rt(c, "rt_print_float", &v, 1);
}
