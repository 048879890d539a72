#ifndef CEVENTLOOP_H
#define CEVENTLOOP_H

/* The hooks through which a run loop that owns the main thread serves libdispatch's main queue, as
 * CoreFoundation's CFRunLoop does on Linux. libdispatch exports them (they are its contract with CF) but
 * declares them in no public header, so they are declared and wrapped here. */

/* The descriptor (an eventfd) that becomes readable when work is queued on the main queue. Valid only
 * while the main queue is bound to the main thread: not after dispatch_main(). */
int panel_main_queue_descriptor(void);

/* Clears the main queue's eventfd and runs every block and main-actor job queued on the main queue.
 * Must be called on the main thread. */
void panel_drain_main_queue(void);

/* 1 on the process's main thread (the thread whose id is the process id). */
int panel_is_main_thread(void);

#include <poll.h>

/* poll(2) with a timeout in nanoseconds (ppoll), negative for none: a loop that must wake a fraction of a
 * millisecond before a deadline (to start its band threads ahead of a frame) cannot with poll's
 * milliseconds. */
int panel_poll(struct pollfd *fds, unsigned long count, long long timeout_ns);

/* An eventfd for waking a loop from any thread (non-blocking, close-on-exec); -1 with errno set on failure. */
int panel_wake_descriptor(void);

#endif
