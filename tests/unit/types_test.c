/* types_test.c - the types module (src/check/types.c): composite types are interned, so identity is
 * pointer equality, whether a type is built by a constructor or spelt in Go source (two files
 * of a package spell []map[string]int, struct types, func types, interface{} and any in different
 * places: one Type each); and the per-target size table agrees with LLVM's data layout: a program
 * declaring values of every kind of type is compiled for each board with the check of cg.c active
 * (this test is built without NDEBUG like the compiler), and the same program with a table that
 * disagrees (8-byte values 4-aligned) must stop with that check's internal error (exit 3). Each
 * compilation runs in a child process (one build per process). */
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "corogo.h"

#include "child.h"


/* ---------------------------------------------------------------- constructors */

static void constructors(void)
{
    Type *str = type_basic(TY_STRING), *in = type_basic(TY_INT), *i8 = type_basic(TY_INT8);
    Type *a = type_slice(type_map(str, in)), *b = type_slice(type_map(str, in));
    EXPECT(a == b);
    EXPECT(a != type_slice(type_map(str, i8)));
    EXPECT(type_array(in, 3) == type_array(in, 3) && type_array(in, 3) != type_array(in, 4));
    EXPECT(type_chan(in, CHAN_SEND) != type_chan(in, CHAN_RECV) && type_chan(in, CHAN_BOTH) == type_chan(in, CHAN_BOTH));
    EXPECT(type_pointer(a) == type_pointer(b));
    Type *ps[2] = {in, a};
    EXPECT(type_func(ps, 2, &str, 1, false) == type_func(ps, 2, &str, 1, false));
    EXPECT(type_func(ps, 2, &str, 1, false) != type_func(ps, 2, &str, 1, true));
    EXPECT(type_func(ps, 1, NULL, 0, false) != type_tuple(ps, 1));
    Field f1[2] = {{.name = "x", .type = in}, {.name = "y", .type = a}};
    Field f2[2] = {{.name = "x", .type = in}, {.name = "y", .type = b}};
    Field f3[2] = {{.name = "x", .type = in}, {.name = "z", .type = b}};
    EXPECT(type_struct(f1, 2) == type_struct(f2, 2));
    EXPECT(type_struct(f1, 2) != type_struct(f3, 2));
    f2[0].embedded = true;
    EXPECT(type_struct(f1, 2) != type_struct(f2, 2));
    /* an unexported name belongs to its package: struct{ x int } of two packages differ */
    Field ua = {.name = "x", .type = in, .pkgpath = "example.com/a"}, ub = ua, uc = ua;
    ub.pkgpath = "example.com/b";
    uc.pkgpath = xstrdup("example.com/a");
    EXPECT(type_struct(&ua, 1) != type_struct(&ub, 1) && type_struct(&ua, 1) == type_struct(&uc, 1));
    EXPECT(type_interface(NULL, 0) == type_interface(NULL, 0) && type_interface(NULL, 0)->nfields == 0);
    /* a named type is its own: the same structure underneath, two types */
    Type *n1 = type_named("T", "main", "main"), *n2 = type_named("T", "main", "main");
    n1->underlying = n2->underlying = type_struct(f1, 2);
    EXPECT(n1 != n2 && type_slice(n1) != type_slice(n2));
    int before = type_interned_count();
    for (int i = 0; i < 1000; i++)
        type_slice(type_map(str, in));
    EXPECT(type_interned_count() == before);
    for (int i = 0; i < 5000; i++) /* the table grows (rehash) and keeps every type findable */
        type_array(in, i);
    for (int i = 0; i < 5000; i += 7)
        EXPECT(type_array(in, i)->len == i && type_array(in, i) == type_array(in, i));
    EXPECT(type_interned_count() == before + 4998); /* [3]int and [4]int were there */
}

/* ---------------------------------------------------------------- the checker's types */

static SrcFile file_a = {.name = "a.go", .text =
    "package main\n"
    "\n"
    "type S struct{ X []map[string]int }\n"
    "\n"
    "var A []map[string]int\n"
    "var E struct {\n"
    "\ta int\n"
    "\tb []map[string]int\n"
    "}\n"
    "var C interface{}\n"
    "\n"
    "func F(x []map[string]int) func(int) []map[string]int { return nil }\n"
    "\n"
    "func main() {}\n"};
static SrcFile file_b = {.name = "b.go", .text =
    "package main\n"
    "\n"
    "type M = map[string]int\n"
    "\n"
    "var B = make([]M, 1)\n"
    "var VS S\n"
    "var G struct {\n"
    "\ta int\n"
    "\tb []map[string]int\n"
    "}\n"
    "var D any\n"
    "var H func(int) []M\n"};

static Symbol *global(Program *p, const char *name)
{
    for (int i = 0; i < p->nglobals; i++)
        if (!strcmp(p->globals[i]->name, name))
            return p->globals[i];
    fprintf(stderr, "FAIL: no package variable %s\n", name);
    exit(1);
}

static int checked_program(const Board *b)
{
    file_a.len = strlen(file_a.text);
    file_b.len = strlen(file_b.text);
    File *files[2] = {parse_file(&file_a), parse_file(&file_b)};
    BuildTags tags;
    target_build_tags(b, NULL, 0, &tags);
    Program p = {0};
    if (!files[0] || !files[1] || !package_load_parsed(&p, files, 2, &tags) || !check_program(&p)) {
        fprintf(stderr, "FAIL: the program does not check\n");
        return 1;
    }
    Type *a = global(&p, "A")->type, *h = global(&p, "H")->type;
    EXPECT(a->kind == TY_SLICE && !strcmp(type_string(a), "[]map[string]int"));
    EXPECT(global(&p, "B")->type == a);
    FuncDecl *f = NULL;
    for (int i = 0; i < p.nfuncs; i++)
        if (!strcmp(p.funcs[i]->name, "F"))
            f = p.funcs[i];
    EXPECT(f && f->type->params[0] == a && f->type->results[0] == h && h->results[0] == a);
    EXPECT(type_under(global(&p, "VS")->type)->fields[0].type == a);
    EXPECT(global(&p, "E")->type == global(&p, "G")->type);
    EXPECT(type_under(global(&p, "E")->type)->fields[1].type == a);
    EXPECT(global(&p, "C")->type == global(&p, "D")->type);
    EXPECT(global(&p, "C")->type == type_interface(NULL, 0));
    return fails != 0;
}

/* ---------------------------------------------------------------- the layout check */

static SrcFile zoo = {.name = "zoo.go", .text =
    "package main\n"
    "\n"
    "type Small struct {\n"
    "\ta bool\n"
    "\tb int64\n"
    "\tc int8\n"
    "}\n"
    "type Mixed struct {\n"
    "\tx   uint8\n"
    "\ty   float64\n"
    "\tz   complex64\n"
    "\tw   complex128\n"
    "\ts   string\n"
    "\tp   *Small\n"
    "\tf   func(int) (int, error)\n"
    "\tm   map[string][]int\n"
    "\tc   chan Small\n"
    "\ti   interface{ M() }\n"
    "\tsl  []Small\n"
    "\tarr [3]Small\n"
    "\tu16 uint16\n"
    "\tr   rune\n"
    "}\n"
    "type Named [5]int16\n"
    "\n"
    "var (\n"
    "\tvb    bool\n"
    "\tvi8   int8\n"
    "\tvi16  int16\n"
    "\tvi32  int32\n"
    "\tvi64  int64\n"
    "\tvi    int\n"
    "\tvu    uint\n"
    "\tvu8   uint8\n"
    "\tvu16  uint16\n"
    "\tvu32  uint32\n"
    "\tvu64  uint64\n"
    "\tvup   uintptr\n"
    "\tvf32  float32\n"
    "\tvf64  float64\n"
    "\tvc64  complex64\n"
    "\tvc128 complex128\n"
    "\tvs    string\n"
    "\tvsm   Small\n"
    "\tvmx   Mixed\n"
    "\tvnm   Named\n"
    "\tvany  any\n"
    "\tverr  error\n"
    "\tvarr  [7]struct {\n"
    "\t\ta int8\n"
    "\t\tb int64\n"
    "\t}\n"
    "\tvptr *Mixed\n"
    ")\n"
    "\n"
    "func pair() (int8, float64) { return 1, 2 }\n"
    "\n"
    "func main() {\n"
    "\ta, b := pair()\n"
    "\tprintln(a, b, vb, vi8, len(vs), vnm[1], varr[2].a, vmx.w == vc128, vsm.b+vi64)\n"
    "}\n"};

/* compile zoo.go to LLVM IR for zoo_board (its layout replaced by zoo_layout when not NULL) in a
   child: its exit status, *err its stderr */
static const Board *zoo_board;
static const TypeLayout *zoo_layout;

static void compile_zoo(int arg)
{
    (void)arg;
    Board copy = *zoo_board;
    if (zoo_layout)
        copy.layout = zoo_layout;
    zoo.len = strlen(zoo.text);
    BuildTags tags;
    target_build_tags(zoo_board, NULL, 0, &tags);
    const SrcFile *go[1] = {&zoo};
    BuildOptions o = {.board = &copy, .go = go, .ngo = 1, .tags = &tags, .base = "zoo", .out = "/dev/null",
                      .general_pool = -1, .heap = -1, .emit_llvm = true, .verify = true};
    const char *elf;
    fflush(NULL);
    _exit(build_firmware(&o, &elf));
}

static int compile(const Board *b, const TypeLayout *layout, char *err, size_t cap)
{
    zoo_board = b;
    zoo_layout = layout;
    int status = run_child(compile_zoo, 0, err, cap);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
}

static void layouts(void)
{
    static const char *boards[] = {"mps2-an385", "riscv32-virt"};
    char err[8192];
    for (size_t i = 0; i < sizeof boards / sizeof boards[0]; i++) {
        const Board *b = target_load(boards[i]);
        EXPECT(b && b->layout);
        if (!b)
            continue;
        int st = compile(b, NULL, err, sizeof err);
        if (st != 0)
            fprintf(stderr, "FAIL: %s: exit %d\n%s", boards[i], st, err);
        EXPECT(st == 0);
        /* a table that disagrees with LLVM: the check stops codegen */
        TypeLayout wrong = *b->layout;
        wrong.align64 = 4;
        st = compile(b, &wrong, err, sizeof err);
        EXPECT(st == 3 && strstr(err, "internal error: type layout of ") && strstr(err, "LLVM's data layout"));
        if (st != 3)
            fprintf(stderr, "FAIL: %s with a wrong table: exit %d\n%s", boards[i], st, err);
    }
    /* the 64-bit reference Go's sizes (append's growth): 8-byte words */
    Type *in = type_basic(TY_INT);
    EXPECT(type_sizeof_on(in, &type_layout_go64) == 8 && type_sizeof_on(type_slice(in), &type_layout_go64) == 24);
    EXPECT(type_layout_for("x86_64-linux-gnu") == NULL);
}

int main(void)
{
    constructors();
    pid_t pid = fork();
    if (pid == 0) {
        const Board *b = target_load("mps2-an385");
        _exit(b ? checked_program(b) : 1);
    }
    int status;
    waitpid(pid, &status, 0);
    EXPECT(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    layouts();
    if (!fails)
        printf("ok: types\n");
    return fails != 0;
}
