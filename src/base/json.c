/* json.c - a small JSON reader: objects, arrays, strings (every \\u escape), numbers,
 * true/false/null, and // comments (board files carry them). A text holds one value or a stream of
 * values one after another, the way `go list -json` prints its packages. Errors name the text and
 * line ("boards/x/board.json:3: error: ..."). The board descriptors (builder/target.c) and the
 * package loader (loader/package.c) read their JSON here. */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "corogo.h"

typedef struct JParser {
    const char *file, *p, *end;
    int line;
    bool failed;
} JParser;

static void jerror(JParser *jp, const char *msg)
{
    if (!jp->failed)
        fprintf(stderr, "%s:%d: error: %s\n", jp->file, jp->line, msg);
    jp->failed = true;
}

static void jskip(JParser *jp)
{
    while (jp->p < jp->end) {
        char c = *jp->p;
        if (c == '\n') {
            jp->line++;
            jp->p++;
        } else if (c == ' ' || c == '\t' || c == '\r') {
            jp->p++;
        } else if (c == '/' && jp->p + 1 < jp->end && jp->p[1] == '/') {
            while (jp->p < jp->end && *jp->p != '\n')
                jp->p++;
        } else {
            break;
        }
    }
}

static JVal *jnew(JParser *jp, JKind k)
{
    JVal *v = xmalloc(sizeof *v);
    v->kind = k;
    v->line = jp->line;
    return v;
}

/* four hex digits of a \\u escape, -1 if they are not */
static long jhex4(JParser *jp)
{
    long u = 0;
    for (int i = 0; i < 4; i++) {
        if (jp->p >= jp->end || !isxdigit((unsigned char)*jp->p))
            return -1;
        char h = *jp->p++;
        u = u * 16 + (isdigit((unsigned char)h) ? h - '0' : (tolower(h) - 'a' + 10));
    }
    return u;
}

static char *jstring(JParser *jp)
{
    jp->p++; /* opening quote */
    char *buf = NULL;
    int n = 0, cap = 0;
    for (;;) {
        if (jp->p >= jp->end || *jp->p == '\n') {
            jerror(jp, "unterminated string");
            return xstrdup("");
        }
        char c = *jp->p++;
        if (c == '"')
            break;
        if (c == '\\') {
            if (jp->p >= jp->end) {
                jerror(jp, "unterminated string");
                return xstrdup("");
            }
            char e = *jp->p++;
            switch (e) {
            case 'n': c = '\n'; break;
            case 't': c = '\t'; break;
            case 'r': c = '\r'; break;
            case 'b': c = '\b'; break;
            case 'f': c = '\f'; break;
            case '"': case '\\': case '/': c = e; break;
            case 'u': { /* go list escapes <, > and & this way; any code point (pairs for the rest) */
                long u = jhex4(jp);
                if (u >= 0xD800 && u < 0xDC00 && jp->end - jp->p >= 6 && jp->p[0] == '\\' && jp->p[1] == 'u') {
                    jp->p += 2;
                    long lo = jhex4(jp);
                    u = lo >= 0xDC00 && lo < 0xE000 ? 0x10000 + ((u - 0xD800) << 10) + (lo - 0xDC00) : -1;
                }
                if (u <= 0 || (u >= 0xD800 && u < 0xE000)) {
                    jerror(jp, "bad \\u escape");
                    return xstrdup("");
                }
                char enc[4];
                int k = utf8_encode(enc, u);
                for (int i = 0; i < k - 1; i++)
                    VEC_PUSH(buf, n, cap, enc[i]);
                c = enc[k - 1];
                break;
            }
            default:
                jerror(jp, "bad escape in string");
                return xstrdup("");
            }
        }
        VEC_PUSH(buf, n, cap, c);
    }
    VEC_PUSH(buf, n, cap, '\0');
    return buf;
}

#define JSON_MAX_DEPTH 32

static JVal *jvalue(JParser *jp, int depth)
{
    jskip(jp);
    if (depth > JSON_MAX_DEPTH) {
        jerror(jp, "nested too deeply");
        return NULL;
    }
    if (jp->p >= jp->end) {
        jerror(jp, "unexpected end of file");
        return NULL;
    }
    char c = *jp->p;
    if (c == '"') {
        JVal *v = jnew(jp, J_STR);
        v->str = jstring(jp);
        return v;
    }
    if (c == '{' || c == '[') {
        bool obj = c == '{';
        JVal *v = jnew(jp, obj ? J_OBJ : J_ARR);
        char close = obj ? '}' : ']';
        jp->p++;
        jskip(jp);
        if (jp->p < jp->end && *jp->p == close) {
            jp->p++;
            return v;
        }
        for (;;) {
            jskip(jp);
            char *key = NULL;
            if (obj) {
                if (jp->p >= jp->end || *jp->p != '"') {
                    jerror(jp, "expected a string key");
                    return NULL;
                }
                key = jstring(jp);
                jskip(jp);
                if (jp->p >= jp->end || *jp->p != ':') {
                    jerror(jp, "expected ':' after key");
                    return NULL;
                }
                jp->p++;
            }
            JVal *item = jvalue(jp, depth + 1);
            if (!item)
                return NULL;
            int n = v->n, kn = v->n;
            VEC_PUSH(v->items, n, v->cap, item);
            if (obj)
                VEC_PUSH(v->keys, kn, v->kcap, key);
            v->n = n;
            jskip(jp);
            if (jp->p < jp->end && *jp->p == ',') {
                jp->p++;
                continue;
            }
            if (jp->p < jp->end && *jp->p == close) {
                jp->p++;
                return v;
            }
            jerror(jp, obj ? "expected ',' or '}'" : "expected ',' or ']'");
            return NULL;
        }
    }
    if (c == '-' || isdigit((unsigned char)c)) {
        JVal *v = jnew(jp, J_NUM);
        char *endp;
        errno = 0;
        v->num = strtod(jp->p, &endp);
        if (endp == jp->p || endp > jp->end || errno) {
            jerror(jp, "bad number");
            return NULL;
        }
        jp->p = endp;
        return v;
    }
    static const struct { const char *word; JKind kind; double num; } words[] = {
        {"true", J_BOOL, 1}, {"false", J_BOOL, 0}, {"null", J_NULL, 0},
    };
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++) {
        size_t len = strlen(words[i].word);
        if ((size_t)(jp->end - jp->p) >= len && !strncmp(jp->p, words[i].word, len)) {
            JVal *v = jnew(jp, words[i].kind);
            v->num = words[i].num;
            jp->p += len;
            return v;
        }
    }
    jerror(jp, "unexpected character");
    return NULL;
}

JVal **json_parse(const char *name, const char *text, size_t len, int *count)
{
    JParser jp = {.file = name, .p = text, .end = text + len, .line = 1};
    JVal **vals = NULL;
    int n = 0, cap = 0;
    for (;;) {
        jskip(&jp);
        if (jp.p >= jp.end)
            break;
        JVal *v = jvalue(&jp, 0);
        if (!v || jp.failed)
            return NULL;
        VEC_PUSH(vals, n, cap, v);
    }
    *count = n;
    return n ? vals : xmalloc(sizeof *vals);
}

JVal *json_get(const JVal *obj, const char *key)
{
    if (!obj || obj->kind != J_OBJ)
        return NULL;
    for (int i = obj->n - 1; i >= 0; i--)
        if (!strcmp(obj->keys[i], key))
            return obj->items[i];
    return NULL;
}

const char *json_str(const JVal *obj, const char *key)
{
    JVal *v = json_get(obj, key);
    return v && v->kind == J_STR ? v->str : NULL;
}

bool json_bool(const JVal *obj, const char *key)
{
    JVal *v = json_get(obj, key);
    return v && v->kind == J_BOOL && v->num != 0;
}
