/* parser_directive.c - the directives in the comment above a func declaration: //export name,
 * //go:linkname f cname (a body-less func is implemented in C), //go:noescape (a body-less func
 * keeps no pointer it is passed beyond the call: escape.c), //corogo:pool N (the go target's
 * frame pool slots), //corogo:interrupt N (a Go interrupt handler) and //corogo:funcvalue name (a
 * library function standing for the blocking intrinsic 'name' as a func value), each checked for its form
 * and reported at the directive's own position; and //go:linkname v pkgpath.name above a var spec
 * (the variable is another package's). Part of the parser (parser.h). */
#include <stdlib.h>
#include <string.h>

#include "parser.h"

/* position of the 'idx'-th line of the comment group above 'at' (of 'nlines' lines) */
static Pos directive_pos(Parser *p, Pos at, int nlines, int idx)
{
    Pos pos = {p->src, at.line - nlines + idx, 1};
    const char *s = p->src->text, *end = s + p->src->len;
    for (int l = 1; l < pos.line && s < end; s++)
        if (*s == '\n')
            l++;
    while (s < end && (*s == ' ' || *s == '\t')) {
        s++;
        pos.col++;
    }
    return pos;
}

/* the words of a directive line after its name: up to 3, NUL-terminated copies */
static int split_words(const char *s, size_t len, char **w, int max)
{
    int n = 0;
    size_t i = 0;
    while (i < len && n < max) {
        while (i < len && (s[i] == ' ' || s[i] == '\t'))
            i++;
        size_t st = i;
        while (i < len && s[i] != ' ' && s[i] != '\t')
            i++;
        if (i > st)
            w[n++] = xstrndup(s + st, i - st);
    }
    while (i < len && (s[i] == ' ' || s[i] == '\t'))
        i++;
    return i < len ? max + 1 : n; /* more words than expected: max + 1 */
}

static bool parse_count(const char *s, long max, int *out)
{
    if (!s || !*s)
        return false;
    long v = 0;
    for (; *s; s++) {
        if (*s < '0' || *s > '9')
            return false;
        v = v * 10 + (*s - '0');
        if (v > max)
            return false;
    }
    *out = (int)v;
    return true;
}

static bool has_prefix_word(const char *line, size_t len, const char *dir)
{
    size_t n = strlen(dir);
    return len >= n && !memcmp(line, dir, n) && (len == n || line[n] == ' ' || line[n] == '\t');
}

/* the number of lines of a comment group (0: none) */
static int comment_lines(const char *comment)
{
    if (!comment)
        return 0;
    int n = 1;
    for (const char *c = comment; *c; c++)
        n += *c == '\n';
    return n;
}

/* the length of the comment line at 'line'; *next: the line after it */
static size_t line_len(const char *line, const char **next)
{
    const char *eol = strchr(line, '\n');
    size_t len = eol ? (size_t)(eol - line) : strlen(line);
    *next = eol ? eol + 1 : line + len;
    return len;
}

/* //export name, //go:linkname local cname, //go:noescape, //go:noinline, //corogo:pool N,
   //corogo:interrupt N */
void parse_func_directives(Parser *p, FuncDecl *f, const char *comment, bool has_body)
{
    int nlines = comment_lines(comment);
    const char *line = comment, *next;
    for (int idx = 0; idx < nlines; idx++, line = next) {
        size_t len = line_len(line, &next);
        char *w[3] = {0};
        if (has_prefix_word(line, len, "//export")) {
            Pos pos = directive_pos(p, f->pos, nlines, idx);
            if (split_words(line + 8, len - 8, w, 1) != 1)
                parse_error_at(p, pos, "invalid //export directive: expected //export name");
            else if (has_body)
                f->export_name = w[0];
            else
                f->linkname = w[0];
        } else if (has_prefix_word(line, len, "//go:linkname")) {
            Pos pos = directive_pos(p, f->pos, nlines, idx);
            if (split_words(line + 13, len - 13, w, 2) != 2)
                parse_error_at(p, pos, "invalid //go:linkname directive: expected //go:linkname localname cname");
            else if (strcmp(w[0], f->name) != 0)
                parse_error_at(p, pos, xprintf("//go:linkname names %s, not the function %s below it",
                                         w[0], f->name));
            else if (has_body)
                parse_error_at(p, pos, "//go:linkname is only supported on a function without a body "
                                 "(use //export to export a Go function)");
            else
                f->linkname = w[1];
        } else if (has_prefix_word(line, len, "//go:noescape")) {
            if (has_body)
                parse_error_at(p, directive_pos(p, f->pos, nlines, idx),
                               "//go:noescape is only allowed on a function without a body");
            else
                f->noescape = true;
        } else if (has_prefix_word(line, len, "//go:noinline")) {
            f->noinline = true;
        } else if (has_prefix_word(line, len, "//corogo:pool")) {
            Pos pos = directive_pos(p, f->pos, nlines, idx);
            int v = 0;
            if (split_words(line + 13, len - 13, w, 1) != 1 || !parse_count(w[0], 1000000, &v) ||
                v == 0)
                parse_error_at(p, pos, "invalid //corogo:pool directive: expected a slot count from 1 to 1000000");
            else
                f->pool_slots = v;
        } else if (has_prefix_word(line, len, "//corogo:interrupt")) {
            Pos pos = directive_pos(p, f->pos, nlines, idx);
            int v = 0;
            if (split_words(line + 18, len - 18, w, 1) != 1 || !parse_count(w[0], 1023, &v))
                parse_error_at(p, pos, "invalid //corogo:interrupt directive: expected an IRQ number from 0 to 1023");
            else
                f->isr_irq = v;
        } else if (has_prefix_word(line, len, "//corogo:funcvalue")) {
            Pos pos = directive_pos(p, f->pos, nlines, idx);
            if (split_words(line + 18, len - 18, w, 1) != 1 || !has_body)
                parse_error_at(p, pos, "invalid //corogo:funcvalue directive: expected //corogo:funcvalue name "
                                       "above a function with a body");
            else
                f->funcvalue_of = w[0];
        } else if (len > 9 && !memcmp(line, "//corogo:", 9)) {
            parse_error_at(p, directive_pos(p, f->pos, nlines, idx),
                     xprintf("unknown directive %.*s", (int)len, line));
        }
    }
}

/* FunctionDecl = "func" [ Receiver ] FunctionName Signature [ FunctionBody ] */

/* //go:linkname local pkgpath.name in the comment above a var spec naming one of its variables:
   the variable stands for pkgpath's package-level variable name (the checker makes every use
   of it one of that variable, check_expr.c) */
void parse_var_directives(Parser *p, VarSpec *s, const char *comment, Pos at)
{
    int nlines = comment_lines(comment);
    const char *line = comment, *next;
    for (int idx = 0; idx < nlines; idx++, line = next) {
        size_t len = line_len(line, &next);
        char *w[3] = {0};
        if (!has_prefix_word(line, len, "//go:linkname"))
            continue;
        Pos pos = directive_pos(p, at, nlines, idx);
        if (split_words(line + 13, len - 13, w, 2) != 2) {
            parse_error_at(p, pos, "invalid //go:linkname directive: expected //go:linkname localname pkgpath.name");
            continue;
        }
        for (int i = 0; i < s->nnames; i++)
            if (!strcmp(s->names[i], w[0])) {
                s->linkname = w[1];
                s->linkname_idx = i;
                s->linkname_pos = pos;
            }
    }
}
