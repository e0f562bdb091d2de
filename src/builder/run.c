/* run.c - run a firmware image under its board's emulator. The board's emulator argv (with extra
 * arguments appended, e.g. the board's "emulator-icount" for run -icount) gets the ELF's
 * path in place of every "{}"; the emulator inherits stdin (UART input), stdout (the firmware's
 * console) and stderr. It runs in its own process group (given the terminal when stdin is one, and
 * the terminal's settings restored afterwards), so a timeout can kill the whole group. The firmware's
 * exit status is the emulator's: the boards make QEMU exit with it (semihosting, test finisher).
 * If corogo itself is interrupted or terminated meanwhile, the emulator goes too (and on Linux, it
 * dies with its parent even when the parent is killed outright), so no QEMU outlives a test. */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <sys/wait.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#include "corogo.h"

static volatile sig_atomic_t got_signal;

static void on_signal(int sig)
{
    got_signal = sig;
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* give the terminal's foreground to process group 'pg' (ignoring SIGTTOU while we do it) */
static void give_terminal(pid_t pg)
{
    void (*old)(int) = signal(SIGTTOU, SIG_IGN);
    tcsetpgrp(STDIN_FILENO, pg);
    signal(SIGTTOU, old);
}

/* 'a' with its first "{}" replaced by the ELF's path */
static const char *fill_hole(const char *a, const char *elf)
{
    const char *hole = strstr(a, "{}");
    return hole ? xprintf("%.*s%s%s", (int)(hole - a), a, elf, hole + 2) : a;
}

int run_firmware(const Board *b, const char *elf, int timeout_seconds)
{
    return run_firmware_args(b, elf, timeout_seconds, NULL, 0);
}

int run_firmware_args(const Board *b, const char *elf, int timeout_seconds, const char **extra,
                      int nextra)
{
    int n = b->nemulator + nextra;
    const char **argv = xmalloc(sizeof(char *) * (size_t)(n + 1));
    for (int i = 0; i < b->nemulator; i++)
        argv[i] = fill_hole(b->emulator[i], elf);
    for (int i = 0; i < nextra; i++)
        argv[b->nemulator + i] = fill_hole(extra[i], elf);
    argv[n] = NULL;
    if (getenv("COROGO_VERBOSE")) {
        for (int i = 0; argv[i]; i++)
            fprintf(stderr, "%s%s", i ? " " : "", argv[i]);
        fputc('\n', stderr);
    }

    bool tty = isatty(STDIN_FILENO) && tcgetpgrp(STDIN_FILENO) == getpgrp();
    struct termios saved;
    if (tty && tcgetattr(STDIN_FILENO, &saved) != 0)
        tty = false;

    fflush(stdout);
    fflush(stderr);
    int errpipe[2]; /* reports a failed exec to the parent */
    if (pipe(errpipe) != 0) {
        fprintf(stderr, "corogo: error: pipe: %s\n", strerror(errno));
        return -1;
    }
    fcntl(errpipe[1], F_SETFD, FD_CLOEXEC); /* a successful exec closes it */
    pid_t pid = fork();
    if (pid < 0) {
        fprintf(stderr, "corogo: error: fork: %s\n", strerror(errno));
        return -1;
    }
    if (pid == 0) {
        close(errpipe[0]);
        setpgid(0, 0);
        if (tty)
            give_terminal(getpid());
        signal(SIGTTOU, SIG_DFL);
#ifdef __linux__
        prctl(PR_SET_PDEATHSIG, SIGKILL);
#endif
        execvp(argv[0], (char *const *)argv);
        int e = errno;
        ssize_t w = write(errpipe[1], &e, sizeof e);
        (void)w;
        _exit(127);
    }
    close(errpipe[1]);
    setpgid(pid, pid); /* both sides, to win the race with exec */
    if (tty)
        give_terminal(pid);
    int child_errno = 0;
    ssize_t got = read(errpipe[0], &child_errno, sizeof child_errno);
    close(errpipe[0]);

    static const int forwarded[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
    struct sigaction sa = {.sa_handler = on_signal}, old[4];
    sigemptyset(&sa.sa_mask);
    for (int i = 0; i < 4; i++)
        sigaction(forwarded[i], &sa, &old[i]);

    int status = 0;
    bool timed_out = false, killed = false;
    double deadline = now() + (timeout_seconds > 0 ? timeout_seconds : 1e12);
    for (;;) {
        pid_t r = waitpid(pid, &status, WNOHANG);
        if (r == pid)
            break;
        if (r < 0 && errno != EINTR)
            break;
        if (!timed_out && !killed && now() >= deadline) {
            timed_out = true;
            kill(-pid, SIGKILL);
        }
        if (got_signal && !killed) {
            killed = true;
            kill(-pid, SIGKILL);
        }
        struct timespec ts = {0, 5 * 1000 * 1000};
        nanosleep(&ts, NULL);
    }
    if (tty) {
        give_terminal(getpgrp());
        tcsetattr(STDIN_FILENO, TCSANOW, &saved);
    }
    for (int i = 0; i < 4; i++)
        sigaction(forwarded[i], &old[i], NULL);
    if (got_signal) {
        fprintf(stderr, "corogo: interrupted (signal %d), emulator stopped\n", (int)got_signal);
        exit(128 + got_signal); /* through exit(): the temporary directory is removed */
    }
    if (got == (ssize_t)sizeof child_errno) {
        fprintf(stderr, "corogo: error: cannot run the emulator %s: %s\n", argv[0], strerror(child_errno));
        return -1;
    }
    if (timed_out) {
        fflush(stdout);
        fprintf(stderr, "corogo: timeout after %d s\n", timeout_seconds);
        return 124;
    }
    if (WIFEXITED(status))
        return WEXITSTATUS(status);
    if (WIFSIGNALED(status)) {
        fprintf(stderr, "corogo: error: the emulator was killed by signal %d\n", WTERMSIG(status));
        return 128 + WTERMSIG(status);
    }
    return -1;
}
