/* linedir.c - Go's line directives: `//line file:line[:col]` at the start of a line renames the
 * position of the next line, `/ *line file:line[:col]* /` (without the spaces) the position right
 * after the comment; later positions count on from there. An empty file name keeps the previous
 * one when a column is given and is empty (printed "??" by the runtime) when not. The compiler's
 * diagnostics keep the real positions; what a directive changes is the position compiled code
 * reports (panic tracebacks, runtime.Caller: src/codegen/cg_panic.c). A file's directives are
 * scanned once, on the first question about it, skipping string and character literals and the
 * text of other comments. */
#include <stdlib.h>
#include <string.h>

#include "corogo.h"

typedef struct Dir {
    int line, col;    /* where the directive's position starts (after the comment) */
    const char *file; /* NULL: the empty name */
    int newline;
} Dir;

typedef struct DirFile {
    const SrcFile *src;
    Dir *dirs;
    int n, cap;
} DirFile;

static DirFile *files;
static int nfiles, capfiles;

static bool all_digits(const char *s, size_t n)
{
    if (!n)
        return false;
    for (size_t i = 0; i < n; i++)
        if (s[i] < '0' || s[i] > '9')
            return false;
    return true;
}

/* "file:line" or "file:line:col" in s[0..n) after "line "; false: not a directive */
static bool parse_dir(const char *s, size_t n, const char *prev, Dir *d)
{
    const char *c1 = NULL;
    for (size_t i = n; i-- > 0;)
        if (s[i] == ':') {
            c1 = s + i;
            break;
        }
    if (!c1 || !all_digits(c1 + 1, (size_t)(s + n - c1 - 1)))
        return false;
    size_t head = (size_t)(c1 - s);
    const char *c2 = NULL;
    for (size_t i = head; i-- > 0;)
        if (s[i] == ':') {
            c2 = s + i;
            break;
        }
    bool col = c2 && all_digits(c2 + 1, (size_t)(c1 - c2 - 1));
    const char *num = col ? c2 + 1 : c1 + 1;
    size_t namelen = col ? (size_t)(c2 - s) : head;
    d->newline = atoi(num);
    if (d->newline <= 0)
        return false;
    if (namelen)
        d->file = xstrndup(s, namelen);
    else
        d->file = col ? prev : NULL;
    return true;
}

static DirFile *scan(const SrcFile *src)
{
    for (int i = 0; i < nfiles; i++)
        if (files[i].src == src)
            return &files[i];
    if (nfiles == capfiles)
        files = xrealloc(files, sizeof *files * (size_t)(capfiles = capfiles * 2 + 8));
    DirFile *f = &files[nfiles++];
    memset(f, 0, sizeof *f);
    f->src = src;
    const char *s = src->text, *end = s + src->len, *prev = src->name;
    int line = 1, col = 1;
    while (s < end) {
        char ch = *s;
        if (ch == '\n') {
            s++, line++, col = 1;
            continue;
        }
        if (ch == '"' || ch == '\'' || ch == '`') { /* a literal: skip it */
            const char *q = s + 1;
            while (q < end && *q != ch && (ch == '`' || *q != '\n')) {
                if (*q == '\\' && ch != '`')
                    q++;
                q++;
            }
            for (const char *t = s; t < q && t < end; t++)
                if (*t == '\n')
                    line++, col = 0;
            col += (int)(q + 1 - s);
            s = q + 1;
            continue;
        }
        if (ch == '/' && s + 1 < end && s[1] == '/') {
            const char *eol = memchr(s, '\n', (size_t)(end - s));
            if (!eol)
                eol = end;
            Dir d;
            if (col == 1 && eol - s > 7 && !strncmp(s, "//line ", 7) &&
                parse_dir(s + 7, (size_t)(eol - s - 7) - (eol[-1] == '\r'), prev, &d)) {
                d.line = line + 1, d.col = 1;
                VEC_PUSH(f->dirs, f->n, f->cap, d);
                prev = d.file;
            }
            col += (int)(eol - s);
            s = eol;
            continue;
        }
        if (ch == '/' && s + 1 < end && s[1] == '*') {
            const char *q = s + 2;
            while (q + 1 < end && !(q[0] == '*' && q[1] == '/'))
                q++;
            const char *stop = q + 2 <= end ? q + 2 : end;
            int l = line, cl = col;
            for (const char *t = s; t < stop; t++, cl++)
                if (*t == '\n')
                    l++, cl = 0;
            Dir d;
            if (q - s > 7 && !strncmp(s, "/*line ", 7) && parse_dir(s + 7, (size_t)(q - s - 7), prev, &d)) {
                d.line = l, d.col = cl;
                VEC_PUSH(f->dirs, f->n, f->cap, d);
                prev = d.file;
            }
            line = l, col = cl;
            s = stop;
            continue;
        }
        s++, col++;
    }
    return f;
}

Pos syntax_line_position(Pos pos, const char **file)
{
    *file = pos.file ? pos.file->name : NULL;
    if (!pos.file || !strstr(pos.file->text, "line "))
        return pos;
    DirFile *f = scan(pos.file);
    const Dir *best = NULL;
    for (int i = 0; i < f->n; i++) {
        const Dir *d = &f->dirs[i];
        if (d->line < pos.line || (d->line == pos.line && d->col <= pos.col))
            best = d;
    }
    if (!best)
        return pos;
    *file = best->file ? best->file : "";
    pos.line = best->newline + (pos.line - best->line);
    return pos;
}
