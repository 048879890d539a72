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
