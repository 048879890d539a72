#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_GLYPH_H
#include FT_TRUETYPE_TABLES_H
/* FT_LOAD_TARGET_* are function-like macros; Swift cannot import them. */
static inline FT_Int32 panel_ft_load_target_light(void) { return FT_LOAD_TARGET_LIGHT; }
static inline FT_Int32 panel_ft_load_target_normal(void) { return FT_LOAD_TARGET_NORMAL; }
