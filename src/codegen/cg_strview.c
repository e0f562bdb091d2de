/* cg_strview.c - Go's no-copy conversions: string(b) of a []byte read where nothing can change b
 * before the string is done with — an operand of a string comparison whose other operand makes
 * no call, and the key of a map lookup m[string(b)] (not of an assignment, whose key is kept) — is
 * the slice's own bytes, {ptr, len}, with no copy in the arena. Everywhere else string(b) copies
 * (cg_convert). */
#include "cg.h"

/* string(b) of a []byte (an explicit conversion; not of []rune, which decodes) */
static bool bytes_to_string(Expr *e)
{
    e = walk_unparen(e);
    if (!e || e->kind != E_CALL || e->call != CALL_CONV || e->nlist != 1 || type_under(e->type)->kind != TY_STRING)
        return false;
    Type *from = type_under(e->list[0]->type);
    return from->kind == TY_SLICE && type_under(from->elem)->kind == TY_UINT8;
}

/* evaluating e calls nothing that could write b: constants, variables, fields, index and slice
   expressions of those, other string(b) */
static bool no_call(Expr *e, int depth)
{
    e = walk_unparen(e);
    if (!e || e->cv.kind != CV_NONE)
        return true;
    if (depth > 8)
        return false;
    switch (e->kind) {
    case E_IDENT:
        return !e->callee;
    case E_SELECTOR:
        return e->sel == SEL_QUALIFIED ? !e->callee : e->sel == SEL_FIELD && no_call(e->x, depth + 1);
    case E_CALL:
        return bytes_to_string(e) && no_call(e->list[0], depth + 1);
    case E_INDEX: case E_SLICE: /* of arrays, slices and strings (a map index calls nothing either) */
        return no_call(e->x, depth + 1) && no_call(e->y, depth + 1) && no_call(e->lo, depth + 1) &&
               no_call(e->hi, depth + 1) && no_call(e->max, depth + 1);
    default:
        return false;
    }
}

LLVMValueRef cg_string_view(Cg *c, Expr *e, Expr *other)
{
    if (!bytes_to_string(e) || (other && !no_call(other, 0)))
        return cg_expr(c, e);
    LLVMValueRef b = cg_expr(c, walk_unparen(e)->list[0]);
    LLVMValueRef r = LLVMGetUndef(c->t_string);
    r = LLVMBuildInsertValue(c->b, r, LLVMBuildExtractValue(c->b, b, 0, ""), 0, "");
    return LLVMBuildInsertValue(c->b, r, LLVMBuildExtractValue(c->b, b, 1, ""), 1, "");
}
