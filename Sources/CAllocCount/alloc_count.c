#include "CAllocCount.h"

#include <errno.h>
#include <stddef.h>

/* glibc's own allocator entry points: exported, and never interposed, so forwarding to them cannot recurse. */
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static __thread unsigned long long panel_allocations;

unsigned long long panel_alloc_count(void) { return panel_allocations; }

void *malloc(size_t size) {
    panel_allocations++;
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    panel_allocations++;
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    panel_allocations++;
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    panel_allocations++;
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    panel_allocations++;
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    /* posix_memalign's contract: a power of two multiple of sizeof(void *), and *out untouched on failure. */
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    panel_allocations++;
    void *p = __libc_memalign(alignment, size);
    if (p == NULL) return ENOMEM;
    *out = p;
    return 0;
}
