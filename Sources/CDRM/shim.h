#include <stdint.h>
#include <xf86drm.h>
#include <xf86drmMode.h>
#include <drm_fourcc.h>
/* DRM_IOCTL_* and DRM_FORMAT_* are function-like macros; Swift cannot import them. */
static inline unsigned long panel_drm_ioctl_mode_create_dumb(void) { return DRM_IOCTL_MODE_CREATE_DUMB; }
static inline unsigned long panel_drm_ioctl_mode_map_dumb(void) { return DRM_IOCTL_MODE_MAP_DUMB; }
static inline unsigned long panel_drm_ioctl_mode_destroy_dumb(void) { return DRM_IOCTL_MODE_DESTROY_DUMB; }
static inline uint32_t panel_drm_format_xrgb8888(void) { return DRM_FORMAT_XRGB8888; }
static inline uint32_t panel_drm_format_argb8888(void) { return DRM_FORMAT_ARGB8888; }
/* epoll is not in Swift's Glibc module; PanelDRM polls the DRM fd and the udev hotplug monitor as one fd. */
#include <sys/epoll.h>
static inline int panel_epoll_create(void) { return epoll_create1(EPOLL_CLOEXEC); }
/* epoll_event is a packed struct Swift cannot build; this adds `fd` for reading (level-triggered). */
static inline int panel_epoll_add(int epfd, int fd) { struct epoll_event ev = { .events = EPOLLIN, .data.fd = fd }; return epoll_ctl(epfd, EPOLL_CTL_ADD, fd, &ev); }
/* signalfd is not in Swift's Glibc module; it turns SIGINT/SIGTERM into a pollable fd so exit restores the CRTC. */
#include <sys/signalfd.h>
static inline int panel_signalfd(const sigset_t *mask) { return signalfd(-1, mask, SFD_NONBLOCK | SFD_CLOEXEC); }
/* timerfd is not in Swift's Glibc module; the systemd watchdog and idle blanking wake the run loop with one. */
#include <sys/timerfd.h>
static inline int panel_timerfd_create(void) { return timerfd_create(CLOCK_MONOTONIC, TFD_NONBLOCK | TFD_CLOEXEC); }
/* Arms `fd` to fire first after `first` seconds (0 disarms), then every `interval` seconds (0: once). */
static inline int panel_timerfd_arm(int fd, double first, double interval) {
    struct itimerspec t = { { 0, 0 }, { 0, 0 } };
    if (first > 0) { t.it_value.tv_sec = (time_t)first; t.it_value.tv_nsec = (long)((first - (double)(time_t)first) * 1e9); if (t.it_value.tv_sec == 0 && t.it_value.tv_nsec == 0) t.it_value.tv_nsec = 1; }
    if (interval > 0) { t.it_interval.tv_sec = (time_t)interval; t.it_interval.tv_nsec = (long)((interval - (double)(time_t)interval) * 1e9); }
    return timerfd_settime(fd, 0, &t, 0);
}
