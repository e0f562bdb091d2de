/* stub.h - the host stand-in for a board and a port, for the runtime's unit tests: console output
 * is captured in a buffer, port_exit longjmps back to the test (so panics can be checked), and
 * interrupt masking is counted so tests can assert that critical sections are balanced. Also the
 * CHECK macros the tests use. */
#ifndef COROGO_TEST_STUB_H
#define COROGO_TEST_STUB_H

#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

extern char stub_out[65536];
extern size_t stub_out_len;
extern int stub_irq_depth;     /* > 0 while inside port_irq_save .. port_irq_restore */
extern int stub_exit_status;   /* the status passed to port_exit, -1 before */
extern jmp_buf *stub_exit_jmp; /* where port_exit jumps; NULL: the test fails */

/* the simulated timer (stub.c): ticks at 1 MHz, moved by port_idle to the armed deadline */
extern uint64_t stub_now;
extern uint64_t stub_deadline; /* UINT64_MAX: disarmed */
extern int stub_idles;         /* port_idle calls */
extern void (*stub_idle_hook)(void); /* a simulated interrupt when idle with no deadline */

void stub_reset(void);
/* the captured output as a C string */
const char *stub_output(void);

extern int test_failures;

#define CHECK(cond)                                                                    \
    do {                                                                               \
        if (!(cond)) {                                                                 \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond);   \
            test_failures++;                                                           \
        }                                                                              \
    } while (0)

#define CHECK_STR(got, want)                                                           \
    do {                                                                               \
        const char *g_ = (got), *w_ = (want);                                          \
        if (strcmp(g_, w_) != 0) {                                                     \
            fprintf(stderr, "%s:%d: got \"%s\", want \"%s\"\n", __FILE__, __LINE__, g_, w_); \
            test_failures++;                                                           \
        }                                                                              \
    } while (0)

/* Run stmt; it must end in port_exit (a panic). Evaluates to the exit status, -1 if it returned. */
#define EXPECT_EXIT(stmt)                                                              \
    ({                                                                                 \
        jmp_buf jb_;                                                                   \
        int st_ = -1;                                                                  \
        stub_exit_jmp = &jb_;                                                          \
        if (setjmp(jb_) == 0) {                                                        \
            stmt;                                                                      \
        } else {                                                                       \
            st_ = stub_exit_status;                                                    \
        }                                                                              \
        stub_exit_jmp = NULL;                                                          \
        st_;                                                                           \
    })

#define TEST_END()                                                                     \
    do {                                                                               \
        if (test_failures) {                                                           \
            fprintf(stderr, "%d check(s) failed\n", test_failures);                    \
            return 1;                                                                  \
        }                                                                              \
        printf("all checks passed\n");                                                 \
        return 0;                                                                      \
    } while (0)

#endif
