/* libjpeg(-turbo) for UIImage.jpegData(compressionQuality:) and UIImage(data:) of a JPEG.
   libjpeg reports errors by calling error_exit, which exits the process by default; these wrappers
   longjmp back instead (Swift cannot call setjmp), so bad data fails with 0/NULL rather than a crash.
   They are static inline in this header because a system module holds no C files. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <setjmp.h>
#include <jpeglib.h>

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
} panel_jpeg_error;

static void panel_jpeg_error_exit(j_common_ptr info) {
    panel_jpeg_error *error = (panel_jpeg_error *)info->err;
    longjmp(error->jump, 1);
}

/* Warnings and traces are not printed: a damaged file fails or decodes as far as it can. */
static void panel_jpeg_output_message(j_common_ptr info) { (void)info; }

/* Encodes width x height pixels of 4 bytes (B, G, R, ignored: ARGB32 words on little-endian), `stride`
   bytes a row, at `quality` (0-100). Returns the JPEG's size and sets *out to a buffer to release with
   panel_jpeg_free; 0 on failure. */
static inline unsigned long panel_jpeg_encode_bgrx(const unsigned char *pixels, int width, int height, int stride,
                                                   int quality, unsigned char **out) {
    struct jpeg_compress_struct info;
    panel_jpeg_error error;
    unsigned char *buffer = NULL;
    unsigned long size = 0;
    *out = NULL;
    if (width <= 0 || height <= 0) return 0;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = panel_jpeg_error_exit;
    error.manager.output_message = panel_jpeg_output_message;
    if (setjmp(error.jump)) {
        /* The memory destination may have moved its buffer; leaking it beats freeing a stale pointer. */
        jpeg_destroy_compress(&info);
        return 0;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, &buffer, &size);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_BGRX;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)info.next_scanline * (size_t)stride);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *out = buffer;
    return size;
}

/* Reads a JPEG's size without decoding it; 0 when it is not a readable JPEG. */
static inline int panel_jpeg_read_size(const unsigned char *data, unsigned long size, int *width, int *height) {
    struct jpeg_decompress_struct info;
    panel_jpeg_error error;
    *width = 0;
    *height = 0;
    if (size < 4 || data[0] != 0xFF || data[1] != 0xD8) return 0;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = panel_jpeg_error_exit;
    error.manager.output_message = panel_jpeg_output_message;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        return 0;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    *width = (int)info.image_width;
    *height = (int)info.image_height;
    jpeg_destroy_decompress(&info);
    return 1;
}

/* Decodes a JPEG into `pixels` (B, G, R, 255 a pixel: opaque ARGB32 words on little-endian), `stride` bytes
   a row, which must hold the size panel_jpeg_read_size gave. Returns 1, or 0 for a damaged file. */
static inline int panel_jpeg_decode_bgra(const unsigned char *data, unsigned long size, unsigned char *pixels,
                                         int width, int height, int stride) {
    struct jpeg_decompress_struct info;
    panel_jpeg_error error;
    if (size < 4 || data[0] != 0xFF || data[1] != 0xD8) return 0;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = panel_jpeg_error_exit;
    error.manager.output_message = panel_jpeg_output_message;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        return 0;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    if ((int)info.image_width != width || (int)info.image_height != height) {
        jpeg_destroy_decompress(&info);
        return 0;
    }
    info.out_color_space = JCS_EXT_BGRA;
    jpeg_start_decompress(&info);
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)info.output_scanline * (size_t)stride);
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return 1;
}

static inline void panel_jpeg_free(unsigned char *buffer) { free(buffer); }
