/* cg_minmax.c - codegen of Go 1.21's min, max and clear (checked in check_minmax.c). min and max
 * evaluate their operands left to right and fold them pairwise: integers by a signed or unsigned
 * compare, strings by the runtime's byte-wise comparison, floats by Go's rules, which are IEEE
 * 754-2019's minimum and maximum: a NaN operand makes the result NaN, and -0 is below +0
 * (min(-0.0, 0.0) is -0.0, max(-0.0, 0.0) is 0.0). These are spelled out in compares and selects,
 * not llvm.minimum, which soft-float targets would turn into a libcall that does not exist.
 * clear(s) zeroes s[:len(s)]; clear(m) empties the map (rt_map_clear; a nil map is left alone). */
#include "cg.h"

static LLVMValueRef float_pick(Cg *c, bool is_min, LLVMValueRef x, LLVMValueRef y)
{
    LLVMTypeRef ft = LLVMTypeOf(x);
    LLVMTypeRef it = LLVMIntTypeInContext(c->ctx, LLVMGetTypeKind(ft) == LLVMFloatTypeKind ? 32 : 64);
    LLVMValueRef pick = LLVMBuildSelect(c->b, LLVMBuildFCmp(c->b, is_min ? LLVMRealOLT : LLVMRealOGT, x, y, ""), x, y, "");
    /* equal: the same bits, or +0 and -0, where min wants the sign bit (or) and max not (and) */
    LLVMValueRef xb = LLVMBuildBitCast(c->b, x, it, ""), yb = LLVMBuildBitCast(c->b, y, it, "");
    LLVMValueRef zeros = LLVMBuildBitCast(c->b, is_min ? LLVMBuildOr(c->b, xb, yb, "") : LLVMBuildAnd(c->b, xb, yb, ""), ft, "");
    pick = LLVMBuildSelect(c->b, LLVMBuildFCmp(c->b, LLVMRealOEQ, x, y, ""), zeros, pick, "");
    return LLVMBuildSelect(c->b, LLVMBuildFCmp(c->b, LLVMRealUNO, x, y, ""), LLVMBuildFAdd(c->b, x, y, ""), pick, "");
}

LLVMValueRef cg_minmax(Cg *c, Expr *e)
{
    bool is_min = e->builtin == B_MIN;
    Type *t = e->type;
    LLVMValueRef r = cg_expr(c, e->list[0]);
    for (int i = 1; i < e->nlist; i++) {
        LLVMValueRef v = cg_expr(c, e->list[i]);
        if (type_is_float(t)) {
            r = float_pick(c, is_min, r, v);
            continue;
        }
        LLVMValueRef a = v, b = r; /* v replaces r when v < r (min) or v > r (max) */
        bool sign = type_is_signed(t);
        if (type_under(t)->kind == TY_STRING) {
            LLVMValueRef args[4] = {cg_string_ptr(c, v), cg_string_len(c, v), cg_string_ptr(c, r), cg_string_len(c, r)};
            a = cg_call_rt(c, "rt_string_compare", args, 4);
            b = LLVMConstInt(c->t_i32, 0, 0);
            sign = true;
        }
        LLVMIntPredicate p = is_min ? (sign ? LLVMIntSLT : LLVMIntULT) : (sign ? LLVMIntSGT : LLVMIntUGT);
        r = LLVMBuildSelect(c->b, LLVMBuildICmp(c->b, p, a, b, ""), v, r, "");
    }
    return r;
}

void cg_clear(Cg *c, Expr *e)
{
    Type *u = type_under(e->list[0]->type);
    LLVMValueRef v = cg_expr(c, e->list[0]);
    if (u->kind == TY_MAP) {
        cg_call_rt(c, "rt_map_clear", &v, 1);
        return;
    }
    LLVMValueRef bytes = LLVMBuildMul(c->b, LLVMBuildExtractValue(c->b, v, 1, ""), cg_size_of(c, u->elem, false), "");
    LLVMBuildMemSet(c->b, LLVMBuildExtractValue(c->b, v, 0, ""), LLVMConstInt(c->t_i8, 0, 0), bytes, 1);
}
