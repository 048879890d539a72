#ifndef CMALLOCINFO_H
#define CMALLOCINFO_H

#include <stddef.h>

/* glibc's heap statistics for the soak (malloc.h does not come through Swift's Glibc module).
 * Bytes the heap has handed out and not had back: mallinfo2's uordblks (small blocks) + hblkhd (mmapped). */
size_t panel_heap_in_use(void);

/* malloc_trim(0): returns freed heap memory to the system; 1 when some was released. */
int panel_heap_trim(void);

#endif
