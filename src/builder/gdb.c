/* gdb.c - `corogo gdb`: the firmware under its board's emulator, stopped before its first
 * instruction with QEMU's gdbstub listening on a free TCP port, and gdb-multiarch on the ELF with
 * corogo's extension (runtime-baremetal/gdb/corogo.py: `info goroutines`, `goroutine N frame`)
 * connected to it and stopped at main.main. With a script (-gdb-script=FILE) gdb runs it in batch
 * mode and exits; otherwise gdb is interactive on the terminal. The emulator gets no stdin (the
 * terminal is gdb's), writes the console to stdout, runs in its own process group and is killed
 * when gdb exits (on Linux also when corogo dies). The exit status is gdb's. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#include "corogo.h"

/* a TCP port nothing listens on now (the kernel's choice) */
static int free_port(void)
{
    int s = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in a = {.sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
    socklen_t n = sizeof a;
    int port = -1;
    if (s >= 0 && bind(s, (struct sockaddr *)&a, sizeof a) == 0 && getsockname(s, (struct sockaddr *)&a, &n) == 0)
        port = ntohs(a.sin_port);
    if (s >= 0)
        close(s);
    return port;
}

/* is something listening on the port (Linux: /proc/net/tcp and tcp6, state 0A)? Connecting to
   find out would not do: QEMU starts the machine when a debugger disconnects. */
static bool listening(int port)
{
    static const char *const tables[] = {"/proc/net/tcp", "/proc/net/tcp6"};
    for (int t = 0; t < 2; t++) {
        FILE *f = fopen(tables[t], "r");
        char line[512];
        while (f && fgets(line, sizeof line, f)) {
            unsigned lport, state;
            if (sscanf(line, " %*d: %*[0-9A-Fa-f]:%X %*[0-9A-Fa-f]:%*X %X", &lport, &state) == 2 &&
                (int)lport == port && state == 0x0A) {
                fclose(f);
                return true;
            }
        }
        if (f)
            fclose(f);
    }
    return false;
}

static pid_t spawn(const char **argv, bool own_group, bool no_stdin)
{
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid != 0)
        return pid;
    if (own_group)
        setpgid(0, 0);
    if (no_stdin) {
        FILE *f = freopen("/dev/null", "r", stdin);
        (void)f;
    }
#ifdef __linux__
    prctl(PR_SET_PDEATHSIG, SIGKILL);
#endif
    execvp(argv[0], (char *const *)argv);
    fprintf(stderr, "corogo: error: cannot run %s: %s\n", argv[0], strerror(errno));
    _exit(127);
}

int gdb_firmware(const Board *b, const char *elf, const char *script)
{
    int port = free_port();
    if (port < 0) {
        fprintf(stderr, "corogo: error: no free TCP port for the emulator's gdbstub\n");
        return 1;
    }
    const char **qemu = xmalloc(sizeof(char *) * (size_t)(b->nemulator + 4));
    int n = 0;
    for (int i = 0; i < b->nemulator; i++) {
        const char *a = b->emulator[i], *hole = strstr(a, "{}");
        qemu[n++] = hole ? xprintf("%.*s%s%s", (int)(hole - a), a, elf, hole + 2) : a;
    }
    qemu[n++] = "-S";
    qemu[n++] = "-gdb";
    qemu[n++] = xprintf("tcp:127.0.0.1:%d", port);
    qemu[n] = NULL;
    pid_t q = spawn(qemu, true, true);
    if (q < 0)
        return 1;
    setpgid(q, q);
    for (int i = 0; i < 500 && !listening(port); i++) { /* up to 5 s */
        struct timespec ts = {0, 10 * 1000 * 1000};
        nanosleep(&ts, NULL);
        if (waitpid(q, NULL, WNOHANG) == q) {
            fprintf(stderr, "corogo: error: the emulator exited before its gdbstub listened\n");
            return 1;
        }
    }
    char *ext = xprintf("%s/runtime-baremetal/gdb/corogo.py", paths_root());
    const char *argv[24];
    int k = 0;
    argv[k++] = "gdb-multiarch";
    argv[k++] = "-q";
    argv[k++] = "-nx";
    if (script)
        argv[k++] = "-batch";
    argv[k++] = "-ex";
    argv[k++] = "set pagination off";
    argv[k++] = "-ex";
    argv[k++] = "set confirm off";
    argv[k++] = "-x";
    argv[k++] = ext;
    argv[k++] = "-ex";
    argv[k++] = xprintf("target remote 127.0.0.1:%d", port);
    argv[k++] = "-ex";
    argv[k++] = "break main.main";
    argv[k++] = "-ex";
    argv[k++] = "continue";
    if (script) { /* then stop the machine: nothing runs on after the script */
        argv[k++] = "-x";
        argv[k++] = script;
        argv[k++] = "-ex";
        argv[k++] = "kill";
    }
    argv[k++] = elf;
    argv[k] = NULL;
    signal(SIGINT, SIG_IGN); /* ^C is gdb's: it stops the firmware */
    pid_t g = spawn(argv, false, false);
    int status = 1;
    if (g > 0)
        while (waitpid(g, &status, 0) < 0 && errno == EINTR)
            ;
    signal(SIGINT, SIG_DFL);
    kill(-q, SIGKILL);
    waitpid(q, NULL, 0);
    if (g < 0)
        return 1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}
