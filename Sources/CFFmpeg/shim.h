#include <errno.h>
#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libswscale/swscale.h>
#include <libswresample/swresample.h>
#include <libavutil/avutil.h>
#include <libavutil/channel_layout.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
/* AVERROR(), AVERROR_EOF and AV_NOPTS_VALUE are function-like or cast macros; Swift cannot import them. */
static inline int panel_averror_eagain(void) { return AVERROR(EAGAIN); }
static inline int panel_averror_eof(void) { return AVERROR_EOF; }
static inline int panel_averror_enomem(void) { return AVERROR(ENOMEM); }
static inline int64_t panel_av_nopts_value(void) { return AV_NOPTS_VALUE; }
static inline AVRational panel_av_time_base_q(void) { return AV_TIME_BASE_Q; }
/* A frame's duration moved from pkt_duration to duration in libavutil 58 (FFmpeg 6); this reads either. */
static inline int64_t panel_frame_duration(const AVFrame *f) {
#if LIBAVUTIL_VERSION_MAJOR >= 58
    return f->duration;
#else
    return f->pkt_duration;
#endif
}
