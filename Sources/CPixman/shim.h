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
/* Copies `rows` rows of `row_bytes` bytes from `src` to `dst` (rows `src_stride` and `dst_stride` bytes
   apart). Rows that lie end to end in both (a whole-width copy between buffers without padding) go in one
   `rep movsb` on an Intel processor with fast strings (ERMS): its microcode writes whole cache lines
   without reading them first, where a loop of vector stores reads each destination line before writing
   it. From emptied caches a 800x480 frame took 0.15-0.17 ms in one `rep movsb` against 0.19-0.21 ms a row
   at a time (memmove's vector loop for 3200 bytes) on an Intel Xeon host; on an AMD EPYC host one call
   for the frame was the slower (1.40 against 1.24 times pixman's SRC blit), so elsewhere it is a row at a
   time. Rows of whole 32-bit pixels that do not overlap go through `pixman_blt` (pixman's SIMD copy,
   which aligns each destination row and stores whole vectors): for rows that are part of a screen's width
   (a sliding page, a dragged card's damage) a slide took 1.13-1.21 times its raw pixman version with a
   memmove a row and 1.03-1.10 with pixman_blt in panel-bench, from emptied caches. Overlapping rows (a
   copy inside one buffer) are one memmove a row, which copies them in the safe direction. */
#include <string.h>
#if defined(__x86_64__)
#include <cpuid.h>
#endif
static inline int panel_copy_whole_block(void) {
#if defined(__x86_64__)
    /* 0 unknown, 1 no, 2 yes; every thread computes the same answer. */
    static int known;
    int k = __atomic_load_n(&known, __ATOMIC_RELAXED);
    if (k == 0) {
        unsigned int a = 0, b = 0, c = 0, d = 0;
        int intel = __get_cpuid(0, &a, &b, &c, &d) && b == 0x756e6547 && d == 0x49656e69 && c == 0x6c65746e;
        int erms = 0;
        if (intel && a >= 7) {
            __cpuid_count(7, 0, a, b, c, d);
            erms = (b >> 9) & 1;
        }
        k = erms ? 2 : 1;
        __atomic_store_n(&known, k, __ATOMIC_RELAXED);
    }
    return k == 2;
#else
    return 0;
#endif
}
static inline void panel_copy_rows(void *dst, size_t dst_stride, const void *src, size_t src_stride,
                                   size_t row_bytes, size_t rows) {
    if (rows == 0 || row_bytes == 0) return;
    /* Whether the bytes read and the bytes written do not overlap (distinct buffers). */
    const char *src_end = (const char *)src + (rows - 1) * src_stride + row_bytes;
    const char *dst_end = (const char *)dst + (rows - 1) * dst_stride + row_bytes;
    int apart = dst_end <= (const char *)src || src_end <= (const char *)dst;
#if defined(__x86_64__)
    if (rows > 1 && dst_stride == row_bytes && src_stride == row_bytes && apart && panel_copy_whole_block()) {
        size_t total = row_bytes * rows;
        const char *s = (const char *)src;
        char *d = (char *)dst;
        __asm__ volatile("rep movsb" : "+D"(d), "+S"(s), "+c"(total) : : "memory");
        return;
    }
#endif
    int whole_pixels = ((row_bytes | src_stride | dst_stride | (uintptr_t)src | (uintptr_t)dst) & 3) == 0;
    if (apart && whole_pixels && row_bytes / 4 <= INT32_MAX && rows <= INT32_MAX && src_stride / 4 <= INT32_MAX
        && dst_stride / 4 <= INT32_MAX
        && pixman_blt((uint32_t *)src, (uint32_t *)dst, (int)(src_stride / 4), (int)(dst_stride / 4), 32, 32, 0, 0,
                      0, 0, (int)(row_bytes / 4), (int)rows))
        return;
    for (size_t y = 0; y < rows; y++)
        memmove((char *)dst + y * dst_stride, (const char *)src + y * src_stride, row_bytes);
}
/* x * a / 255 rounded, as pixman multiplies an 8-bit channel by an 8-bit alpha (MUL_UN8). */
static inline uint32_t panel_mul_un8(uint32_t x, uint32_t a) {
    uint32_t t = x * a + 0x80;
    return (t + (t >> 8)) >> 8;
}
/* A rounded clip's corner put right: each a8r8g8b8 pixel of `dst` becomes, channel by channel,
   min(255, dst * m / 255 + saved * im / 255), where `m` is the rounded shape's coverage and `im` its
   inverse: exactly what pixman's IN_REVERSE of the coverage then ADD of the saved pixels through the inverse
   write (both through its general path, which took most of a frame of pages with rounded cards). Strides in
   pixels for the 32-bit images and in bytes for the masks. */
static inline void panel_restore_corner(uint32_t *dst, ptrdiff_t dst_stride, const uint8_t *m, const uint8_t *im,
                                        ptrdiff_t mask_stride, const uint32_t *saved, ptrdiff_t saved_stride,
                                        int width, int height) {
    for (int y = 0; y < height; y++) {
        uint32_t *d = dst + y * dst_stride;
        const uint8_t *my = m + y * mask_stride, *iy = im + y * mask_stride;
        const uint32_t *s = saved + y * saved_stride;
        for (int x = 0; x < width; x++) {
            uint32_t a = my[x], b = iy[x];
            if (a == 255 && b == 0) continue;
            if (a == 0 && b == 255) {
                d[x] = s[x];
                continue;
            }
            uint32_t dv = d[x], sv = s[x], out = 0;
            for (int shift = 0; shift < 32; shift += 8) {
                uint32_t c = panel_mul_un8((dv >> shift) & 0xFF, a) + panel_mul_un8((sv >> shift) & 0xFF, b);
                out |= (c > 255 ? 255 : c) << shift;
            }
            d[x] = out;
        }
    }
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
