/* diag.c - diagnostics: "file:line:col: error: message", the offending source line and a caret
 * under the column, in the style every C and Go programmer already reads. Errors are counted, never
 * fatal, so each stage can report all the independent errors it finds; after DIAG_MAX_ERRORS a
 * single "too many errors" line ends the list. */
#include <stdlib.h>
#include <string.h>

#include "corogo.h"

static int nerrors;

int diag_count(void)
{
    return nerrors;
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

void diag_verror(Pos pos, const char *fmt, va_list ap)
{
    nerrors++;
    if (nerrors > DIAG_MAX_ERRORS) {
        if (nerrors == DIAG_MAX_ERRORS + 1)
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
