/* target.c - boards and LLVM target machines. A board is described by boards/<name>/board.json,
 * read with base/json.c (which allows // comments), merged key by key with the bases it "inherits" from boards/common/<base>.json
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

/* parse a whole file into a JSON object; NULL after printing an error */
static JVal *json_read_file(const char *path)
{
    SrcFile *src = util_read_source(path);
    if (!src) {
        fprintf(stderr, "corogo: error: cannot read %s: %s\n", path, strerror(errno));
        return NULL;
    }
    int n;
    JVal **v = json_parse(path, src->text, src->len, &n);
    if (!v)
        return NULL;
    if (n != 1 || v[0]->kind != J_OBJ) {
        fprintf(stderr, "%s:%d: error: %s\n", path, n ? v[n > 1]->line : 1,
                n > 1 ? "unexpected text after the top-level value" : "a board descriptor must be a JSON object");
        return NULL;
    }
    return v[0];
}

/* child wins: append the base's keys the child does not have */
static void jmerge(JVal *child, const JVal *base)
{
    for (int i = 0; i < base->n; i++) {
        if (json_get(child, base->keys[i]))
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
    JVal *inh = json_get(v, "inherits");
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
    JVal *v = json_get(obj, key);
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
    JVal *v = json_get(obj, key);
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
    JVal *v = json_get(obj, key);
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
    b->timer_irq = json_get(v, "timer-irq") ? (int)get_int(path, v, "timer-irq", &ok) : -1;
    b->irq_count = json_get(v, "irq-count") ? (int)get_int(path, v, "irq-count", &ok) : 0;
    if (b->irq_count <= 0)
        b->irq_count = !strcmp(b->arch, "cortex-m") ? 32 : 64;
    if (ok && (b->irq_count > 240 || b->timer_irq < -1 || b->timer_irq >= b->irq_count)) {
        fprintf(stderr, "%s: error: \"irq-count\" must be at most 240 and \"timer-irq\" -1 or below it\n", path);
        ok = false;
    }
    b->flash_origin = get_int(path, v, "flash-origin", &ok);
    b->flash_size = get_int(path, v, "flash-size", &ok);
    b->ram_origin = get_int(path, v, "ram-origin", &ok);
    b->ram_size = get_int(path, v, "ram-size", &ok);
    b->stack_size = get_int(path, v, "stack-size", &ok);
    if (ok && (b->stack_size < 0 || b->stack_size > b->ram_size)) {
        fprintf(stderr, "%s: error: \"stack-size\" must be between 0 and the \"ram-size\"\n", path);
        ok = false;
    }
    JVal *emu = json_get(v, "emulator");
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
    b->goos = get_str(path, v, "goos", false, &ok);
    b->goarch = get_str(path, v, "goarch", false, &ok);
    if (!*b->goos)
        b->goos = "linux";
    if (!*b->goarch)
        b->goarch = "arm";
    JVal *cf = json_get(v, "cflags");
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
    *out = (BuildTags){.goos = b->goos, .goarch = b->goarch};
    for (int i = 0; i < b->ntags; i++)
        VEC_PUSH(out->tags, out->ntags, cap, b->tags[i]);
    VEC_PUSH(out->tags, out->ntags, cap, "baremetal");
    VEC_PUSH(out->tags, out->ntags, cap, "corogo");
    VEC_PUSH(out->tags, out->ntags, cap, "math_big_pure_go"); /* Go's portable math/big, not arm's assembly */
    for (int i = 0; i < nextra; i++)
        VEC_PUSH(out->tags, out->ntags, cap, extra[i]);
}
