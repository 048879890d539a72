#include "CFFmpeg.h"

#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>

#define PANEL_SONAME(name, major) "lib" #name ".so." AV_STRINGIFY(major)
#define PANEL_SONAME_avformat PANEL_SONAME(avformat, LIBAVFORMAT_VERSION_MAJOR)
#define PANEL_SONAME_avcodec PANEL_SONAME(avcodec, LIBAVCODEC_VERSION_MAJOR)
#define PANEL_SONAME_swscale PANEL_SONAME(swscale, LIBSWSCALE_VERSION_MAJOR)
#define PANEL_SONAME_swresample PANEL_SONAME(swresample, LIBSWRESAMPLE_VERSION_MAJOR)
#define PANEL_SONAME_avutil PANEL_SONAME(avutil, LIBAVUTIL_VERSION_MAJOR)

/* The ELF dlopen metadata note (https://systemd.io/ELF_DLOPEN_METADATA/): owner "FDO", type 0x407c0c0a, a
 * JSON array naming the sonames this file opens. `readelf -p .note.dlopen kiosk` prints it; board/install
 * reads the sonames from it to install their packages, as it does for the libraries the kiosk links. */
#define PANEL_DLOPEN_JSON                                                                                     \
    "[{\"feature\":\"player\",\"description\":\"Video and sound decoding for the kiosk's player\","           \
    "\"priority\":\"recommended\",\"soname\":[\"" PANEL_SONAME_avformat "\",\"" PANEL_SONAME_avcodec          \
    "\",\"" PANEL_SONAME_swscale "\",\"" PANEL_SONAME_swresample "\",\"" PANEL_SONAME_avutil "\"]}]"

__attribute__((used, section(".note.dlopen"))) _Alignas(4) static const struct {
    uint32_t namesz, descsz, type;
    char name[4];
    _Alignas(4) char json[sizeof(PANEL_DLOPEN_JSON)];
} panel_ffmpeg_dlopen_note = {
    .namesz = sizeof("FDO"),
    .descsz = sizeof(PANEL_DLOPEN_JSON),
    .type = 0x407c0c0a,
    .name = "FDO",
    .json = PANEL_DLOPEN_JSON,
};

static struct panel_ffmpeg table;

const char *panel_ffmpeg_sonames(void) {
    return PANEL_SONAME_avformat " " PANEL_SONAME_avcodec " " PANEL_SONAME_swscale " " PANEL_SONAME_swresample
        " " PANEL_SONAME_avutil;
}

/* dlopen's failure as one line in `error`; always NULL. */
static const struct panel_ffmpeg *failed(char *error, size_t size, const char *what) {
    const char *reason = dlerror();
    snprintf(error, size, "%s", reason ? reason : what);
    return NULL;
}

const struct panel_ffmpeg *panel_ffmpeg_load(char *error, size_t size) {
    /* The note is only read from the file; this keeps a linker's section garbage collection from dropping it. */
    __asm__ volatile("" : : "r"(&panel_ffmpeg_dlopen_note));
    /* libavutil first: the others need it, so a missing libavutil is named as such. */
    void *avutil = dlopen(PANEL_SONAME_avutil, RTLD_NOW | RTLD_LOCAL);
    if (!avutil) return failed(error, size, PANEL_SONAME_avutil);
    void *swresample = dlopen(PANEL_SONAME_swresample, RTLD_NOW | RTLD_LOCAL);
    if (!swresample) return failed(error, size, PANEL_SONAME_swresample);
    void *swscale = dlopen(PANEL_SONAME_swscale, RTLD_NOW | RTLD_LOCAL);
    if (!swscale) return failed(error, size, PANEL_SONAME_swscale);
    void *avcodec = dlopen(PANEL_SONAME_avcodec, RTLD_NOW | RTLD_LOCAL);
    if (!avcodec) return failed(error, size, PANEL_SONAME_avcodec);
    void *avformat = dlopen(PANEL_SONAME_avformat, RTLD_NOW | RTLD_LOCAL);
    if (!avformat) return failed(error, size, PANEL_SONAME_avformat);
#define PANEL_FFMPEG_LOOKUP(library, name)                                                                    \
    *(void **)&table.name = dlsym(library, #name);                                                            \
    if (!table.name) return failed(error, size, #name);
    PANEL_FFMPEG_FUNCTIONS(PANEL_FFMPEG_LOOKUP)
#undef PANEL_FFMPEG_LOOKUP
    return &table;
}
