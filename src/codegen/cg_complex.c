/* cg_complex.c - complex64 and complex128 in generated code, as Go's compiler lowers them: a value
 * is a struct {float, float} / {double, double}; + and - work per part, * computes
 * (ac-bd) + (ad+bc)i in float64 (a complex64 product is widened first and narrowed after, as gc
 * does), / calls the runtime's rt_complex_div (Go's complex128div: Smith's algorithm with C99's
 * infinity and zero corrections; complex64 through complex128), == and != compare both parts, unary
 * minus negates both, ++/-- add 1 to the real part; conversions between the two complex types,
 * complex(r, i), real(z), imag(z), and println's "(+1.000000e+000+2.000000e+000i)". */
#include "cg.h"

static LLVMValueRef part(Cg *c, LLVMValueRef z, unsigned i)
{
    return LLVMBuildExtractValue(c->b, z, i, "");
}

static LLVMValueRef make(Cg *c, LLVMTypeRef t, LLVMValueRef re, LLVMValueRef im)
{
    LLVMValueRef z = LLVMGetUndef(t);
    z = LLVMBuildInsertValue(c->b, z, re, 0, "");
    return LLVMBuildInsertValue(c->b, z, im, 1, "");
}

static LLVMTypeRef dbl(Cg *c)
{
    return LLVMDoubleTypeInContext(c->ctx);
}

static bool is_f32(LLVMValueRef z)
{
    return LLVMGetTypeKind(LLVMStructGetTypeAtIndex(LLVMTypeOf(z), 0)) == LLVMFloatTypeKind;
}

static LLVMValueRef widen(Cg *c, LLVMValueRef v)
{
    return LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMDoubleTypeKind ? v : LLVMBuildFPExt(c->b, v, dbl(c), "");
}

static LLVMValueRef narrow(Cg *c, LLVMValueRef v, LLVMTypeRef to)
{
    return LLVMTypeOf(v) == to ? v : LLVMBuildFPTrunc(c->b, v, to, "");
}

LLVMValueRef cg_complex_make(Cg *c, Type *t, LLVMValueRef re, LLVMValueRef im)
{
    return make(c, cg_type(c, t), re, im);
}

LLVMValueRef cg_complex_part(Cg *c, LLVMValueRef z, bool imag)
{
    return part(c, z, imag);
}

LLVMValueRef cg_complex_arith(Cg *c, TokKind op, LLVMValueRef x, LLVMValueRef y)
{
    LLVMTypeRef t = LLVMTypeOf(x), ft = LLVMStructGetTypeAtIndex(t, 0);
    LLVMValueRef a = part(c, x, 0), b = part(c, x, 1), cc = part(c, y, 0), d = part(c, y, 1);
    switch (op) {
    case T_ADD: case T_INC:
        return make(c, t, LLVMBuildFAdd(c->b, a, cc, ""), LLVMBuildFAdd(c->b, b, d, ""));
    case T_SUB: case T_DEC:
        return make(c, t, LLVMBuildFSub(c->b, a, cc, ""), LLVMBuildFSub(c->b, b, d, ""));
    case T_MUL: {
        a = widen(c, a), b = widen(c, b), cc = widen(c, cc), d = widen(c, d);
        LLVMValueRef re = LLVMBuildFSub(c->b, LLVMBuildFMul(c->b, a, cc, ""), LLVMBuildFMul(c->b, b, d, ""), "");
        LLVMValueRef im = LLVMBuildFAdd(c->b, LLVMBuildFMul(c->b, a, d, ""), LLVMBuildFMul(c->b, b, cc, ""), "");
        return make(c, t, narrow(c, re, ft), narrow(c, im, ft));
    }
    case T_QUO: {
        LLVMValueRef out = cg_alloca(c, LLVMArrayType2(dbl(c), 2), "cdiv");
        LLVMValueRef args[5] = {out, widen(c, a), widen(c, b), widen(c, cc), widen(c, d)};
        cg_call_rt(c, "rt_complex_div", args, 5);
        LLVMValueRef re = LLVMBuildLoad2(c->b, dbl(c), out, "");
        LLVMValueRef one = LLVMConstInt(c->t_i32, 1, 0);
        LLVMValueRef imp = LLVMBuildGEP2(c->b, dbl(c), out, &one, 1, "");
        LLVMValueRef im = LLVMBuildLoad2(c->b, dbl(c), imp, "");
        return make(c, t, narrow(c, re, ft), narrow(c, im, ft));
    }
    default:
        diag_internal(NOPOS, "complex operator %d", op);
    }
}

LLVMValueRef cg_complex_equal(Cg *c, LLVMValueRef x, LLVMValueRef y)
{
    LLVMValueRef re = LLVMBuildFCmp(c->b, LLVMRealOEQ, part(c, x, 0), part(c, y, 0), "");
    LLVMValueRef im = LLVMBuildFCmp(c->b, LLVMRealOEQ, part(c, x, 1), part(c, y, 1), "");
    return LLVMBuildAnd(c->b, re, im, "");
}

LLVMValueRef cg_complex_neg(Cg *c, LLVMValueRef x)
{
    return make(c, LLVMTypeOf(x), LLVMBuildFNeg(c->b, part(c, x, 0), ""), LLVMBuildFNeg(c->b, part(c, x, 1), ""));
}

LLVMValueRef cg_complex_incdec(Cg *c, TokKind op, LLVMValueRef x)
{
    LLVMTypeRef ft = LLVMStructGetTypeAtIndex(LLVMTypeOf(x), 0);
    LLVMValueRef one = LLVMConstReal(ft, 1.0), re = part(c, x, 0);
    re = op == T_INC ? LLVMBuildFAdd(c->b, re, one, "") : LLVMBuildFSub(c->b, re, one, "");
    return LLVMBuildInsertValue(c->b, x, re, 0, "");
}

LLVMValueRef cg_complex_convert(Cg *c, LLVMValueRef v, Type *from, Type *to)
{
    if (!type_is_complex(from) || !type_is_complex(to))
        return NULL;
    LLVMTypeRef lt = cg_type(c, to), ft = LLVMStructGetTypeAtIndex(lt, 0);
    if (LLVMTypeOf(v) == lt)
        return v;
    bool up = is_f32(v);
    LLVMValueRef re = part(c, v, 0), im = part(c, v, 1);
    if (up)
        return make(c, lt, LLVMBuildFPExt(c->b, re, ft, ""), LLVMBuildFPExt(c->b, im, ft, ""));
    return make(c, lt, LLVMBuildFPTrunc(c->b, re, ft, ""), LLVMBuildFPTrunc(c->b, im, ft, ""));
}

void cg_complex_print(Cg *c, LLVMValueRef z)
{
    cg_print_str(c, "(");
    cg_float_print(c, part(c, z, 0));
    cg_float_print(c, part(c, z, 1));
    cg_print_str(c, "i)");
}

LLVMValueRef cg_complex_const(Cg *c, Type *t, double re, double im)
{
    LLVMTypeRef lt = cg_type(c, t), ft = LLVMStructGetTypeAtIndex(lt, 0);
    LLVMValueRef parts[2] = {LLVMConstReal(ft, re), LLVMConstReal(ft, im)};
    return LLVMConstStructInContext(c->ctx, parts, 2, 0);
}
