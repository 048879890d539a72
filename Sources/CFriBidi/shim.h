#include <fribidi.h>
/* The paragraph types are macros built from other macros; Swift cannot import them. */
static inline FriBidiParType panel_fribidi_par_ltr(void) { return FRIBIDI_PAR_LTR; }
static inline FriBidiParType panel_fribidi_par_rtl(void) { return FRIBIDI_PAR_RTL; }
static inline FriBidiParType panel_fribidi_par_on(void) { return FRIBIDI_PAR_ON; }
static inline FriBidiFlags panel_fribidi_flags_default(void) { return FRIBIDI_FLAGS_DEFAULT; }
