#include <alsa/asoundlib.h>
/* alsa-lib prints its own diagnostics through a variadic handler Swift cannot write; this one drops them, so a
   missing sound card is reported once by the player instead of as several lines of library noise. */
static void panel_alsa_quiet_handler(const char *file, int line, const char *function, int err, const char *fmt, ...) {
    (void)file; (void)line; (void)function; (void)err; (void)fmt;
}
static inline void panel_alsa_silence_errors(void) { snd_lib_error_set_handler(panel_alsa_quiet_handler); }
