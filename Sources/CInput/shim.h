#include <libinput.h>
#include <libudev.h>
#include <linux/input.h>
#include <linux/uinput.h>
/* UI_DEV_CREATE and friends are ioctl macros; Swift cannot import them. */
static inline unsigned long panel_ui_dev_create(void) { return UI_DEV_CREATE; }
static inline unsigned long panel_ui_dev_destroy(void) { return UI_DEV_DESTROY; }
static inline unsigned long panel_ui_dev_setup(void) { return UI_DEV_SETUP; }
static inline unsigned long panel_ui_abs_setup(void) { return UI_ABS_SETUP; }
static inline unsigned long panel_ui_set_evbit(void) { return UI_SET_EVBIT; }
static inline unsigned long panel_ui_set_keybit(void) { return UI_SET_KEYBIT; }
static inline unsigned long panel_ui_set_absbit(void) { return UI_SET_ABSBIT; }
static inline unsigned long panel_ui_set_propbit(void) { return UI_SET_PROPBIT; }
