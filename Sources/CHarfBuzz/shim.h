#include <hb.h>
#include <hb-ot.h>
/* HB_TAG is a function-like macro; Swift cannot import it. */
static inline hb_tag_t panel_hb_tag(char a, char b, char c, char d) { return HB_TAG(a, b, c, d); }
