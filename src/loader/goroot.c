/* goroot.c - the go command and the merged GOROOT it is run with. corogo loads packages as the go
 * command does (package.c runs `go list`), with GOROOT pointing at a merged tree: a directory of
 * symbolic links holding the installed distribution's src/ packages (`go env GOROOT`) with
 * corogo's replacement packages (runtime-baremetal/lib) put in place of the ones they replace.
 * A package of lib (a directory with .go files) replaces Go's package of the same path whole:
 * the merged directory links lib's files only, never Go's; its subdirectories are merged the same
 * way (runtime/debug comes from Go while runtime is corogo's). A lib directory without .go files
 * (lib/internal) only holds packages: Go's entries beside them stay. Everything else at the top
 * of GOROOT (VERSION, pkg, ...) is linked as is. The tree lives in the build directory, named after
 * a hash of the distribution's path and lib's file list, so a new replacement file makes a new
 * tree; it is built under a temporary name and renamed into place, so parallel builds never see
 * a half-made one. The go command's answers (goroot_cache_file) are kept beside it, keyed by the
 * tree, the size and time of every file of lib (a replacement that gains an import is listed
 * again) and the words of the query. */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "corogo.h"

static bool is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* the entries of a directory but "." and "..", sorted; NULL when it cannot be read */
static char **entries(const char *dir, int *n)
{
    DIR *d = opendir(dir);
    *n = 0;
    if (!d)
        return NULL;
    char **names = NULL;
    int cap = 0;
    struct dirent *e;
    while ((e = readdir(d)))
        if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
            VEC_PUSH(names, *n, cap, xstrdup(e->d_name));
    closedir(d);
    if (*n)
        qsort(names, (size_t)*n, sizeof *names, cmp_str);
    return names;
}

static bool has_go_files(const char *dir)
{
    int n;
    char **names = entries(dir, &n);
    for (int i = 0; i < n; i++) {
        size_t k = strlen(names[i]);
        if (k > 3 && !strcmp(names[i] + k - 3, ".go"))
            return true;
    }
    return false;
}

/* ---------------------------------------------------------------- the go command */

/* the go command on PATH, or NULL */
static char *find_go(void)
{
    const char *path = getenv("PATH");
    if (!path)
        return NULL;
    for (const char *s = path;;) {
        const char *e = strchr(s, ':');
        size_t n = e ? (size_t)(e - s) : strlen(s);
        char *cand = xprintf("%.*s/go", (int)n, n ? s : ".");
        if (access(cand, X_OK) == 0 && !is_dir(cand))
            return cand;
        if (!e)
            return NULL;
        s = e + 1;
    }
}

static const char *go_cmd(void)
{
    static char *go;
    static bool looked;
    if (!looked) {
        looked = true;
        go = find_go();
        if (!go)
            fprintf(stderr, "corogo: error: the go command is not installed: corogo loads packages with `go list` "
                            "and compiles Go's standard library from its GOROOT; install Go 1.19 or later "
                            "(Debian, Ubuntu: apt-get install golang-go)\n");
    }
    return go;
}

bool goroot_run_go(const char *const *argv, const char *wd, const char *const *env, char **out, size_t *len)
{
    const char *go = go_cmd();
    if (!go)
        return false;
    int fd[2];
    if (pipe(fd) < 0) {
        fprintf(stderr, "corogo: error: pipe: %s\n", strerror(errno));
        return false;
    }
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid < 0) {
        fprintf(stderr, "corogo: error: fork: %s\n", strerror(errno));
        return false;
    }
    if (pid == 0) {
        dup2(fd[1], 1);
        close(fd[0]);
        close(fd[1]);
        for (int i = 0; env && env[i]; i += 2)
            setenv(env[i], env[i + 1], 1);
        if (wd && chdir(wd) < 0) {
            fprintf(stderr, "corogo: error: cannot enter %s: %s\n", wd, strerror(errno));
            _exit(127);
        }
        execv(go, (char *const *)argv);
        fprintf(stderr, "corogo: error: cannot run %s: %s\n", go, strerror(errno));
        _exit(127);
    }
    close(fd[1]);
    char *buf = NULL;
    int n = 0, cap = 0;
    char chunk[8192];
    ssize_t k;
    while ((k = read(fd[0], chunk, sizeof chunk)) > 0 || (k < 0 && errno == EINTR))
        for (ssize_t i = 0; i < k; i++)
            VEC_PUSH(buf, n, cap, chunk[i]);
    close(fd[0]);
    VEC_PUSH(buf, n, cap, '\0');
    int status;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    *out = buf;
    *len = (size_t)n - 1;
    return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

/* the installed distribution's GOROOT (`go env GOROOT`), NULL after an error */
static const char *dist_goroot(void)
{
    static char *root;
    if (root)
        return root;
    const char *argv[] = {"go", "env", "GOROOT", NULL};
    char *out;
    size_t len;
    if (!goroot_run_go(argv, NULL, NULL, &out, &len))
        return NULL;
    while (len && (out[len - 1] == '\n' || out[len - 1] == '\r'))
        out[--len] = 0;
    if (!len || !is_dir(xprintf("%s/src", out))) {
        fprintf(stderr, "corogo: error: `go env GOROOT` names no Go distribution with sources (%s); "
                        "install its sources (Debian: apt-get install golang-go)\n", out);
        return NULL;
    }
    root = out;
    return root;
}

/* ---------------------------------------------------------------- the merged tree */

static void hash_str(uint64_t *h, const char *s)
{
    for (; *s; s++)
        *h = (*h ^ (unsigned char)*s) * 1099511628211ull;
    *h = (*h ^ 0xff) * 1099511628211ull;
}

/* every path under lib (relative), into *names: a new file or package makes a new tree; and each
   file's size and modification time, into *stamps: what go list reads of lib's packages (their
   imports and build constraints) changes with them, while the merged tree's links do not */
static void hash_tree(uint64_t *names, uint64_t *stamps, const char *dir, const char *rel)
{
    int n;
    char **list = entries(dir, &n);
    for (int i = 0; i < n; i++) {
        char *r = xprintf("%s/%s", rel, list[i]);
        hash_str(names, r);
        char *sub = xprintf("%s/%s", dir, list[i]);
        struct stat st;
        if (stat(sub, &st) < 0)
            continue;
        if (S_ISDIR(st.st_mode))
            hash_tree(names, stamps, sub, r);
        else
            hash_str(stamps, xprintf("%s %lld %lld.%09ld", r, (long long)st.st_size, (long long)st.st_mtim.tv_sec,
                                     (long)st.st_mtim.tv_nsec));
    }
}

static bool link_to(const char *target, const char *link)
{
    if (symlink(target, link) == 0)
        return true;
    fprintf(stderr, "corogo: error: cannot make the link %s: %s\n", link, strerror(errno));
    return false;
}

static bool contains(char **names, int n, const char *name)
{
    for (int i = 0; i < n; i++)
        if (!strcmp(names[i], name))
            return true;
    return false;
}

/* out (new) = go's directory with lib's put in: lib replaces go whole when it holds .go files */
static bool merge(const char *go, const char *lib, const char *out)
{
    if (mkdir(out, 0777) < 0) {
        fprintf(stderr, "corogo: error: cannot make %s: %s\n", out, strerror(errno));
        return false;
    }
    int ng = 0, nl;
    char **gnames = go ? entries(go, &ng) : NULL;
    char **lnames = entries(lib, &nl);
    bool replace = has_go_files(lib);
    bool ok = true;
    for (int i = 0; i < nl && ok; i++) {
        char *l = xprintf("%s/%s", lib, lnames[i]), *o = xprintf("%s/%s", out, lnames[i]);
        char *g = go && contains(gnames, ng, lnames[i]) ? xprintf("%s/%s", go, lnames[i]) : NULL;
        if (!is_dir(l))
            ok = replace ? link_to(l, o) : true; /* a file of a container (README): not Go's */
        else if (g && is_dir(g))
            ok = merge(g, l, o);
        else
            ok = link_to(l, o);
    }
    for (int i = 0; i < ng && ok; i++) {
        if (contains(lnames, nl, gnames[i]))
            continue;
        char *g = xprintf("%s/%s", go, gnames[i]);
        if (!replace || is_dir(g)) /* a replaced package keeps Go's subdirectories, not its files */
            ok = link_to(g, xprintf("%s/%s", out, gnames[i]));
    }
    return ok;
}

static bool remove_tree(const char *path)
{
    struct stat st;
    if (lstat(path, &st) < 0)
        return false;
    if (S_ISDIR(st.st_mode)) {
        int n;
        char **names = entries(path, &n);
        for (int i = 0; i < n; i++)
            remove_tree(xprintf("%s/%s", path, names[i]));
        return rmdir(path) == 0;
    }
    return unlink(path) == 0;
}

int goroot_clean(FILE *out)
{
    const char *dir = paths_build_dir();
    int n, removed = 0;
    char **names = entries(dir, &n);
    for (int i = 0; i < n; i++) {
        if (strncmp(names[i], "goroot-", 7) && strncmp(names[i], "golist-", 7))
            continue;
        char *path = xprintf("%s/%s", dir, names[i]);
        if (remove_tree(path)) {
            fprintf(out, "removed %s\n", path);
            removed++;
        }
        free(path);
    }
    return removed;
}

/* the hash of lib's files' sizes and times, made with the merged tree's (goroot_cache_file) */
static uint64_t lib_stamps;

const char *goroot_merged(void)
{
    static char *merged;
    if (merged)
        return merged;
    const char *dist = dist_goroot();
    if (!dist)
        return NULL;
    const char *lib = package_lib_dir();
    uint64_t h = 14695981039346656037ull;
    hash_str(&h, dist);
    hash_str(&h, lib);
    lib_stamps = 14695981039346656037ull;
    hash_tree(&h, &lib_stamps, lib, "");
    char *dir = xprintf("%s/goroot-%016llx", paths_build_dir(), (unsigned long long)h);
    if (is_dir(dir)) {
        merged = dir;
        return merged;
    }
    char *tmp = xprintf("%s.tmp%ld", dir, (long)getpid());
    remove_tree(tmp);
    bool ok = mkdir(paths_build_dir(), 0777) == 0 || errno == EEXIST;
    ok = ok && mkdir(tmp, 0777) == 0;
    int n;
    char **names = entries(dist, &n);
    for (int i = 0; i < n && ok; i++)
        if (strcmp(names[i], "src"))
            ok = link_to(xprintf("%s/%s", dist, names[i]), xprintf("%s/%s", tmp, names[i]));
    ok = ok && merge(xprintf("%s/src", dist), lib, xprintf("%s/src", tmp));
    if (!ok) {
        fprintf(stderr, "corogo: error: cannot make the merged GOROOT %s\n", dir);
        remove_tree(tmp);
        return NULL;
    }
    if (rename(tmp, dir) < 0) { /* another build made it first: theirs is the same */
        remove_tree(tmp);
        if (!is_dir(dir)) {
            fprintf(stderr, "corogo: error: cannot make the merged GOROOT %s: %s\n", dir, strerror(errno));
            return NULL;
        }
    }
    merged = dir;
    return merged;
}

char *goroot_cache_file(const char *const *words, int n)
{
    const char *merged = goroot_merged();
    if (!merged)
        return NULL;
    uint64_t h = 14695981039346656037ull;
    hash_str(&h, merged);
    hash_str(&h, xprintf("%016llx", (unsigned long long)lib_stamps));
    for (int i = 0; i < n; i++)
        hash_str(&h, words[i]);
    return xprintf("%s/golist-%016llx.json", paths_build_dir(), (unsigned long long)h);
}

static void add_replaced(const char *lib, const char *rel, char ***out, int *n, int *cap)
{
    int k;
    char **names = entries(lib, &k);
    if (*rel && has_go_files(lib))
        VEC_PUSH(*out, *n, *cap, xstrdup(rel));
    for (int i = 0; i < k; i++) {
        char *sub = xprintf("%s/%s", lib, names[i]);
        if (is_dir(sub))
            add_replaced(sub, *rel ? xprintf("%s/%s", rel, names[i]) : names[i], out, n, cap);
    }
}

char **goroot_replaced(int *n)
{
    char **out = NULL;
    int cap = 0;
    *n = 0;
    add_replaced(package_lib_dir(), "", &out, n, &cap);
    return out;
}
