/* mutate.h - the pipeline fuzzer's mutations (mutate.c) */
#ifndef FUZZ_MUTATE_H
#define FUZZ_MUTATE_H

#include <stddef.h>
#include <stdint.h>

typedef struct Buf {
    char *d; /* NUL-terminated, malloc'd */
    size_t n;
} Buf;

uint64_t mutate_next(uint64_t *rng);            /* xorshift64 */
size_t mutate_pick(uint64_t *rng, size_t n);    /* 0..n-1 (0 when n is 0) */

/* One mutation within the grammar of the program in b, found through its parse and (when it
 * parses) its checked tree, with the package's other files 'others' (not mutated): a variable for
 * another in scope of the same type, an integer literal for another, a binary operator for
 * another of its class, a statement duplicated, deleted or swapped with one of its block, a
 * coroSuspend() statement inserted, a call statement started with go (or a go statement made a
 * call), a statement put in a loop, an expression wrapped in a call of a (suspending) identity
 * function appended to the file. Runs the parser and the checker, which keep global state: call
 * it in a process of its own. Returns the mutation's name, or NULL when the program offered no
 * site (b unchanged). */
struct SrcFile;
const char *mutate_grammar(Buf *b, const struct SrcFile *const *others, int nothers, uint64_t *rng);

/* One raw mutation (for the error paths): a token or line deleted, duplicated, swapped or
 * replaced, a boundary value put in place of a token. Lexes with lex_file_deferred, which keeps
 * no global state. Returns the mutation's name. */
const char *mutate_raw(Buf *b, uint64_t *rng);

#endif
