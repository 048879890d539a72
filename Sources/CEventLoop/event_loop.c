#define _GNU_SOURCE
#include "CEventLoop.h"

#include <poll.h>
#include <stdint.h>
#include <sys/eventfd.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

int panel_main_queue_descriptor(void) { return _dispatch_get_main_queue_handle_4CF(); }

void panel_drain_main_queue(void) {
    uint64_t value;
    /* The eventfd is non-blocking; an empty read (EAGAIN) is fine: the callback drains whatever is queued. */
    (void)read(_dispatch_get_main_queue_handle_4CF(), &value, sizeof value);
    _dispatch_main_queue_callback_4CF(0);
}

int panel_is_main_thread(void) { return getpid() == (pid_t)syscall(SYS_gettid); }

int panel_wake_descriptor(void) { return eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC); }

int panel_poll(struct pollfd *fds, unsigned long count, long long timeout_ns) {
    if (timeout_ns < 0) return ppoll(fds, (nfds_t)count, NULL, NULL);
    struct timespec timeout = {(time_t)(timeout_ns / 1000000000LL), (long)(timeout_ns % 1000000000LL)};
    return ppoll(fds, (nfds_t)count, &timeout, NULL);
}
