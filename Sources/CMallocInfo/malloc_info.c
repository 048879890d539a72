#include "CMallocInfo.h"

#include <malloc.h>

size_t panel_heap_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}

int panel_heap_trim(void) { return malloc_trim(0); }
