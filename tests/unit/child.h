/* child.h - what the unit tests share: EXPECT(cond), which counts failures in 'fails' and names
 * the line, and, for tests of exiting paths, run_child: fn(arg) in a child process, its stderr
 * captured into buf (NUL-terminated); returns the child's wait status (-1 when no child could be
 * made). */
#ifndef UNIT_CHILD_H
#define UNIT_CHILD_H

#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

static int fails;

#define EXPECT(cond)                                                                  \
    do {                                                                              \
        if (!(cond)) {                                                                \
            fprintf(stderr, "FAIL: %s:%d: %s\n", __FILE__, __LINE__, #cond);          \
            fails++;                                                                  \
        }                                                                             \
    } while (0)

static int run_child(void (*fn)(int arg), int arg, char *buf, size_t cap)
{
    int fds[2];
    buf[0] = 0;
    if (pipe(fds))
        return -1;
    pid_t pid = fork();
    if (pid < 0)
        return -1;
    if (pid == 0) {
        dup2(fds[1], 2);
        fn(arg);
        _exit(0);
    }
    close(fds[1]);
    size_t n = 0;
    ssize_t r;
    while (n + 1 < cap && (r = read(fds[0], buf + n, cap - 1 - n)) > 0)
        n += (size_t)r;
    buf[n] = 0;
    close(fds[0]);
    int status;
    waitpid(pid, &status, 0);
    return status;
}

#endif
