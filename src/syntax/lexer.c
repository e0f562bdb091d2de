/* lexer.c - turns one source file into an array of tokens ending with T_EOF, following the Go
 * specification's lexical grammar: identifiers (ASCII and UTF-8 letters), every integer literal
 * form, floats and imaginaries (lexed only so that the checker can reject them by name), rune and
 * string literals decoded with all of Go's escapes, comments, and Go's automatic semicolon rule.
 * Each token carries the group of "//" line comments that ends on the line right above it, which
 * is where the parser finds //export, //go:linkname and //corogo: directives. Errors are reported
 * with diag_error and lexing goes on, so one bad byte never hides the rest of the file. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "corogo.h"

typedef struct Lexer {
    const SrcFile *src;
    const char *p, *end;
    int line;
    const char *line_start;
    Token *toks;
    int n, cap;
    bool nlsemi;       /* a newline here ends the statement (Go's semicolon rule) */
    /* the "//" comment group being collected: lines that each start with "//" */
    StrBuf group;
    int group_line;    /* line of the group's last comment; 0: no group */
    Pos pragmas[8];    /* //go: function directives since the last token (misplaced unless a func follows) */
    bool pragma_type[8]; /* //go:notinheap, for a type declaration */
    int npragmas;
    bool deferred;     /* store errors in 'errs' instead of reporting them */
    LexError *errs;
    int nerrs, ecap;
} Lexer;

/* ORDER TOK */
static const char *const tok_names[T_NUM_KINDS] = {
    "EOF", "identifier", "integer literal", "floating-point literal", "imaginary literal",
    "rune literal", "string literal",
    "+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "&^",
    "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&^=",
    "&&", "||", "<-", "++", "--", "==", "<", ">", "=", "!",
    "!=", "<=", ">=", ":=", "...", "(", "[", "{", ",",
    ".", ")", "]", "}", ";", ":", "~",
    "break", "case", "chan", "const", "continue", "default", "defer", "else",
    "fallthrough", "for", "func", "go", "goto", "if", "import", "interface", "map",
    "package", "range", "return", "select", "struct", "switch", "type", "var",
};

const char *lex_token_name(TokKind k)
{
    if ((int)k < 0 || k >= T_NUM_KINDS)
        return "?";
    return tok_names[k];
}

static void lex_error(Lexer *lx, Pos pos, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void lex_error(Lexer *lx, Pos pos, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (lx->deferred) {
        VEC_PUSH(lx->errs, lx->nerrs, lx->ecap, ((LexError){pos, xvprintf(fmt, ap)}));
    } else {
        diag_verror(pos, fmt, ap);
    }
    va_end(ap);
}

static Pos pos_at(Lexer *lx, const char *at)
{
    Pos pos = {lx->src, lx->line, (int)(at - lx->line_start) + 1};
    return pos;
}

/* Whether a non-ASCII rune counts as a letter in identifiers. An approximation of Unicode's
 * letter categories without tables: everything outside the ranges of punctuation, symbols,
 * spaces, private use and emoji. */
static bool is_unicode_letter(int32_t r)
{
    if (r < 0xC0)
        return r == 0xAA || r == 0xB5 || r == 0xBA;
    if (r == 0xD7 || r == 0xF7)
        return false;
    if ((r >= 0x2000 && r <= 0x2BFF) || (r >= 0x3000 && r <= 0x303F) ||
        (r >= 0xD800 && r <= 0xF8FF) || (r >= 0xFE00 && r <= 0xFE0F) || r == 0xFEFF ||
        (r >= 0xFF00 && r <= 0xFF20) || (r >= 0xFFF0 && r <= 0xFFFF) ||
        (r >= 0x1F000 && r <= 0x1FAFF))
        return false;
    return true;
}

/* Whether a non-ASCII rune is a Unicode decimal digit (category Nd, Unicode 13.0 as in Go 1.19):
 * the first of each run of ten. Go's identifiers take them after the first character. */
static bool is_unicode_digit(int32_t r)
{
    static const int32_t zero[] = {
        0x660, 0x6F0, 0x7C0, 0x966, 0x9E6, 0xA66, 0xAE6, 0xB66, 0xBE6, 0xC66, 0xCE6, 0xD66, 0xDE6,
        0xE50, 0xED0, 0xF20, 0x1040, 0x1090, 0x17E0, 0x1810, 0x1946, 0x19D0, 0x1A80, 0x1A90, 0x1B50,
        0x1BB0, 0x1C40, 0x1C50, 0xA620, 0xA8D0, 0xA900, 0xA9D0, 0xA9F0, 0xAA50, 0xABF0, 0xFF10,
        0x104A0, 0x10D30, 0x11066, 0x110F0, 0x11136, 0x111D0, 0x112F0, 0x11450, 0x114D0, 0x11650,
        0x116C0, 0x11730, 0x118E0, 0x11950, 0x11C50, 0x11D50, 0x11DA0, 0x16A60, 0x16B50, 0x1D7CE,
        0x1D7D8, 0x1D7E2, 0x1D7EC, 0x1D7F6, 0x1E140, 0x1E2F0, 0x1E950, 0x1FBF0,
    };
    for (size_t i = 0; i < sizeof zero / sizeof *zero && zero[i] <= r; i++)
        if (r < zero[i] + 10)
            return true;
    return false;
}

/* "U+0040 '@'", Go's %#U */
static const char *rune_desc(int32_t r)
{
    char buf[8];
    if (r < 0x20 || r == 0x7F || (r >= 0x80 && r < 0xA0)) /* unprintable: code only */
        return xprintf("U+%04X", (unsigned)r);
    int n = utf8_encode(buf, r);
    return xprintf("U+%04X '%.*s'", (unsigned)r, n, buf);
}

/* the rune at p (< end) as Go's %q writes it ('Z', '\'', '\n', '\x00'): go1.19's words for a
   bad character in an escape */
static const char *rune_quoted(const char *p, const char *end)
{
    int32_t r;
    int n = utf8_decode(p, end, &r);
    if (n <= 0)
        return xprintf("'\\x%02x'", (unsigned char)*p);
    static const char esc[] = "\a\b\f\n\r\t\v", letters[] = "abfnrtv";
    const char *e = r && r < 0x20 ? strchr(esc, (int)r) : NULL;
    if (e)
        return xprintf("'\\%c'", letters[e - esc]);
    if (r < 0x20 || r == 0x7F)
        return xprintf("'\\x%02x'", (unsigned)r);
    if (r >= 0x80 && r < 0xA0)
        return xprintf("'\\u%04x'", (unsigned)r);
    if (r == '\'' || r == '\\')
        return xprintf("'\\%c'", (char)r);
    return xprintf("'%.*s'", n, p);
}

/* ---------------------------------------------------------------- token output */

static Token *emit(Lexer *lx, TokKind k, const char *start, int len, Pos pos)
{
    VEC_PUSH(lx->toks, lx->n, lx->cap, (Token){0});
    Token *t = &lx->toks[lx->n - 1];
    t->kind = k;
    t->pos = pos;
    t->start = start;
    t->len = len;
    if (k != T_SEMICOLON) { /* Go's compiler: a //go: directive stands above the declaration it is for */
        for (int i = 0; i < lx->npragmas; i++)
            if (lx->pragma_type[i] ? k != T_TYPE && k != T_IDENT : k != T_FUNC)
                diag_soft_error(lx->pragmas[i], "misplaced compiler directive");
        lx->npragmas = 0;
    }
    if (k != T_SEMICOLON && k != T_EOF) {
        if (lx->group_line && lx->group_line == pos.line - 1)
            t->comment = xstrndup(lx->group.s, (size_t)lx->group.n);
        lx->group_line = 0;
        lx->group.n = 0;
    }
    switch (k) {
    case T_IDENT: case T_INT: case T_FLOAT: case T_IMAG: case T_CHAR: case T_STRING:
    case T_BREAK: case T_CONTINUE: case T_FALLTHROUGH: case T_RETURN:
    case T_INC: case T_DEC: case T_RPAREN: case T_RBRACK: case T_RBRACE:
        lx->nlsemi = true;
        break;
    default:
        lx->nlsemi = false;
    }
    return t;
}

/* an automatic semicolon: len 0, start at the '\n' that ended the line (or the NUL at the end) */
static void emit_auto_semi(Lexer *lx, const char *at, Pos pos)
{
    emit(lx, T_SEMICOLON, at, 0, pos);
    lx->nlsemi = false;
}

static void newline(Lexer *lx, const char *nl)
{
    lx->line++;
    lx->line_start = nl + 1;
}

/* the //go: directives of Go's compiler that belong to the func (or, notinheap, the type)
   declared right below them; the others (linkname, embed, build, ...) are not checked here */
static int func_pragma(const char *s, const char *eol)
{
    static const char *const names[] = {"noinline", "nosplit", "noescape", "norace", "nocheckptr",
                                        "systemstack", "nowritebarrier", "nowritebarrierrec",
                                        "yeswritebarrierrec", "cgo_unsafe_args", "uintptrkeepalive",
                                        "uintptrescapes", "registerparams", "nointerface", "notinheap"};
    if (eol - s < 5 || strncmp(s, "//go:", 5))
        return 0;
    s += 5;
    size_t n = 0;
    while (s + n < eol && s[n] != ' ' && s[n] != '\t' && s[n] != '\r')
        n++;
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (strlen(names[i]) == n && !strncmp(s, names[i], n))
            return strcmp(names[i], "notinheap") ? 1 : 2;
    return 0;
}

/* a "//" comment at 'start' (its text runs to the end of the line, '\r' dropped) */
static void add_comment(Lexer *lx, const char *start, const char *eol, bool first_on_line)
{
    int pragma = first_on_line ? func_pragma(start, eol) : 0;
    if (pragma && lx->npragmas < 8) {
        lx->pragmas[lx->npragmas] = pos_at(lx, start + 2); /* at "go:", where Go points */
        lx->pragma_type[lx->npragmas++] = pragma == 2;
    }
    if (!first_on_line) {
        lx->group_line = 0;
        lx->group.n = 0;
        return;
    }
    size_t n = (size_t)(eol - start);
    if (n > 0 && start[n - 1] == '\r')
        n--;
    if (lx->group_line != lx->line - 1)
        lx->group.n = 0;
    if (lx->group.n)
        strbuf_putn(&lx->group, "\n", 1);
    strbuf_putn(&lx->group, start, (int)n);
    lx->group_line = lx->line;
}

/* ---------------------------------------------------------------- literals */

static int hexval(int c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    c |= 0x20;
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return -1;
}

static bool is_digit_base(int c, int base)
{
    if (c >= '0' && c <= '9')
        return c - '0' < base || base == 10 || base == 8; /* 8/9 are checked separately */
    if (base == 16)
        return (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    return false;
}

static const char *base_name(int base)
{
    switch (base) {
    case 2: return "binary";
    case 8: return "octal";
    case 16: return "hexadecimal";
    default: return "decimal";
    }
}

/* digits (and '_') of 'base' from p; records the first digit invalid for the base; returns the
 * end. 'ndig' counts digits. */
static const char *scan_digits(const char *p, const char *end, int base, int *ndig,
                               const char **invalid)
{
    int max = base == 16 ? 10 : base;
    while (p < end) {
        int c = (unsigned char)*p;
        if (c == '_') {
            p++;
            continue;
        }
        if (c >= '0' && c <= '9') {
            if (c - '0' >= max && !*invalid)
                *invalid = p;
        } else if (!(base == 16 && is_digit_base(c, 16))) {
            break;
        }
        (*ndig)++;
        p++;
    }
    return p;
}

/* '_' must separate successive digits; a base prefix counts as a digit (Go's rule) */
static const char *invalid_separator(const char *s, const char *e)
{
    int x1 = ' ', d = '.';
    const char *p = s;
    if (e - s >= 2 && s[0] == '0') {
        x1 = s[1] | 0x20;
        if (x1 == 'x' || x1 == 'o' || x1 == 'b') {
            d = '0';
            p += 2;
        }
    }
    for (; p < e; p++) {
        int prev = d;
        d = (unsigned char)*p;
        if (d == '_') {
            if (prev != '0')
                return p;
        } else if ((d >= '0' && d <= '9') || (x1 == 'x' && hexval(d) >= 0)) {
            d = '0';
        } else {
            if (prev == '_')
                return p - 1;
            d = '.';
        }
    }
    return d == '_' ? e - 1 : NULL;
}

static void lex_number(Lexer *lx, Pos pos)
{
    const char *s = lx->p, *p = lx->p, *end = lx->end;
    int base = 10, ndig = 0;
    bool prefixed = false, is_float = false, legacy_octal = false;
    const char *invalid = NULL;

    if (*p == '0' && p + 1 < end) {
        int c = p[1] | 0x20;
        if (c == 'x' || c == 'o' || c == 'b') {
            base = c == 'x' ? 16 : c == 'o' ? 8 : 2;
            prefixed = true;
            p += 2;
        } else {
            legacy_octal = true;
        }
    }
    if (*p != '.')
        p = scan_digits(p, end, prefixed ? base : legacy_octal ? 8 : 10, &ndig, &invalid);
    if (prefixed && base != 16 && invalid) {
        lex_error(lx, pos_at(lx, invalid), "invalid digit '%c' in %s literal", *invalid,
                   base_name(base));
        invalid = NULL;
    }
    if (p < end && *p == '.' && (base == 10 || base == 16)) {
        is_float = true;
        p++;
        p = scan_digits(p, end, base, &ndig, &invalid);
    }
    if (prefixed && ndig == 0)
        lex_error(lx, pos_at(lx, p), "%s literal has no digits", base_name(base));
    if (p < end && ((base == 10 && (*p | 0x20) == 'e') || (base == 16 && (*p | 0x20) == 'p'))) {
        is_float = true;
        p++;
        if (p < end && (*p == '+' || *p == '-'))
            p++;
        int edig = 0;
        const char *inv2 = NULL;
        p = scan_digits(p, end, 10, &edig, &inv2);
        if (edig == 0)
            lex_error(lx, pos_at(lx, p), "exponent has no digits");
    } else if (base == 16 && is_float) {
        lex_error(lx, pos_at(lx, p), "hexadecimal mantissa requires a 'p' exponent");
    }
    TokKind k = is_float ? T_FLOAT : T_INT;
    if (p < end && *p == 'i') { /* "089i" is a valid (decimal) imaginary literal */
        k = T_IMAG;
        p++;
    }
    if (k == T_INT && legacy_octal && invalid)
        lex_error(lx, pos_at(lx, invalid), "invalid digit '%c' in octal literal", *invalid);
    const char *sep = invalid_separator(s, p - (k == T_IMAG));
    if (sep)
        lex_error(lx, pos_at(lx, sep), "'_' must separate successive digits");
    lx->p = p;
    emit(lx, k, s, (int)(p - s), pos);
}

/* An escape after '\' at lx->p (which points at the backslash). Appends the decoded bytes to 'b'
 * and stores the value in *val (for rune literals). Returns false after reporting an error. */
static bool lex_escape(Lexer *lx, char quote, StrBuf *b, int32_t *val)
{
    const char *bs = lx->p;
    const char *p = bs + 1;
    if (p >= lx->end) {
        lx->p = p;
        return false;
    }
    int c = (unsigned char)*p;
    int n = 0, base = 0;
    uint32_t max = 0;
    char ch;
    switch (c) {
    case 'a': ch = '\a'; goto simple;
    case 'b': ch = '\b'; goto simple;
    case 'f': ch = '\f'; goto simple;
    case 'n': ch = '\n'; goto simple;
    case 'r': ch = '\r'; goto simple;
    case 't': ch = '\t'; goto simple;
    case 'v': ch = '\v'; goto simple;
    case '\\': ch = '\\'; goto simple;
    case '\'': case '"':
        if (c != quote) {
            lex_error(lx, pos_at(lx, p), "unknown escape");
            lx->p = p + 1;
            return false;
        }
        ch = (char)c;
    simple:
        strbuf_putn(b, &ch, 1);
        *val = (unsigned char)ch;
        lx->p = p + 1;
        return true;
    case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7':
        n = 3, base = 8, max = 255;
        break;
    case 'x':
        p++, n = 2, base = 16, max = 255;
        break;
    case 'u':
        p++, n = 4, base = 16, max = 0x10FFFF;
        break;
    case 'U':
        p++, n = 8, base = 16, max = 0x10FFFF;
        break;
    default:
        if (c == '\n' || c == 0) {
            lex_error(lx, pos_at(lx, p), "unknown escape");
            lx->p = p; /* leave the newline to the caller */
        } else {
            lex_error(lx, pos_at(lx, p), "unknown escape");
            lx->p = p + 1;
        }
        return false;
    }
    uint32_t v = 0;
    for (int i = 0; i < n; i++, p++) {
        int d = p < lx->end ? hexval((unsigned char)*p) : -1;
        if (d < 0 || d >= base) {
            if (p >= lx->end)
                lex_error(lx, pos_at(lx, p), "escape sequence incomplete");
            else /* (go1.19's words, a closing quote or a newline too) */
                lex_error(lx, pos_at(lx, p), "invalid character %s in %s escape", rune_quoted(p, lx->end),
                          base == 8 ? "octal" : "hexadecimal");
            lx->p = p;
            return false;
        }
        v = v * (uint32_t)base + (uint32_t)d;
    }
    lx->p = p;
    if (v > max && base == 8) {
        lex_error(lx, pos_at(lx, bs), "octal escape value %u > 255", v);
        return false;
    }
    if (c == 'u' || c == 'U') {
        if (v > max || (v >= 0xD800 && v < 0xE000)) {
            lex_error(lx, pos_at(lx, bs), "escape is invalid Unicode code point U+%04X", v);
            return false;
        }
        char enc[4];
        strbuf_putn(b, enc, utf8_encode(enc, v));
    } else {
        char byte = (char)v;
        strbuf_putn(b, &byte, 1);
    }
    *val = (int32_t)v;
    return true;
}

/* one character of a string or rune body at lx->p (not the quote, not a newline) */
static bool lex_char(Lexer *lx, char quote, StrBuf *b, int32_t *val)
{
    if (*lx->p == '\\')
        return lex_escape(lx, quote, b, val);
    if (*lx->p == 0 && lx->p < lx->end) {
        lex_error(lx, pos_at(lx, lx->p), "invalid NUL character");
        lx->p++;
        return false;
    }
    int32_t r;
    int n = utf8_decode(lx->p, lx->end, &r);
    if (n == 0) {
        lex_error(lx, pos_at(lx, lx->p), "invalid UTF-8 encoding");
        strbuf_putn(b, lx->p, 1);
        *val = 0xFFFD;
        lx->p++;
        return false;
    }
    strbuf_putn(b, lx->p, n);
    *val = r;
    lx->p += n;
    return true;
}

static void lex_string(Lexer *lx, Pos pos)
{
    const char *s = lx->p++;
    StrBuf b = {0};
    strbuf_putn(&b, "", 0);
    for (;;) {
        if (lx->p >= lx->end || *lx->p == '\n') {
            lex_error(lx, pos, "string literal not terminated");
            break;
        }
        if (*lx->p == '"') {
            lx->p++;
            break;
        }
        int32_t v = 0;
        lex_char(lx, '"', &b, &v);
    }
    Token *t = emit(lx, T_STRING, s, (int)(lx->p - s), pos);
    t->sval = b.s;
    t->slen = b.n;
}

static void lex_raw_string(Lexer *lx, Pos pos)
{
    const char *s = lx->p++;
    StrBuf b = {0};
    strbuf_putn(&b, "", 0);
    for (;;) {
        if (lx->p >= lx->end) {
            lex_error(lx, pos, "raw string literal not terminated");
            break;
        }
        char c = *lx->p;
        if (c == '`') {
            lx->p++;
            break;
        }
        if (c == 0) {
            lex_error(lx, pos_at(lx, lx->p), "invalid NUL character");
            lx->p++;
            continue;
        }
        if (c == '\n') {
            strbuf_putn(&b, "\n", 1);
            newline(lx, lx->p);
            lx->p++;
            continue;
        }
        int32_t r;
        int n = utf8_decode(lx->p, lx->end, &r);
        if (n == 0) {
            lex_error(lx, pos_at(lx, lx->p), "invalid UTF-8 encoding");
            n = 1;
        }
        if (c != '\r')
            strbuf_putn(&b, lx->p, n);
        lx->p += n;
    }
    Token *t = emit(lx, T_STRING, s, (int)(lx->p - s), pos);
    t->sval = b.s;
    t->slen = b.n;
}

static void lex_rune(Lexer *lx, Pos pos)
{
    const char *s = lx->p++;
    StrBuf b = {0};
    strbuf_putn(&b, "", 0);
    int nchars = 0;
    int32_t val = 0;
    bool ok = true;
    for (;;) {
        if (lx->p >= lx->end || *lx->p == '\n') {
            if (ok)
                lex_error(lx, pos, "rune literal not terminated");
            ok = false;
            break;
        }
        if (*lx->p == '\'') {
            lx->p++;
            if (ok && nchars == 0) {
                lex_error(lx, pos, "empty rune literal or unescaped ' in rune literal");
                ok = false;
            }
            break;
        }
        int32_t v = 0;
        if (!lex_char(lx, '\'', &b, &v))
            ok = false;
        if (nchars++ == 0)
            val = v;
    }
    if (ok && nchars > 1)
        lex_error(lx, pos, "more than one character in rune literal");
    Token *t = emit(lx, T_CHAR, s, (int)(lx->p - s), pos);
    t->rune = val;
    t->sval = b.s;
    t->slen = b.n;
}

/* ---------------------------------------------------------------- identifiers, operators */

static const struct { const char *s; TokKind k; } keywords[] = {
    {"break", T_BREAK}, {"case", T_CASE}, {"chan", T_CHAN}, {"const", T_CONST},
    {"continue", T_CONTINUE}, {"default", T_DEFAULT}, {"defer", T_DEFER}, {"else", T_ELSE},
    {"fallthrough", T_FALLTHROUGH}, {"for", T_FOR}, {"func", T_FUNC}, {"go", T_GO},
    {"goto", T_GOTO}, {"if", T_IF}, {"import", T_IMPORT}, {"interface", T_INTERFACE},
    {"map", T_MAP}, {"package", T_PACKAGE}, {"range", T_RANGE}, {"return", T_RETURN},
    {"select", T_SELECT}, {"struct", T_STRUCT}, {"switch", T_SWITCH}, {"type", T_TYPE},
    {"var", T_VAR},
};

static bool is_ascii_letter(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

static void lex_ident(Lexer *lx, Pos pos)
{
    const char *s = lx->p;
    while (lx->p < lx->end) {
        int c = (unsigned char)*lx->p;
        if (is_ascii_letter(c) || (c >= '0' && c <= '9')) {
            lx->p++;
            continue;
        }
        if (c < 0x80)
            break;
        int32_t r;
        int n = utf8_decode(lx->p, lx->end, &r);
        if (n == 0)
            break; /* reported by the main loop */
        if (lx->p == s && is_unicode_digit(r)) /* (Go's words) */
            lex_error(lx, pos_at(lx, lx->p), "identifier cannot begin with digit %s", rune_desc(r));
        else if (!is_unicode_letter(r) && !is_unicode_digit(r))
            lex_error(lx, pos_at(lx, lx->p), "invalid character %s in identifier", rune_desc(r));
        lx->p += n;
    }
    int len = (int)(lx->p - s);
    TokKind k = T_IDENT;
    if (len >= 2 && len <= 11)
        for (size_t i = 0; i < sizeof keywords / sizeof keywords[0]; i++)
            if ((int)strlen(keywords[i].s) == len && !memcmp(keywords[i].s, s, (size_t)len)) {
                k = keywords[i].k;
                break;
            }
    emit(lx, k, s, len, pos);
}

/* operators, longest match first */
static const struct { const char *s; TokKind k; } ops[] = {
    {"<<=", T_SHL_ASSIGN}, {">>=", T_SHR_ASSIGN}, {"&^=", T_AND_NOT_ASSIGN}, {"...", T_ELLIPSIS},
    {"+=", T_ADD_ASSIGN}, {"-=", T_SUB_ASSIGN}, {"*=", T_MUL_ASSIGN}, {"/=", T_QUO_ASSIGN},
    {"%=", T_REM_ASSIGN}, {"&=", T_AND_ASSIGN}, {"|=", T_OR_ASSIGN}, {"^=", T_XOR_ASSIGN},
    {"<<", T_SHL}, {">>", T_SHR}, {"&^", T_AND_NOT}, {"&&", T_LAND}, {"||", T_LOR},
    {"<-", T_ARROW}, {"++", T_INC}, {"--", T_DEC}, {"==", T_EQL}, {"!=", T_NEQ},
    {"<=", T_LEQ}, {">=", T_GEQ}, {":=", T_DEFINE},
    {"+", T_ADD}, {"-", T_SUB}, {"*", T_MUL}, {"/", T_QUO}, {"%", T_REM}, {"&", T_AND},
    {"|", T_OR}, {"^", T_XOR}, {"<", T_LSS}, {">", T_GTR}, {"=", T_ASSIGN}, {"!", T_NOT},
    {"(", T_LPAREN}, {"[", T_LBRACK}, {"{", T_LBRACE}, {",", T_COMMA}, {".", T_PERIOD},
    {")", T_RPAREN}, {"]", T_RBRACK}, {"}", T_RBRACE}, {";", T_SEMICOLON}, {":", T_COLON},
    {"~", T_TILDE},
};

static bool lex_operator(Lexer *lx, Pos pos)
{
    size_t avail = (size_t)(lx->end - lx->p);
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) {
        size_t n = strlen(ops[i].s);
        if (n <= avail && !memcmp(ops[i].s, lx->p, n)) {
            emit(lx, ops[i].k, lx->p, (int)n, pos);
            lx->p += n;
            return true;
        }
    }
    return false;
}

/* ---------------------------------------------------------------- the main loop */

static Token *lex(const SrcFile *src, int *ntokens, bool deferred, LexError **errs, int *nerrs);

Token *lex_file(const SrcFile *src, int *ntokens)
{
    return lex(src, ntokens, false, NULL, NULL);
}

Token *lex_file_deferred(const SrcFile *src, int *ntokens, LexError **errs, int *nerrs)
{
    Token *t = lex(src, ntokens, true, errs, nerrs);
    /* an error inside a literal is found before the one at the literal's start: sort */
    int n = *nerrs;
    LexError *e = *errs;
    for (int i = 1; i < n; i++) { /* insertion sort: stable, and the list is nearly sorted */
        LexError x = e[i];
        int j = i - 1;
        while (j >= 0 && (e[j].pos.line > x.pos.line ||
                          (e[j].pos.line == x.pos.line && e[j].pos.col > x.pos.col))) {
            e[j + 1] = e[j];
            j--;
        }
        e[j + 1] = x;
    }
    return t;
}

static Token *lex(const SrcFile *src, int *ntokens, bool deferred, LexError **errs, int *nerrs)
{
    Lexer lx = {0};
    lx.deferred = deferred;
    lx.src = src;
    lx.p = src->text;
    lx.end = src->text + src->len;
    lx.line = 1;
    lx.line_start = lx.p;
    if (lx.end - lx.p >= 3 && !memcmp(lx.p, "\xEF\xBB\xBF", 3)) /* byte order mark */
        lx.p += 3;
    bool first_on_line = true;

    for (;;) {
        /* white space and newlines */
        while (lx.p < lx.end) {
            char c = *lx.p;
            if (c == ' ' || c == '\t' || c == '\r') {
                lx.p++;
            } else if (c == '\n') {
                if (lx.nlsemi)
                    emit_auto_semi(&lx, lx.p, pos_at(&lx, lx.p));
                newline(&lx, lx.p);
                lx.p++;
                first_on_line = true;
            } else {
                break;
            }
        }
        if (lx.p >= lx.end) {
            if (lx.nlsemi)
                emit_auto_semi(&lx, lx.end, pos_at(&lx, lx.end));
            emit(&lx, T_EOF, lx.end, 0, pos_at(&lx, lx.end));
            break;
        }
        const char *s = lx.p;
        Pos pos = pos_at(&lx, s);
        int c = (unsigned char)*s;

        /* comments */
        if (c == '/' && lx.p + 1 < lx.end && s[1] == '/') {
            const char *e = s;
            while (e < lx.end && *e != '\n')
                e++;
            for (const char *q = s; q < e; q++)
                if (*q == 0)
                    lex_error(&lx, pos_at(&lx, q), "invalid NUL character");
            add_comment(&lx, s, e, first_on_line);
            lx.p = e; /* the newline (and its semicolon) is handled above */
            continue;
        }
        if (c == '/' && lx.p + 1 < lx.end && s[1] == '*') {
            const char *e = s + 2;
            const char *first_nl = NULL;
            while (e < lx.end && !(e + 1 < lx.end && e[0] == '*' && e[1] == '/')) {
                if (*e == '\n') {
                    if (!first_nl)
                        first_nl = e;
                    newline(&lx, e);
                }
                e++;
            }
            if (e >= lx.end) {
                lex_error(&lx, pos, "comment not terminated");
                e = lx.end;
                if (lx.nlsemi) /* at EOF the loop inserts it */
                    first_nl = NULL;
            } else {
                e += 2;
            }
            if (first_nl && lx.nlsemi)
                emit_auto_semi(&lx, first_nl, pos);
            first_on_line = false;
            lx.p = e;
            continue;
        }
        first_on_line = false;

        if (is_ascii_letter(c)) {
            lex_ident(&lx, pos);
        } else if ((c >= '0' && c <= '9') ||
                   (c == '.' && lx.p + 1 < lx.end && s[1] >= '0' && s[1] <= '9')) {
            lex_number(&lx, pos);
        } else if (c == '"') {
            lex_string(&lx, pos);
        } else if (c == '`') {
            lex_raw_string(&lx, pos);
        } else if (c == '\'') {
            lex_rune(&lx, pos);
        } else if (c >= 0x80) {
            int32_t r;
            int n = utf8_decode(s, lx.end, &r);
            if (n == 0) {
                lex_error(&lx, pos, "invalid UTF-8 encoding");
                lx.p++;
            } else if (is_unicode_letter(r) || is_unicode_digit(r)) {
                lex_ident(&lx, pos);
            } else if (r == 0xFEFF) {
                lex_error(&lx, pos, "invalid BOM in the middle of the file");
                lx.p += n;
            } else {
                lex_error(&lx, pos, "invalid character %s", rune_desc(r));
                lx.p += n;
            }
        } else if (!lex_operator(&lx, pos)) {
            if (c == 0)
                lex_error(&lx, pos, "invalid NUL character");
            else
                lex_error(&lx, pos, "invalid character %s", rune_desc(c));
            lx.p++;
        }
    }
    free(lx.group.s);
    *ntokens = lx.n;
    if (deferred) {
        *errs = lx.errs;
        *nerrs = lx.nerrs;
    }
    return lx.toks;
}
