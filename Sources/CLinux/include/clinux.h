#ifndef GYM_TIMER_CLINUX_H
#define GYM_TIMER_CLINUX_H
/* The few Linux calls Swift's Glibc module does not expose (timerfd, epoll,
   signalfd, eventfd, SO_PEERCRED) or exposes awkwardly (sockaddr_un, packed
   epoll_event, posix_spawn with setsid). Every function returns -errno on
   failure so the Swift side turns it into a typed error once. */
#include <stdint.h>
#include <sys/types.h>

int64_t gt_boottime_ns(void);
int64_t gt_realtime_ns(void);

int gt_timerfd_create_boottime(void);
/* Arms the timer at an absolute CLOCK_BOOTTIME instant; 0 disarms. */
int gt_timerfd_arm(int fd, int64_t boottime_ns);
int gt_timerfd_drain(int fd);

int gt_epoll_create(void);
int gt_epoll_add(int ep, int fd, uint32_t events, uint64_t data);
int gt_epoll_modify(int ep, int fd, uint32_t events, uint64_t data);
int gt_epoll_remove(int ep, int fd);
/* Waits for events; fills parallel arrays. timeout_ms -1 sleeps until an event. */
int gt_epoll_wait(int ep, uint64_t *datas, uint32_t *events, int max, int timeout_ms);
extern const uint32_t GT_EPOLLIN, GT_EPOLLOUT, GT_EPOLLERR, GT_EPOLLHUP, GT_EPOLLRDHUP;

/* Blocks SIGTERM, SIGINT and SIGHUP and returns a signalfd that reports them. */
/// A write past RLIMIT_FSIZE (a file-size limit) fails with EFBIG, which
/// SQLite and the journal report as an error, instead of SIGXFSZ killing
/// the process mid-command.
void gt_ignore_file_size_signal(void);
/// Raises the soft limit on open descriptors to the hard one (the daemon
/// uses epoll, so the 1024 select() ceiling does not apply); returns the new
/// soft limit or -errno.
long gt_raise_open_file_limit(void);

int gt_signalfd_termination(void);
int gt_signalfd_read(int fd);

/* Starts a detached thread named `name` (at most 15 bytes) running body(arg),
   with every signal blocked in it: signals reach the daemon's signalfd only.
   0, or -error. */
int gt_thread_start(const char *name, void *(*body)(void *), void *arg);

int gt_eventfd_create(void);
int gt_eventfd_signal(int fd);
int gt_eventfd_drain(int fd);

/* Binds and listens on a Unix stream socket (non-blocking, close-on-exec). */
int gt_unix_listen(const char *path, int backlog, unsigned mode);
/* Connects to a Unix stream socket; blocking, close-on-exec. */
int gt_unix_connect(const char *path);
int gt_accept(int listen_fd);
/* The uid of the process on the other end of a Unix socket, or -errno. */
int64_t gt_peer_uid(int fd);
int gt_set_nonblocking(int fd);
int gt_is_listening_unix_socket(int fd);
/* The path a Unix socket is bound to, copied into buf; -errno on failure. */
int gt_socket_path(int fd, char *buf, int len);
int gt_max_unix_path(void);

/* Opens (creating 0600) and takes an exclusive non-blocking flock; -EWOULDBLOCK if held. */
int gt_lock_file(const char *path);

/* Starts a program in its own session, stdin from /dev/null, stdout and stderr
   appended to log_path. Returns the pid or -errno. */
int64_t gt_spawn_detached(const char *path, char *const argv[], const char *log_path);
/* Starts a program as this process's child (same session and process group),
   stdin from input_fd and stdout and stderr to log_fd (/dev/null where
   negative), no other descriptor inherited, no signal blocked and SIGPIPE and
   SIGXFSZ at their defaults (the daemon blocks and ignores such signals for
   itself). envp NULL passes this process's environment. Returns the pid or
   -errno. */
int64_t gt_spawn_child(const char *path, char *const argv[], char *const envp[], int input_fd, int log_fd);
/* A pidfd for `pid` (close-on-exec), readable once the process has ended, so an
   event loop reaps its child without a SIGCHLD handler (Linux 5.3); -errno on failure. */
int gt_pidfd_open(int pid);

/* Sends one sd_notify(3) datagram ("READY=1", "STATUS=…") to the service
   manager's socket; a path starting with '@' is abstract. */
int gt_sd_notify(const char *socket_path, const char *state);
/* A bound Unix datagram socket, for receiving such messages in tests. */
int gt_unix_datagram_bind(const char *path);

int gt_fdatasync(int fd);
int gt_fsync_dir(const char *path);
/* glibc's heap (malloc.h): large blocks always from their own mappings,
   so they return to the system when freed; and a trim of what is free. */
void gt_heap_return_large_blocks(size_t threshold);
void gt_heap_release_freed(void);

/* A pipe whose ends close on exec (a child gets only what it is given); -errno on failure. */
int gt_pipe_cloexec(int ends[2]);
/* Whether child `pid` has exited: 1, left to be reaped; 0 while it runs; -errno. */
int gt_child_has_exited(int pid);

#endif
