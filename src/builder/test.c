/* test.c - `corogo test -target=B[,B2] [-v] [-run P] [-count N] [-timeout D] [-failfast] [-short]
 * [-json] [-bench P] [-benchtime D|Nx] [-icount] [-O..] [packages]`: a package's tests run on the board's emulator, with go test's output
 * (docs/testing.md). For each package directory (default "."; "dir/..." those go list finds): its .go files and its in-package
 * _test.go files, as the go command selects them for the board (build constraints), are copied into a temporary directory (the test files renamed
 * so that the go command keeps them; `corogo build -main-package=NAME` builds them as the main package, named as they name it), beside a generated corogo_testmain.go whose main calls
 * testing.CorogoMain (runtime-baremetal/lib/testing) with every func TestXxx(*testing.T) of the test
 * files, every func BenchmarkXxx(*testing.B), every ExampleXxx() with an output comment and its TestMain if there is one; `corogo build` (this executable, one build
 * per process) builds it with runtime-baremetal/testflags.c (or COROGO_TESTCACHE holds that build: test_image), the run's flags are written
 * into the image (rt_test_flags: link_patch), and the board's emulator runs it with the timeout, its console written to a file. The firmware
 * prints what a Go test binary prints; this driver adds go test's package line ("ok  \tpath\t0.123s",
 * "FAIL\tpath\t0.123s") and, when a package failed, the final "FAIL" and exit status 1. Without -v a
 * passing package shows only its "ok" line, as go test does. A hung board is killed at the
 * timeout and reported as Go reports it ("panic: test timed out after D"). -json prints the
 * events Go's test2json makes of the -v text (json_convert). */
#include <dirent.h>
#include <fcntl.h>
#include <regex.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "corogo.h"

typedef struct TestOpts {
    char **boards;
    int nboards, cboards;
    bool verbose, failfast, shrt, json, icount;
    const char *run, *opt, *timeout, *bench;
    long long benchtime_ns; /* -benchtime as a duration (0: benchtime_n iterations) */
    long benchtime_n;
    int count;
    long timeout_s;
} TestOpts;

static void test_usage(const char *msg)
{
    fprintf(stderr, "corogo test: %s\nusage: corogo test -target=BOARD[,BOARD] [-v] [-run PATTERN] [-count N] "
                    "[-timeout D] [-failfast] [-short] [-json] [-bench P] [-benchtime D|Nx] [-icount] [-O0|-O1|-O2|-Os|-Oz] "
                    "[package directories]\n", msg);
    exit(2);
}

/* a Go duration ("90s", "10m", "1h30m", "500ms") in seconds; -1 when bad */
static double duration(const char *s)
{
    double total = 0;
    if (!*s)
        return -1;
    while (*s) {
        char *end;
        double v = strtod(s, &end);
        if (end == s)
            return -1;
        s = end;
        if (!strncmp(s, "ms", 2))
            total += v / 1000, s += 2;
        else if (*s == 's')
            total += v, s++;
        else if (*s == 'm')
            total += v * 60, s++;
        else if (*s == 'h')
            total += v * 3600, s++;
        else if (!strncmp(s, "us", 2))
            total += v / 1e6, s += 2;
        else if (!strncmp(s, "ns", 2))
            total += v / 1e9, s += 2;
        else
            return -1;
    }
    return total;
}

/* the same in whole seconds, rounded up */
static long duration_seconds(const char *s)
{
    double total = duration(s);
    if (total < 0)
        return -1;
    long r = (long)total;
    return r < total ? r + 1 : r;
}

static char *read_all(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    StrBuf b = {0};
    char buf[4096];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, f)) > 0)
        strbuf_printf(&b, "%.*s", (int)n, buf);
    fclose(f);
    return xstrdup(strbuf_str(&b));
}

static bool ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), k = strlen(suffix);
    return n >= k && !strcmp(s + n - k, suffix);
}

/* the name in the file's package clause (NULL: none) */
static char *package_name(const char *src, const char **clause)
{
    for (const char *l = src; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL)
        if (!strncmp(l, "package ", 8)) {
            const char *p = l + 8;
            size_t n = strcspn(p, " \t\r\n/");
            *clause = l;
            return xstrndup(p, n);
        }
    return NULL;
}

/* a Go string literal of s */
static char *quote(const char *s)
{
    StrBuf b = {0};
    strbuf_printf(&b, "\"");
    for (; *s; s++)
        if (*s == '"' || *s == '\\')
            strbuf_printf(&b, "\\%c", *s);
        else if (*s == '\n')
            strbuf_printf(&b, "\\n");
        else
            strbuf_printf(&b, "%c", *s);
    strbuf_printf(&b, "\"");
    return xstrdup(strbuf_str(&b));
}

/* the examples of a test file: each func ExampleXxx() whose body ends with an output comment
   ("// Output:" or "// Unordered output:", the lines after it its text: "//" and one space taken
   off each, trailing blanks off), as a literal of testing.InternalExample added to b; examples
   without one are compiled, not run, as Go's are */
static bool find_examples(const char *src, const char *qual, StrBuf *b)
{
    regex_t re;
    regcomp(&re, "^func (Example[A-Za-z0-9_]*)\\(\\) \\{[ \t]*$", REG_EXTENDED | REG_NEWLINE);
    regmatch_t m[2];
    bool found = false;
    for (const char *s = src; !regexec(&re, s, 2, m, s == src ? 0 : REG_NOTBOL); s += m[0].rm_eo) {
        const char *body = s + m[0].rm_eo, *end = strstr(body, "\n}");
        if (!end)
            break;
        /* the comment lines just before the closing brace, from the last one up */
        const char *first = end; /* the start of the first line of the trailing comment group */
        for (;;) {
            const char *ls = first;
            while (ls > body && ls[-1] != '\n')
                ls--;
            if (ls <= body || ls == first)
                break;
            const char *t = ls + strspn(ls, " \t");
            if (strncmp(t, "//", 2))
                break;
            first = ls - 1;
        }
        if (first == end)
            continue;
        StrBuf text = {0};
        bool marker = false, unordered = false;
        for (const char *l = first + 1; l < end;) {
            const char *nl = memchr(l, '\n', (size_t)(end - l));
            const char *le = nl ? nl : end;
            const char *t = l + strspn(l, " \t") + 2;
            if (t < le && *t == ' ')
                t++;
            const char *te = le;
            while (te > t && (te[-1] == ' ' || te[-1] == '\t' || te[-1] == '\r'))
                te--;
            if (!marker) {
                if (!strncasecmp(t, "Output:", 7))
                    t += 7;
                else if (!strncasecmp(t, "Unordered output:", 17))
                    t += 17, unordered = true;
                else
                    break;
                marker = true;
                t += strspn(t, " \t");
                if (t < te)
                    strbuf_printf(&text, "%.*s\n", (int)(te - t), t);
            } else {
                strbuf_printf(&text, "%.*s\n", (int)(te > t ? te - t : 0), t);
            }
            l = le + 1;
        }
        if (!marker)
            continue;
        char *name = xstrndup(s + m[1].rm_so, (size_t)(m[1].rm_eo - m[1].rm_so));
        strbuf_printf(b, "\t\t{\"%s\", %s%s, %s, %s},\n", name, qual, name, quote(strbuf_str(&text)),
                      unordered ? "true" : "false");
        free(name);
        found = true;
    }
    regfree(&re);
    return found;
}

/* the import path the go command gives the directory (its name when it cannot say) */
static char *import_path(const char *dir)
{
    char *cmd = xprintf("cd '%s' && go list -f '{{.ImportPath}}' . 2>/dev/null", dir);
    FILE *p = popen(cmd, "r");
    char line[4096];
    char *r = p && fgets(line, sizeof line, p) ? xstrndup(line, strcspn(line, "\n")) : NULL;
    if (p)
        pclose(p);
    free(cmd);
    return r && *r ? r : xstrdup(dir);
}

static bool ident_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/* the '}' closing the '{' at open (strings, runes and comments skipped); NULL: none */
static const char *closing_brace(const char *open)
{
    int depth = 0;
    for (const char *p = open; p && *p; p++) {
        if (*p == '"' || *p == '\'') {
            char q = *p;
            for (p++; *p && *p != q && *p != '\n'; p++)
                if (*p == '\\' && p[1])
                    p++;
            if (!*p)
                return NULL;
        } else if (*p == '`') {
            p = strchr(p + 1, '`');
        } else if (p[0] == '/' && p[1] == '/') {
            p = strchr(p, '\n');
        } else if (p[0] == '/' && p[1] == '*') {
            p = strstr(p + 2, "*/");
            if (p)
                p++;
        } else if (*p == '{') {
            depth++;
        } else if (*p == '}' && --depth == 0) {
            return p;
        }
    }
    return NULL;
}

/* the '{' of the body of the function whose "func" is at f: the first at no depth of parentheses
   that opens no struct or interface type */
static const char *func_body(const char *f)
{
    int parens = 0;
    for (const char *p = f + 4; *p; p++) {
        if (*p == '(')
            parens++;
        else if (*p == ')')
            parens--;
        else if (*p == '{') {
            const char *w = p;
            while (w > f && (w[-1] == ' ' || w[-1] == '\t'))
                w--;
            bool type = (w - f >= 6 && !strncmp(w - 6, "struct", 6)) || (w - f >= 9 && !strncmp(w - 9, "interface", 9));
            if (!parens && !type)
                return p;
            p = closing_brace(p);
            if (!p)
                return NULL;
        }
    }
    return NULL;
}

/* the bodies of the functions of src (declared or literal) that call NAME.Helper() (helpers): the
   innermost function around each call */
static int helper_ranges(const char *src, char **names, int nnames, const char **from, const char **to, int max)
{
    int n = 0;
    for (int i = 0; i < nnames; i++) {
        char *call = xprintf("%s.Helper()", names[i]);
        for (const char *h = strstr(src, call); h && n < max; h = strstr(h + 1, call)) {
            if (h > src && (ident_char(h[-1]) || h[-1] == '.'))
                continue;
            const char *body = NULL, *end = NULL;
            for (const char *f = h; f > src && !body; f--) {
                if (strncmp(f, "func", 4) || ident_char(f[-1]) || ident_char(f[4]))
                    continue;
                const char *b = func_body(f), *e = b ? closing_brace(b) : NULL;
                if (b && b < h && e && e > h)
                    body = b, end = e;
            }
            bool dup = false;
            for (int k = 0; k < n && !dup; k++)
                dup = from[k] == body;
            if (body && !dup)
                from[n] = body, to[n++] = end;
        }
        free(call);
    }
    return n;
}

/* A test file's log calls get their position: every NAME.Error( (Errorf, Fatal, Fatalf, Log, Logf,
   Skip, Skipf) where NAME is declared somewhere in the file with type *testing.T, *testing.B or
   testing.TB becomes testing.CorogoAt(NAME, "file.go:LINE").Error( on the same line (no line
   moves), since runtime.Caller knows no position yet (lib/testing); 'line' is the line src starts
   at. So does NAME passed alone as an argument (f(t, x): the position of a call that may be a
   helper's). In a helper (a function or function literal calling NAME.Helper()) the position is
   left to the runtime (""): that of the helper's own caller, as Go reports it; its NAME.Helper()
   becomes defer testing.CorogoHelper(NAME)(), which keeps its caller's position while it runs. */
static char *add_positions(const char *src, const char *file, int line)
{
    char *names[32];
    int nnames = 0;
    regex_t re;
    regcomp(&re, "([A-Za-z_][A-Za-z0-9_]*) \\*?testing\\.(T|B|TB)[^A-Za-z0-9_]", REG_EXTENDED);
    regmatch_t m[2];
    for (const char *s = src; nnames < 32 && !regexec(&re, s, 2, m, s == src ? 0 : REG_NOTBOL); s += m[0].rm_eo) {
        char *n = xstrndup(s + m[1].rm_so, (size_t)(m[1].rm_eo - m[1].rm_so));
        bool dup = false;
        for (int i = 0; i < nnames && !dup; i++)
            dup = !strcmp(names[i], n);
        if (dup)
            free(n);
        else
            names[nnames++] = n;
    }
    regfree(&re);
    const char *hfrom[64], *hto[64];
    int nhelpers = helper_ranges(src, names, nnames, hfrom, hto, 64);
    static const char *const methods[] = {"Errorf(", "Error(", "Fatalf(", "Fatal(", "Logf(", "Log(",
                                          "Skipf(", "Skip("};
    StrBuf b = {0};
    for (const char *p = src; *p;) {
        bool done = false;
        if (ident_char(*p) && (p == src || (!ident_char(p[-1]) && p[-1] != '.')))
            for (int i = 0; i < nnames && !done; i++) {
                size_t k = strlen(names[i]);
                if (strncmp(p, names[i], k) || ident_char(p[k]))
                    continue;
                bool helper = false;
                for (int h = 0; h < nhelpers && !helper; h++)
                    helper = p > hfrom[h] && p < hto[h];
                char *pos = helper ? xstrdup("") : xprintf("%s:%d", file, line);
                const char *before = p;
                while (before > src && (before[-1] == ' ' || before[-1] == '\t'))
                    before--;
                const char *after = p + k + strspn(p + k, " \t");
                if (p[k] == '.') {
                    if (helper && !strncmp(p + k + 1, "Helper()", 8)) {
                        strbuf_printf(&b, "defer testing.CorogoHelper(%s)()", names[i]);
                        p += k + 9;
                        done = true;
                    }
                    for (size_t j = 0; j < sizeof methods / sizeof *methods && !done; j++)
                        if (!strncmp(p + k + 1, methods[j], strlen(methods[j]))) {
                            strbuf_printf(&b, "testing.CorogoAt(%s, \"%s\").", names[i], pos);
                            p += k + 1;
                            done = true;
                        }
                } else if (before > src && (before[-1] == '(' || before[-1] == ',') && (*after == ',' || *after == ')')) {
                    strbuf_printf(&b, "testing.CorogoAt(%s, \"%s\")", names[i], pos);
                    p += k;
                    done = true;
                }
                free(pos);
            }
        if (done)
            continue;
        if (*p == '\n')
            line++;
        strbuf_printf(&b, "%c", *p++);
    }
    for (int i = 0; i < nnames; i++)
        free(names[i]);
    return xstrdup(strbuf_str(&b));
}

/* the file with its import of path (the string literal "path" on a line of an import declaration)
   made one of to */
static char *replace_import(const char *src, const char *path, const char *to)
{
    char *lit = xprintf("\"%s\"", path);
    size_t k = strlen(lit);
    StrBuf b = {0};
    bool in_group = false;
    for (const char *l = src; *l;) {
        const char *nl = strchr(l, '\n');
        size_t n = nl ? (size_t)(nl - l + 1) : strlen(l);
        char *line = xstrndup(l, n);
        bool decl = !strncmp(line, "import ", 7);
        if (decl && strchr(line, '('))
            in_group = !strchr(line, ')');
        else if (in_group && line[strspn(line, " \t")] == ')')
            in_group = false;
        char *at = (decl || in_group) ? strstr(line, lit) : NULL;
        if (at)
            strbuf_printf(&b, "%.*s\"%s\"%s", (int)(at - line), line, to, at + k);
        else
            strbuf_printf(&b, "%s", line);
        free(line);
        l += n;
    }
    free(lit);
    return xstrdup(strbuf_str(&b));
}

/* ---------------------------------------------------------------- -json */

/* go test -json's stream, made from the text -v prints, as Go's test2json converts it with
   timestamps (-t, as go test runs it): each event's "Time" (when this driver converts its line:
   after the board's run, the console being read whole), an "output" event per line attributed to the test running, a "run" event at
   "=== RUN", a result event ("pass", "fail", "skip") for each "--- PASS/FAIL/SKIP: name" line, kept
   until the lines of the tests it encloses are done (subtests report nested, indented four spaces a
   level) with its "Elapsed" seconds (the line's "(0.01s)"), and the package's result at the end
   (Elapsed: the emulator's run, the package line's figure rounded to the millisecond). tests/test
   compares it with `go tool test2json -t`. */
typedef struct Conv {
    FILE *out;
    const char *pkg;
    char *test;               /* the test output is attributed to ("" none) */
    char *report[64], *raction[64];
    double relapsed[64]; /* (-1: none) */
    int nreport;
    const char *result;
    double elapsed;      /* the package's */
} Conv;

/* a float64 as Go's encoding/json writes it: the shortest decimal that reads back the same */
static void json_float(FILE *out, double v)
{
    char buf[64];
    for (int d = 0; d <= 17; d++) {
        snprintf(buf, sizeof buf, "%.*f", d, v);
        if (strtod(buf, NULL) == v)
            break;
    }
    fputs(buf, out);
}

/* the time now as Go's time.Time marshals it (RFC 3339 with nanoseconds, trailing zeros dropped,
   the local zone's offset or Z) */
static void json_time(FILE *out)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    struct tm tm;
    localtime_r(&ts.tv_sec, &tm);
    char frac[16] = "";
    if (ts.tv_nsec) {
        snprintf(frac, sizeof frac, ".%09ld", ts.tv_nsec);
        for (size_t n = strlen(frac); frac[n - 1] == '0'; n--)
            frac[n - 1] = 0;
    }
    char zone[16] = "Z";
    long off = tm.tm_gmtoff / 60;
    if (off)
        snprintf(zone, sizeof zone, "%c%02ld:%02ld", off < 0 ? '-' : '+', labs(off) / 60, labs(off) % 60);
    fprintf(out, "\"Time\":\"%04d-%02d-%02dT%02d:%02d:%02d%s%s\",", tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday,
            tm.tm_hour, tm.tm_min, tm.tm_sec, frac, zone);
}

static void json_string(FILE *out, const char *s, size_t n)
{
    fputc('"', out);
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '"' || c == '\\')
            fprintf(out, "\\%c", c);
        else if (c == '\n')
            fputs("\\n", out);
        else if (c == '\r')
            fputs("\\r", out);
        else if (c == '\t')
            fputs("\\t", out);
        else if (c < 0x20 || c == '<' || c == '>' || c == '&')
            fprintf(out, "\\u%04x", c);
        else
            fputc(c, out);
    }
    fputc('"', out);
}

static void conv_event(Conv *c, const char *action, const char *test, const char *output, size_t n, double elapsed)
{
    if (!test || !*test)
        test = c->test;
    fputc('{', c->out);
    json_time(c->out);
    fprintf(c->out, "\"Action\":\"%s\"", action);
    if (*c->pkg) {
        fputs(",\"Package\":", c->out);
        json_string(c->out, c->pkg, strlen(c->pkg));
    }
    if (test && *test) {
        fputs(",\"Test\":", c->out);
        json_string(c->out, test, strlen(test));
    }
    if (elapsed >= 0) {
        fputs(",\"Elapsed\":", c->out);
        json_float(c->out, elapsed);
    }
    if (output) {
        fputs(",\"Output\":", c->out);
        json_string(c->out, output, n);
    }
    fputs("}\n", c->out);
}

static void conv_flush(Conv *c, int depth)
{
    c->test = "";
    while (c->nreport > depth) {
        c->nreport--;
        conv_event(c, c->raction[c->nreport], c->report[c->nreport], NULL, 0, c->relapsed[c->nreport]);
    }
}

static char *trim(const char *s, size_t n)
{
    while (n && (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r'))
        s++, n--;
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\n' || s[n - 1] == '\r'))
        n--;
    return xstrndup(s, n);
}

static void conv_line(Conv *c, const char *l, size_t n)
{
    if ((n == 5 && (!strncmp(l, "PASS\n", 5) || !strncmp(l, "FAIL\n", 5))) || !strncmp(l, "FAIL\t", 5)) {
        conv_flush(c, 0);
        conv_event(c, "output", NULL, l, n, -1);
        c->result = n == 5 && !strncmp(l, "PASS", 4) ? "pass" : "fail";
        return;
    }
    if (!strncmp(l, "?   \t", 5) && n > 17 && !strncmp(l + n - 17, "\t[no test files]\n", 17) && !c->nreport)
        c->result = "skip";
    static const char *const updates[] = {"=== RUN   ", "=== PAUSE ", "=== CONT  "};
    static const char *const reports[] = {"--- PASS: ", "--- FAIL: ", "--- SKIP: ", "--- BENCH: "};
    const char *line = l;
    size_t len = n;
    bool ok = false, colon = false;
    int indent = 0;
    for (int k = 0; k < 3 && !ok; k++)
        ok = !strncmp(line, updates[k], 10);
    if (!ok) {
        while (len >= 4 && !strncmp(line, "    ", 4))
            line += 4, len -= 4, indent++;
        for (int k = 0; k < 4 && !ok; k++)
            ok = colon = !strncmp(line, reports[k], strlen(reports[k]));
    }
    if (!ok) {
        if (indent > 0 && indent <= c->nreport)
            c->test = c->report[indent - 1];
        conv_event(c, "output", NULL, l, n, -1);
        return;
    }
    size_t i = colon ? (size_t)(strchr(line, ':') - line) + 1 : 10;
    char *action = trim(line + 4, i - 4);
    size_t al = strlen(action);
    if (al && action[al - 1] == ':')
        action[--al] = 0;
    for (char *a = action; *a; a++)
        if (*a >= 'A' && *a <= 'Z')
            *a = (char)(*a - 'A' + 'a');
    char *name = trim(line + i, len - i);
    if (line[0] == '-') {
        char *paren = strstr(name, " (");
        double took = -1;
        size_t nl = strlen(name);
        if (paren && nl >= 2 && !strcmp(name + nl - 2, "s)")) {
            char *end;
            double t = strtod(paren + 2, &end);
            if (end == name + nl - 2)
                took = t;
        }
        if (paren)
            *paren = 0;
        if (c->nreport < indent) {
            conv_event(c, "output", NULL, l, n, -1);
            return;
        }
        conv_flush(c, indent);
        if (c->nreport < 64) {
            c->report[c->nreport] = name;
            c->relapsed[c->nreport] = took;
            c->raction[c->nreport++] = action;
        }
        c->test = name;
        conv_event(c, "output", NULL, l, n, -1);
        return;
    }
    conv_flush(c, 0);
    c->test = name;
    if (!strcmp(action, "pause"))
        conv_event(c, "output", NULL, l, n, -1);
    conv_event(c, action, name, NULL, 0, -1);
    if (strcmp(action, "pause"))
        conv_event(c, "output", NULL, l, n, -1);
}

/* the -v text of one package as go test -json's events */
static void json_convert(FILE *out, const char *pkg, const char *text, double elapsed)
{
    Conv c = {.out = out, .pkg = pkg, .test = "", .elapsed = elapsed};
    for (const char *l = text; *l;) {
        const char *nl = strchr(l, '\n');
        size_t n = nl ? (size_t)(nl - l + 1) : strlen(l);
        conv_line(&c, l, n);
        l += n;
    }
    if (c.result)
        conv_event(&c, c.result, NULL, NULL, 0, (double)(long long)(c.elapsed * 1000 + 0.5) / 1000);
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* go list -f format pattern for the board (its tags, GOOS, GOARCH), run in dir (NULL: here): its
   output, NULL when it failed */
static char *go_list_for(const Board *b, const char *dir, const char *format, const char *pattern)
{
    BuildTags tags;
    target_build_tags(b, NULL, 0, &tags);
    const char *goroot = goroot_merged();
    if (!goroot)
        return NULL;
    StrBuf t = {0};
    for (int i = 0; i < tags.ntags; i++)
        strbuf_printf(&t, "%s%s", i ? "," : "", tags.tags[i]);
    char *tagflag = xprintf("-tags=%s", strbuf_str(&t));
    const char *argv[] = {"go", "list", tagflag, "-f", format, pattern, NULL};
    const char *env[] = {"GOROOT", goroot, "GOOS", tags.goos ? tags.goos : "linux", "GOARCH",
                         tags.goarch ? tags.goarch : "arm", "CGO_ENABLED", "0", "GOTOOLCHAIN", "local", NULL};
    char *out;
    size_t len;
    return goroot_run_go(argv, dir, env, &out, &len) ? xstrndup(out, len) : NULL;
}

/* the package's files for the board, as the go command selects them (build constraints): its .go
   files then its in-package test files, space-separated, "|" between the two and then its external
   test files; NULL when go list fails */
static char *list_files(const char *dir, const Board *b)
{
    char *out = go_list_for(b, dir,
                            "{{join .GoFiles \" \"}}|{{join .TestGoFiles \" \"}}|{{join .XTestGoFiles \" \"}}", ".");
    return out ? xstrndup(out, strcspn(out, "\n")) : NULL;
}

/* "dir/..." : the directories of the packages under dir, as go list finds them for the board */
static char **expand_pattern(const char *pattern, const Board *b, int *n)
{
    *n = 0;
    char *out = go_list_for(b, NULL, "{{.Dir}}", pattern);
    if (!out)
        return NULL;
    char **dirs = NULL;
    int cap = 0;
    for (char *tok = strtok(out, "\n"); tok; tok = strtok(NULL, "\n"))
        VEC_PUSH(dirs, *n, cap, tok);
    return dirs;
}

static bool listed(const char *list, const char *name)
{
    size_t n = strlen(name);
    for (const char *p = list; (p = strstr(p, name)); p += n)
        if ((p == list || p[-1] == ' ' || p[-1] == '|') && (p[n] == 0 || p[n] == ' ' || p[n] == '|'))
            return true;
    return false;
}

/* The copy is a module of its own that requires the package's module from where it is (a replace
   directive), so that the package's imports of its own module resolve; its go.sum comes along.
   Nothing when dir is in no module. */
static void module_for_copy(const char *dir, const char *tmp)
{
    char real[4096];
    if (!realpath(dir, real))
        return;
    for (char *end = real + strlen(real);;) {
        char *gomod = xprintf("%s/go.mod", real);
        char *src = read_all(gomod);
        if (src) {
            const char *m = strstr(src, "module ");
            const char *go = strstr(src, "\ngo ");
            if (m && (m == src || m[-1] == '\n')) {
                size_t n = strcspn(m + 7, " \t\r\n/");
                n += strcspn(m + 7 + n, " \t\r\n");
                FILE *f = fopen(xprintf("%s/go.mod", tmp), "w");
                if (f) {
                    fprintf(f, "module corogo.test/main\n\n%.*s\n\nrequire %.*s v0.0.0\n\nreplace %.*s => %s\n",
                            go ? (int)strcspn(go + 1, "\n") : 8, go ? go + 1 : "go 1.19", (int)n, m + 7, (int)n,
                            m + 7, real);
                    fclose(f);
                }
                char *sum = read_all(xprintf("%s/go.sum", real));
                if (sum && (f = fopen(xprintf("%s/go.sum", tmp), "w"))) {
                    fputs(sum, f);
                    fclose(f);
                }
            }
            return;
        }
        while (end > real && *end != '/')
            end--;
        if (end <= real)
            return;
        *end = 0;
    }
}

/* FNV-1a, 64 bits, of n bytes, continuing from h */
static uint64_t fnv(uint64_t h, const void *p, size_t n)
{
    for (const unsigned char *c = p; n--; c++)
        h = (h ^ *c) * 1099511628211ull;
    return h;
}

static bool copy_file(const char *from, const char *to)
{
    FILE *in = fopen(from, "rb"), *out = in ? fopen(to, "wb") : NULL;
    char buf[65536];
    size_t n;
    bool ok = out != NULL;
    while (ok && (n = fread(buf, 1, sizeof buf, in)) > 0)
        ok = fwrite(buf, 1, n, out) == n;
    ok = ok && !ferror(in);
    if (out)
        ok = !fclose(out) && ok;
    if (in)
        fclose(in);
    return ok;
}

static int cmp_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* a hash of what one line of a cached image's .deps file stands for: a file's contents, or, for a
   directory (its path ends in '/'), the sorted names of its .go files (a file added to a package) */
static uint64_t dep_hash(const char *path)
{
    uint64_t h = 14695981039346656037ull;
    size_t len = strlen(path);
    if (len && path[len - 1] == '/') {
        DIR *d = opendir(path);
        if (!d)
            return 0;
        char **names = NULL;
        int n = 0, cap = 0;
        struct dirent *e;
        while ((e = readdir(d))) {
            size_t l = strlen(e->d_name);
            if (l > 3 && !strcmp(e->d_name + l - 3, ".go"))
                VEC_PUSH(names, n, cap, xstrdup(e->d_name));
        }
        closedir(d);
        qsort(names, (size_t)n, sizeof *names, cmp_name);
        for (int i = 0; i < n; i++) {
            h = fnv(h, names[i], strlen(names[i]) + 1);
            free(names[i]);
        }
        free(names);
        return h;
    }
    char *text = read_all(path);
    if (!text)
        return 0;
    h = fnv(h, text, strlen(text));
    free(text);
    return h;
}

/* the .deps file of a cached image from the build's -deps list (every Go file of the program):
   "HASH PATH" for each file and each of their directories; false when it cannot be written */
static bool write_dep_hashes(const char *list, const char *to)
{
    char *text = read_all(list);
    FILE *f = text ? fopen(to, "w") : NULL;
    if (!f) {
        free(text);
        return false;
    }
    char **dirs = NULL;
    int ndirs = 0, cdirs = 0;
    for (char *line = text, *nl; *line; line = nl + 1) {
        nl = strchr(line, '\n');
        if (!nl)
            break;
        *nl = 0;
        fprintf(f, "%016llx %s\n", (unsigned long long)dep_hash(line), line);
        char *slash = strrchr(line, '/');
        char *dir = slash ? xstrndup(line, (size_t)(slash - line) + 1) : NULL;
        bool seen = !dir;
        for (int i = 0; i < ndirs && !seen; i++)
            seen = !strcmp(dirs[i], dir);
        if (!seen) {
            VEC_PUSH(dirs, ndirs, cdirs, dir);
            fprintf(f, "%016llx %s\n", (unsigned long long)dep_hash(dir), dir);
        }
    }
    free(text);
    return !fclose(f);
}

/* is every file and directory a cached image's .deps file lists as it was when it was built? */
static bool deps_unchanged(const char *deps)
{
    char *text = read_all(deps);
    if (!text)
        return false;
    bool same = true;
    for (char *line = text, *nl; same && *line; line = nl + 1) {
        nl = strchr(line, '\n');
        if (!nl)
            break;
        *nl = 0;
        char *sp = strchr(line, ' ');
        same = sp && strtoull(line, NULL, 16) == dep_hash(sp + 1);
    }
    free(text);
    return same;
}

/* The package's test image at elf: `corogo build` of the files in tmp (its copies and the
   generated main) with runtime-baremetal/testflags.c, whose flags each run writes into its copy.
   With COROGO_TESTCACHE=DIR the image is kept in DIR under a hash of what goes into the build
   that the package decides (its files' names and contents, go.mod, the board, -O, -main-package)
   and of the corogo executable (size and time), and taken from there when it is there and every
   Go file of the packages it imports (and their directories' lists of .go files) are as they
   were when it was built (its .deps file beside it, from the build's -deps): a script running a
   package with many flag sets (tests/test/run-test.sh) builds it once per board. 0: built */
static int test_image(const TestOpts *o, const char *board, const Board *b, const char *tmp, char **files, int nfiles, bool xlayout,
                      const char *main_package, const char *elf)
{
    if (o->icount && !b->nemulator_icount) {
        fprintf(stderr, "corogo: error: -icount: board %s has no \"emulator-icount\" in its board.json\n", b->name);
        return 1;
    }
    char *flagsrc = xprintf("%s/runtime-baremetal/testflags.c", paths_root());
    const char *cache = getenv("COROGO_TESTCACHE");
    char *cached = NULL;
    if (cache && *cache) {
        char self[4096];
        struct stat st;
        ssize_t len = readlink("/proc/self/exe", self, sizeof self - 1);
        if (len <= 0 || stat("/proc/self/exe", &st))
            return 1;
        uint64_t h = 14695981039346656037ull;
        long long id[3] = {(long long)st.st_size, (long long)st.st_mtim.tv_sec, (long long)st.st_mtim.tv_nsec};
        h = fnv(h, self, (size_t)len);
        h = fnv(h, id, sizeof id);
        const char *key[] = {board, o->opt ? o->opt : "", main_package ? main_package : "",
                             xlayout ? "x" : ""};
        for (int i = 0; i < 4; i++)
            h = fnv(h, key[i], strlen(key[i]) + 1);
        char *extra[] = {xprintf("%s/go.mod", tmp), xprintf("%s/go.sum", tmp), flagsrc};
        for (int i = 0; i < nfiles + 3; i++) {
            const char *path = i < nfiles ? files[i] : extra[i - nfiles];
            const char *rel = !strncmp(path, tmp, strlen(tmp)) ? path + strlen(tmp) : path;
            char *text = read_all(path);
            h = fnv(h, rel, strlen(rel) + 1);
            h = fnv(h, text ? text : "", text ? strlen(text) + 1 : 0);
            free(text);
        }
        mkdir(cache, 0700);
        cached = xprintf("%s/%016llx.elf", cache, (unsigned long long)h);
        if (deps_unchanged(xprintf("%s/%016llx.deps", cache, (unsigned long long)h)) && copy_file(cached, elf))
            return 0;
    }
    const char **argv = NULL;
    int n = 0, cap = 0;
    char self[4096];
    ssize_t len = readlink("/proc/self/exe", self, sizeof self - 1);
    if (len <= 0)
        return 1;
    self[len] = 0;
    VEC_PUSH(argv, n, cap, self);
    VEC_PUSH(argv, n, cap, "build");
    VEC_PUSH(argv, n, cap, xprintf("-target=%s", board));
    VEC_PUSH(argv, n, cap, xprintf("-o=%s", elf));
    if (main_package)
        VEC_PUSH(argv, n, cap, xprintf("-main-package=%s", main_package));
    if (o->opt)
        VEC_PUSH(argv, n, cap, o->opt);
    char *deplist = xprintf("%s/deps", tmp);
    if (cached)
        VEC_PUSH(argv, n, cap, xprintf("-deps=%s", deplist));
    for (int i = 0; i < nfiles; i++)
        if (!xlayout || i == nfiles - 1) /* (the main file alone: it imports the others) */
            VEC_PUSH(argv, n, cap, files[i]);
    VEC_PUSH(argv, n, cap, flagsrc);
    VEC_PUSH(argv, n, cap, NULL);
    int rc = link_spawn_to(argv, xprintf("%s/build.out", tmp));
    if (!rc && cached) { /* into the cache under a name of its own, then renamed: whole or not
                            there; the .deps file last, as a hit needs both */
        char *part = xprintf("%s.%ld", cached, (long)getpid());
        char *deps = xprintf("%.*sdeps", (int)(strlen(cached) - 3), cached);
        char *dpart = xprintf("%s.%ld", deps, (long)getpid());
        if (copy_file(elf, part) && !rename(part, cached) && write_dep_hashes(deplist, dpart))
            rename(dpart, deps);
        unlink(part);
        unlink(dpart);
    }
    return rc != 0;
}

/* one package on one board: 0 passed, 1 failed */
static int test_package(const TestOpts *o, const char *dir, const char *board, int serial)
{
    const Board *b = target_load(board);
    if (!b)
        return 1;
    char *selected = list_files(dir, b);
    if (!selected) {
        fprintf(stderr, "corogo test: cannot list the package in %s\n", dir);
        return 1;
    }
    DIR *d = opendir(dir);
    if (!d) {
        fprintf(stderr, "corogo test: cannot read directory %s\n", dir);
        return 1;
    }
    char *tmp = xprintf("%s/test%d", link_tempdir(), serial);
    mkdir(tmp, 0700);
    module_for_copy(dir, tmp);
    /* with external test files (package x_test), the package and its in-package test files are
       copied into p/, the external ones into x/ (their import of the package's path made one of
       p/), and the generated main, of package main, imports both, as go test builds them */
    const char *xfiles = strrchr(selected, '|');
    bool xlayout = xfiles && xfiles[1];
    char *ipath = import_path(dir);
    char *pdir = tmp, *xdir = tmp;
    if (xlayout) {
        pdir = xprintf("%s/p", tmp);
        xdir = xprintf("%s/x", tmp);
        mkdir(pdir, 0700);
        mkdir(xdir, 0700);
        char *gomod = xprintf("%s/go.mod", tmp);
        struct stat st;
        FILE *mf = stat(gomod, &st) ? fopen(gomod, "w") : NULL;
        if (mf) { /* the package is in no module: the copy still is one */
            fputs("module corogo.test/main\n\ngo 1.19\n", mf);
            fclose(mf);
        }
    }
    StrBuf xtests = {0}, xbenches = {0}, xexamples = {0};
    const char *main_qual = NULL;
    char **files = NULL;
    int nfiles = 0, cfiles = 0;
    StrBuf tests = {0};
    bool has_main = false, has_tests = false;
    char *pkg = NULL;
    regex_t test_re, main_re;
    regcomp(&test_re, "^func (Test[^a-z(][A-Za-z0-9_]*|Test)\\([A-Za-z_][A-Za-z0-9_]* \\*testing\\.T\\)",
            REG_EXTENDED | REG_NEWLINE);
    regcomp(&main_re, "^func TestMain\\([A-Za-z_][A-Za-z0-9_]* \\*testing\\.M\\)", REG_EXTENDED | REG_NEWLINE);
    regex_t bench_re;
    regcomp(&bench_re,
            "^func (Benchmark[^a-z(][A-Za-z0-9_]*|Benchmark)\\([A-Za-z_][A-Za-z0-9_]* \\*testing\\.B\\)",
            REG_EXTENDED | REG_NEWLINE);
    StrBuf benches = {0}, examples = {0};
    struct dirent *e;
    char **names = NULL;
    int nnames = 0, cnames = 0;
    while ((e = readdir(d)))
        if (ends_with(e->d_name, ".go") && listed(selected, e->d_name)) {
            char *n = xstrdup(e->d_name);
            VEC_PUSH(names, nnames, cnames, n);
        }
    closedir(d);
    for (int i = 0; i < nnames; i++)
        for (int j = i + 1; j < nnames; j++)
            if (strcmp(names[i], names[j]) > 0) {
                char *t = names[i];
                names[i] = names[j];
                names[j] = t;
            }
    for (int i = 0; i < nnames; i++) {
        char *path = xprintf("%s/%s", dir, names[i]);
        char *src = read_all(path);
        const char *clause = NULL;
        char *name = src ? package_name(src, &clause) : NULL;
        if (!name)
            continue;
        bool is_test = ends_with(names[i], "_test.go");
        bool is_x = is_test && xlayout && ends_with(name, "_test") && listed(xfiles, names[i]);
        if (!pkg && !is_x)
            pkg = name;
        if (is_test) {
            const char *qual = !xlayout ? "" : is_x ? "corogo_x." : "corogo_p.";
            regmatch_t m[2];
            for (const char *s = src; !regexec(&test_re, s, 2, m, s == src ? 0 : REG_NOTBOL); s += m[0].rm_eo) {
                char *tn = xstrndup(s + m[1].rm_so, (size_t)(m[1].rm_eo - m[1].rm_so));
                strbuf_printf(is_x ? &xtests : &tests, "\t\t{\"%s\", %s%s},\n", tn, qual, tn);
                has_tests = true;
                free(tn);
            }
            for (const char *s = src; !regexec(&bench_re, s, 2, m, s == src ? 0 : REG_NOTBOL); s += m[0].rm_eo) {
                char *bn = xstrndup(s + m[1].rm_so, (size_t)(m[1].rm_eo - m[1].rm_so));
                strbuf_printf(is_x ? &xbenches : &benches, "\t\t{\"%s\", %s%s},\n", bn, qual, bn);
                has_tests = true;
                free(bn);
            }
            has_tests = find_examples(src, qual, is_x ? &xexamples : &examples) || has_tests;
            if (!regexec(&main_re, src, 0, NULL, 0)) {
                has_main = true;
                main_qual = qual;
            }
        }
        /* the copy: its package clause kept (-main-package makes it the program's main package, its
           name kept in type names as Go's %T prints them), a test file under a name the go command
           does not set aside */
        const char *into = is_x ? xdir : pdir;
        char *copy = is_test ? xprintf("%s/%.*s_.go", into, (int)(strlen(names[i]) - 3), names[i])
                             : xprintf("%s/%s", into, names[i]);
        FILE *f = fopen(copy, "w");
        if (!f) {
            fprintf(stderr, "corogo test: cannot write %s\n", copy);
            return 1;
        }
        const char *rest = clause;
        if (is_test) {
            int first = 1;
            for (const char *q = src; q < clause; q++)
                first += *q == '\n';
            rest = add_positions(rest, names[i], first);
        }
        if (is_x) /* its import of the package under test: the copy in p/ */
            rest = replace_import(rest, ipath, "corogo.test/main/p");
        fprintf(f, "%.*s%s", (int)(clause - src), src, rest);
        fclose(f);
        VEC_PUSH(files, nfiles, cfiles, copy);
    }
    regfree(&test_re);
    regfree(&main_re);
    regfree(&bench_re);
    if (!has_tests && !has_main) {
        printf("?   \t%s\t[no test files]\n", ipath);
        return 0;
    }
    char *mainfile = xprintf("%s/corogo_testmain.go", tmp);
    FILE *f = fopen(mainfile, "w");
    if (!f)
        return 1;
    BuildTags bt;
    target_build_tags(b, NULL, 0, &bt);
    strbuf_printf(&tests, "%s", strbuf_str(&xtests)); /* Go's order: in-package tests first */
    strbuf_printf(&benches, "%s", strbuf_str(&xbenches));
    strbuf_printf(&examples, "%s", strbuf_str(&xexamples));
    const char *all = xprintf("%s%s%s%s", strbuf_str(&tests), strbuf_str(&benches), strbuf_str(&examples),
                              main_qual ? main_qual : "");
    char *imports = !xlayout ? ""
                             : xprintf("import %s \"corogo.test/main/p\"\nimport %s \"corogo.test/main/x\"\n\n",
                                       strstr(all, "corogo_p.") ? "corogo_p" : "_",
                                       strstr(all, "corogo_x.") ? "corogo_x" : "_");
    fprintf(f, "package %s\n\nimport corogo_testing \"testing\"\n\n%sfunc main() {\n"
               "\tcorogo_testing.CorogoMain([]corogo_testing.InternalTest{\n%s\t}, "
               "[]corogo_testing.InternalBenchmark{\n%s\t}, []corogo_testing.InternalExample{\n%s\t}, "
               "corogo_testing.Options{Pkg: %s, GOOS: %s, GOARCH: %s}, %s)\n}\n",
            xlayout ? "main" : pkg, imports, strbuf_str(&tests), strbuf_str(&benches), strbuf_str(&examples),
            quote(ipath), quote(bt.goos ? bt.goos : "linux"), quote(bt.goarch ? bt.goarch : "arm"),
            has_main ? xprintf("%sTestMain", main_qual) : "nil");
    fclose(f);
    VEC_PUSH(files, nfiles, cfiles, mainfile);
    char *label = o->nboards > 1 ? xprintf("%s (%s)", ipath, board) : xstrdup(ipath);
    fflush(stdout);

    /* the image: built, or the cached build of the same files for the board and -O level */
    char *elf = xprintf("%s/test.elf", tmp);
    int rc = test_image(o, board, b, tmp, files, nfiles, xlayout, strcmp(pkg, "main") && !xlayout ? pkg : NULL, elf);
    /* this run's flags, into the image (runtime-baremetal/testflags.c, lib/testing's imageFlags) */
    StrBuf flags = {0};
    strbuf_printf(&flags, "v=%s\037run=%s\037count=%d\037failfast=%s\037short=%s\037bench=%s\037benchtime=%lld\037benchn=%ld\037",
                  o->verbose || o->json ? "true" : "false", o->run ? o->run : "", o->count,
                  o->failfast ? "true" : "false", o->shrt ? "true" : "false", o->bench ? o->bench : "",
                  o->benchtime_ns, o->benchtime_n);
    if (!rc && !link_patch(elf, "rt_test_flags", strbuf_str(&flags), strlen(strbuf_str(&flags)) + 1)) {
        fprintf(stderr, "corogo test: the flags (%zu bytes) do not fit in the image's rt_test_flags\n",
                strlen(strbuf_str(&flags)));
        rc = 1;
    }
    StrBuf text = {0};
    double elapsed = 0;
    if (rc) {
        strbuf_printf(&text, "FAIL\t%s [build failed]\n", label);
    } else { /* run, its console into a file */
        char *out = xprintf("%s/console", tmp);
        int saved = dup(STDOUT_FILENO), fd = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (saved < 0 || fd < 0 || dup2(fd, STDOUT_FILENO) < 0) {
            fprintf(stderr, "corogo test: cannot write %s\n", out);
            return 1;
        }
        close(fd);
        double t0 = now();
        rc = o->icount ? run_firmware_args(b, elf, (int)o->timeout_s, b->emulator_icount, b->nemulator_icount)
                       : run_firmware(b, elf, (int)o->timeout_s);
        elapsed = now() - t0;
        fflush(stdout);
        dup2(saved, STDOUT_FILENO);
        close(saved);
        char *console = read_all(out);
        if (!console)
            console = xstrdup("");
        if (rc == 124) /* the timeout: Go's test binary panics this way */
            strbuf_printf(&text, "%spanic: test timed out after %s\nFAIL\t%s\t%.3fs\n", console, o->timeout, label,
                          elapsed);
        else if (rc < 0) /* the emulator did not start (said on stderr) */
            strbuf_printf(&text, "FAIL\t%s [emulator failed]\n", label);
        else if (rc == 0 && !o->verbose && !o->json && !o->bench) /* (benchmark results always show) */
            strbuf_printf(&text, "ok  \t%s\t%.3fs\n", label, elapsed);
        else
            strbuf_printf(&text, rc == 0 ? "%sok  \t%s\t%.3fs\n" : "%sFAIL\t%s\t%.3fs\n", console, label,
                          elapsed);
    }
    if (o->json)
        json_convert(stdout, label, strbuf_str(&text), elapsed);
    else
        fputs(strbuf_str(&text), stdout);
    return rc != 0;
}

int test_command(int argc, char **argv)
{
    TestOpts o = {.count = 1, .timeout = "10m", .timeout_s = 600, .benchtime_ns = 1000000000};
    const char **dirs = NULL;
    int ndirs = 0, cdirs = 0;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i] + (argv[i][0] == '-' && argv[i][1] == '-');
        const char *val = NULL;
        const char *eq = strchr(a, '=');
        char *key = eq ? xstrndup(a, (size_t)(eq - a)) : xstrdup(a);
        if (eq)
            val = eq + 1;
        if (a[0] != '-') {
            VEC_PUSH(dirs, ndirs, cdirs, argv[i]);
            continue;
        }
        bool needs = !strcmp(key, "-target") || !strcmp(key, "-run") || !strcmp(key, "-count") ||
                     !strcmp(key, "-timeout") || !strcmp(key, "-bench") || !strcmp(key, "-benchtime");
        if (needs && !val) {
            if (i + 1 >= argc)
                test_usage(xprintf("flag %s needs a value", key));
            val = argv[++i];
        }
        if (!strcmp(key, "-target")) {
            for (char *s = xstrdup(val), *tok = strtok(s, ","); tok; tok = strtok(NULL, ","))
                VEC_PUSH(o.boards, o.nboards, o.cboards, tok);
        } else if (!strcmp(key, "-v")) {
            o.verbose = true;
        } else if (!strcmp(key, "-bench")) {
            o.bench = val;
        } else if (!strcmp(key, "-benchtime")) {
            size_t vl = strlen(val);
            if (vl > 1 && val[vl - 1] == 'x') {
                o.benchtime_n = atol(val);
                o.benchtime_ns = 0;
                if (o.benchtime_n < 1)
                    test_usage(xprintf("bad -benchtime %s", val));
            } else {
                double d = duration(val);
                if (d <= 0)
                    test_usage(xprintf("bad -benchtime %s (a duration, or N times: 100x)", val));
                o.benchtime_ns = (long long)(d * 1e9);
            }
        } else if (!strcmp(key, "-json")) {
            o.json = true;
        } else if (!strcmp(key, "-icount")) {
            o.icount = true;
        } else if (!strcmp(key, "-failfast")) {
            o.failfast = true;
        } else if (!strcmp(key, "-short")) {
            o.shrt = true;
        } else if (!strcmp(key, "-run")) {
            o.run = val;
        } else if (!strcmp(key, "-count")) {
            o.count = atoi(val);
            if (o.count < 1)
                test_usage(xprintf("bad -count %s", val));
        } else if (!strcmp(key, "-timeout")) {
            o.timeout = val;
            o.timeout_s = duration_seconds(val);
            if (o.timeout_s < 0)
                test_usage(xprintf("bad -timeout %s (a duration: 30s, 10m)", val));
        } else if (!strcmp(key, "-O0") || !strcmp(key, "-O1") || !strcmp(key, "-O2") || !strcmp(key, "-Os") ||
                   !strcmp(key, "-Oz")) {
            o.opt = key;
        } else {
            test_usage(xprintf("unknown flag %s", a));
        }
    }
    if ((o.run && strchr(o.run, '\037')) || (o.bench && strchr(o.bench, '\037')))
        test_usage("a -run or -bench pattern holds the byte 0x1f, which separates the flags in the image");
    if (!o.nboards)
        test_usage("missing -target=BOARD (corogo targets lists the boards)");
    if (!ndirs)
        VEC_PUSH(dirs, ndirs, cdirs, ".");
    bool failed = false;
    int serial = 0;
    for (int b = 0; b < o.nboards; b++)
        for (int i = 0; i < ndirs; i++) {
            if (!ends_with(dirs[i], "/...")) {
                if (test_package(&o, dirs[i], o.boards[b], serial++))
                    failed = true;
                continue;
            }
            const Board *board = target_load(o.boards[b]);
            int n;
            char **pkgs = board ? expand_pattern(dirs[i], board, &n) : NULL;
            if (!pkgs) {
                failed = true;
                continue;
            }
            for (int k = 0; k < n; k++)
                if (test_package(&o, pkgs[k], o.boards[b], serial++))
                    failed = true;
        }
    if (failed && !o.json)
        printf("FAIL\n");
    return failed ? 1 : 0;
}
