/* cg_slice.c - the slice builtins in generated code: make([]T, n[, m]) (a zeroed array in the arena:
 * an allocation site), append (in place while the capacity lasts, else runtime-baremetal/slice.c
 * grows it like Go, cap() included) and copy (memmove of min(len(dst), len(src)) elements, also
 * from a string). A slice value is {ptr, i32 len, i32 cap}. */
#include "cg.h"

static LLVMValueRef i32c(Cg *c, long long v)
{
    return LLVMConstInt(c->t_i32, (unsigned long long)v, 1);
}

static LLVMValueRef slice_value(Cg *c, LLVMValueRef p, LLVMValueRef len, LLVMValueRef cap)
{
    LLVMValueRef r = LLVMGetUndef(c->t_slice);
    r = LLVMBuildInsertValue(c->b, r, p, 0, "");
    r = LLVMBuildInsertValue(c->b, r, len, 1, "");
    return LLVMBuildInsertValue(c->b, r, cap, 2, "");
}

static void panic_if(Cg *c, LLVMValueRef cond, const char *msg)
{
    LLVMValueRef a = LLVMBuildGlobalStringPtr(c->b, msg, "");
    cg_panic_if(c, cond, "rt_panic_cstr", &a, 1);
}

LLVMValueRef cg_make_size(Cg *c, Expr *n, const char *msg)
{
    LLVMValueRef v = cg_expr(c, n);
    if (LLVMGetIntTypeWidth(LLVMTypeOf(v)) > 32)
        panic_if(c, LLVMBuildICmp(c->b, type_is_signed(n->type) ? LLVMIntSGT : LLVMIntUGT, v,
                                  LLVMConstInt(LLVMTypeOf(v), 0x7fffffff, 0), ""), msg);
    return cg_to_i32(c, v, n->type);
}

LLVMValueRef cg_slice_make(Cg *c, Expr *e)
{
    Type *elem = type_under(e->type)->elem;
    const char *lmsg = "runtime error: makeslice: len out of range";
    const char *cmsg = "runtime error: makeslice: cap out of range";
    LLVMValueRef len = cg_make_size(c, e->list[1], lmsg);
    LLVMValueRef cap = e->nlist == 3 ? cg_make_size(c, e->list[2], cmsg) : len;
    LLVMValueRef size = cg_size_of(c, elem, false);
    panic_if(c, LLVMBuildICmp(c->b, LLVMIntSLT, len, i32c(c, 0), ""), lmsg);
    if (e->nlist == 3)
        panic_if(c, LLVMBuildICmp(c->b, LLVMIntSLT, cap, len, ""), cmsg);
    /* the bytes must fit int32: cap <= 0x7fffffff / size (size 0: anything) */
    LLVMValueRef limit = LLVMBuildUDiv(c->b, i32c(c, 0x7fffffff),
                                       LLVMBuildSelect(c->b, LLVMBuildICmp(c->b, LLVMIntEQ, size, i32c(c, 0), ""),
                                                       i32c(c, 1), size, ""), "");
    panic_if(c, LLVMBuildICmp(c->b, LLVMIntUGT, cap, limit, ""), e->nlist == 3 ? cmsg : lmsg);
    LLVMValueRef a[2] = {LLVMBuildMul(c->b, cap, size, ""), cg_size_of(c, elem, true)};
    LLVMValueRef p = cg_call_rt(c, "rt_alloc", a, 2);
    return slice_value(c, p, len, cap);
}

/* unsafe.Slice(p, n): []T{p, n, n} after Go's checks: n not negative, n elements of T from p
   not past the end of the address space (p nil: any non-empty slice) */
LLVMValueRef cg_unsafe_slice(Cg *c, Expr *e)
{
    const char *lmsg = "runtime error: unsafe.Slice: len out of range";
    LLVMValueRef p = cg_expr(c, e->list[0]);
    LLVMValueRef n = cg_make_size(c, e->list[1], lmsg);
    panic_if(c, LLVMBuildICmp(c->b, LLVMIntSLT, n, i32c(c, 0), ""), lmsg);
    LLVMValueRef mem = LLVMBuildMul(c->b, LLVMBuildZExt(c->b, n, c->t_i64, ""),
                                    LLVMBuildZExt(c->b, cg_size_of(c, type_under(e->type)->elem, false), c->t_i64, ""), "");
    LLVMValueRef addr = LLVMBuildPtrToInt(c->b, p, c->t_i32, "");
    LLVMValueRef room = LLVMBuildZExt(c->b, LLVMBuildNeg(c->b, addr, ""), c->t_i64, "");
    LLVMValueRef over = LLVMBuildICmp(c->b, LLVMIntUGT, mem, room, "");
    panic_if(c, LLVMBuildAnd(c->b, over, LLVMBuildIsNull(c->b, addr, ""), ""),
             "runtime error: unsafe.Slice: ptr is nil and len is not zero");
    panic_if(c, over, lmsg);
    return slice_value(c, p, n, n);
}

/* pointer to element i of an array of t at p */
static LLVMValueRef elem_addr(Cg *c, Type *t, LLVMValueRef p, LLVMValueRef i)
{
    return LLVMBuildGEP2(c->b, cg_type(c, t), p, &i, 1, "");
}

LLVMValueRef cg_slice_append(Cg *c, Expr *e)
{
    Type *elem = type_under(e->type)->elem;
    LLVMValueRef s = cg_expr(c, e->list[0]);
    /* the values to append, evaluated before anything changes (Go's order) */
    int n = e->has_ellipsis ? 0 : e->nlist - 1;
    LLVMValueRef *vals = xmalloc(sizeof *vals * (size_t)(n + 1));
    for (int i = 0; i < n; i++)
        vals[i] = cg_expr(c, e->list[i + 1]);
    LLVMValueRef src = NULL, add;
    if (e->has_ellipsis) {
        Expr *t = e->list[1];
        LLVMValueRef tv = cg_expr(c, t);
        bool str = type_under(t->type)->kind == TY_STRING;
        src = str ? cg_string_ptr(c, tv) : LLVMBuildExtractValue(c->b, tv, 0, "");
        add = str ? cg_string_len(c, tv) : LLVMBuildExtractValue(c->b, tv, 1, "");
    } else {
        add = i32c(c, n);
    }
    LLVMValueRef len = LLVMBuildExtractValue(c->b, s, 1, "");
    LLVMValueRef need = LLVMBuildAdd(c->b, len, add, "");
    /* grow when it does not fit: the runtime reallocates the header in a slot */
    LLVMValueRef slot = cg_alloca(c, c->t_slice, "append");
    LLVMBuildStore(c->b, s, slot);
    LLVMBasicBlockRef grow = cg_block(c, "append.grow"), put = cg_block(c, "append.put");
    LLVMValueRef cap = LLVMBuildExtractValue(c->b, s, 2, "");
    /* unsigned: a length past the int range (it wraps negative) grows, and growing panics */
    LLVMBuildCondBr(c->b, LLVMBuildICmp(c->b, LLVMIntUGT, need, cap, ""), grow, put);
    LLVMPositionBuilderAtEnd(c->b, grow);
    LLVMValueRef ga[4] = {slot, need, cg_size_of(c, elem, false), i32c(c, type_sizeof_on(elem, &type_layout_go64))};
    cg_call_rt(c, "rt_slice_grow", ga, 4);
    LLVMBuildBr(c->b, put);
    LLVMPositionBuilderAtEnd(c->b, put);
    LLVMValueRef g = LLVMBuildLoad2(c->b, c->t_slice, slot, "");
    LLVMValueRef p = LLVMBuildExtractValue(c->b, g, 0, "");
    if (src) {
        LLVMValueRef bytes = LLVMBuildMul(c->b, add, cg_size_of(c, elem, false), "");
        LLVMBuildMemMove(c->b, elem_addr(c, elem, p, len), 1, src, 1, bytes);
    }
    for (int i = 0; i < n; i++)
        LLVMBuildStore(c->b, vals[i], elem_addr(c, elem, p, LLVMBuildAdd(c->b, len, i32c(c, i), "")));
    free(vals);
    return slice_value(c, p, need, LLVMBuildExtractValue(c->b, g, 2, ""));
}

LLVMValueRef cg_slice_copy(Cg *c, Expr *e)
{
    Type *elem = type_under(e->list[0]->type)->elem;
    LLVMValueRef d = cg_expr(c, e->list[0]), s = cg_expr(c, e->list[1]);
    bool str = type_under(e->list[1]->type)->kind == TY_STRING;
    LLVMValueRef sp = str ? cg_string_ptr(c, s) : LLVMBuildExtractValue(c->b, s, 0, "");
    LLVMValueRef sl = str ? cg_string_len(c, s) : LLVMBuildExtractValue(c->b, s, 1, "");
    LLVMValueRef dl = LLVMBuildExtractValue(c->b, d, 1, "");
    LLVMValueRef n = LLVMBuildSelect(c->b, LLVMBuildICmp(c->b, LLVMIntSLT, sl, dl, ""), sl, dl, "");
    LLVMValueRef bytes = LLVMBuildMul(c->b, n, cg_size_of(c, elem, false), "");
    LLVMBuildMemMove(c->b, LLVMBuildExtractValue(c->b, d, 0, ""), 1, sp, 1, bytes);
    return n;
}
