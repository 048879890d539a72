#define _GNU_SOURCE
#include "CEventLoop.h"

#include <stdint.h>
#include <sys/eventfd.h>
#include <sys/syscall.h>
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
