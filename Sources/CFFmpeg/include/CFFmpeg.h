#ifndef CFFMPEG_H
#define CFFMPEG_H

/* FFmpeg for PanelMedia, loaded with dlopen when the player first opens a file rather than linked.
 *
 * Linked, FFmpeg's five libraries bring their whole dependency closure (codecs, TLS, network and hardware
 * acceleration libraries: about 130 shared objects here) into every start of the kiosk, player or not. So
 * the kiosk links none of them: PanelMedia calls FFmpeg through `struct panel_ffmpeg`, whose pointers
 * `panel_ffmpeg_load` looks up in the libraries named by the sonames of the headers it was built against.
 * Without FFmpeg the kiosk still starts and its player says why it cannot play. The sonames are also in the
 * binary's `.note.dlopen` (https://systemd.io/ELF_DLOPEN_METADATA/), where board/install reads them to
 * install FFmpeg's packages on a device. */

#include <errno.h>
#include <stddef.h>
#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libswscale/swscale.h>
#include <libswresample/swresample.h>
#include <libavutil/avutil.h>
#include <libavutil/channel_layout.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>

/* Every FFmpeg function PanelMedia calls, each with the library that exports it. A call to a function that
 * is not listed here does not link: the kiosk has no link to FFmpeg. */
#define PANEL_FFMPEG_FUNCTIONS(F)                                                                             \
    F(avformat, avformat_open_input)                                                                          \
    F(avformat, avformat_find_stream_info)                                                                    \
    F(avformat, avformat_close_input)                                                                         \
    F(avformat, avformat_seek_file)                                                                           \
    F(avformat, av_find_best_stream)                                                                          \
    F(avformat, av_read_frame)                                                                                \
    F(avcodec, avcodec_find_decoder)                                                                          \
    F(avcodec, avcodec_find_decoder_by_name)                                                                  \
    F(avcodec, avcodec_alloc_context3)                                                                        \
    F(avcodec, avcodec_free_context)                                                                          \
    F(avcodec, avcodec_parameters_to_context)                                                                 \
    F(avcodec, avcodec_open2)                                                                                 \
    F(avcodec, avcodec_send_packet)                                                                           \
    F(avcodec, avcodec_receive_frame)                                                                         \
    F(avcodec, avcodec_flush_buffers)                                                                         \
    F(avcodec, avcodec_get_name)                                                                              \
    F(avcodec, av_packet_alloc)                                                                               \
    F(avcodec, av_packet_free)                                                                                \
    F(avcodec, av_packet_unref)                                                                               \
    F(avcodec, av_packet_move_ref)                                                                            \
    F(swscale, sws_getCachedContext)                                                                          \
    F(swscale, sws_scale)                                                                                     \
    F(swscale, sws_freeContext)                                                                               \
    F(swresample, swr_alloc_set_opts2)                                                                        \
    F(swresample, swr_init)                                                                                   \
    F(swresample, swr_free)                                                                                   \
    F(swresample, swr_convert)                                                                                \
    F(swresample, swr_get_delay)                                                                              \
    F(swresample, swr_get_out_samples)                                                                        \
    F(avutil, av_frame_alloc)                                                                                 \
    F(avutil, av_frame_free)                                                                                  \
    F(avutil, av_frame_ref)                                                                                   \
    F(avutil, av_frame_unref)                                                                                 \
    F(avutil, av_channel_layout_default)                                                                      \
    F(avutil, av_channel_layout_copy)                                                                         \
    F(avutil, av_channel_layout_compare)                                                                      \
    F(avutil, av_channel_layout_uninit)                                                                       \
    F(avutil, av_rescale_q)                                                                                   \
    F(avutil, av_strerror)                                                                                    \
    F(avutil, av_log_set_level)

/* The functions above, each a pointer of the function's own type, under the function's own name. */
struct panel_ffmpeg {
#define PANEL_FFMPEG_POINTER(library, name) __typeof__(name) *_Nonnull name;
    PANEL_FFMPEG_FUNCTIONS(PANEL_FFMPEG_POINTER)
#undef PANEL_FFMPEG_POINTER
};

/* Opens libavformat, libavcodec, libswscale, libswresample and libavutil by the sonames of the headers above
 * (libavformat.so.59, ...) and looks up every function of `struct panel_ffmpeg`. Returns the table, or NULL
 * with `error` (of `size` bytes) holding dlerror's line: the library or function that is missing. The
 * libraries stay loaded for the life of the process. Not thread-safe: PanelMedia calls it once, from a Swift
 * `static let`. */
const struct panel_ffmpeg *_Nullable panel_ffmpeg_load(char *_Nonnull error, size_t size);

/* The sonames `panel_ffmpeg_load` opens, space-separated (for the one-line error that names them). */
const char *_Nonnull panel_ffmpeg_sonames(void);

/* AVERROR(), AVERROR_EOF and AV_NOPTS_VALUE are function-like or cast macros; Swift cannot import them. */
static inline int panel_averror_eagain(void) { return AVERROR(EAGAIN); }
static inline int panel_averror_eof(void) { return AVERROR_EOF; }
static inline int panel_averror_enomem(void) { return AVERROR(ENOMEM); }
static inline int64_t panel_av_nopts_value(void) { return AV_NOPTS_VALUE; }
static inline AVRational panel_av_time_base_q(void) { return AV_TIME_BASE_Q; }
/* A frame's duration moved from pkt_duration to duration in libavutil 58 (FFmpeg 6); this reads either. */
static inline int64_t panel_frame_duration(const AVFrame *_Nonnull f) {
#if LIBAVUTIL_VERSION_MAJOR >= 58
    return f->duration;
#else
    return f->pkt_duration;
#endif
}

#endif
