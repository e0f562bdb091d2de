/* target.c - boards and LLVM target machines. A board is described by boards/<name>/board.json,
 * read here with a small JSON reader of our own (objects, arrays, strings, numbers, true/false/null,
 * and // comments), merged key by key with the bases it "inherits" from boards/common/<base>.json
 * (the child wins); errors name the file and line. From a loaded Board, target_machine builds the
 * LLVM target machine for the board's triple, CPU, features and ABI (static relocation). The
 * board files are found under the project's source tree (base/paths.c). */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <llvm-c/Target.h>

#include "corogo.h"

/* ---------------------------------------------------------------- JSON reader */

typedef enum { J_NULL, J_BOOL, J_NUM, J_STR, J_ARR, J_OBJ } JKind;

typedef struct JVal JVal;
struct JVal {
    JKind kind;
    int line;
    double num;
    char *str;       /* J_STR */
    JVal **items;    /* J_ARR elements, J_OBJ values */
    char **keys;     /* J_OBJ */
    int n, cap, kcap;
};

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
            case 'u': { /* only ASCII escapes are needed in board files */
                unsigned u = 0;
                for (int i = 0; i < 4; i++) {
                    if (jp->p >= jp->end || !isxdigit((unsigned char)*jp->p)) {
                        jerror(jp, "bad \\u escape");
                        return xstrdup("");
                    }
                    char h = *jp->p++;
                    u = u * 16 + (unsigned)(isdigit((unsigned char)h) ? h - '0' : (tolower(h) - 'a' + 10));
                }
                if (u == 0 || u > 0x7f) {
                    jerror(jp, "only ASCII \\u escapes are supported");
                    return xstrdup("");
                }
                c = (char)u;
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

/* parse a whole file into a JSON object; NULL after printing an error */
static JVal *json_read_file(const char *path)
{
    SrcFile *src = util_read_source(path);
    if (!src) {
        fprintf(stderr, "corogo: error: cannot read %s: %s\n", path, strerror(errno));
        return NULL;
    }
    JParser jp = {.file = path, .p = src->text, .end = src->text + src->len, .line = 1};
    JVal *v = jvalue(&jp, 0);
    if (v && !jp.failed) {
        jskip(&jp);
        if (jp.p < jp.end)
            jerror(&jp, "unexpected text after the top-level value");
        else if (v->kind != J_OBJ) {
            jp.line = v->line;
            jerror(&jp, "a board descriptor must be a JSON object");
        }
    }
    return jp.failed ? NULL : v;
}

static JVal *jget(const JVal *obj, const char *key)
{
    for (int i = obj->n - 1; i >= 0; i--)
        if (!strcmp(obj->keys[i], key))
            return obj->items[i];
    return NULL;
}

/* child wins: append the base's keys the child does not have */
static void jmerge(JVal *child, const JVal *base)
{
    for (int i = 0; i < base->n; i++) {
        if (jget(child, base->keys[i]))
            continue;
        int n = child->n, kn = child->n;
        VEC_PUSH(child->items, n, child->cap, base->items[i]);
        VEC_PUSH(child->keys, kn, child->kcap, base->keys[i]);
        child->n = n;
    }
}

/* ---------------------------------------------------------------- board loading */

static bool is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static bool valid_name(const char *name)
{
    if (!*name || *name == '.')
        return false;
    for (const char *p = name; *p; p++)
        if (!isalnum((unsigned char)*p) && *p != '-' && *p != '_' && *p != '.')
            return false;
    return true;
}

/* read 'path' and merge in its bases, recursively; NULL after an error */
static JVal *load_with_bases(const char *path, int depth)
{
    JVal *v = json_read_file(path);
    if (!v)
        return NULL;
    JVal *inh = jget(v, "inherits");
    if (!inh)
        return v;
    if (depth > 8) {
        fprintf(stderr, "%s:%d: error: \"inherits\" nested too deeply (a cycle?)\n", path, inh->line);
        return NULL;
    }
    JVal *single[1] = {inh};
    JVal **bases = single;
    int nbases = 1;
    if (inh->kind == J_ARR) {
        bases = inh->items;
        nbases = inh->n;
    }
    for (int i = 0; i < nbases; i++) {
        if (bases[i]->kind != J_STR || !valid_name(bases[i]->str)) {
            fprintf(stderr, "%s:%d: error: \"inherits\" must name a base in boards/common\n", path,
                    bases[i]->line);
            return NULL;
        }
        char *bpath = xprintf("%s/boards/common/%s.json", paths_root(), bases[i]->str);
        JVal *b = load_with_bases(bpath, depth + 1);
        if (!b)
            return NULL;
        jmerge(v, b);
    }
    return v;
}

static const char *get_str(const char *path, JVal *obj, const char *key, bool required, bool *ok)
{
    JVal *v = jget(obj, key);
    if (!v) {
        if (required) {
            fprintf(stderr, "%s: error: missing key \"%s\"\n", path, key);
            *ok = false;
        }
        return "";
    }
    if (v->kind != J_STR) {
        fprintf(stderr, "%s:%d: error: \"%s\" must be a string\n", path, v->line, key);
        *ok = false;
        return "";
    }
    return v->str;
}

/* an optional array of strings: NULL-terminated, its length in *n (0 and NULL when absent) */
static const char **get_strs(const char *path, JVal *obj, const char *key, int *n, bool *ok)
{
    JVal *v = jget(obj, key);
    *n = 0;
    if (!v)
        return NULL;
    if (v->kind != J_ARR) {
        fprintf(stderr, "%s:%d: error: \"%s\" must be an array of strings\n", path, v->line, key);
        *ok = false;
        return NULL;
    }
    const char **a = xmalloc(sizeof(char *) * (size_t)(v->n + 1));
    for (int i = 0; i < v->n; i++) {
        if (v->items[i]->kind != J_STR) {
            fprintf(stderr, "%s:%d: error: \"%s\" must be an array of strings\n", path,
                    v->items[i]->line, key);
            *ok = false;
            free(a);
            return NULL;
        }
        a[i] = v->items[i]->str;
    }
    a[v->n] = NULL;
    *n = v->n;
    return a;
}

/* a number, or a string holding a C integer ("0x20000000", "4M" is not accepted) */
static long long get_int(const char *path, JVal *obj, const char *key, bool *ok)
{
    JVal *v = jget(obj, key);
    if (!v)
        return 0;
    if (v->kind == J_NUM && v->num >= -4e18 && v->num <= 4e18 && v->num == (double)(long long)v->num)
        return (long long)v->num;
    if (v->kind == J_STR) {
        char *end;
        errno = 0;
        long long n = strtoll(v->str, &end, 0);
        if (!errno && end != v->str && !*end)
            return n;
    }
    fprintf(stderr, "%s:%d: error: \"%s\" must be an integer\n", path, v->line, key);
    *ok = false;
    return 0;
}

/* -target=path/to/board.json (or the folder holding it): a board outside the repository, named
   after its folder; it inherits bases from boards/common and links the runtime of the board its
   "runtime" names */
static bool outside_board(const char *arg, char **dir, char **path, char **name)
{
    size_t n = strlen(arg);
    if (!strchr(arg, '/') && !(n > 5 && !strcmp(arg + n - 5, ".json")))
        return false;
    if (n <= 5 || strcmp(arg + n - 5, ".json")) { /* the folder holding board.json */
        *dir = xstrdup(arg);
        *path = xprintf("%s/board.json", arg);
    } else {
        *path = xstrdup(arg);
        const char *slash = strrchr(arg, '/');
        *dir = slash ? xstrndup(arg, (size_t)(slash - arg)) : xstrdup(".");
    }
    char real[PATH_MAX];
    if (realpath(*dir, real))
        *dir = xstrdup(real);
    const char *base = strrchr(*dir, '/');
    *name = xstrdup(base ? base + 1 : *dir);
    return true;
}

const Board *target_load(const char *name)
{
    char *dir, *path, *outside_name;
    bool outside = outside_board(name, &dir, &path, &outside_name);
    if (outside) {
        struct stat st;
        if (stat(path, &st) != 0) {
            fprintf(stderr, "corogo: error: cannot read %s: %s\n", path, strerror(errno));
            return NULL;
        }
        name = outside_name;
    } else {
        dir = xprintf("%s/boards/%s", paths_root(), name);
        if (!valid_name(name) || !strcmp(name, "common") || !is_dir(dir)) {
            fprintf(stderr, "corogo: error: unknown board \"%s\" (corogo targets lists the boards)\n", name);
            return NULL;
        }
        path = xprintf("%s/board.json", dir);
    }
    JVal *v = load_with_bases(path, 0);
    if (!v)
        return NULL;
    bool ok = true;
    Board *b = xmalloc(sizeof *b);
    b->name = xstrdup(name);
    b->dir = dir;
    b->description = get_str(path, v, "description", false, &ok);
    b->llvm_target = get_str(path, v, "llvm-target", true, &ok);
    b->layout = b->llvm_target ? type_layout_for(b->llvm_target) : NULL;
    if (b->llvm_target && !b->layout) {
        fprintf(stderr, "corogo: error: %s: no type layout for LLVM target \"%s\" (src/check/types.c)\n", path,
                b->llvm_target);
        ok = false;
    }
    b->cpu = get_str(path, v, "cpu", true, &ok);
    b->features = get_str(path, v, "features", false, &ok);
    b->abi = get_str(path, v, "abi", false, &ok);
    b->fpu = get_str(path, v, "fpu", false, &ok);
    if (!*b->fpu)
        b->fpu = "none";
    if (ok && !strcmp(b->fpu, "none") && (strstr(b->features, "+f") || strstr(b->features, "+d,") ||
                                          strstr(b->features, "+vfp") || strstr(b->features, "+fp-"))) {
        fprintf(stderr, "%s: error: \"fpu\" is \"none\" but \"features\" enable floating-point hardware\n", path);
        ok = false;
    }
    b->arch = get_str(path, v, "arch", true, &ok);
    b->libc = get_str(path, v, "libc", false, &ok);
    if (!*b->libc)
        b->libc = "picolibc";
    const char *ls = get_str(path, v, "linkerscript", true, &ok);
    b->linkerscript = ls[0] == '/' ? ls : xprintf("%s/%s", dir, ls);
    b->runtime = get_str(path, v, "runtime", false, &ok);
    if (!*b->runtime)
        b->runtime = b->name;
    if (!valid_name(b->runtime)) {
        fprintf(stderr, "%s: error: \"runtime\" must name a board of the repository\n", path);
        ok = false;
    }
    b->link_rsp = xprintf("%s/runtime/%s/link.rsp", paths_build_dir(), b->runtime);
    b->chip = get_str(path, v, "chip", false, &ok);
    if (!*b->chip)
        b->chip = b->cpu;
    b->uf2_family_id = get_int(path, v, "uf2-family-id", &ok);
    b->flash = get_strs(path, v, "flash", &b->nflash, &ok);
    b->flash_origin = get_int(path, v, "flash-origin", &ok);
    b->flash_size = get_int(path, v, "flash-size", &ok);
    b->ram_origin = get_int(path, v, "ram-origin", &ok);
    b->ram_size = get_int(path, v, "ram-size", &ok);
    b->stack_size = get_int(path, v, "stack-size", &ok);
    if (ok && (b->stack_size < 0 || b->stack_size > b->ram_size)) {
        fprintf(stderr, "%s: error: \"stack-size\" must be between 0 and the \"ram-size\"\n", path);
        ok = false;
    }
    JVal *emu = jget(v, "emulator");
    if (!emu || emu->kind != J_ARR || emu->n == 0) {
        fprintf(stderr, "%s: error: \"emulator\" must be a non-empty array of strings\n", path);
        ok = false;
    } else {
        b->emulator = xmalloc(sizeof(char *) * (size_t)(emu->n + 1));
        for (int i = 0; i < emu->n; i++) {
            if (emu->items[i]->kind != J_STR) {
                fprintf(stderr, "%s:%d: error: \"emulator\" must be an array of strings\n", path,
                        emu->items[i]->line);
                ok = false;
                break;
            }
            b->emulator[i] = emu->items[i]->str;
        }
        b->nemulator = emu->n;
    }
    b->emulator_icount = get_strs(path, v, "emulator-icount", &b->nemulator_icount, &ok);
    b->tags = get_strs(path, v, "tags", &b->ntags, &ok);
    JVal *cf = jget(v, "cflags");
    if (cf) {
        if (cf->kind != J_ARR) {
            fprintf(stderr, "%s:%d: error: \"cflags\" must be an array of strings\n", path, cf->line);
            ok = false;
        } else {
            b->cflags = xmalloc(sizeof(char *) * (size_t)(cf->n + 1));
            for (int i = 0; i < cf->n; i++) {
                if (cf->items[i]->kind != J_STR) {
                    fprintf(stderr, "%s:%d: error: \"cflags\" must be an array of strings\n", path,
                            cf->items[i]->line);
                    ok = false;
                    break;
                }
                b->cflags[i] = cf->items[i]->str;
            }
            b->ncflags = cf->n;
        }
    }
    return ok ? b : NULL;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static char *size_str(long long n)
{
    if (n && n % (1024 * 1024) == 0)
        return xprintf("%lldM", n / (1024 * 1024));
    if (n && n % 1024 == 0)
        return xprintf("%lldK", n / 1024);
    return xprintf("%lld", n);
}

/* the names of the boards (directories of boards/ with a board.json), sorted */
static char **board_names(int *count)
{
    char *root = xprintf("%s/boards", paths_root());
    char **names = NULL;
    int n = 0, cap = 0;
    DIR *d = opendir(root);
    if (!d) {
        fprintf(stderr, "corogo: error: cannot open %s: %s\n", root, strerror(errno));
        *count = 0;
        return NULL;
    }
    struct dirent *e;
    while ((e = readdir(d))) {
        if (!valid_name(e->d_name) || !strcmp(e->d_name, "common"))
            continue;
        char *bj = xprintf("%s/%s/board.json", root, e->d_name);
        struct stat st;
        if (stat(bj, &st) == 0)
            VEC_PUSH(names, n, cap, xstrdup(e->d_name));
        free(bj);
    }
    closedir(d);
    if (n)
        qsort(names, (size_t)n, sizeof *names, cmp_str);
    *count = n;
    return names;
}

/* one line per board: name, CPU, flash, RAM, description; boards that fail to load are reported
 * on stderr and skipped */
void target_list(FILE *out)
{
    int n;
    char **names = board_names(&n);
    for (int i = 0; i < n; i++) {
        const Board *b = target_load(names[i]);
        if (!b)
            continue;
        fprintf(out, "%-16s %-12s %-12s flash %-6s ram %-6s %s\n", b->name, b->chip, b->cpu,
                size_str(b->flash_size), size_str(b->ram_size), b->description);
    }
}

const char **target_all_tags(int *count)
{
    int n, ntags = 0, cap = 0;
    char **names = board_names(&n);
    const char **tags = NULL;
    for (int i = 0; i < n; i++) {
        const Board *b = target_load(names[i]);
        for (int k = 0; b && k < b->ntags; k++)
            VEC_PUSH(tags, ntags, cap, b->tags[k]);
    }
    *count = ntags;
    return tags;
}

/* ---------------------------------------------------------------- LLVM target machine */

LLVMTargetMachineRef target_machine(const Board *b, int optlevel)
{
    static bool initialised;
    if (!initialised) {
        LLVMInitializeARMTargetInfo();
        LLVMInitializeARMTarget();
        LLVMInitializeARMTargetMC();
        LLVMInitializeARMAsmPrinter();
        LLVMInitializeARMAsmParser();
        LLVMInitializeRISCVTargetInfo();
        LLVMInitializeRISCVTarget();
        LLVMInitializeRISCVTargetMC();
        LLVMInitializeRISCVAsmPrinter();
        LLVMInitializeRISCVAsmParser();
        initialised = true;
    }
    LLVMTargetRef t;
    char *err = NULL;
    if (LLVMGetTargetFromTriple(b->llvm_target, &t, &err)) {
        fprintf(stderr, "corogo: error: board %s: LLVM target \"%s\": %s\n", b->name, b->llvm_target,
                err ? err : "unknown");
        LLVMDisposeMessage(err);
        return NULL;
    }
    LLVMTargetMachineOptionsRef o = LLVMCreateTargetMachineOptions();
    LLVMTargetMachineOptionsSetCPU(o, b->cpu);
    LLVMTargetMachineOptionsSetFeatures(o, b->features);
    if (b->abi && *b->abi)
        LLVMTargetMachineOptionsSetABI(o, b->abi);
    LLVMCodeGenOptLevel level = optlevel == 0   ? LLVMCodeGenLevelNone
                                : optlevel == 1 ? LLVMCodeGenLevelLess
                                                : LLVMCodeGenLevelDefault;
    LLVMTargetMachineOptionsSetCodeGenOptLevel(o, level);
    LLVMTargetMachineOptionsSetRelocMode(o, LLVMRelocStatic);
    LLVMTargetMachineOptionsSetCodeModel(o, LLVMCodeModelDefault);
    LLVMTargetMachineRef tm = LLVMCreateTargetMachineWithOptions(t, b->llvm_target, o);
    LLVMDisposeTargetMachineOptions(o);
    if (!tm)
        fprintf(stderr, "corogo: error: board %s: cannot create the LLVM target machine\n", b->name);
    return tm;
}

/* set the module's triple, data layout and ABI flag for the board */
void target_configure_module(LLVMModuleRef m, LLVMTargetMachineRef tm, const Board *b)
{
    LLVMSetTarget(m, b->llvm_target);
    LLVMTargetDataRef td = LLVMCreateTargetDataLayout(tm);
    LLVMSetModuleDataLayout(m, td);
    LLVMDisposeTargetData(td);
    if (b->abi && *b->abi) {
        LLVMContextRef ctx = LLVMGetModuleContext(m);
        LLVMMetadataRef s = LLVMMDStringInContext2(ctx, b->abi, strlen(b->abi));
        LLVMAddModuleFlag(m, LLVMModuleFlagBehaviorError, "target-abi", 10, s);
    }
}

void target_build_tags(const Board *b, const char *const *extra, int nextra, BuildTags *out)
{
    int cap = 0;
    *out = (BuildTags){0};
    for (int i = 0; i < b->ntags; i++)
        VEC_PUSH(out->tags, out->ntags, cap, b->tags[i]);
    VEC_PUSH(out->tags, out->ntags, cap, "corogo");
    for (int i = 0; i < nextra; i++)
        VEC_PUSH(out->tags, out->ntags, cap, extra[i]);
    out->known = target_all_tags(&out->nknown);
}
