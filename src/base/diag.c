/* diag.c - diagnostics: "file:line:col: error: message", the offending source line and a caret
 * under the column, in the style every C and Go programmer already reads. Errors are counted, never
 * fatal, so each stage can report all the independent errors it finds; after DIAG_MAX_ERRORS a
 * single "too many errors" line ends the list. A stage that finds errors out of source order (the
 * checker resolves declarations lazily) defers them and prints them sorted by position, the same
 * message at the same place once, as the Go compiler does. */
#include <stdlib.h>
#include <string.h>

#include "corogo.h"

static int nerrors;

typedef struct Deferred {
    Pos pos;
    char *msg;
    int seq;
} Deferred;

static bool deferring;
static Deferred *deferred;
static int ndeferred, cdeferred;
static const SrcFile *const *file_order; /* for sorting: files in this order */
static int nfile_order;

int diag_count(void)
{
    return nerrors;
}

static int nsoft;

int diag_hard_count(void)
{
    return nerrors - nsoft;
}

void diag_soft_error(Pos pos, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    diag_verror(pos, fmt, ap);
    va_end(ap);
    nsoft++;
}

/* print the source line 'line' of 'src' and a caret under byte column 'col' (tabs kept so that
 * the caret lines up in a terminal) */
static void show_line(const SrcFile *src, int line, int col)
{
    const char *p = src->text, *end = src->text + src->len;
    for (int l = 1; l < line && p < end; p++)
        if (*p == '\n')
            l++;
    const char *eol = p;
    while (eol < end && *eol != '\n')
        eol++;
    if (eol - p > 200) /* do not flood the terminal with a minified line */
        return;
    fprintf(stderr, "%.*s\n", (int)(eol - p), p);
    for (int i = 1; i < col && p + i - 1 < eol; i++)
        fputc(p[i - 1] == '\t' ? '\t' : ' ', stderr);
    fputs("^\n", stderr);
}

static int max_errors = DIAG_MAX_ERRORS;

void diag_no_error_limit(void)
{
    max_errors = 0x7fffffff - 1;
}

static Pos errpos;

Pos diag_set_errpos(Pos at)
{
    Pos old = errpos;
    errpos = at;
    return old;
}

void diag_verror(Pos pos, const char *fmt, va_list ap)
{
    if (errpos.file)
        pos = errpos;
    if (deferring) {
        char *msg = xvprintf(fmt, ap);
        /* types2's rule: once an error is reported, one that mentions an invalid type or operand
           (not as its first words) follows from it and is dropped */
        char *it = strstr(msg, "invalid type"), *io = strstr(msg, "invalid operand");
        if (nerrors && ((it && it != msg) || (io && io != msg))) {
            free(msg);
            return;
        }
        nerrors++;
        Deferred d = {pos, msg, ndeferred};
        VEC_PUSH(deferred, ndeferred, cdeferred, d);
        return;
    }
    nerrors++;
    if (nerrors > max_errors) {
        if (nerrors == max_errors + 1)
            fputs("too many errors\n", stderr);
        return;
    }
    if (pos.file)
        fprintf(stderr, "%s:%d:%d: error: ", pos.file->name, pos.line, pos.col);
    else
        fputs("corogo: error: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    if (pos.file && pos.line > 0)
        show_line(pos.file, pos.line, pos.col);
}

void diag_error(Pos pos, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    diag_verror(pos, fmt, ap);
    va_end(ap);
}

_Noreturn void diag_internal(Pos pos, const char *fmt, ...)
{
    if (deferring)
        diag_flush(file_order, nfile_order);
    va_list ap;
    va_start(ap, fmt);
    if (pos.file)
        fprintf(stderr, "%s:%d:%d: internal error: ", pos.file->name, pos.line, pos.col);
    else
        fputs("corogo: internal error: ", stderr);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    if (pos.file && pos.line > 0)
        show_line(pos.file, pos.line, pos.col);
    fflush(stdout);
    exit(3);
}

void diag_fatal_noloc(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    nerrors++;
    fputs("corogo: error: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

void diag_defer(void)
{
    deferring = true;
}

static int file_rank(const SrcFile *f, const SrcFile *const *files, int nfiles)
{
    for (int i = 0; i < nfiles; i++)
        if (files[i] == f)
            return i;
    return nfiles;
}

int diag_pos_cmp(Pos a, Pos b, const SrcFile *const *files, int nfiles)
{
    int fa = file_rank(a.file, files, nfiles), fb = file_rank(b.file, files, nfiles);
    if (fa != fb)
        return fa < fb ? -1 : 1;
    if (a.line != b.line)
        return a.line < b.line ? -1 : 1;
    return a.col < b.col ? -1 : a.col > b.col;
}

static int deferred_cmp(const void *a, const void *b)
{
    const Deferred *x = a, *y = b;
    int c = diag_pos_cmp(x->pos, y->pos, file_order, nfile_order);
    return c ? c : x->seq < y->seq ? -1 : x->seq > y->seq;
}

static bool same_place(const Deferred *a, const Deferred *b)
{
    return a->pos.file == b->pos.file && a->pos.line == b->pos.line && a->pos.col == b->pos.col;
}

void diag_flush(const SrcFile *const *files, int nfiles)
{
    file_order = files;
    nfile_order = nfiles;
    if (ndeferred > 1)
        qsort(deferred, (size_t)ndeferred, sizeof *deferred, deferred_cmp);
    deferring = false;
    nerrors -= ndeferred; /* counted again as they are printed */
    for (int i = 0; i < ndeferred; i++)
        if (i == 0 || strcmp(deferred[i].msg, deferred[i - 1].msg) || !same_place(&deferred[i], &deferred[i - 1]))
            diag_error(deferred[i].pos, "%s", deferred[i].msg);
    for (int i = 0; i < ndeferred; i++)
        free(deferred[i].msg);
    ndeferred = 0;
}
