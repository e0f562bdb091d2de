/* parser.h - what the parser's two files share (private to src/syntax/parser*.c): the parser state, the
 * token helpers, error reporting and recovery, node constructors (parser.c), and the entry points of
 * type syntax and signatures (parser_type.c). parse_file in corogo.h is the parser's only public
 * function. */
#ifndef COROGO_PARSER_H
#define COROGO_PARSER_H

#include "corogo.h"

/* deepest nesting of expressions, types and statements (each level costs a few stack frames) */
#define MAX_DEPTH AST_MAX_DEPTH
/* longest chain of binary operators in one expression: each one deepens the tree by one level
 * (left-associative), and later stages walk the tree recursively */
#define MAX_CHAIN 2000

typedef struct Parser {
    const SrcFile *src;
    Token *toks;
    int ntoks;
    int i;            /* index of the current token */
    Token *tok;       /* the current token */
    int xnest;        /* expression nesting; < 0 in if/for/switch headers (no composite literals) */
    int fnest;        /* function nesting (statement keywords are resynchronisation points) */
    int depth;        /* recursion depth, see parse_enter() */
    bool too_deep;
    int chain;        /* binary operators in the current chain, see binary_expr() */
    int nerrors;
    int last_error_line;
    Pos assign_pos;   /* position of the last "=" or ":=" of an assignment (for messages) */
    LexError *lex_errors; /* the lexer's errors, reported in position order among ours */
    int nlex_errors, next_lex_error;
} Parser;

/* ---- parser.c: tokens */
void parse_next(Parser *p);
bool parse_is(Parser *p, TokKind k);
TokKind parse_peek(Parser *p, int n);
bool parse_got(Parser *p, TokKind k);          /* consume k if it is the current token */
void parse_want(Parser *p, TokKind k);         /* consume k or report it missing */
/* ---- parser.c: errors and recovery */
void parse_error_at(Parser *p, Pos pos, const char *msg);
void parse_syntax_error(Parser *p, const char *msg);
void parse_advance_set(Parser *p, const TokKind *follow, int n);
/* skip to one of the tokens given (that can follow the broken construct) */
#define ADVANCE(p, ...) \
    parse_advance_set(p, (const TokKind[]){__VA_ARGS__}, \
                      (int)(sizeof((const TokKind[]){__VA_ARGS__}) / sizeof(TokKind)))
bool parse_enter(Parser *p, const char *what); /* one nesting level deeper (false: too deep) */
void parse_leave(Parser *p);
/* ---- parser.c: nodes and lists */
Expr *parse_bad_expr(Parser *p);
const char *parse_tok_text(const Token *t);
bool parse_list_sep(Parser *p, const char *context, TokKind sep, TokKind close);
Expr *parse_ident(Parser *p);
/* the identifier at p into e (tok, name; advanced), or "expected name" and e becomes E_BAD */
bool parse_name_into(Parser *p, Expr *e);
Expr *parse_expr(Parser *p);
/* ---- parser_type.c */
Expr *parse_type_or_nil(Parser *p);            /* NULL when no type starts here */
Expr *parse_type(Parser *p);
void parse_param_list(Parser *p, Param **out, int *nout, bool *named);
void parse_signature(Parser *p, FuncSig *sig);
Expr *parse_constraint(Parser *p);             /* a union of [~]types */
void parse_type_params(Parser *p, Param **out, int *nout); /* "[" ... "]" */

/* ---- parser_directive.c: //export, //go:linkname, //corogo: above a func (comment: its text) */
void parse_func_directives(Parser *p, FuncDecl *f, const char *comment, bool has_body);
void parse_var_directives(Parser *p, VarSpec *s, const char *comment, Pos at);

#endif
