/* cg_expr.c - expressions: constants, variables, Go's integer arithmetic (wrap-around, truncating
 * division with a divide-by-zero panic and MinInt/-1 defined, shifts by any count), comparisons of
 * every comparable type (strings, structs and arrays included), short-circuit logic, string
 * concatenation, conversions, addresses and dereferences (with the nil check a bare-metal part
 * needs: address 0 is readable flash there), indexing and slicing with Go's bounds-check panics,
 * field selection through embedded fields and pointers, and composite literals. */
#include <string.h>

#include "cg.h"
#include "rt_abi.h"

static LLVMValueRef i32c(Cg *c, long long v)
{
    return LLVMConstInt(c->t_i32, (unsigned long long)v, 1);
}

LLVMValueRef cg_string_ptr(Cg *c, LLVMValueRef s)
{
    return LLVMBuildExtractValue(c->b, s, 0, "");
}

LLVMValueRef cg_string_len(Cg *c, LLVMValueRef s)
{
    return LLVMBuildExtractValue(c->b, s, 1, "");
}

/* an integer's or a bool's width in LLVM */
static int bits_of(Type *t)
{
    return type_is_bool(t) ? 1 : type_int_bits(t);
}

LLVMValueRef cg_nil_check(Cg *c, LLVMValueRef p)
{
    if (LLVMIsAGlobalValue(p) || LLVMIsAAllocaInst(p))
        return p;
    cg_panic_if(c, LLVMBuildIsNull(c->b, p, ""), "rt_panic_nil", NULL, 0);
    return p;
}

/* an integer operand used as an index or length: int (i32); a 64-bit value that does not fit
 * becomes a value no bounds check accepts */
LLVMValueRef cg_to_i32(Cg *c, LLVMValueRef v, Type *t)
{
    int bits = bits_of(t);
    if (bits == 32)
        return v;
    if (bits < 32)
        return type_is_signed(t) ? LLVMBuildSExt(c->b, v, c->t_i32, "") : LLVMBuildZExt(c->b, v, c->t_i32, "");
    LLVMValueRef fits = type_is_signed(t)
        ? LLVMBuildICmp(c->b, LLVMIntEQ, LLVMBuildSExt(c->b, LLVMBuildTrunc(c->b, v, c->t_i32, ""), c->t_i64, ""), v, "")
        : LLVMBuildICmp(c->b, LLVMIntULE, v, LLVMConstInt(c->t_i64, 0x7fffffff, 0), "");
    return LLVMBuildSelect(c->b, fits, LLVMBuildTrunc(c->b, v, c->t_i32, ""), i32c(c, -1), "");
}

CgBound cg_bound(Cg *c, Expr *e)
{
    LLVMValueRef v = cg_expr(c, e);
    CgBound r = {cg_to_i32(c, v, e->type), NULL, false};
    if (e->cv.kind == CV_INT || (bits_of(e->type) < 64 && type_is_signed(e->type)) || bits_of(e->type) < 32)
        return r; /* a constant fits int (checked at compile time) */
    r.uns = !type_is_signed(e->type);
    r.wide = bits_of(e->type) == 64 ? v : LLVMBuildZExt(c->b, r.v, c->t_i64, "");
    return r;
}

void cg_bounds_panic_if(Cg *c, LLVMValueRef cond, int code, CgBound x, LLVMValueRef y)
{
    if (x.wide) {
        LLVMValueRef a[3] = {i32c(c, code | (x.uns ? RT_BOUNDS_UNSIGNED : 0)), x.wide, y};
        cg_panic_if(c, cond, "rt_panic_bounds_ext", a, 3);
    } else if (code == RT_BOUNDS_INDEX) {
        LLVMValueRef a[2] = {x.v, y};
        cg_panic_if(c, cond, "rt_panic_index", a, 2);
    } else {
        LLVMValueRef a[3] = {i32c(c, code), x.v, y};
        cg_panic_if(c, cond, "rt_panic_slice", a, 3);
    }
}

/* index < len (unsigned, so negative indices fail too), else Go's index panic */
static void bounds_check(Cg *c, CgBound idx, LLVMValueRef len)
{
    cg_bounds_panic_if(c, LLVMBuildICmp(c->b, LLVMIntUGE, idx.v, len, ""), RT_BOUNDS_INDEX, idx, len);
}

LLVMValueRef cg_spread(Cg *c, LLVMValueRef tuple, Type *tt, int i, Type *to)
{
    LLVMValueRef v = LLVMBuildExtractValue(c->b, tuple, (unsigned)i, "");
    Type *from = tt->results[i];
    if (to && type_under(to)->kind == TY_INTERFACE && from != to)
        return cg_iface_convert(c, v, from, to);
    return v;
}

/* is t unsafe.Pointer (a pointer to unsafe's ArbitraryType)? */
static bool unsafe_pointer(Type *t)
{
    Type *u = type_under(t);
    return u->kind == TY_POINTER && u->elem->kind == TY_NAMED && u->elem->pkgpath &&
           !strcmp(u->elem->pkgpath, "unsafe") && !strcmp(u->elem->name, "ArbitraryType");
}

LLVMValueRef cg_convert(Cg *c, LLVMValueRef v, Type *from, Type *to)
{
    Type *fu = type_under(from), *tu = type_under(to);
    Type *view = unsafe_pointer(from) ? tu : unsafe_pointer(to) ? fu : NULL; /* the other side */
    if (view && view->kind == TY_POINTER && !unsafe_pointer(view)) /* for field facts (cg_params.c) */
        cg_params_view(c, cg_type(c, view->elem), unsafe_pointer(to) ? v : NULL);
    if (tu->kind == TY_INTERFACE)
        return cg_iface_convert(c, v, from, to);
    if ((tu->kind == TY_STRING && fu->kind == TY_SLICE) || (tu->kind == TY_SLICE && fu->kind != TY_SLICE)) {
        bool to_string = tu->kind == TY_STRING;
        if (type_under(to_string ? fu->elem : tu->elem)->kind == TY_INT32) { /* runes: UTF-8 in the runtime */
            LLVMValueRef out = cg_alloca(c, to_string ? c->t_string : c->t_slice, "conv");
            LLVMValueRef a[3] = {out, to_string ? LLVMBuildExtractValue(c->b, v, 0, "") : cg_string_ptr(c, v),
                                 to_string ? LLVMBuildExtractValue(c->b, v, 1, "") : cg_string_len(c, v)};
            cg_call_rt(c, to_string ? "rt_string_from_runes" : "rt_runes_from_string", a, 3);
            return LLVMBuildLoad2(c->b, LLVMGetAllocatedType(out), out, "");
        }
        /* string(b []byte), []byte(s): a copy of the bytes in the arena */
        LLVMValueRef src = to_string ? LLVMBuildExtractValue(c->b, v, 0, "") : cg_string_ptr(c, v);
        LLVMValueRef n = to_string ? LLVMBuildExtractValue(c->b, v, 1, "") : cg_string_len(c, v);
        LLVMValueRef a[2] = {n, i32c(c, 1)};
        LLVMValueRef p = cg_call_rt(c, "rt_alloc", a, 2);
        LLVMBuildMemCpy(c->b, p, 1, src, 1, n);
        LLVMValueRef r = LLVMGetUndef(cg_type(c, to));
        r = LLVMBuildInsertValue(c->b, r, p, 0, "");
        r = LLVMBuildInsertValue(c->b, r, n, 1, "");
        return to_string ? r : LLVMBuildInsertValue(c->b, r, n, 2, "");
    }
    if (tu->kind == TY_STRING && fu->kind != TY_STRING && fu->kind != TY_UNTYPED_STRING) {
        /* string(rune) */
        LLVMValueRef r = cg_to_i32(c, v, from);
        if (bits_of(from) == 64) /* out-of-range values are "\uFFFD" */
            r = LLVMBuildSelect(c->b, LLVMBuildICmp(c->b, LLVMIntEQ, r, i32c(c, -1), ""), i32c(c, 0xFFFD), r, "");
        LLVMValueRef out = cg_alloca(c, c->t_string, "str");
        LLVMValueRef a[2] = {out, r};
        cg_call_rt(c, "rt_string_from_rune", a, 2);
        return LLVMBuildLoad2(c->b, c->t_string, out, "");
    }
    if (fu->kind == TY_SLICE && tu->kind == TY_POINTER) {
        /* (*[N]T)(s): s's data pointer (nil for a nil s), a run-time error when len(s) < N */
        LLVMValueRef len = LLVMBuildExtractValue(c->b, v, 1, "");
        LLVMValueRef a[2] = {len, i32c(c, type_under(tu->elem)->len)};
        cg_panic_if(c, LLVMBuildICmp(c->b, LLVMIntULT, len, a[1], ""), "rt_panic_convert", a, 2);
        return LLVMBuildExtractValue(c->b, v, 0, "");
    }
    LLVMValueRef fv = cg_complex_convert(c, v, from, to);
    if (!fv)
        fv = cg_float_convert(c, v, from, to);
    if (fv)
        return fv;
    LLVMTypeRef lt = cg_type(c, to);
    if (LLVMTypeOf(v) == lt)
        return v;
    /* unsafe.Pointer to and from uintptr */
    if (LLVMGetTypeKind(lt) == LLVMPointerTypeKind && LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMIntegerTypeKind)
        return LLVMBuildIntToPtr(c->b, v, lt, "");
    if (LLVMGetTypeKind(lt) == LLVMIntegerTypeKind && LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMPointerTypeKind)
        return LLVMBuildPtrToInt(c->b, v, lt, "");
    if (LLVMGetTypeKind(lt) != LLVMIntegerTypeKind || LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMIntegerTypeKind)
        return v; /* identical underlying types */
    int fb = bits_of(from), tb = bits_of(to);
    if (tb < fb)
        return LLVMBuildTrunc(c->b, v, lt, "");
    return type_is_signed(from) ? LLVMBuildSExt(c->b, v, lt, "") : LLVMBuildZExt(c->b, v, lt, "");
}

/* ---------------------------------------------------------------- comparison */

/* *pa == *pb for a big array type u, element by element in a loop that stops at the first
   difference (an element's == may be a float's, a string's or an interface's, so not memcmp) */
static LLVMValueRef in_memory(Cg *c, LLVMValueRef v)
{
    LLVMValueRef p = cg_alloca(c, LLVMTypeOf(v), "cmp");
    LLVMBuildStore(c->b, v, p);
    return p;
}

/* the address of a big array operand of ==: its own when it has one, else a temporary */
static LLVMValueRef operand_addr(Cg *c, Expr *e)
{
    return e->addressable ? cg_addr(c, e) : in_memory(c, cg_expr(c, e));
}

static LLVMValueRef big_array_equal(Cg *c, LLVMValueRef pa, LLVMValueRef pb, Type *u)
{
    LLVMTypeRef lt = cg_type(c, u), et = cg_type(c, u->elem);
    LLVMBasicBlockRef entry = LLVMGetInsertBlock(c->b), head = cg_block(c, "aeq.head"),
                      body = cg_block(c, "aeq.body"), done = cg_block(c, "aeq.done");
    LLVMBuildBr(c->b, head);
    LLVMPositionBuilderAtEnd(c->b, head);
    LLVMValueRef i = LLVMBuildPhi(c->b, c->t_i32, "aeq.i");
    LLVMBuildCondBr(c->b, LLVMBuildICmp(c->b, LLVMIntULT, i, i32c(c, (int)u->len), ""), body, done);
    LLVMPositionBuilderAtEnd(c->b, body);
    LLVMValueRef ix[2] = {i32c(c, 0), i};
    LLVMValueRef x = LLVMBuildLoad2(c->b, et, LLVMBuildGEP2(c->b, lt, pa, ix, 2, ""), "");
    LLVMValueRef y = LLVMBuildLoad2(c->b, et, LLVMBuildGEP2(c->b, lt, pb, ix, 2, ""), "");
    LLVMValueRef eq = cg_equal(c, x, y, u->elem);
    LLVMValueRef next = LLVMBuildAdd(c->b, i, i32c(c, 1), "");
    LLVMBasicBlockRef body_end = LLVMGetInsertBlock(c->b);
    LLVMBuildCondBr(c->b, eq, head, done);
    LLVMValueRef ivals[2] = {i32c(c, 0), next};
    LLVMBasicBlockRef ibbs[2] = {entry, body_end};
    LLVMAddIncoming(i, ivals, ibbs, 2);
    LLVMPositionBuilderAtEnd(c->b, done);
    LLVMValueRef r = LLVMBuildPhi(c->b, c->t_i1, "aeq");
    LLVMValueRef rvals[2] = {LLVMConstInt(c->t_i1, 1, 0), LLVMConstInt(c->t_i1, 0, 0)};
    LLVMBasicBlockRef rbbs[2] = {head, body_end};
    LLVMAddIncoming(r, rvals, rbbs, 2);
    return r;
}

/* does comparing values of type t compare interfaces (which may panic)? */
static bool compares_iface(Type *t)
{
    Type *u = type_under(t);
    if (u->kind == TY_INTERFACE)
        return true;
    if (u->kind == TY_ARRAY)
        return compares_iface(u->elem);
    if (u->kind == TY_STRUCT)
        for (int i = 0; i < u->nfields; i++)
            if (compares_iface(u->fields[i].type))
                return true;
    return false;
}

/* a == b of a struct or small array u whose elements compare interfaces: element by element in
   order, stopping at the first difference like Go (a later interface of an uncomparable dynamic
   type does not panic then) */
static LLVMValueRef equal_in_order(Cg *c, LLVMValueRef a, LLVMValueRef b, Type *u)
{
    int n = u->kind == TY_STRUCT ? u->nfields : (int)u->len;
    LLVMBasicBlockRef done = cg_block(c, "eq.done");
    LLVMValueRef *vals = xmalloc(sizeof *vals * (size_t)(n + 1));
    LLVMBasicBlockRef *bbs = xmalloc(sizeof *bbs * (size_t)(n + 1));
    int nin = 0;
    for (int i = 0; i < n; i++) {
        if (u->kind == TY_STRUCT && u->fields[i].name && strcmp(u->fields[i].name, "_") == 0)
            continue;
        LLVMValueRef x = LLVMBuildExtractValue(c->b, a, (unsigned)i, "");
        LLVMValueRef y = LLVMBuildExtractValue(c->b, b, (unsigned)i, "");
        LLVMValueRef eq = cg_equal(c, x, y, u->kind == TY_STRUCT ? u->fields[i].type : u->elem);
        LLVMBasicBlockRef next = cg_block(c, "eq.next");
        vals[nin] = eq;
        bbs[nin++] = LLVMGetInsertBlock(c->b);
        LLVMBuildCondBr(c->b, eq, next, done);
        LLVMPositionBuilderAtEnd(c->b, next);
    }
    vals[nin] = LLVMConstInt(c->t_i1, 1, 0);
    bbs[nin++] = LLVMGetInsertBlock(c->b);
    LLVMBuildBr(c->b, done);
    LLVMPositionBuilderAtEnd(c->b, done);
    LLVMValueRef phi = LLVMBuildPhi(c->b, c->t_i1, "");
    LLVMAddIncoming(phi, vals, bbs, (unsigned)nin);
    free(vals);
    free(bbs);
    return phi;
}

LLVMValueRef cg_equal(Cg *c, LLVMValueRef a, LLVMValueRef b, Type *t)
{
    Type *u = type_under(t);
    if ((u->kind == TY_STRUCT || (u->kind == TY_ARRAY && type_sizeof(u) <= CG_BIG_AGGREGATE)) && compares_iface(u))
        return equal_in_order(c, a, b, u);
    switch (u->kind) {
    case TY_STRING: case TY_UNTYPED_STRING: {
        LLVMValueRef args[4] = {cg_string_ptr(c, a), cg_string_len(c, a), cg_string_ptr(c, b), cg_string_len(c, b)};
        LLVMValueRef r = cg_call_rt(c, "rt_string_compare", args, 4);
        return LLVMBuildICmp(c->b, LLVMIntEQ, r, i32c(c, 0), "");
    }
    case TY_STRUCT: {
        LLVMValueRef r = LLVMConstInt(c->t_i1, 1, 0);
        for (int i = 0; i < u->nfields; i++) {
            if (u->fields[i].name && strcmp(u->fields[i].name, "_") == 0)
                continue;
            LLVMValueRef x = LLVMBuildExtractValue(c->b, a, (unsigned)i, "");
            LLVMValueRef y = LLVMBuildExtractValue(c->b, b, (unsigned)i, "");
            r = LLVMBuildAnd(c->b, r, cg_equal(c, x, y, u->fields[i].type), "");
        }
        return r;
    }
    case TY_ARRAY: {
        if (type_sizeof(u) > CG_BIG_AGGREGATE) /* values: in memory first (bigcopy.c: memcpy) */
            return big_array_equal(c, in_memory(c, a), in_memory(c, b), u);
        LLVMValueRef r = LLVMConstInt(c->t_i1, 1, 0);
        for (int64_t i = 0; i < u->len; i++) {
            LLVMValueRef x = LLVMBuildExtractValue(c->b, a, (unsigned)i, "");
            LLVMValueRef y = LLVMBuildExtractValue(c->b, b, (unsigned)i, "");
            r = LLVMBuildAnd(c->b, r, cg_equal(c, x, y, u->elem), "");
        }
        return r;
    }
    case TY_INTERFACE:
        return cg_iface_equal(c, a, b, t);
    case TY_FLOAT32: case TY_FLOAT64:
        return cg_float_compare(c, T_EQL, a, b);
    case TY_COMPLEX64: case TY_COMPLEX128:
        return cg_complex_equal(c, a, b);
    case TY_SLICE: /* only against nil: a slice is nil when its data pointer is */
        return LLVMBuildICmp(c->b, LLVMIntEQ, LLVMBuildExtractValue(c->b, a, 0, ""),
                             LLVMBuildExtractValue(c->b, b, 0, ""), "");
    default:
        return LLVMBuildICmp(c->b, LLVMIntEQ, a, b, "");
    }
}

static LLVMValueRef compare(Cg *c, TokKind op, LLVMValueRef a, LLVMValueRef b, Type *t)
{
    if (op == T_EQL)
        return cg_equal(c, a, b, t);
    if (op == T_NEQ)
        return LLVMBuildNot(c->b, cg_equal(c, a, b, t), "");
    if (type_is_float(t))
        return cg_float_compare(c, op, a, b);
    Type *u = type_under(t);
    if (u->kind == TY_STRING) {
        LLVMValueRef args[4] = {cg_string_ptr(c, a), cg_string_len(c, a), cg_string_ptr(c, b), cg_string_len(c, b)};
        a = cg_call_rt(c, "rt_string_compare", args, 4);
        b = i32c(c, 0);
        t = type_basic(TY_INT);
    }
    bool s = type_is_signed(t);
    LLVMIntPredicate p;
    switch (op) {
    case T_LSS: p = s ? LLVMIntSLT : LLVMIntULT; break;
    case T_LEQ: p = s ? LLVMIntSLE : LLVMIntULE; break;
    case T_GTR: p = s ? LLVMIntSGT : LLVMIntUGT; break;
    default: p = s ? LLVMIntSGE : LLVMIntUGE; break;
    }
    return LLVMBuildICmp(c->b, p, a, b, "");
}

/* ---------------------------------------------------------------- arithmetic */

static LLVMValueRef shift(Cg *c, TokKind op, LLVMValueRef x, Type *xt, LLVMValueRef n, Type *nt)
{
    int w = bits_of(xt), nw = bits_of(nt);
    if (type_is_signed(nt) && !LLVMIsConstant(n)) {
        LLVMValueRef neg = LLVMBuildICmp(c->b, LLVMIntSLT, n, LLVMConstInt(LLVMTypeOf(n), 0, 0), "");
        LLVMValueRef msg = LLVMBuildGlobalStringPtr(c->b, "runtime error: negative shift amount", "");
        cg_panic_if(c, neg, "rt_panic_cstr", &msg, 1);
    }
    /* the count compared in its own width, then brought to x's width */
    LLVMValueRef big = LLVMBuildICmp(c->b, LLVMIntUGE, n, LLVMConstInt(LLVMTypeOf(n), (unsigned long long)w, 0), "");
    LLVMValueRef cnt = n;
    if (nw > w)
        cnt = LLVMBuildTrunc(c->b, n, LLVMTypeOf(x), "");
    else if (nw < w)
        cnt = LLVMBuildZExt(c->b, n, LLVMTypeOf(x), "");
    LLVMValueRef safe = LLVMBuildSelect(c->b, big, LLVMConstInt(LLVMTypeOf(x), 0, 0), cnt, "");
    if (op == T_SHL) {
        LLVMValueRef r = LLVMBuildShl(c->b, x, safe, "");
        return LLVMBuildSelect(c->b, big, LLVMConstInt(LLVMTypeOf(x), 0, 0), r, "");
    }
    if (type_is_signed(xt)) { /* counts >= width fill with the sign */
        LLVMValueRef s = LLVMBuildSelect(c->b, big, LLVMConstInt(LLVMTypeOf(x), (unsigned long long)(w - 1), 0), cnt, "");
        return LLVMBuildAShr(c->b, x, s, "");
    }
    LLVMValueRef r = LLVMBuildLShr(c->b, x, safe, "");
    return LLVMBuildSelect(c->b, big, LLVMConstInt(LLVMTypeOf(x), 0, 0), r, "");
}

static LLVMValueRef divide(Cg *c, TokKind op, LLVMValueRef x, LLVMValueRef y, Type *t)
{
    LLVMTypeRef lt = LLVMTypeOf(x);
    if (!LLVMIsAConstantInt(y) || LLVMConstIntGetZExtValue(y) == 0)
        cg_panic_if(c, LLVMBuildICmp(c->b, LLVMIntEQ, y, LLVMConstInt(lt, 0, 0), ""), "rt_panic_divide", NULL, 0);
    if (!type_is_signed(t))
        return op == T_QUO ? LLVMBuildUDiv(c->b, x, y, "") : LLVMBuildURem(c->b, x, y, "");
    /* MinInt / -1 overflows in LLVM (undefined) but is defined in Go: x / -1 == -x, x % -1 == 0 */
    LLVMValueRef m1 = LLVMBuildICmp(c->b, LLVMIntEQ, y, LLVMConstAllOnes(lt), "");
    LLVMValueRef ysafe = LLVMBuildSelect(c->b, m1, LLVMConstInt(lt, 1, 0), y, "");
    if (op == T_QUO) {
        LLVMValueRef q = LLVMBuildSDiv(c->b, x, ysafe, "");
        return LLVMBuildSelect(c->b, m1, LLVMBuildSub(c->b, LLVMConstInt(lt, 0, 0), x, ""), q, "");
    }
    LLVMValueRef r = LLVMBuildSRem(c->b, x, ysafe, "");
    return LLVMBuildSelect(c->b, m1, LLVMConstInt(lt, 0, 0), r, "");
}

static LLVMValueRef concat(Cg *c, LLVMValueRef a, LLVMValueRef b)
{
    LLVMValueRef out = cg_alloca(c, c->t_string, "concat");
    LLVMValueRef args[5] = {out, cg_string_ptr(c, a), cg_string_len(c, a), cg_string_ptr(c, b), cg_string_len(c, b)};
    cg_call_rt(c, "rt_string_concat", args, 5);
    return LLVMBuildLoad2(c->b, c->t_string, out, "");
}

/* x op y for the arithmetic and bitwise operators */
static LLVMValueRef arith(Cg *c, TokKind op, LLVMValueRef x, LLVMValueRef y, Type *t)
{
    if (type_under(t)->kind == TY_STRING)
        return concat(c, x, y);
    if (type_is_float(t))
        return cg_float_arith(c, op, x, y);
    if (type_is_complex(t))
        return cg_complex_arith(c, op, x, y);
    switch (op) {
    case T_ADD: return LLVMBuildAdd(c->b, x, y, "");
    case T_SUB: return LLVMBuildSub(c->b, x, y, "");
    case T_MUL: return LLVMBuildMul(c->b, x, y, "");
    case T_QUO: case T_REM: return divide(c, op, x, y, t);
    case T_AND: return LLVMBuildAnd(c->b, x, y, "");
    case T_OR: return LLVMBuildOr(c->b, x, y, "");
    case T_XOR: return LLVMBuildXor(c->b, x, y, "");
    case T_AND_NOT: return LLVMBuildAnd(c->b, x, LLVMBuildNot(c->b, y, ""), "");
    default:
        diag_internal(NOPOS, "operator %d", op);
    }
}

/* exported for op-assignment (cg_stmt.c) */
LLVMValueRef cg_binop(Cg *c, TokKind op, LLVMValueRef x, Type *xt, LLVMValueRef y, Type *yt);
LLVMValueRef cg_binop(Cg *c, TokKind op, LLVMValueRef x, Type *xt, LLVMValueRef y, Type *yt)
{
    if (op == T_SHL || op == T_SHR)
        return shift(c, op, x, xt, y, yt);
    return arith(c, op, x, y, xt);
}

static LLVMValueRef logical(Cg *c, Expr *e)
{
    LLVMValueRef l = cg_expr(c, e->x);
    LLVMBasicBlockRef lbb = LLVMGetInsertBlock(c->b);
    LLVMBasicBlockRef rhs = cg_block(c, "logic.rhs"), end = cg_block(c, "logic.end");
    if (e->op == T_LAND)
        LLVMBuildCondBr(c->b, l, rhs, end);
    else
        LLVMBuildCondBr(c->b, l, end, rhs);
    LLVMPositionBuilderAtEnd(c->b, rhs);
    LLVMValueRef r = cg_expr(c, e->y);
    LLVMBasicBlockRef rbb = LLVMGetInsertBlock(c->b);
    LLVMBuildBr(c->b, end);
    LLVMPositionBuilderAtEnd(c->b, end);
    LLVMValueRef phi = LLVMBuildPhi(c->b, c->t_i1, "");
    LLVMValueRef vals[2] = {LLVMConstInt(c->t_i1, e->op == T_LOR, 0), r};
    LLVMBasicBlockRef bbs[2] = {lbb, rbb};
    LLVMAddIncoming(phi, vals, bbs, 2);
    return phi;
}

static LLVMValueRef binary(Cg *c, Expr *e)
{
    if (e->op == T_LAND || e->op == T_LOR)
        return logical(c, e);
    Type *xu = type_under(e->x->type);
    if ((e->op == T_EQL || e->op == T_NEQ) && xu->kind == TY_ARRAY && type_sizeof(xu) > CG_BIG_AGGREGATE) {
        LLVMValueRef px = operand_addr(c, e->x), py = operand_addr(c, e->y);
        LLVMValueRef eq = big_array_equal(c, px, py, xu);
        return e->op == T_EQL ? eq : LLVMBuildNot(c->b, eq, "");
    }
    bool cmp = e->op == T_EQL || e->op == T_NEQ || e->op == T_LSS || e->op == T_LEQ || e->op == T_GTR || e->op == T_GEQ;
    LLVMValueRef x = cmp ? cg_string_view(c, e->x, e->y) : cg_expr(c, e->x);
    LLVMValueRef y = cmp ? cg_string_view(c, e->y, NULL) : cg_expr(c, e->y);
    switch (e->op) {
    case T_EQL: case T_NEQ: case T_LSS: case T_LEQ: case T_GTR: case T_GEQ: {
        /* compare in the operand type (nil against a pointer: the pointer's type) */
        Type *t = e->x->type;
        if (type_under(t)->kind == TY_UNTYPED_NIL)
            t = e->y->type;
        return compare(c, e->op, x, y, t);
    }
    default:
        return cg_binop(c, e->op, x, e->x->type, y, e->y->type);
    }
}

/* ---------------------------------------------------------------- addresses */

/* follow a SEL_FIELD path from the address of a struct (or pointer to one) */
static LLVMValueRef field_addr(Cg *c, LLVMValueRef p, Type *t, int *path, int npath)
{
    for (int i = 0; i < npath; i++) {
        Type *u = type_under(t);
        if (u->kind == TY_POINTER) { /* implicit dereference */
            p = cg_nil_check(c, LLVMBuildLoad2(c->b, c->t_ptr, p, ""));
            t = u->elem;
            u = type_under(t);
        }
        p = LLVMBuildStructGEP2(c->b, cg_type(c, t), p, (unsigned)path[i], "");
        t = u->fields[path[i]].type;
    }
    return p;
}

/* a temporary holding the value of a non-addressable expression */
static LLVMValueRef spill(Cg *c, Expr *e)
{
    LLVMValueRef v = cg_expr(c, e);
    LLVMValueRef tmp = cg_alloca(c, LLVMTypeOf(v), "tmp");
    LLVMBuildStore(c->b, v, tmp);
    return tmp;
}

/* the element address of x[i] for arrays (through pointers too) and slices */
static LLVMValueRef index_addr(Cg *c, Expr *e)
{
    Type *xt = type_under(e->x->type);
    if (xt->kind == TY_SLICE) {
        LLVMValueRef s = cg_expr(c, e->x);
        CgBound i = cg_bound(c, e->y);
        bounds_check(c, i, LLVMBuildExtractValue(c->b, s, 1, ""));
        return LLVMBuildGEP2(c->b, cg_type(c, xt->elem), LLVMBuildExtractValue(c->b, s, 0, ""), &i.v, 1, "");
    }
    LLVMValueRef base;
    Type *at = xt;
    if (xt->kind == TY_POINTER) {
        base = cg_nil_check(c, cg_expr(c, e->x));
        at = type_under(xt->elem);
    } else {
        base = e->x->addressable ? cg_addr(c, e->x) : spill(c, e->x);
    }
    CgBound i = cg_bound(c, e->y);
    if (!(e->y->cv.kind == CV_INT)) /* constant indices were checked at compile time */
        bounds_check(c, i, i32c(c, at->len));
    LLVMValueRef ix[2] = {i32c(c, 0), i.v};
    return LLVMBuildGEP2(c->b, cg_type(c, at), base, ix, 2, "");
}

/* an address that leaves the expression (&x, x[a:b] of an array, x.M() with a pointer receiver).
 * In $coro code the variable must then live in the coroutine frame (invariant I6 of
 * docs/coroutines.md): CoroSplit keeps an alloca on the stack unless it sees a use across a suspend
 * or an escape, and it follows neither a pointer put into an aggregate (a slice header built with
 * insertvalue) nor a load through such a copy, so `s := arr[1:]; coroSuspend(); s[0]` read a stack
 * slot another goroutine had reused at -O0. An empty asm that takes the pointer is an escape it
 * sees (it emits no instruction). */
LLVMValueRef cg_addr_taken(Cg *c, Expr *e)
{
    LLVMValueRef p = cg_addr(c, e);
    cg_frame_escape(c, p);
    /* &g.f or &g.a[0] at offset 0 of a variable is the variable's own address, no GEP marks it as a
       field's: unsafe arithmetic from it may reach the other fields (field facts, cg_params.c) */
    Expr *x = walk_unparen(e);
    if (((x->kind == E_SELECTOR && x->sel != SEL_QUALIFIED) || x->kind == E_INDEX) &&
        (LLVMIsAGlobalVariable(p) || LLVMIsAAllocaInst(p)))
        cg_params_view(c, cg_type(c, e->type), p);
    return p;
}

void cg_frame_escape(Cg *c, LLVMValueRef p)
{
    if (c->coro && !LLVMIsAGlobalValue(p)) {
        LLVMTypeRef ft = LLVMFunctionType(c->t_void, &c->t_ptr, 1, 0);
        LLVMValueRef asm_ = LLVMGetInlineAsm(ft, "", 0, "r", 1, true, false, LLVMInlineAsmDialectATT, false);
        LLVMBuildCall2(c->b, ft, asm_, &p, 1, "");
    }
}

LLVMValueRef cg_addr(Cg *c, Expr *e)
{
    switch (e->kind) {
    case E_PAREN:
        return cg_addr(c, e->x);
    case E_IDENT:
        if (e->sym->isr_chan) /* a handler's channel variable written: its value may be any channel */
            c->isr_chan_any = true;
        return cg_var_addr(c, e->sym);
    case E_SELECTOR:
        if (e->sel == SEL_QUALIFIED)
            return e->sym->cg;
        if (type_under(e->x->type)->kind == TY_POINTER) {
            LLVMValueRef tmp = cg_alloca(c, c->t_ptr, "p");
            LLVMBuildStore(c->b, cg_expr(c, e->x), tmp);
            return field_addr(c, tmp, e->x->type, e->path, e->npath);
        }
        return field_addr(c, e->x->addressable ? cg_addr(c, e->x) : spill(c, e->x), e->x->type, e->path, e->npath);
    case E_STAR:
        return cg_nil_check(c, cg_expr(c, e->x));
    case E_INDEX:
        if (cg_map_is_index(e))
            return cg_map_addr(c, e);
        return index_addr(c, e);
    case E_COMPOSITE: { /* &T{...}: a fresh object in the frame, or in the arena if it escapes */
        LLVMTypeRef lt = cg_type(c, e->type);
        if (!escape_site_heap(e)) {
            LLVMValueRef p = cg_alloca(c, lt, "obj");
            LLVMBuildStore(c->b, cg_expr(c, e), p);
            return p;
        }
        LLVMValueRef a[2] = {cg_size_of(c, e->type, false), cg_size_of(c, e->type, true)};
        LLVMValueRef p = cg_call_rt(c, "rt_alloc", a, 2);
        LLVMBuildStore(c->b, cg_expr(c, e), p);
        return p;
    }
    default:
        return spill(c, e);
    }
}

/* ---------------------------------------------------------------- slicing */

static LLVMValueRef slice_expr(Cg *c, Expr *e)
{
    Type *xt = type_under(e->x->type);
    LLVMValueRef ptr, len, cap;
    Type *elem;
    bool is_string = xt->kind == TY_STRING;
    if (is_string) {
        LLVMValueRef s = cg_expr(c, e->x);
        ptr = cg_string_ptr(c, s);
        len = cap = cg_string_len(c, s);
        elem = type_basic(TY_UINT8);
    } else if (xt->kind == TY_SLICE) {
        LLVMValueRef s = cg_expr(c, e->x);
        ptr = LLVMBuildExtractValue(c->b, s, 0, "");
        len = LLVMBuildExtractValue(c->b, s, 1, "");
        cap = LLVMBuildExtractValue(c->b, s, 2, "");
        elem = xt->elem;
    } else { /* array (addressable) or pointer to array */
        Type *at = xt;
        if (xt->kind == TY_POINTER) {
            ptr = cg_nil_check(c, cg_expr(c, e->x));
            at = type_under(xt->elem);
        } else {
            ptr = cg_addr_taken(c, e->x);
        }
        len = cap = i32c(c, at->len);
        elem = at->elem;
    }
    CgBound none = {NULL, NULL, false};
    CgBound blo = none, bhi = none, bmax = none;
    if (e->lo)
        blo = cg_bound(c, e->lo);
    if (e->hi)
        bhi = cg_bound(c, e->hi);
    if (e->max)
        bmax = cg_bound(c, e->max);
    LLVMValueRef lo = e->lo ? blo.v : i32c(c, 0);
    LLVMValueRef hi = e->hi ? bhi.v : len;
    LLVMValueRef max = e->max ? bmax.v : cap;
    bhi.v = hi;
    /* Go checks max <= cap, hi <= max, lo <= hi (unsigned: negative values fail); the codes are
       rt.h's RT_SLICE_*: a slice's bound is its capacity, an array's or a string's its length */
    bool by_len = xt->kind != TY_SLICE;
    if (e->max)
        cg_bounds_panic_if(c, LLVMBuildICmp(c->b, LLVMIntUGT, max, cap, ""), by_len ? 6 : 3, bmax, cap);
    cg_bounds_panic_if(c, LLVMBuildICmp(c->b, LLVMIntUGT, hi, e->max ? max : cap, ""), e->max ? 5 : by_len ? 1 : 0,
                       bhi, e->max ? max : cap);
    blo.v = lo;
    cg_bounds_panic_if(c, LLVMBuildICmp(c->b, LLVMIntUGT, lo, hi, ""), e->max ? 4 : 2, blo, hi);
    /* Go's pointer of an empty result stays at the operand's start: it never points past the end
       of the object (s[len(s):]) */
    LLVMValueRef nptr = LLVMBuildGEP2(c->b, cg_type(c, elem), ptr, &lo, 1, "");
    LLVMValueRef nlen = LLVMBuildSub(c->b, hi, lo, "");
    if (e->lo) /* (a constant 0: folded) */
        nptr = LLVMBuildSelect(c->b, LLVMBuildICmp(c->b, LLVMIntEQ, is_string ? hi : max, lo, ""), ptr, nptr, "");
    if (is_string) {
        LLVMValueRef r = LLVMGetUndef(c->t_string);
        r = LLVMBuildInsertValue(c->b, r, nptr, 0, "");
        return LLVMBuildInsertValue(c->b, r, nlen, 1, "");
    }
    LLVMValueRef r = LLVMGetUndef(c->t_slice);
    r = LLVMBuildInsertValue(c->b, r, nptr, 0, "");
    r = LLVMBuildInsertValue(c->b, r, nlen, 1, "");
    return LLVMBuildInsertValue(c->b, r, LLVMBuildSub(c->b, max, lo, ""), 2, "");
}

/* ---------------------------------------------------------------- composite literals */

static LLVMValueRef composite(Cg *c, Expr *e)
{
    Type *u = type_under(e->type);
    if (u->kind == TY_MAP)
        return cg_map_literal(c, e);
    if (u->kind == TY_SLICE) {
        /* the backing array lives in the arena (a slice may outlive the frame) */
        int64_t n = 0;
        for (int i = 0; i < e->nlist; i++)
            if (e->elt_index[i] + 1 > n)
                n = e->elt_index[i] + 1;
        Type *arr = type_array(u->elem, n);
        LLVMTypeRef at = cg_type(c, arr);
        LLVMValueRef a[2] = {cg_size_of(c, arr, false), cg_size_of(c, arr, true)};
        LLVMValueRef mem = cg_call_rt(c, "rt_alloc", a, 2);
        for (int i = 0; i < e->nlist; i++) {
            Expr *el = e->list[i]->kind == E_KEYVALUE ? e->list[i]->y : e->list[i];
            LLVMValueRef ix[2] = {i32c(c, 0), i32c(c, e->elt_index[i])};
            LLVMBuildStore(c->b, cg_expr(c, el), LLVMBuildGEP2(c->b, at, mem, ix, 2, ""));
        }
        LLVMValueRef r = LLVMGetUndef(c->t_slice);
        r = LLVMBuildInsertValue(c->b, r, mem, 0, "");
        r = LLVMBuildInsertValue(c->b, r, i32c(c, n), 1, "");
        return LLVMBuildInsertValue(c->b, r, i32c(c, n), 2, "");
    }
    LLVMTypeRef lt = cg_type(c, e->type);
    if (u->kind == TY_ARRAY && u->len > 64) { /* big arrays: build in memory */
        LLVMValueRef tmp = cg_alloca(c, lt, "lit");
        bool all_const = true;
        for (int i = 0; i < e->nlist && all_const; i++)
            all_const = (e->list[i]->kind == E_KEYVALUE ? e->list[i]->y : e->list[i])->cv.kind != CV_NONE;
        if (all_const) { /* copied from a constant in flash, like clang's local array initialisers */
            LLVMValueRef *vals = xmalloc(sizeof *vals * (size_t)(u->len + 1));
            for (int64_t i = 0; i < u->len; i++)
                vals[i] = cg_zero(c, u->elem);
            for (int i = 0; i < e->nlist; i++) {
                Expr *el = e->list[i]->kind == E_KEYVALUE ? e->list[i]->y : e->list[i];
                vals[e->elt_index[i]] = cg_const(c, u->elem, &el->cv);
            }
            LLVMValueRef init = LLVMConstArray2(cg_type(c, u->elem), vals, (uint64_t)u->len);
            free(vals);
            LLVMValueRef g = cg_const_global(c, init, "$lit");
            LLVMBuildMemCpy(c->b, tmp, (unsigned)type_alignof(u), g, (unsigned)type_alignof(u),
                            i32c(c, (int)type_sizeof(u)));
            return LLVMBuildLoad2(c->b, lt, tmp, "");
        }
        cg_store_zero(c, e->type, tmp);
        for (int i = 0; i < e->nlist; i++) {
            Expr *el = e->list[i]->kind == E_KEYVALUE ? e->list[i]->y : e->list[i];
            LLVMValueRef ix[2] = {i32c(c, 0), i32c(c, e->elt_index[i])};
            LLVMBuildStore(c->b, cg_expr(c, el), LLVMBuildGEP2(c->b, lt, tmp, ix, 2, ""));
        }
        return LLVMBuildLoad2(c->b, lt, tmp, "");
    }
    LLVMValueRef r = LLVMConstNull(lt);
    for (int i = 0; i < e->nlist; i++) {
        Expr *el = e->list[i]->kind == E_KEYVALUE ? e->list[i]->y : e->list[i];
        LLVMValueRef v = cg_expr(c, el);
        if (u->kind == TY_STRUCT && !strcmp(u->fields[e->elt_index[i]].name, "_"))
            continue; /* a blank field stays zero (Go: its value is evaluated and dropped) */
        r = LLVMBuildInsertValue(c->b, r, v, (unsigned)e->elt_index[i], "");
    }
    return r;
}

/* ---------------------------------------------------------------- expressions */

static LLVMValueRef load_sym(Cg *c, Symbol *s, Type *t)
{
    switch (s->kind) {
    case SYM_VAR:
        return LLVMBuildLoad2(c->b, cg_type(c, t), cg_var_addr(c, s), s->name);
    case SYM_NIL:
        return LLVMConstNull(cg_type(c, t));
    case SYM_CONST:
        return cg_const(c, t, &s->cv);
    default:
        diag_internal(s->pos, "symbol %s (kind %d) used as a value", s->name, s->kind);
    }
}

static LLVMValueRef expr_value(Cg *c, Expr *e);

/* the value of e, with e as the allocation site of what it allocates */
LLVMValueRef cg_expr(Cg *c, Expr *e)
{
    Expr *outer = c->site_expr;
    c->site_expr = e;
    cg_debug_pos(c, e->pos);
    LLVMValueRef v = expr_value(c, e);
    c->site_expr = outer;
    if (outer)
        cg_debug_pos(c, outer->pos);
    return v;
}

static LLVMValueRef expr_value(Cg *c, Expr *e)
{
    if (e->cv.kind != CV_NONE) {
        LLVMValueRef k = cg_const(c, e->type, &e->cv);
        if (k)
            return k;
    }
    switch (e->kind) {
    case E_PAREN:
        return cg_expr(c, e->x);
    case E_IDENT:
        if (e->callee) /* a function as a value */
            return cg_func_value(c, e);
        return load_sym(c, e->sym, e->type);
    case E_FUNCLIT:
        return cg_func_value(c, e);
    case E_TYPEASSERT:
        return cg_type_assert(c, e);
    case E_BINARY:
        return binary(c, e);
    case E_UNARY: {
        if (e->op == T_AND)
            return cg_addr_taken(c, e->x);
        if (e->op == T_ARROW)
            return cg_chan_recv(c, e);
        LLVMValueRef x = cg_expr(c, e->x);
        switch (e->op) {
        case T_SUB:
            if (type_is_float(e->type))
                return LLVMBuildFNeg(c->b, x, "");
            if (type_is_complex(e->type))
                return cg_complex_neg(c, x);
            return LLVMBuildSub(c->b, LLVMConstNull(LLVMTypeOf(x)), x, "");
        case T_XOR: return LLVMBuildNot(c->b, x, "");
        case T_NOT: return LLVMBuildNot(c->b, x, "");
        default: return x; /* unary + */
        }
    }
    case E_STAR: {
        LLVMValueRef p = cg_nil_check(c, cg_expr(c, e->x));
        return LLVMBuildLoad2(c->b, cg_type(c, e->type), p, "");
    }
    case E_CALL: {
        LLVMValueRef r = cg_call(c, e);
        return r ? r : LLVMGetUndef(c->t_i32);
    }
    case E_INDEX: {
        Type *xt = type_under(e->x->type);
        if (xt->kind == TY_MAP)
            return cg_map_index(c, e);
        if (xt->kind == TY_STRING) {
            LLVMValueRef s = cg_expr(c, e->x);
            CgBound i = cg_bound(c, e->y);
            bounds_check(c, i, cg_string_len(c, s));
            return LLVMBuildLoad2(c->b, c->t_i8, LLVMBuildGEP2(c->b, c->t_i8, cg_string_ptr(c, s), &i.v, 1, ""), "");
        }
        return LLVMBuildLoad2(c->b, cg_type(c, e->type), index_addr(c, e), "");
    }
    case E_SLICE:
        return slice_expr(c, e);
    case E_SELECTOR:
        if ((e->sel == SEL_QUALIFIED && e->callee) || e->sel == SEL_METHODVAL || e->sel == SEL_METHODEXPR)
            return cg_func_value(c, e);
        if (e->sel == SEL_QUALIFIED)
            return load_sym(c, e->sym, e->type);
        if (!e->x->addressable && type_under(e->x->type)->kind != TY_POINTER) {
            /* a field of a value (a call's result, ...): extract along the path */
            LLVMValueRef v = cg_expr(c, e->x);
            Type *t = e->x->type;
            for (int i = 0; i < e->npath; i++) {
                Type *u = type_under(t);
                if (u->kind == TY_POINTER) { /* the rest of the path is in memory */
                    LLVMValueRef tmp = cg_alloca(c, c->t_ptr, "p");
                    LLVMBuildStore(c->b, v, tmp);
                    LLVMValueRef a = field_addr(c, tmp, t, e->path + i, e->npath - i);
                    return LLVMBuildLoad2(c->b, cg_type(c, e->type), a, "");
                }
                v = LLVMBuildExtractValue(c->b, v, (unsigned)e->path[i], "");
                t = u->fields[e->path[i]].type;
            }
            return v;
        }
        return LLVMBuildLoad2(c->b, cg_type(c, e->type), cg_addr(c, e), "");
    case E_COMPOSITE:
        return composite(c, e);
    case E_SPREAD: /* f(g()) with a variadic f: the first one evaluates g() (check_spread.c) */
        if (e->x)
            e->spread_of->cg = cg_expr(c, e->x);
        return LLVMBuildExtractValue(c->b, e->spread_of->cg, (unsigned)e->spread_index, "");
    default:
        diag_internal(e->pos, "expression kind %d reached codegen", e->kind);
    }
}
