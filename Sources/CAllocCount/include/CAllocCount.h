#ifndef CALLOCCOUNT_H
#define CALLOCCOUNT_H

/* Counts heap allocations made by the calling thread, for the benchmark's allocations-per-frame figure.
 *
 * Linking this target into an executable defines malloc, calloc, realloc, posix_memalign, aligned_alloc and
 * memalign there: every library the process loads (the Swift runtime, pixman, FreeType) then allocates through
 * them. Each counts one allocation on a thread-local counter and forwards to glibc's __libc_* entry points, so
 * nothing else changes; free is left alone. */

/* Heap allocations made by this thread since it started. */
unsigned long long panel_alloc_count(void);

/* 1 when allocations are counted; 0 in a sanitizer build, which keeps its own malloc. */
int panel_alloc_counting(void);
/* While on (non-zero) for this thread, every allocation it makes also writes its call stack to standard error
 * (glibc's backtrace_symbols_fd), to find what allocates in a frame that should not (panel-bench
 * --trace-allocations). */
void panel_alloc_trace(int on);

#endif
