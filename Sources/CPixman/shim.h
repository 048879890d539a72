#include <pixman.h>
/* pixman_fixed_t conversions are macros; Swift cannot import them. */
static inline pixman_fixed_t panel_pixman_double_to_fixed(double d) { return pixman_double_to_fixed(d); }
/* A 32-bit pixel fill at memset's bandwidth. On x86-64 a long fill is `rep stosl`, whose fast-string
   microcode writes whole cache lines without reading them first (as glibc's memset does with `rep stosb`
   for large sizes; its wmemset uses vector stores, which read each line before writing it). Elsewhere,
   glibc's wmemset (wchar_t is 32-bit on Linux). */
#include <wchar.h>
#include <stdint.h>
#include <stddef.h>
static inline void panel_fill32(uint32_t *pixels, uint32_t value, size_t count) {
#if defined(__x86_64__)
    if (count >= 4096) {
        __asm__ volatile("rep stosl" : "+D"(pixels), "+c"(count) : "a"(value) : "memory");
        return;
    }
#endif
    wmemset((wchar_t *)pixels, (wchar_t)value, count);
}
