#include <png.h>
/* PNG_IMAGE_SIZE and PNG_IMAGE_FAILED are macros over struct fields; exposed as functions for Swift. */
static inline size_t panel_png_image_row_stride(const png_image *image) { return PNG_IMAGE_ROW_STRIDE(*image); }
static inline int panel_png_image_failed(const png_image *image) { return PNG_IMAGE_FAILED(*image); }
/* PNG_FORMAT_* combine flag macros; Swift does not import them. */
static inline png_uint_32 panel_png_format_rgba(void) { return PNG_FORMAT_RGBA; }
static inline png_uint_32 panel_png_format_bgra(void) { return PNG_FORMAT_BGRA; }
/* Whether a file's own format (read by png_image_begin_read_*) carries alpha, or a tRNS chunk stands for it. */
static inline int panel_png_format_has_alpha(png_uint_32 format) { return (format & PNG_FORMAT_FLAG_ALPHA) != 0; }
