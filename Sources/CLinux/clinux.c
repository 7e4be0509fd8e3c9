#define _GNU_SOURCE
#include "clinux.h"
#include <errno.h>
#include <stddef.h>
#include <fcntl.h>
#include <malloc.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/file.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/timerfd.h>
#include <sys/wait.h>
#include <sys/un.h>

const uint32_t GT_EPOLLIN = EPOLLIN, GT_EPOLLOUT = EPOLLOUT, GT_EPOLLERR = EPOLLERR,
               GT_EPOLLHUP = EPOLLHUP, GT_EPOLLRDHUP = EPOLLRDHUP;

static int64_t clock_ns(clockid_t id) {
    struct timespec ts;
    clock_gettime(id, &ts);
    return (int64_t)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}
int64_t gt_boottime_ns(void) { return clock_ns(CLOCK_BOOTTIME); }
int64_t gt_realtime_ns(void) { return clock_ns(CLOCK_REALTIME); }

int gt_timerfd_create_boottime(void) {
    int fd = timerfd_create(CLOCK_BOOTTIME, TFD_NONBLOCK | TFD_CLOEXEC);
    return fd < 0 ? -errno : fd;
}

int gt_timerfd_arm(int fd, int64_t ns) {
    struct itimerspec spec;
    memset(&spec, 0, sizeof spec);
    if (ns > 0) {
        spec.it_value.tv_sec = ns / 1000000000LL;
        spec.it_value.tv_nsec = ns % 1000000000LL;
    }
    return timerfd_settime(fd, ns > 0 ? TFD_TIMER_ABSTIME : 0, &spec, NULL) < 0 ? -errno : 0;
}

int gt_timerfd_drain(int fd) {
    uint64_t n;
    return read(fd, &n, sizeof n) < 0 ? -errno : 0;
}

int gt_epoll_create(void) {
    int fd = epoll_create1(EPOLL_CLOEXEC);
    return fd < 0 ? -errno : fd;
}

static int epoll_op(int ep, int op, int fd, uint32_t events, uint64_t data) {
    struct epoll_event ev;
    ev.events = events;
    ev.data.u64 = data;
    return epoll_ctl(ep, op, fd, &ev) < 0 ? -errno : 0;
}
int gt_epoll_add(int ep, int fd, uint32_t e, uint64_t d) { return epoll_op(ep, EPOLL_CTL_ADD, fd, e, d); }
int gt_epoll_modify(int ep, int fd, uint32_t e, uint64_t d) { return epoll_op(ep, EPOLL_CTL_MOD, fd, e, d); }
int gt_epoll_remove(int ep, int fd) { return epoll_op(ep, EPOLL_CTL_DEL, fd, 0, 0); }

int gt_epoll_wait(int ep, uint64_t *datas, uint32_t *events, int max, int timeout_ms) {
    struct epoll_event evs[64];
    if (max > 64) max = 64;
    int n = epoll_wait(ep, evs, max, timeout_ms);
    if (n < 0) return -errno;
    for (int i = 0; i < n; i++) {
        datas[i] = evs[i].data.u64;
        events[i] = evs[i].events;
    }
    return n;
}

void gt_ignore_file_size_signal(void) {
    signal(SIGXFSZ, SIG_IGN);
}

long gt_raise_open_file_limit(void) {
    struct rlimit limit;
    if (getrlimit(RLIMIT_NOFILE, &limit) != 0) return -errno;
    if (limit.rlim_cur < limit.rlim_max) {
        limit.rlim_cur = limit.rlim_max;
        if (setrlimit(RLIMIT_NOFILE, &limit) != 0) return -errno;
    }
    return (long)limit.rlim_cur;
}

int gt_signalfd_termination(void) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGTERM);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGHUP);
    if (pthread_sigmask(SIG_BLOCK, &set, NULL) != 0) return -errno;
    signal(SIGPIPE, SIG_IGN);
    gt_ignore_file_size_signal();
    int fd = signalfd(-1, &set, SFD_NONBLOCK | SFD_CLOEXEC);
    return fd < 0 ? -errno : fd;
}

int gt_signalfd_read(int fd) {
    struct signalfd_siginfo info;
    ssize_t n = read(fd, &info, sizeof info);
    if (n != (ssize_t)sizeof info) return n < 0 ? -errno : -EIO;
    return (int)info.ssi_signo;
}

int gt_eventfd_create(void) {
    int fd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
    return fd < 0 ? -errno : fd;
}
int gt_eventfd_signal(int fd) {
    uint64_t one = 1;
    return write(fd, &one, sizeof one) < 0 ? -errno : 0;
}
int gt_eventfd_drain(int fd) {
    uint64_t n;
    return read(fd, &n, sizeof n) < 0 ? -errno : 0;
}

int gt_thread_start(const char *name, void *(*body)(void *), void *arg) {
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    pthread_t thread;
    int rc = pthread_create(&thread, NULL, body, arg);
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    if (rc != 0) return -rc;
    pthread_setname_np(thread, name);
    pthread_detach(thread);
    return 0;
}

int gt_max_unix_path(void) {
    struct sockaddr_un a;
    return (int)sizeof a.sun_path - 1;
}

static int fill_address(struct sockaddr_un *a, const char *path) {
    memset(a, 0, sizeof *a);
    a->sun_family = AF_UNIX;
    if (strlen(path) >= sizeof a->sun_path) return -ENAMETOOLONG;
    strcpy(a->sun_path, path);
    return 0;
}

int gt_unix_listen(const char *path, int backlog, unsigned mode) {
    struct sockaddr_un a;
    int rc = fill_address(&a, path);
    if (rc < 0) return rc;
    int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd < 0) return -errno;
    /* Create the socket file with the final mode from the start: no window
       in which another user could connect. */
    mode_t old = umask(0777 & ~mode);
    rc = bind(fd, (struct sockaddr *)&a, sizeof a);
    int saved = errno;
    umask(old);
    if (rc < 0 || listen(fd, backlog) < 0) {
        if (rc == 0) saved = errno;
        close(fd);
        return -saved;
    }
    return fd;
}

/* A Unix socket of `type` connected or bound to `path`; -errno on failure. */
static int unix_socket_at(const char *path, int type, int (*attach)(int, const struct sockaddr *, socklen_t)) {
    struct sockaddr_un a;
    int rc = fill_address(&a, path);
    if (rc < 0) return rc;
    int fd = socket(AF_UNIX, type | SOCK_CLOEXEC, 0);
    if (fd < 0) return -errno;
    if (attach(fd, (struct sockaddr *)&a, sizeof a) < 0) {
        int saved = errno;
        close(fd);
        return -saved;
    }
    return fd;
}

int gt_unix_connect(const char *path) {
    return unix_socket_at(path, SOCK_STREAM, connect);
}

int gt_accept(int listen_fd) {
    int fd = accept4(listen_fd, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC);
    return fd < 0 ? -errno : fd;
}

int64_t gt_peer_uid(int fd) {
    struct ucred cred;
    socklen_t len = sizeof cred;
    if (getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &cred, &len) < 0) return -errno;
    return (int64_t)cred.uid;
}

int gt_set_nonblocking(int fd) {
    int flags = fcntl(fd, F_GETFL);
    if (flags < 0 || fcntl(fd, F_SETFL, flags | O_NONBLOCK) < 0) return -errno;
    return 0;
}

int gt_is_listening_unix_socket(int fd) {
    int type = 0, listening = 0;
    socklen_t len = sizeof type;
    struct sockaddr_un a;
    socklen_t alen = sizeof a;
    if (getsockopt(fd, SOL_SOCKET, SO_TYPE, &type, &len) < 0) return 0;
    len = sizeof listening;
    if (getsockopt(fd, SOL_SOCKET, SO_ACCEPTCONN, &listening, &len) < 0) return 0;
    if (getsockname(fd, (struct sockaddr *)&a, &alen) < 0) return 0;
    return type == SOCK_STREAM && listening && a.sun_family == AF_UNIX;
}

int gt_socket_path(int fd, char *buf, int len) {
    struct sockaddr_un a;
    socklen_t alen = sizeof a;
    memset(&a, 0, sizeof a);
    if (getsockname(fd, (struct sockaddr *)&a, &alen) < 0) return -errno;
    if (a.sun_family != AF_UNIX || a.sun_path[0] == 0) return -EINVAL;
    if ((int)strlen(a.sun_path) >= len) return -ENAMETOOLONG;
    strcpy(buf, a.sun_path);
    return 0;
}

int gt_lock_file(const char *path) {
    int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0) return -errno;
    if (flock(fd, LOCK_EX | LOCK_NB) < 0) {
        int saved = errno;
        close(fd);
        return -saved;
    }
    return fd;
}

extern char **environ;

int64_t gt_spawn_detached(const char *path, char *const argv[], const char *log_path) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attr;
    posix_spawn_file_actions_init(&actions);
    posix_spawnattr_init(&attr);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 1, log_path, O_WRONLY | O_CREAT | O_APPEND, 0600);
    posix_spawn_file_actions_adddup2(&actions, 1, 2);
    /* A detached daemon must not hold its parent's other descriptors (a
       caller's pipe would never see end-of-file). */
    posix_spawn_file_actions_addclosefrom_np(&actions, 3);
    sigset_t none;
    sigemptyset(&none);
    posix_spawnattr_setsigmask(&attr, &none);
    posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGMASK);
    pid_t pid;
    int rc = posix_spawn(&pid, path, &actions, &attr, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attr);
    return rc != 0 ? -(int64_t)rc : (int64_t)pid;
}

int64_t gt_spawn_child(const char *path, char *const argv[], char *const envp[], int input_fd, int log_fd) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attr;
    posix_spawn_file_actions_init(&actions);
    posix_spawnattr_init(&attr);
    if (log_fd >= 0) {
        posix_spawn_file_actions_adddup2(&actions, log_fd, 1);
        posix_spawn_file_actions_adddup2(&actions, log_fd, 2);
    } else {
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
        posix_spawn_file_actions_adddup2(&actions, 1, 2);
    }
    if (input_fd >= 0) posix_spawn_file_actions_adddup2(&actions, input_fd, 0);
    else posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    /* Not the daemon's sockets, epoll or journal: a child holding the
       listening socket would keep clients connecting to a daemon that left. */
    posix_spawn_file_actions_addclosefrom_np(&actions, 3);
    sigset_t none, defaults;
    sigemptyset(&none);
    sigemptyset(&defaults);
    sigaddset(&defaults, SIGPIPE);
    sigaddset(&defaults, SIGXFSZ);
    posix_spawnattr_setsigmask(&attr, &none);
    posix_spawnattr_setsigdefault(&attr, &defaults);
    posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
    pid_t pid;
    int rc = posix_spawn(&pid, path, &actions, &attr, argv, envp ? envp : environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attr);
    return rc != 0 ? -(int64_t)rc : (int64_t)pid;
}

#ifndef SYS_pidfd_open
#define SYS_pidfd_open 434 /* the same number on every architecture */
#endif

int gt_pidfd_open(int pid) {
    long fd = syscall(SYS_pidfd_open, (pid_t)pid, 0);
    return fd < 0 ? -errno : (int)fd;
}

int gt_fdatasync(int fd) { return fdatasync(fd) < 0 ? -errno : 0; }

int gt_fsync_dir(const char *path) {
    int fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return -errno;
    int rc = fsync(fd) < 0 ? -errno : 0;
    close(fd);
    return rc;
}

int gt_sd_notify(const char *socket_path, const char *state) {
    struct sockaddr_un a;
    memset(&a, 0, sizeof a);
    a.sun_family = AF_UNIX;
    size_t n = strlen(socket_path);
    if (n == 0 || n >= sizeof a.sun_path) return -EINVAL;
    memcpy(a.sun_path, socket_path, n);
    /* "@name" is an abstract socket: a leading NUL, no terminator. */
    if (a.sun_path[0] == '@') a.sun_path[0] = 0;
    socklen_t len = (socklen_t)(offsetof(struct sockaddr_un, sun_path) + n);
    int fd = socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    if (fd < 0) return -errno;
    ssize_t sent = sendto(fd, state, strlen(state), MSG_NOSIGNAL, (struct sockaddr *)&a, len);
    int saved = errno;
    close(fd);
    return sent < 0 ? -saved : 0;
}

int gt_unix_datagram_bind(const char *path) {
    return unix_socket_at(path, SOCK_DGRAM, bind);
}

void gt_heap_return_large_blocks(size_t threshold) {
    mallopt(M_MMAP_THRESHOLD, (int)threshold);
}

void gt_heap_release_freed(void) {
    malloc_trim(0);
}

int gt_pipe_cloexec(int ends[2]) {
    return pipe2(ends, O_CLOEXEC) < 0 ? -errno : 0;
}

int gt_child_has_exited(int pid) {
    siginfo_t info;
    memset(&info, 0, sizeof info);
    if (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOHANG | WNOWAIT) < 0) return -errno;
    return info.si_pid == pid ? 1 : 0;
}
