/* link.c - from LLVM module to firmware image. The module is emitted as an object (one section per
 * function and global, so that --gc-sections works) into a private temporary directory (created
 * with mkdtemp, removed at exit), user .c files are compiled with
 * clang-19 for the board, and ld.lld-19 links everything with the board's linker script and the
 * runtime's response file (build/runtime/<board>/link.rsp: runtime archive, libc, libgcc):
 *     ld.lld-19 --gc-sections --defsym=__stack_size=N [--defsym=__heap_size=H] -T <script> -o OUT.elf
 *         <object> <user objects> [libcorogo_rt_noheap.a] libcorogo_rt_{gc,gc_oz,leaking}.a @link.rsp
 * (N: -stack-size, else the board's "stack-size"; the script places the stack and its guard, and the
 * collector's heap between .bss and the guard, H bytes of it with -heap=H; the archive is the Go
 * allocator of the heap mode, the collector compiled -Oz in -Oz firmware; the frame pools without the
 * heap's branches first when no frame can come from the heap). After the link,
 * ram_check: .data + .bss (and a capped heap) must end below the stack guard.
 * Tools run through posix_spawn (no shell) with stdout/stderr inherited, so their own messages reach
 * the user. .bin and .hex images are made from the ELF with llvm-objcopy-19. */
#include <errno.h>
#include <fcntl.h>
#include <dirent.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "corogo.h"

extern char **environ;

/* ---------------------------------------------------------------- the RAM check */

static unsigned long rd32(const unsigned char *p, int n)
{
    unsigned long v = 0;
    for (int i = n - 1; i >= 0; i--)
        v = v << 8 | p[i];
    return v;
}

/* the values of the linker-script symbols names[0..n-1] in an ELF32 little-endian file (both
   boards); false if it cannot be read or one is missing */
/* every symbol of the ELF file's symbol table: fn(name, value, size, its st_info, ctx) */
typedef void (*SymFn)(const char *name, unsigned long value, unsigned long size, unsigned info, void *ctx);

/* the whole file, when it is an ELF32 little-endian one (both boards' kind); NULL otherwise */
static unsigned char *elf_load(const char *path, long *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    unsigned char *img = NULL;
    *len = 0;
    if (!fseek(f, 0, SEEK_END) && (*len = ftell(f)) > 52 && !fseek(f, 0, SEEK_SET)) {
        img = xmalloc((size_t)*len);
        if (fread(img, 1, (size_t)*len, f) != (size_t)*len)
            *len = 0;
    }
    fclose(f);
    if (img && *len > 52 && !memcmp(img, "\177ELF", 4) && img[4] == 1 && img[5] == 1)
        return img;
    free(img);
    return NULL;
}

static bool elf_walk(const char *path, SymFn fn, void *ctx)
{
    long len;
    unsigned char *img = elf_load(path, &len);
    bool ok = img != NULL;
    if (ok) {
        unsigned long shoff = rd32(img + 32, 4), shentsize = rd32(img + 46, 2), shnum = rd32(img + 48, 2);
        for (unsigned long i = 0; i < shnum && shoff + (i + 1) * shentsize <= (unsigned long)len; i++) {
            const unsigned char *sh = img + shoff + i * shentsize;
            if (rd32(sh + 4, 4) != 2) /* SHT_SYMTAB */
                continue;
            unsigned long off = rd32(sh + 16, 4), size = rd32(sh + 20, 4), link = rd32(sh + 24, 4);
            const unsigned char *strh = img + shoff + link * shentsize;
            unsigned long stroff = rd32(strh + 16, 4), strsize = rd32(strh + 20, 4);
            if (off + size > (unsigned long)len || stroff + strsize > (unsigned long)len)
                break;
            for (unsigned long s = 0; s + 16 <= size; s += 16) {
                unsigned long name = rd32(img + off + s, 4);
                if (name >= strsize)
                    continue;
                const char *nm = (const char *)img + stroff + name;
                if (strnlen(nm, strsize - name) < strsize - name)
                    fn(nm, rd32(img + off + s + 4, 4), rd32(img + off + s + 8, 4), img[off + s + 12], ctx);
            }
        }
    }
    free(img);
    return ok;
}

typedef struct Want {
    const char *const *names;
    unsigned long *vals;
    bool *seen;
    int n, found;
} Want;

static void want_sym(const char *nm, unsigned long value, unsigned long size, unsigned info, void *ctx)
{
    (void)size;
    (void)info;
    Want *w = ctx;
    for (int k = 0; k < w->n; k++)
        if (!w->seen[k] && !strcmp(nm, w->names[k])) {
            w->vals[k] = value;
            w->seen[k] = true;
            w->found++;
        }
}

/* one symbol's value and size (link_patch) */
typedef struct SymSize {
    const char *name;
    unsigned long value, size;
    bool found;
} SymSize;

static void sym_size(const char *nm, unsigned long value, unsigned long size, unsigned info, void *ctx)
{
    (void)info;
    SymSize *s = ctx;
    if (!strcmp(nm, s->name) && size)
        s->value = value, s->size = size, s->found = true;
}

static bool elf_symbols(const char *path, const char *const *names, unsigned long *vals, int n)
{
    Want w = {names, vals, xmalloc(sizeof(bool) * (size_t)(n + 1)), n, 0};
    elf_walk(path, want_sym, &w);
    free(w.seen);
    return w.found == n;
}

typedef struct FuncSizes {
    void (*fn)(const char *name, unsigned long size, void *ctx);
    void *ctx;
} FuncSizes;

static void func_sym(const char *nm, unsigned long value, unsigned long size, unsigned info, void *ctx)
{
    (void)value;
    FuncSizes *f = ctx;
    if ((info & 0xf) == 2 && size) /* STT_FUNC */
        f->fn(nm, size, f->ctx);
}

bool link_func_sizes(const char *elf, void (*fn)(const char *name, unsigned long size, void *ctx), void *ctx)
{
    FuncSizes f = {fn, ctx};
    return elf_walk(elf, func_sym, &f);
}

bool link_symbols(const char *elf, LinkSymFn fn, void *ctx)
{
    return elf_walk(elf, fn, ctx);
}

/* every aligned 32-bit word of the allocated sections with contents that hold no code (.rodata,
   .data, the vector table): fn(address, word, ctx) */
bool link_data_words(const char *elf, void (*fn)(unsigned long addr, unsigned long word, void *ctx), void *ctx)
{
    long len;
    unsigned char *img = elf_load(elf, &len);
    bool ok = img != NULL;
    if (ok) {
        unsigned long shoff = rd32(img + 32, 4), shentsize = rd32(img + 46, 2), shnum = rd32(img + 48, 2);
        for (unsigned long i = 0; i < shnum && shoff + (i + 1) * shentsize <= (unsigned long)len; i++) {
            const unsigned char *sh = img + shoff + i * shentsize;
            unsigned long type = rd32(sh + 4, 4), flags = rd32(sh + 8, 4), a = rd32(sh + 12, 4);
            unsigned long off = rd32(sh + 16, 4), size = rd32(sh + 20, 4);
            if (type != 1 || !(flags & 2) || (flags & 4) || off + size > (unsigned long)len)
                continue; /* SHT_PROGBITS, SHF_ALLOC, not SHF_EXECINSTR */
            for (unsigned long k = (4 - a % 4) % 4; k + 4 <= size; k += 4)
                fn(a + k, rd32(img + off + k, 4), ctx);
        }
    }
    free(img);
    return ok;
}

/* the entry point and n 32-bit words at address addr of the image (an allocated section with
   contents); false when the file or the address is not there */
bool link_read_words(const char *elf, unsigned long addr, unsigned long *words, int n, unsigned long *entry)
{
    long len;
    unsigned char *img = elf_load(elf, &len);
    bool ok = img != NULL, found = false;
    if (ok) {
        if (entry)
            *entry = rd32(img + 24, 4);
        unsigned long shoff = rd32(img + 32, 4), shentsize = rd32(img + 46, 2), shnum = rd32(img + 48, 2);
        for (unsigned long i = 0; n && i < shnum && shoff + (i + 1) * shentsize <= (unsigned long)len; i++) {
            const unsigned char *sh = img + shoff + i * shentsize;
            unsigned long type = rd32(sh + 4, 4), flags = rd32(sh + 8, 4), a = rd32(sh + 12, 4);
            unsigned long off = rd32(sh + 16, 4), size = rd32(sh + 20, 4);
            if (type != 1 || !(flags & 2) || addr < a || addr + 4ul * (unsigned long)n > a + size ||
                off + size > (unsigned long)len)
                continue; /* SHT_PROGBITS, SHF_ALLOC, holding all n words */
            for (int k = 0; k < n; k++)
                words[k] = rd32(img + off + (addr - a) + 4ul * (unsigned long)k, 4);
            found = true;
        }
    }
    free(img);
    return ok && (found || !n);
}

/* the symbol's bytes in the file (its size: the symbol's) set to data[0..n-1], the rest zero: in
   place, in the allocated section with contents that holds it; false when the file, the symbol or
   its section is not there, or n exceeds the symbol */
bool link_patch(const char *elf, const char *symbol, const void *data, unsigned long n)
{
    SymSize sym = {symbol, 0, 0, false};
    long len;
    unsigned char *img = elf_walk(elf, sym_size, &sym) && sym.found ? elf_load(elf, &len) : NULL;
    bool ok = false;
    unsigned long shoff = img ? rd32(img + 32, 4) : 0, shentsize = img ? rd32(img + 46, 2) : 0,
                  shnum = img ? rd32(img + 48, 2) : 0;
    for (unsigned long i = 0; img && n <= sym.size && i < shnum && shoff + (i + 1) * shentsize <= (unsigned long)len;
         i++) {
        const unsigned char *sh = img + shoff + i * shentsize;
        unsigned long type = rd32(sh + 4, 4), flags = rd32(sh + 8, 4), a = rd32(sh + 12, 4);
        unsigned long off = rd32(sh + 16, 4), size = rd32(sh + 20, 4);
        if (type != 1 || !(flags & 2) || sym.value < a || sym.value + sym.size > a + size ||
            off + size > (unsigned long)len)
            continue; /* SHT_PROGBITS, SHF_ALLOC, holding the whole symbol */
        unsigned char *bytes = xmalloc(sym.size);
        memset(bytes, 0, sym.size);
        memcpy(bytes, data, n);
        FILE *f = fopen(elf, "r+b");
        ok = f && !fseek(f, (long)(off + (sym.value - a)), SEEK_SET) && fwrite(bytes, 1, sym.size, f) == sym.size;
        ok = f && !fclose(f) && ok;
        free(bytes);
        break;
    }
    free(img);
    return ok;
}

/* .data + .bss must leave the stack and its guard their room at the top of the RAM: one error
   naming the bytes */
static bool ram_check(const Board *b, const char *elf)
{
    static const char *const names[] = {"__data_start", "__data_end", "__bss_start", "__bss_end",
                                        "__stack_guard", "__stack_limit", "__stack_top", "__heap_start",
                                        "__heap_end"};
    unsigned long v[9];
    if (!elf_symbols(elf, names, v, 9))
        return true;
    if (v[3] <= v[4] && v[8] > v[4]) { /* -heap=SIZE with the collector: the heap must fit too */
        fprintf(stderr, "corogo: error: RAM overflow on %s by %lu bytes: the heap (%lu bytes) does not fit "
                        "between .bss and the stack guard\n", b->name, v[8] - v[4], v[8] - v[7]);
        remove(elf);
        return false;
    }
    if (v[3] <= v[4])
        return true;
    fprintf(stderr, "corogo: error: RAM overflow on %s by %lu bytes: .data (%lu bytes) + .bss (%lu bytes) "
                    "+ the stack guard (%lu bytes) + the stack (%lu bytes) need more than the %lld bytes of RAM\n",
            b->name, v[3] - v[4], v[1] - v[0], v[3] - v[2], v[5] - v[4], v[6] - v[5], b->ram_size);
    remove(elf);
    return false;
}

bool link_stack_size(const char *elf, unsigned long *stack, unsigned long *guard)
{
    static const char *const names[] = {"__stack_guard", "__stack_limit", "__stack_top"};
    unsigned long v[3];
    if (!elf_symbols(elf, names, v, 3) || v[0] > v[1] || v[1] > v[2])
        return false;
    *stack = v[2] - v[1];
    *guard = v[1] - v[0];
    return true;
}

bool link_heap_size(const char *elf, unsigned long *bytes)
{
    static const char *const names[] = {"__heap_start", "__heap_end"};
    unsigned long v[2];
    if (!elf_symbols(elf, names, v, 2) || v[0] > v[1])
        return false;
    *bytes = v[1] - v[0];
    return true;
}

/* ---------------------------------------------------------------- temporary directory */

static char *tmpdir;

/* a temporary directory and the files in it */
static void remove_dir(const char *dir)
{
    DIR *d = opendir(dir);
    if (d) {
        struct dirent *e;
        while ((e = readdir(d)))
            if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) {
                char *p = xprintf("%s/%s", dir, e->d_name);
                unlink(p);
                free(p);
            }
        closedir(d);
    }
    rmdir(dir);
}

static void remove_tmpdir(void)
{
    if (!tmpdir || getenv("COROGO_KEEP_TEMP"))
        return;
    remove_dir(tmpdir);
    tmpdir = NULL;
}

const char *link_tempdir(void)
{
    if (tmpdir)
        return tmpdir;
    const char *base = getenv("TMPDIR");
    char *t = xprintf("%s/corogo-XXXXXX", base && *base ? base : "/tmp");
    if (!mkdtemp(t)) {
        fprintf(stderr, "corogo: error: cannot create a temporary directory %s: %s\n", t, strerror(errno));
        exit(1);
    }
    tmpdir = t;
    atexit(remove_tmpdir);
    char *owner = xprintf("%s/owner", t);
    FILE *f = fopen(owner, "w");
    if (f) {
        fprintf(f, "%ld\n", (long)getpid());
        fclose(f);
    }
    free(owner);
    return tmpdir;
}

/* the temporary directory's owner is alive (or unknown: kept) */
static bool owner_alive(const char *dir)
{
    char *owner = xprintf("%s/owner", dir);
    FILE *f = fopen(owner, "r");
    free(owner);
    long pid = 0;
    bool known = f && fscanf(f, "%ld", &pid) == 1 && pid > 0;
    if (f)
        fclose(f);
    if (!known)
        return true; /* not one of ours, or being created */
    return kill((pid_t)pid, 0) == 0 || errno == EPERM;
}

int link_clean(FILE *out)
{
    const char *base = getenv("TMPDIR");
    base = base && *base ? base : "/tmp";
    DIR *d = opendir(base);
    if (!d) {
        fprintf(stderr, "corogo: error: cannot read %s: %s\n", base, strerror(errno));
        return -1;
    }
    int removed = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        struct stat st;
        char *dir = xprintf("%s/%s", base, e->d_name);
        if (strncmp(e->d_name, "corogo-", 7) || strlen(e->d_name) != 13 || lstat(dir, &st) != 0 ||
            !S_ISDIR(st.st_mode) || st.st_uid != getuid() || owner_alive(dir)) {
            free(dir);
            continue;
        }
        remove_dir(dir);
        if (access(dir, F_OK) != 0) {
            fprintf(out, "removed %s\n", dir);
            removed++;
        }
        free(dir);
    }
    closedir(d);
    return removed;
}

/* ---------------------------------------------------------------- tools */

static bool executable(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode) && access(path, X_OK) == 0;
}

/* 'name' on PATH, else 'fallback' (may be NULL); NULL after printing an error */
const char *link_find_tool(const char *name, const char *fallback)
{
    const char *path = getenv("PATH");
    if (path) {
        const char *p = path;
        while (*p) {
            const char *colon = strchr(p, ':');
            size_t len = colon ? (size_t)(colon - p) : strlen(p);
            char *cand = xprintf("%.*s/%s", (int)len, len ? p : ".", name);
            if (executable(cand))
                return cand;
            free(cand);
            p += len;
            if (*p == ':')
                p++;
        }
    }
    if (fallback && executable(fallback))
        return fallback;
    fprintf(stderr, "corogo: error: %s not found on PATH%s%s (install it: toolchain/setup)\n", name,
            fallback ? " nor at " : "", fallback ? fallback : "");
    return NULL;
}

/* run argv[0] (a path) with inherited stdio; returns its exit status, or -1 if it could not start
 * or died of a signal */
/* argv[0] with argv, its standard error into errfile (NULL: ours); its exit status, -1: not run */
static int spawn(const char *const *argv, const char *errfile, const char *outfile)
{
    if (getenv("COROGO_VERBOSE")) {
        for (int i = 0; argv[i]; i++)
            fprintf(stderr, "%s%s", i ? " " : "", argv[i]);
        fputc('\n', stderr);
    }
    fflush(stdout);
    fflush(stderr);
    pid_t pid;
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    if (errfile)
        posix_spawn_file_actions_addopen(&fa, 2, errfile, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (outfile)
        posix_spawn_file_actions_addopen(&fa, 1, outfile, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    int rc = posix_spawn(&pid, argv[0], &fa, NULL, (char *const *)argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    if (rc) {
        fprintf(stderr, "corogo: error: cannot run %s: %s\n", argv[0], strerror(rc));
        return -1;
    }
    int status;
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR)
            return -1;
    if (WIFEXITED(status))
        return WEXITSTATUS(status);
    fprintf(stderr, "corogo: error: %s killed by signal %d\n", argv[0], WTERMSIG(status));
    return -1;
}

int link_spawn(const char *const *argv)
{
    return spawn(argv, NULL, NULL);
}

int link_spawn_to(const char *const *argv, const char *outfile)
{
    return spawn(argv, NULL, outfile);
}

/* lld failed with its messages in errfile: each "undefined symbol: X" of a //go:linkname target
   becomes an error at its function; the rest (or all, when none is one) is printed as lld said.
   True when every message was one of those (nothing more to say) */
static bool report_link_errors(const char *errfile, const LinkSym *syms, int nsyms)
{
    FILE *f = fopen(errfile, "r");
    if (!f)
        return false;
    char line[1024];
    bool other = false;
    while (fgets(line, sizeof line, f)) {
        const char *u = strstr(line, "undefined symbol: ");
        const LinkSym *hit = NULL;
        if (u) {
            u += strlen("undefined symbol: ");
            size_t n = strcspn(u, "\r\n");
            for (int i = 0; i < nsyms && !hit; i++)
                if (strlen(syms[i].name) == n && !strncmp(syms[i].name, u, n))
                    hit = &syms[i];
        }
        if (hit)
            diag_error(hit->pos, "%s is linked to the C symbol %s (//go:linkname), which no linked object defines",
                       hit->func, hit->name);
        else if (!(line[0] == '>' && line[1] == '>') && line[strspn(line, " \t\r\n")] != 0)
            other = true; /* not a ">>> referenced by" line of those, nor a blank one */
    }
    if (other) { /* what lld said that is not about those symbols: as it said it */
        rewind(f);
        while (fgets(line, sizeof line, f))
            fputs(line, stderr);
    }
    fclose(f);
    return !other;
}

/* ---------------------------------------------------------------- C files, objcopy */

/* "+m,+a,+c" -> "rv32imac" for clang's -march (RISC-V boards without "cflags") */
static char *riscv_march(const Board *b)
{
    char *s = xstrdup("rv32i");
    static const char order[] = "mafdc";
    for (const char *o = order; *o; o++) {
        char want[3] = {'+', *o, 0};
        const char *f = b->features;
        while (f && (f = strstr(f, want))) {
            if (f[2] == ',' || f[2] == 0) {
                char *t = xprintf("%s%c", s, *o);
                free(s);
                s = t;
                break;
            }
            f += 2;
        }
    }
    return s;
}

bool link_compile_c(const Board *b, const char *src, const char *obj)
{
    const char *clang = link_find_tool("clang-19", "/usr/lib/llvm-19/bin/clang");
    if (!clang)
        return false;
    const char **argv = NULL;
    int n = 0, cap = 0;
    VEC_PUSH(argv, n, cap, clang);
    VEC_PUSH(argv, n, cap, xprintf("--target=%s", b->llvm_target));
    if (b->ncflags) {
        for (int i = 0; i < b->ncflags; i++)
            VEC_PUSH(argv, n, cap, b->cflags[i]);
    } else if (!strncmp(b->llvm_target, "riscv", 5)) {
        VEC_PUSH(argv, n, cap, xprintf("-march=%s", riscv_march(b)));
        if (*b->abi)
            VEC_PUSH(argv, n, cap, xprintf("-mabi=%s", b->abi));
    } else {
        VEC_PUSH(argv, n, cap, xprintf("-mcpu=%s", b->cpu));
        if (!strncmp(b->llvm_target, "thumb", 5))
            VEC_PUSH(argv, n, cap, "-mthumb");
        if (strstr(b->features, "+soft-float"))
            VEC_PUSH(argv, n, cap, "-mfloat-abi=soft");
    }
    static const char *const common[] = {"-Os", "-ffreestanding", "-fno-unwind-tables",
                                         "-fno-asynchronous-unwind-tables", "-ffunction-sections",
                                         "-fdata-sections", "-c"};
    for (size_t i = 0; i < sizeof common / sizeof common[0]; i++)
        VEC_PUSH(argv, n, cap, common[i]);
    VEC_PUSH(argv, n, cap, xprintf("-I%s/runtime-baremetal/include", paths_root()));
    /* the libc's headers: picolibc's per-triple folder, newlib's (ARM only) */
    const char *ltriple = !strncmp(b->llvm_target, "riscv", 5) ? "riscv64-unknown-elf" : "arm-none-eabi";
    char *inc = !strcmp(b->libc, "newlib") ? xprintf("/usr/lib/%s/include", ltriple)
                                          : xprintf("/usr/lib/picolibc/%s/include", ltriple);
    struct stat st;
    if (stat(inc, &st) == 0) {
        VEC_PUSH(argv, n, cap, "-isystem");
        VEC_PUSH(argv, n, cap, inc);
    }
    VEC_PUSH(argv, n, cap, "-o");
    VEC_PUSH(argv, n, cap, obj);
    VEC_PUSH(argv, n, cap, src);
    VEC_PUSH(argv, n, cap, NULL);
    int rc = link_spawn(argv);
    free(argv);
    if (rc != 0) {
        fprintf(stderr, "corogo: error: cannot compile %s\n", src);
        return false;
    }
    return true;
}

bool link_objcopy(const char *elf, const char *out, const char *format)
{
    const char *objcopy = link_find_tool("llvm-objcopy-19", "/usr/lib/llvm-19/bin/llvm-objcopy");
    if (!objcopy)
        return false;
    const char *argv[] = {objcopy, "-O", format, elf, out, NULL};
    if (link_spawn(argv) != 0) {
        fprintf(stderr, "corogo: error: cannot convert %s to %s\n", elf, out);
        return false;
    }
    return true;
}

/* ---------------------------------------------------------------- object and link */

/* One section per function and per global (what -ffunction-sections -fdata-sections do in clang,
 * which the C API's target machine options cannot ask for), so that --gc-sections drops whatever
 * nothing references, at every -O level. Symbols that already have a section keep it. */
static void split_sections(LLVMModuleRef m)
{
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        if (LLVMIsDeclaration(f) || LLVMGetSection(f))
            continue;
        char *sec = xprintf(".text.%s", LLVMGetValueName(f));
        LLVMSetSection(f, sec);
        free(sec);
    }
    for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) {
        if (LLVMIsDeclaration(g) || LLVMGetSection(g) || LLVMIsThreadLocal(g))
            continue;
        LLVMValueRef init = LLVMGetInitializer(g);
        const char *kind = LLVMIsGlobalConstant(g) ? "rodata" : init && LLVMIsNull(init) ? "bss" : "data";
        size_t len;
        const char *name = LLVMGetValueName2(g, &len);
        if (!len) /* anonymous globals have no stable name: leave them in the default sections */
            continue;
        char *sec = xprintf(".%s.%.*s", kind, (int)len, name);
        LLVMSetSection(g, sec);
        free(sec);
    }
}

/* An "eabihf" board (Cortex-M4F, M7) passes floats in s0-s15/d0-d7, like the runtime and libc built
 * for it with -mfloat-abi=hard; LLVM's ARM backend only does so for the AAPCS-VFP calling convention,
 * since its target options (which the C API cannot set) default to the soft-float ABI whatever the
 * triple. So every function and call of the C convention takes AAPCS-VFP, all at once right before
 * code generation: a call and its callee always agree. Intrinsics keep theirs. */
static void hard_float_abi(LLVMModuleRef m)
{
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        if (LLVMGetIntrinsicID(f))
            continue;
        if (LLVMGetFunctionCallConv(f) == LLVMCCallConv)
            LLVMSetFunctionCallConv(f, LLVMARMAAPCSVFPCallConv);
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
                if (!LLVMIsACallInst(i) && !LLVMIsAInvokeInst(i))
                    continue;
                LLVMValueRef callee = LLVMGetCalledValue(i);
                if (LLVMIsAFunction(callee) && LLVMGetIntrinsicID(callee))
                    continue;
                if (LLVMGetInstructionCallConv(i) == LLVMCCallConv)
                    LLVMSetInstructionCallConv(i, LLVMARMAAPCSVFPCallConv);
            }
    }
}

static const char **last_argv; /* the last link_firmware's ld.lld command */
static int last_nargv;

bool link_firmware(LLVMModuleRef m, LLVMTargetMachineRef tm, const Board *b, long long stack_size,
                   const char *allocator, long long heap_size, const char *elf_out, const char **extra_inputs, int nextra,
                   const LinkSym *syms, int nsyms)
{
    if (access(b->link_rsp, R_OK) != 0) {
        fprintf(stderr, "corogo: error: the runtime for board %s is not built (%s is missing): run make\n",
                b->name, b->link_rsp);
        return false;
    }
    char *obj = xprintf("%s/%s", link_tempdir(), "firmware.o");
    split_sections(m);
    if (strstr(b->llvm_target, "eabihf"))
        hard_float_abi(m);
    char *err = NULL;
    if (LLVMTargetMachineEmitToFile(tm, m, obj, LLVMObjectFile, &err)) {
        diag_internal(NOPOS, "cannot emit the object: %s", err ? err : "unknown");
    }
    const char *lld = link_find_tool("ld.lld-19", "/usr/lib/llvm-19/bin/ld.lld");
    if (!lld)
        return false;
    const char **argv = NULL;
    int n = 0, cap = 0;
    VEC_PUSH(argv, n, cap, lld);
    VEC_PUSH(argv, n, cap, "--gc-sections");
    /* before -T: the script's own default yields to it (DEFINED) */
    if (!stack_size)
        stack_size = b->stack_size;
    if (stack_size)
        VEC_PUSH(argv, n, cap, xprintf("--defsym=__stack_size=%lld", stack_size));
    if (strcmp(allocator, "leaking") && heap_size > 0)
        VEC_PUSH(argv, n, cap, xprintf("--defsym=__heap_size=%lld", heap_size));
    /* the smallest guard: the build links again with the one the program's frames need (link_guard),
       so a RAM overflow here is one whatever the guard */
    VEC_PUSH(argv, n, cap, "--defsym=__stack_guard_size=32");
    /* a board's script may INCLUDE the sections its CPU family shares (boards/common/riscv32.ld) */
    VEC_PUSH(argv, n, cap, xprintf("-L%s/boards/common", paths_root()));
    VEC_PUSH(argv, n, cap, "-T");
    VEC_PUSH(argv, n, cap, b->linkerscript);
    VEC_PUSH(argv, n, cap, "-o");
    VEC_PUSH(argv, n, cap, elf_out);
    VEC_PUSH(argv, n, cap, obj);
    for (int i = 0; i < nextra; i++)
        VEC_PUSH(argv, n, cap, extra_inputs[i]);
    /* the Go allocator of the heap mode, beside link.rsp (lld finds archive members in any order) */
    const char *slash = strrchr(b->link_rsp, '/');
    /* no frame can come from the heap (the compiler defined no rt_frames_overflow: frames.c): the
       pools without the heap's branches, before libcorogo_rt.a so its pool.o is never fetched (lld
       keeps the first archive's definition of a symbol; the two pool.o define the same ones) */
    if (!LLVMGetNamedGlobal(m, "rt_frames_overflow"))
        VEC_PUSH(argv, n, cap, xprintf("%.*s/libcorogo_rt_noheap.a", (int)(slash - b->link_rsp), b->link_rsp));
    VEC_PUSH(argv, n, cap, xprintf("%.*s/libcorogo_rt_%s.a", (int)(slash - b->link_rsp), b->link_rsp, allocator));
    VEC_PUSH(argv, n, cap, xprintf("@%s", b->link_rsp));
    VEC_PUSH(argv, n, cap, NULL);
    char *errfile = xprintf("%s/lld.err", link_tempdir());
    int rc = spawn(argv, errfile, NULL);
    free(last_argv); /* kept for link_guard */
    last_argv = argv;
    last_nargv = n;
    if (rc != 0) {
        if (!report_link_errors(errfile, syms, nsyms))
            fprintf(stderr, "corogo: error: linking %s failed\n", elf_out);
        return false;
    }
    return ram_check(b, elf_out);
}

bool link_guard(const Board *b, unsigned long guard_size)
{
    if (!last_argv)
        return false;
    const char **argv = xmalloc(sizeof *argv * (size_t)last_nargv);
    memcpy(argv, last_argv, sizeof *argv * (size_t)last_nargv);
    const char *elf_out = NULL;
    for (int i = 0; i + 1 < last_nargv; i++) {
        if (!strcmp(argv[i], "-o"))
            elf_out = argv[i + 1];
        if (!strncmp(argv[i], "--defsym=__stack_guard_size=", 28)) /* the first link's */
            argv[i] = xprintf("--defsym=__stack_guard_size=%lu", guard_size);
    }
    int rc = spawn(argv, xprintf("%s/lld.err", link_tempdir()), NULL);
    free(argv);
    if (rc != 0) {
        fprintf(stderr, "corogo: error: linking %s again with a %lu-byte stack guard failed\n", elf_out, guard_size);
        return false;
    }
    return ram_check(b, elf_out);
}
