#include <pixman.h>
/* pixman_fixed_t conversions are macros; Swift cannot import them. */
static inline pixman_fixed_t panel_pixman_double_to_fixed(double d) { return pixman_double_to_fixed(d); }
