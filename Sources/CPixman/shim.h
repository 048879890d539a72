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
/* A copy of `width` x `height` 32-bit pixels into `dst` (rows `dst_stride` pixels apart), where the pixel
   at (x, y) comes from `src + x * step_x + y * step_y`: each step is ±1 or ± a source row, so this is the
   copy of a rectangle rotated by 90, 180 or 270 degrees. Every destination pixel is written once, row
   after row, and never read (a scanout buffer may be write-combined). When a destination row walks down a
   source column (90 and 270), blocks of 4x4 pixels are transposed in registers: four 16-byte loads from
   four source rows and four 16-byte stores to four destination rows, instead of a load and a store per
   pixel. pixman's rotation fast path (blt_rotated_90) moves pixels one by one and took 5 to 7 times
   memcpy's time in panel-bench; the values are the same (raw 32-bit copies, alpha byte included). */
typedef uint32_t panel_px4 __attribute__((vector_size(16)));
static inline panel_px4 panel_load_px4(const uint32_t *p) {
    panel_px4 v;
    __builtin_memcpy(&v, p, sizeof v);
    return v;
}
static inline void panel_store_px4(uint32_t *p, panel_px4 v) { __builtin_memcpy(p, &v, sizeof v); }
static inline void panel_copy_rotated32(uint32_t *dst, ptrdiff_t dst_stride, int width, int height,
                                        const uint32_t *src, ptrdiff_t step_x, ptrdiff_t step_y) {
    int y = 0;
    if (step_y == 1 || step_y == -1) {
        for (; y + 4 <= height; y += 4) {
            uint32_t *d0 = dst + y * dst_stride, *d1 = d0 + dst_stride, *d2 = d1 + dst_stride,
                     *d3 = d2 + dst_stride;
            /* The four source pixels of destination column x, rows y..y+3, in increasing address order. */
            const uint32_t *s = src + y * step_y + (step_y < 0 ? -3 : 0);
            int x = 0;
            for (; x + 4 <= width; x += 4, s += 4 * step_x) {
                panel_px4 r0 = panel_load_px4(s), r1 = panel_load_px4(s + step_x),
                          r2 = panel_load_px4(s + 2 * step_x), r3 = panel_load_px4(s + 3 * step_x);
                if (step_y < 0) {
                    r0 = __builtin_shufflevector(r0, r0, 3, 2, 1, 0);
                    r1 = __builtin_shufflevector(r1, r1, 3, 2, 1, 0);
                    r2 = __builtin_shufflevector(r2, r2, 3, 2, 1, 0);
                    r3 = __builtin_shufflevector(r3, r3, 3, 2, 1, 0);
                }
                /* r_i holds column x+i's rows y..y+3; destination row y+j takes element j of each. */
                panel_px4 t0 = __builtin_shufflevector(r0, r1, 0, 4, 1, 5);
                panel_px4 t1 = __builtin_shufflevector(r2, r3, 0, 4, 1, 5);
                panel_px4 t2 = __builtin_shufflevector(r0, r1, 2, 6, 3, 7);
                panel_px4 t3 = __builtin_shufflevector(r2, r3, 2, 6, 3, 7);
                panel_store_px4(d0 + x, __builtin_shufflevector(t0, t1, 0, 1, 4, 5));
                panel_store_px4(d1 + x, __builtin_shufflevector(t0, t1, 2, 3, 6, 7));
                panel_store_px4(d2 + x, __builtin_shufflevector(t2, t3, 0, 1, 4, 5));
                panel_store_px4(d3 + x, __builtin_shufflevector(t2, t3, 2, 3, 6, 7));
            }
            for (; x < width; x++) {
                const uint32_t *c = src + x * step_x + y * step_y;
                d0[x] = c[0];
                d1[x] = c[step_y];
                d2[x] = c[2 * step_y];
                d3[x] = c[3 * step_y];
            }
        }
    }
    for (; y < height; y++) {
        uint32_t *d = dst + y * dst_stride;
        const uint32_t *s = src + y * step_y;
        for (int x = 0; x < width; x++, s += step_x) d[x] = *s;
    }
}
