/* check_call.c - calls: direct calls of package-level functions (arguments against the
 * signature, multi-valued arguments, Go's have/want messages), method calls with the receiver
 * adjusted (&x for a pointer method on an addressable value, *p for a value method) and promoted
 * through embedded fields, conversions (constant and not; string(rune)), and the builtins
 * (println, print, len, cap, panic, new, coroSuspend, runtime.Gosched; append/copy/make named as
 * unsupported). */
#include <string.h>

#include "check.h"

/* ---------------------------------------------------------------- calls */

/* the ')' that closes a call (for "not enough arguments"), as the parser recorded it */
static Pos close_paren(const Expr *call)
{
    return call->end.file ? call->end : call->pos;
}

static char *types_summary(Expr **args, int n, Type *tuple)
{
    char *s = xstrdup("(");
    int cnt = tuple ? tuple->nresults : n;
    for (int i = 0; i < cnt; i++) {
        Type *t = tuple ? tuple->results[i] : args[i]->type;
        const char *ts;
        if (!t || type_is_invalid(t))
            ts = "<T>";
        else if (type_is_untyped(t))
            ts = type_is_numeric(t) ? "number" : t->kind == TY_UNTYPED_STRING ? "string"
                                              : t->kind == TY_UNTYPED_BOOL   ? "bool"
                                                                             : "nil";
        else
            ts = type_string(t);
        s = xprintf("%s%s%s", s, i ? ", " : "", ts);
    }
    return xprintf("%s)", s);
}

static char *want_summary(Type *ft)
{
    char *s = xstrdup("(");
    for (int i = 0; i < ft->nparams; i++) /* a parameter of an invalid type: types2's <T> */
        s = xprintf("%s%s%s%s", s, i ? ", " : "", ft->variadic && i == ft->nparams - 1 ? "..." : "",
                    type_is_invalid(ft->params[i]) ? "<T>"
                    : type_string(ft->variadic && i == ft->nparams - 1 ? ft->params[i]->elem : ft->params[i]));
    return xprintf("%s)", s);
}

/* an argument for the ... parameter (an element, or the slice of f(s...)): Go 1.19 words a value
   of the wrong type "as type T" there */
static void assign_variadic(Expr *a, Type *t, const char *ctx)
{
    if (!expr_invalid(a) && !type_is_untyped(a->type) && a->type->kind != TY_TUPLE && !a->is_type &&
        !assignable(a->type, t)) {
        diag_error(expr_start(a), "cannot use %s as type %s in %s", operand_string(a), type_string(t), ctx);
        return;
    }
    assign_to(a, t, ctx);
}

/* a call checked before (a statement checked twice): the arguments as written again */
static void unpack_variadic(Expr *e)
{
    Expr *pack = e->nlist ? e->list[e->nlist - 1] : NULL;
    if (!pack || e->has_ellipsis || !pack->has_ellipsis || (pack->kind != E_COMPOSITE && pack->kind != E_IDENT))
        return;
    int fixed = e->nlist - 1, n = pack->kind == E_COMPOSITE ? pack->nlist : 0;
    Expr **list = xmalloc(sizeof(Expr *) * (size_t)(fixed + n + 1));
    for (int i = 0; i < fixed; i++)
        list[i] = e->list[i];
    for (int i = 0; i < n; i++)
        list[fixed + i] = pack->list[i];
    e->list = list;
    e->nlist = fixed + n;
}

/* a call of a variadic function without ...: the arguments from the last parameter on become one
   []T argument, a slice literal of them (nil when there are none), so that every later stage sees
   one argument per parameter */
static void pack_variadic(Expr *e, Type *ft, const char *ctx)
{
    int fixed = ft->nparams - 1;
    Type *st = ft->params[fixed];
    for (int i = 0; i < e->nlist; i++)
        if (i < fixed && e->list[i]->kind != E_SPREAD)
            assign_to(e->list[i], ft->params[i], ctx);
        else /* Go words the values of f(g()) like the ... arguments */
            assign_variadic(e->list[i], i < fixed ? ft->params[i] : st->elem, ctx);
    Expr *pack = xmalloc(sizeof *pack);
    pack->pos = e->nlist > fixed ? e->list[fixed]->pos : close_paren(e);
    pack->type = st;
    pack->has_ellipsis = true; /* marks the pack: unpack_variadic undoes it when e is checked again */
    if (e->nlist > fixed) {
        pack->kind = E_COMPOSITE;
        pack->nlist = e->nlist - fixed;
        pack->list = xmalloc(sizeof(Expr *) * (size_t)pack->nlist);
        pack->elt_index = xmalloc(sizeof(int) * (size_t)pack->nlist);
        for (int i = 0; i < pack->nlist; i++) {
            pack->list[i] = e->list[fixed + i];
            pack->elt_index[i] = i;
        }
    } else {
        pack->kind = E_IDENT;
        pack->name = "nil";
        pack->cv = (ConstVal){ .kind = CV_NIL };
    }
    Expr **list = xmalloc(sizeof(Expr *) * (size_t)ft->nparams);
    for (int i = 0; i < fixed; i++)
        list[i] = e->list[i];
    list[fixed] = pack;
    e->list = list;
    e->nlist = ft->nparams;
}

/* arguments of a call to a function of type ft named 'name' */
static void check_args_pre(Expr *e, Scope *sc, Type *ft, const char *name, bool pre)
{
    Type *tuple = NULL;
    if (!pre) {
        unpack_variadic(e);
        check_unspread(e);
        for (int i = 0; i < e->nlist; i++)
            check_expr(e->list[i], sc);
    }
    bool bad = false;
    for (int i = 0; i < e->nlist; i++) {
        Expr *a = e->list[i];
        if (expr_invalid(a))
            bad = true;
        else if (a->is_type) {
            diag_error(expr_start(a), "%s is not an expression", operand_string(a));
            bad = true;
        } else if (a->type->kind == TY_TUPLE) {
            if (e->nlist == 1 && a->type->nresults >= 2)
                tuple = a->type;
            else {
                if (a->type->nresults == 0)
                    diag_error(expr_start(a), "%s (no value) used as value", expr_string(a));
                else
                    diag_error(expr_start(a), "multiple-value %s (value of type %s) in single-value context",
                               expr_string(a), type_string(a->type));
                bad = true;
            }
        }
    }
    if (e->has_ellipsis && !(ft && ft->kind == TY_FUNC && ft->variadic)) {
        diag_error(expr_start(e), "cannot use ... in call to non-variadic %s", name);
        return;
    }
    if (bad || type_is_invalid(ft))
        return;
    bool bad_sig = false; /* a parameter's type was reported: only the count is checked */
    for (int i = 0; i < ft->nparams; i++)
        bad_sig |= type_is_invalid(ft->params[i]);
    if (bad_sig && (ft->variadic || tuple))
        return;
    if (ft->variadic && tuple && !e->has_ellipsis) {
        check_spread(e); /* g's values are the arguments */
        tuple = NULL;
    }
    int have = tuple ? tuple->nresults : e->nlist;
    if (ft->variadic && !e->has_ellipsis && !tuple && have >= ft->nparams - 1) {
        pack_variadic(e, ft, xprintf("argument to %s", name));
        return;
    }
    if (ft->variadic && tuple) {
        diag_error(expr_start(e->list[0]), "corogo cannot pass the results of %s to the variadic %s",
                   expr_string(e->list[0]), name);
        return;
    }
    if (have != ft->nparams) {
        bool few = have < ft->nparams;
        Pos p = few ? (e->nlist ? expr_start(e->list[e->nlist - 1]) : close_paren(e))
                    : expr_start(e->list[tuple ? 0 : ft->nparams]);
        diag_error(p, "%s arguments in call to %s\n\thave %s\n\twant %s", few ? "not enough" : "too many", name,
                   types_summary(e->list, e->nlist, tuple), want_summary(ft));
        return;
    }
    if (bad_sig)
        return;
    char *ctx = xprintf("argument to %s", name);
    if (tuple) {
        for (int i = 0; i < have; i++)
            if (!assignable(tuple->results[i], ft->params[i]) && !type_is_invalid(tuple->results[i])) {
                diag_error(expr_start(e->list[0]), "cannot use %s (value of type %s) as type %s in %s",
                           expr_string(e->list[0]), type_string(tuple->results[i]),
                           type_string(ft->params[i]), ctx);
                break;
            }
        return;
    }
    for (int i = 0; i < have; i++)
        if (e->has_ellipsis && i == have - 1)
            assign_variadic(e->list[i], ft->params[i], ctx);
        else
            assign_to(e->list[i], ft->params[i], ctx);
}

static void check_args(Expr *e, Scope *sc, Type *ft, const char *name)
{
    check_args_pre(e, sc, ft, name, false);
}

static void set_call_result(Expr *e, Type *ft)
{
    if (type_is_invalid(ft))
        return;
    if (ft->nresults == 1)
        e->type = ft->results[0];
    else
        e->type = type_tuple(ft->results, ft->nresults);
}

static bool printable(Type *t)
{
    TypeKind k = type_under(t)->kind;
    return (k >= TY_BOOL && k <= TY_STRING) || k == TY_POINTER || k == TY_CHAN || k == TY_FUNC || k == TY_INTERFACE ||
           k == TY_MAP || k == TY_SLICE; /* floats and complex numbers too */
}

/* does evaluating e involve a (non-constant) function call? (len of an array is then not constant) */
static bool has_call(const Expr *root)
{
    const Expr **stack = NULL; /* iterative: no depth of nesting can cut the search short */
    int n = 0, cap = 0;
    bool found = false;
    VEC_PUSH(stack, n, cap, root);
    while (n > 0 && !found) {
        const Expr *e = stack[--n];
        if (!e)
            continue;
        found = (e->kind == E_CALL && e->call != CALL_CONV && !expr_const(e)) ||
                (e->kind == E_UNARY && e->op == T_ARROW);
        VEC_PUSH(stack, n, cap, e->x);
        VEC_PUSH(stack, n, cap, e->y);
        for (int i = 0; i < e->nlist; i++)
            VEC_PUSH(stack, n, cap, e->list[i]);
    }
    free(stack);
    return found;
}

/* the arguments of a built-in but make and new: b(g()) of a multi-valued g takes g's values as
   its arguments, as types2 does (check_spread.c; println(g()), copy(g()), complex(g())) */
static void builtin_args(Expr *e, Scope *sc)
{
    check_unspread(e);
    if (e->nlist == 1 && !e->has_ellipsis) {
        Expr *a = e->list[0];
        check_expr(a, sc);
        if (!expr_invalid(a) && !a->is_type && a->type->kind == TY_TUPLE && a->type->nresults >= 2)
            check_spread(e);
        else
            rvalue_post(a);
        return;
    }
    for (int i = 0; i < e->nlist; i++)
        check_rvalue(e->list[i], sc);
}

static void check_builtin(Expr *e, Scope *sc, Builtin b, const char *name)
{
    e->call = CALL_BUILTIN;
    e->builtin = b;
    int want = -1;
    switch (b) {
    case B_MAKE:
        check_make(e, sc);
        return;
    case B_RECOVER:
        check_recover(e);
        return;
    case B_APPEND: case B_COPY:
        builtin_args(e, sc);
        for (int i = 0; i < e->nlist; i++)
            if (expr_invalid(e->list[i]))
                return;
        if (b == B_APPEND)
            check_append(e);
        else
            check_copy(e);
        return;
    case B_LEN: case B_CAP: case B_NEW: case B_PANIC: case B_CLOSE: case B_REAL: case B_IMAG: case B_CLEAR:
        want = 1;
        break;
    case B_COMPLEX: case B_UNSAFE_ADD: case B_UNSAFE_SLICE: want = 2; break;
    case B_SIZEOF: case B_ALIGNOF: case B_OFFSETOF: want = 1; break;
    case B_COROSUSPEND: case B_GOSCHED: case B_NUMGOROUTINE: want = 0; break;
    default: break;
    }
    if (b == B_NEW) {
        if (e->nlist >= 1)
            check_expr(e->list[0], sc);
    } else
        builtin_args(e, sc);
    if (e->has_ellipsis) {
        diag_error(e->pos, "invalid use of ... with built-in %s", name);
        return;
    }
    /* like types2: nothing more when the first argument is invalid */
    if (e->nlist >= 1 && expr_invalid(e->list[0]))
        return;
    if (want >= 0 && e->nlist != want) {
        bool spread = e->nlist && e->list[0]->kind == E_SPREAD; /* b(g()): at the ')', as go/types */
        diag_error(e->nlist < want || spread ? close_paren(e) : expr_start(e->list[want]),
                   "%s arguments for %s (expected %d, found %d)", e->nlist < want ? "not enough" : "too many",
                   expr_string(e), want, e->nlist);
        return;
    }
    for (int i = 0; i < e->nlist; i++)
        if (expr_invalid(e->list[i]))
            return;
    switch (b) {
    case B_COMPLEX: case B_REAL: case B_IMAG:
        check_complex_builtin(e);
        return;
    case B_PRINTLN: case B_PRINT:
        for (int i = 0; i < e->nlist; i++) {
            Expr *a = e->list[i];
            if (!default_to(a, xprintf("argument to built-in %s", name)))
                continue;
            if (!printable(a->type))
                diag_error(expr_start(a), "corogo's %s cannot print %s (only booleans, numbers, strings, pointers, "
                           "channels, maps, slices, func values and interfaces)", name, operand_string(a));
        }
        e->type = type_no_value();
        return;
    case B_PANIC: {
        /* panic takes an interface{} (cg_panic.c) */
        if (!assign_to(e->list[0], check_empty_iface(), "argument to built-in panic"))
            return;
        e->type = type_no_value();
        return;
    }
    case B_NEW: {
        Expr *a = e->list[0];
        if (!a->is_type) {
            diag_error(expr_start(a), "%s is not a type", expr_string(a));
            return;
        }
        e->type = type_pointer(a->type);
        return;
    }
    case B_COROSUSPEND: case B_GOSCHED:
        e->type = type_no_value();
        return;
    case B_CLOSE:
        check_close(e);
        return;
    case B_MIN: case B_MAX:
        check_minmax(e, name);
        return;
    case B_CLEAR:
        check_clear(e);
        return;
    case B_SIZEOF: case B_ALIGNOF: case B_OFFSETOF: case B_UNSAFE_ADD: case B_UNSAFE_SLICE:
        check_unsafe_builtin(e, b);
        return;
    case B_DELETE:
        check_delete(e);
        return;
    case B_NUMGOROUTINE:
        e->type = type_basic(TY_INT);
        return;
    case B_LEN: case B_CAP: {
        Expr *a = e->list[0];
        Type *u = type_under(a->type);
        bool arr_ptr = u->kind == TY_POINTER && type_under(u->elem)->kind == TY_ARRAY;
        if (arr_ptr)
            u = type_under(u->elem);
        Const *c = expr_const(a);
        bool ok = u->kind == TY_ARRAY || u->kind == TY_SLICE || u->kind == TY_CHAN ||
                  (b == B_LEN && (u->kind == TY_STRING || u->kind == TY_UNTYPED_STRING || u->kind == TY_MAP));
        if (!ok) {
            diag_error(expr_start(a), "invalid argument: %s for %s", operand_string(a), name);
            return;
        }
        e->type = type_basic(TY_INT);
        if (u->kind == TY_UNTYPED_STRING || (u->kind == TY_STRING && c)) {
            finalize(a, NULL);
            expr_set_const(e, const_i64(c->slen));
            set_cv(e, expr_const(e), e->type);
        } else if (u->kind == TY_ARRAY && !has_call(a)) {
            expr_set_const(e, const_i64(u->len));
            set_cv(e, expr_const(e), e->type);
        }
        return;
    }
    default:
        return;
    }
}

static void encode_utf8(Big *v, char **out, int *outlen)
{
    bool ok = !big_is_neg(v) && big_fits(v, 64, false) && big_low64(v) <= 0x10FFFF;
    *out = xmalloc(5);
    *outlen = utf8_encode(*out, ok ? (int64_t)big_low64(v) : -1);
}

static void check_conversion(Expr *e, Scope *sc, Type *t)
{
    e->call = CALL_CONV;
    if (e->nlist != 1 || e->has_ellipsis) {
        for (int i = 0; i < e->nlist; i++)
            check_expr(e->list[i], sc);
        if (e->nlist == 0)
            diag_error(close_paren(e), "missing argument in conversion to %s", type_string(t));
        else if (e->has_ellipsis)
            diag_error(e->pos, "invalid use of ... in conversion to %s", type_string(t));
        else
            diag_error(expr_start(e->list[1]), "too many arguments in conversion to %s", type_string(t));
        return;
    }
    Expr *a = e->list[0];
    check_rvalue(a, sc);
    if (expr_invalid(a) || type_is_invalid(t))
        return;
    if (check_is_iface(t)) { /* I(x): x's value in an interface, as in an assignment */
        if (type_is_untyped(a->type) && a->type->kind != TY_UNTYPED_NIL && !default_to(a, "conversion"))
            return;
        char *why;
        if (a->type->kind != TY_UNTYPED_NIL && a->type != t && !check_implements(a->type, t, &why)) {
            diag_error(expr_start(a), "cannot convert %s to type %s: %s does not implement %s (%s",
                       operand_string(a), type_string(t), type_string(a->type), type_string(t), why);
            return;
        }
        if (a->type->kind == TY_UNTYPED_NIL)
            finalize(a, t);
        else if (a->type != t)
            check_to_iface(a, t);
        e->type = t;
        return;
    }
    Type *tu = type_under(t), *au = type_under(a->type);
    /* []byte(s), string(b), []rune(s) and string(r) of a []rune */
    Type *se = tu->kind == TY_SLICE ? type_under(tu->elem) : au->kind == TY_SLICE ? type_under(au->elem) : NULL;
    bool bytes = se && (se->kind == TY_UINT8 || se->kind == TY_INT32) &&
                 ((type_is_string(au) && tu->kind == TY_SLICE) || (tu->kind == TY_STRING && au->kind == TY_SLICE));
    if (bytes) {
        if (type_is_untyped(a->type))
            finalize(a, type_basic(TY_STRING));
        e->type = t;
        return;
    }
    Const *c = expr_const(a);
    if (c && type_is_basic(tu)) {
        bool failed;
        Const *r = check_complex_convert(a, c, t, &failed);
        if (failed)
            return;
        if (!r)
            r = check_float_convert(a, c, t, &failed);
        if (failed)
            return;
        if (r) {
        } else if (type_is_integer(tu) && c->kind == K_INT) {
            if (!big_fits(&c->b, type_int_bits(tu), !type_is_unsigned(tu))) {
                diag_error(expr_start(a), "constant %s overflows %s", big_string(&c->b), type_string(t));
                return;
            }
            r = c;
        } else if (type_is_string(tu) && c->kind == K_INT && type_is_integer(a->type)) {
            char *s;
            int n;
            encode_utf8(&c->b, &s, &n);
            r = const_string(s, n);
        } else if (type_is_string(tu) && c->kind == K_STRING) {
            r = c;
        } else if (type_is_bool(tu) && c->kind == K_BOOL) {
            r = c;
        }
        if (r) {
            if (type_is_untyped(a->type))
                finalize(a, r == c ? t : NULL);
            e->type = t;
            expr_set_const(e, r);
            set_cv(e, r, t);
            return;
        }
    }
    bool ok = false;
    if (a->type->kind == TY_UNTYPED_NIL) {
        ok = untyped_compatible(a->type, t);
        if (ok) {
            finalize(a, t);
            e->type = t;
            e->cv = (ConstVal){ .kind = CV_NIL };
            return;
        }
    } else if (type_is_untyped(a->type)) {
        ok = untyped_compatible(a->type, t) || (type_is_integer(a->type) && type_is_string(tu));
        if (ok)
            finalize(a, untyped_compatible(a->type, t) ? t : NULL);
    } else if (type_under(a->type) == tu || type_identical_ignore_tags(type_under(a->type), tu)) {
        ok = true;
    } else if (type_is_numeric(au) && type_is_numeric(tu) && type_is_complex(au) == type_is_complex(tu)) {
        ok = true;
    } else if (type_is_integer(au) && tu->kind == TY_STRING) {
        ok = true;
    } else if (au->kind == TY_SLICE && tu->kind == TY_POINTER && type_under(tu->elem)->kind == TY_ARRAY &&
               au->elem == type_under(tu->elem)->elem) {
        ok = true; /* (*[N]T)(s): Go 1.17's conversion of a slice to an array pointer */
    } else if (a->type->kind == TY_POINTER && t->kind == TY_POINTER &&
               type_identical_ignore_tags(type_under(au->elem), type_under(tu->elem))) {
        ok = true; /* unnamed pointer types whose base types have identical underlying types */
    } else if ((check_is_unsafe_pointer(t) && (au->kind == TY_POINTER || au->kind == TY_UINTPTR)) ||
               (check_is_unsafe_pointer(a->type) && (tu->kind == TY_POINTER || tu->kind == TY_UINTPTR))) {
        ok = true; /* unsafe.Pointer to and from every pointer type and uintptr */
    }
    if (!ok && !type_is_untyped(a->type) && assignable(a->type, t))
        ok = true; /* Go's first rule: x assignable to T (a chan int to a chan<- int) */
    if (!ok) {
        diag_error(expr_start(a), "cannot convert %s to type %s", operand_string(a), type_string_written(t, e->x));
        return;
    }
    e->type = t;
}

Expr *check_method_recv(Expr *x, const Lookup *l, Pos pos)
{
    if (l->npath == 0)
        return x;
    /* a promoted method: the receiver is the embedded field, made explicit as a synthetic field
       selector so that codegen needs no path logic */
    Expr *r = xmalloc(sizeof *r);
    r->kind = E_SELECTOR;
    r->pos = pos;
    r->x = x;
    r->sel = SEL_FIELD;
    r->path = l->path;
    r->npath = l->npath;
    r->type = l->recv_at;
    r->addressable = l->indirect || x->addressable;
    Type *ut = type_under(x->type);
    if (ut->kind == TY_POINTER)
        ut = type_under(ut->elem);
    for (int k = 0; k < l->npath && ut->kind == TY_STRUCT; k++) {
        Field *f = &ut->fields[l->path[k]];
        r->name = f->name;
        r->type = f->type;
        ut = type_under(f->type);
        if (ut->kind == TY_POINTER)
            ut = type_under(ut->elem);
    }
    return r;
}

void check_direct_call(Expr *e, Scope *sc, FuncDecl *fd, Expr *fn, bool args_checked)
{
    func_resolve_type(fd);
    fn->type = fd->type;
    e->call = CALL_FUNC;
    e->callee = fd;
    record_dep_func(fd);
    check_args_pre(e, sc, fd->type, fd->origin ? fd->origin->name : fd->name, args_checked);
    set_call_result(e, fd->type);
}

static void direct_call(Expr *e, Scope *sc, FuncDecl *fd, Expr *fn)
{
    check_direct_call(e, sc, fd, fn, false);
}

/* interrupt.New(N, handler), TinyGo's spelling of //corogo:interrupt N: the handler is bound at
   compile time, so N must be a constant and the handler a function or a literal that captures
   nothing; it becomes IRQ N's handler, called with the Interrupt (cg_isr.c). The rules every
   handler follows are taint.c's. */
static void interrupt_new(Expr *e)
{
    if (e->nlist != 2 || expr_invalid(e->list[0]) || expr_invalid(e->list[1]))
        return;
    Expr *id = e->list[0], *h = walk_unparen(e->list[1]);
    if (id->cv.kind != CV_INT) {
        diag_error(id->pos, "interrupt.New: the interrupt number must be a constant");
        return;
    }
    FuncDecl *f = NULL;
    if ((h->kind == E_IDENT || (h->kind == E_SELECTOR && h->sel == SEL_QUALIFIED)) && h->sym &&
        h->sym->kind == SYM_FUNC)
        f = h->sym->func;
    else if (h->kind == E_FUNCLIT && h->callee && !h->callee->ncaptures)
        f = h->callee;
    if (!f) {
        diag_error(h->pos, "interrupt.New: the handler must be a function or a function literal that "
                           "captures no variable (it is bound at compile time)");
        return;
    }
    int64_t irq = (int32_t)id->cv.i; /* an int: the bits of a 32-bit value */
    if (irq < 0 || irq > 1023) {
        diag_error(id->pos, "interrupt.New: IRQ %lld is out of range", (long long)irq);
        return;
    }
    if (f->isr_irq >= 0 && f->isr_irq != irq) {
        diag_error(id->pos, "interrupt.New: %s is IRQ %d's handler already", f->name, f->isr_irq);
        return;
    }
    f->isr_irq = (int)irq;
    f->isr_param = true;
}

/* device/arm.Asm(s) and device/riscv.Asm(s), device/arm.AsmFull(s, regs) as TinyGo spells them
   (intrinsics bound to corogo_asm/corogo_asm_full, emitted as LLVM inline assembly by cg_asm.c):
   the assembly is a constant string; AsmFull's regs is a map literal whose keys are constant
   names and whose values are integers or pointers, each {name} of the string an input register
   holding the value, {} the output register whose value AsmFull returns */
static void inline_asm(Expr *e, bool full)
{
    const char *who = full ? "AsmFull" : "Asm";
    if (e->nlist < 1 || expr_invalid(e->list[0]))
        return;
    Expr *s = e->list[0];
    if (s->cv.kind != CV_STRING) {
        diag_error(expr_start(s), "%s: the assembly must be a constant string", who);
        return;
    }
    if (!full || e->nlist != 2 || expr_invalid(e->list[1]))
        return;
    Expr *m = walk_unparen(e->list[1]);
    if (m->cv.kind == CV_NIL)
        m = &(Expr){ .kind = E_COMPOSITE }; /* no register */
    else if (m->kind != E_COMPOSITE) {
        diag_error(expr_start(m), "AsmFull: the registers must be a map literal");
        return;
    }
    for (int i = 0; i < m->nlist; i++) {
        Expr *kv = m->list[i];
        if (kv->kind != E_KEYVALUE || kv->x->cv.kind != CV_STRING)
            continue; /* a map literal's elements are key: value pairs (checked already) */
        Expr *v = kv->y->kind == E_CALL && kv->y->call == CALL_CONV && !kv->y->x ? kv->y->list[0] : kv->y;
        Type *u = type_under(v->type); /* the value inside its implicit conversion to interface{} */
        if (!type_is_integer(u) && u->kind != TY_POINTER)
            diag_error(kv->y->pos, "AsmFull: register %.*s must be an integer or a pointer, not %s",
                       kv->x->cv.slen, kv->x->cv.s, type_string(v->type));
    }
    for (const char *p = s->cv.s, *end = s->cv.s + s->cv.slen; p < end; p++) {
        if (*p != '{' || p + 1 >= end || p[1] == '}')
            continue;
        const char *q = memchr(p, '}', (size_t)(end - p));
        if (!q)
            break;
        bool found = false;
        for (int i = 0; i < m->nlist && !found; i++) {
            Expr *kv = m->list[i];
            found = kv->kind == E_KEYVALUE && kv->x->cv.kind == CV_STRING && kv->x->cv.slen == q - p - 1 &&
                    !memcmp(kv->x->cv.s, p + 1, (size_t)(q - p - 1));
        }
        if (!found)
            diag_error(s->pos, "AsmFull: unknown register name %.*s", (int)(q - p - 1), p + 1);
        p = q;
    }
}

void check_call(Expr *e, Scope *sc)
{
    Expr *fn = walk_unparen(e->x);
    e->call = CALL_INDIRECT;
    if (!fn) {
        for (int i = 0; i < e->nlist; i++)
            check_expr(e->list[i], sc);
        return;
    }
    if (check_generic_call(e, sc)) /* F(x), F[T](x), pkg.F(x) of a generic F */
        return;
    if (fn->kind == E_IDENT) {
        Obj *o = scope_lookup(sc, fn->name);
        if (o && !o->unsupported && strcmp(fn->name, "_")) {
            if (o->s.kind == SYM_FUNC) {
                fn->sym = &o->s;
                direct_call(e, sc, o->s.func, fn);
                return;
            }
            if (o->s.kind == SYM_BUILTIN) {
                fn->sym = &o->s;
                check_builtin(e, sc, o->s.builtin, fn->name);
                return;
            }
        }
    } else if (fn->kind == E_SELECTOR) {
        Obj *pkg = package_of(fn->x, sc);
        if (pkg) {
            Obj *mo = qualified(fn, pkg);
            if (!mo) {
                for (int i = 0; i < e->nlist; i++)
                    check_expr(e->list[i], sc);
                return;
            }
            if (mo->s.kind == SYM_BUILTIN) {
                check_builtin(e, sc, mo->s.builtin, xprintf("%s.%s", pkg->s.name, fn->name));
                return;
            }
            if (mo->s.kind == SYM_FUNC) {
                direct_call(e, sc, mo->s.func, fn);
                if (pkg->s.pkgpath && !strcmp(pkg->s.pkgpath, "interrupt") && !strcmp(fn->name, "New"))
                    interrupt_new(e);
                const char *ln = mo->s.func->linkname;
                if (ln && (!strcmp(ln, "corogo_asm") || !strcmp(ln, "corogo_asm_full")))
                    inline_asm(e, !strcmp(ln, "corogo_asm_full"));
                return;
            }
        } else {
            check_expr(fn->x, sc);
            Expr *x = fn->x;
            if (!expr_invalid(x) && !x->is_type && check_is_iface(x->type) &&
                check_iface_method(x->type, fn->name) >= 0) { /* a method of an interface value */
                int k = check_iface_method(x->type, fn->name);
                Type *mt = type_under(x->type)->fields[k].type;
                fn->sel = SEL_METHOD;
                fn->type = mt;
                e->call = CALL_IFACE;
                e->recv = x;
                e->method = k;
                check_args(e, sc, mt, xprintf("%s.%s", expr_string(x), fn->name));
                set_call_result(e, mt);
                return;
            }
            if (!expr_invalid(x) && !x->is_type && x->type->kind != TY_TUPLE && !type_is_untyped(x->type)) {
                Lookup l = type_lookup(x->type, fn->name);
                if (l.kind == LOOK_IMETHOD) { /* promoted from an embedded interface: x.F.m(...) */
                    fn->sel = SEL_METHOD;
                    fn->type = l.type;
                    e->call = CALL_IFACE;
                    e->recv = check_method_recv(x, &l, fn->pos);
                    e->method = l.imethod;
                    check_args(e, sc, l.type, xprintf("%s.%s", expr_string(x), fn->name));
                    set_call_result(e, l.type);
                    return;
                }
                if (l.kind == LOOK_METHOD) {
                    FuncDecl *md = l.method->decl;
                    func_resolve_type(md);
                    bool recv_ptr = l.recv_at->kind == TY_POINTER;
                    int adj = 0;
                    if (l.method->ptr_recv && !recv_ptr) {
                        if (!l.indirect && !x->addressable) {
                            diag_error(fn->pos, "cannot call pointer method %s on %s", fn->name,
                                       type_string(l.recv_at));
                            for (int i = 0; i < e->nlist; i++)
                                check_expr(e->list[i], sc);
                            return;
                        }
                        adj = 1;
                    } else if (!l.method->ptr_recv && recv_ptr) {
                        adj = -1;
                    }
                    fn->sel = SEL_METHOD;
                    fn->path = l.path;
                    fn->npath = l.npath;
                    fn->type = md->type;
                    e->call = CALL_METHOD;
                    e->callee = md;
                    e->recv = x;
                    e->recv = check_method_recv(x, &l, fn->pos);
                    e->recv_adjust = adj;
                    record_dep_func(md);
                    check_args(e, sc, md->type, xprintf("%s.%s", expr_string(x), fn->name));
                    set_call_result(e, md->type);
                    return;
                }
            }
            /* not a method: fall through to the general path (reports the problem) */
            if (expr_invalid(x)) {
                for (int i = 0; i < e->nlist; i++)
                    check_expr(e->list[i], sc);
                return;
            }
            check_selector(fn, sc);
            goto general;
        }
    }
    if (fn->kind == E_IDENT)
        ck->callee_ident = fn; /* f(...) of a local f does not let f's value escape (escape.c) */
    check_expr(fn, sc);
    ck->callee_ident = NULL;
    if (fn->kind == E_FUNCLIT && fn->callee)
        fn->callee->called_directly = true;
general:
    if (expr_invalid(fn)) {
        for (int i = 0; i < e->nlist; i++)
            check_expr(e->list[i], sc);
        return;
    }
    if (fn->is_type) {
        for (Expr *p = e->x; p && p != fn; p = p->x) {
            p->type = fn->type;
            p->is_type = true;
        }
        check_conversion(e, sc, fn->type);
        return;
    }
    if (type_under(fn->type)->kind == TY_FUNC) { /* through a func value */
        e->call = CALL_INDIRECT;
        check_args(e, sc, type_under(fn->type), expr_string(fn));
        set_call_result(e, type_under(fn->type));
        return;
    }
    for (int i = 0; i < e->nlist; i++)
        check_expr(e->list[i], sc);
        diag_error(expr_start(e), "invalid operation: cannot call non-function %s", operand_string(fn));
}

