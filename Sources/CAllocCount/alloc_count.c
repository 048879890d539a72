#include "CAllocCount.h"

#include <errno.h>
#include <execinfo.h>
#include <stddef.h>
#include <unistd.h>

/* glibc's own allocator entry points: exported, and never interposed, so forwarding to them cannot recurse. */
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static __thread unsigned long long panel_allocations;

static __thread int panel_tracing;
static __thread int panel_in_trace;

unsigned long long panel_alloc_count(void) { return panel_allocations; }

void panel_alloc_trace(int on) {
    if (on) {
        /* backtrace() loads libgcc on its first call, which allocates: do that before tracing starts. */
        void *frames[4];
        backtrace(frames, 4);
    }
    panel_tracing = on;
}

/* A sanitizer (AddressSanitizer, ThreadSanitizer) replaces malloc itself: interposing here would hand it glibc's
 * blocks, which it cannot free (the process dies at start). Built with one (make sanitize, make tsan), nothing
 * is interposed and panel_alloc_count() stays 0. */
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define PANEL_ALLOC_SANITIZED 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define PANEL_ALLOC_SANITIZED 1
#endif

#ifdef PANEL_ALLOC_SANITIZED
int panel_alloc_counting(void) { return 0; }
#else
int panel_alloc_counting(void) { return 1; }

/* Writes the caller's stack when tracing; the guard keeps backtrace's own allocations from recursing. */
static void panel_trace(void) {
    if (!panel_tracing || panel_in_trace) return;
    panel_in_trace = 1;
    void *frames[24];
    int n = backtrace(frames, 24);
    static const char line[] = "panel-alloc: allocation\n";
    (void)!write(2, line, sizeof line - 1);
    backtrace_symbols_fd(frames + 2, n - 2, 2);
    panel_in_trace = 0;
}

void *malloc(size_t size) {
    panel_allocations++;
    panel_trace();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    panel_allocations++;
    panel_trace();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    panel_allocations++;
    panel_trace();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    panel_allocations++;
    panel_trace();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    panel_allocations++;
    panel_trace();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    /* posix_memalign's contract: a power of two multiple of sizeof(void *), and *out untouched on failure. */
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    panel_allocations++;
    panel_trace();
    void *p = __libc_memalign(alignment, size);
    if (p == NULL) return ENOMEM;
    *out = p;
    return 0;
}

#endif /* PANEL_ALLOC_SANITIZED */
