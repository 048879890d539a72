#ifndef CSWIFTRUNTIME_H
#define CSWIFTRUNTIME_H

#include <stdbool.h>

/* Whether the deinitialization of the Swift object at `object` has begun (its refcount's deiniting bit).
 * `View.superview` is an unretained reference that reads as nil once its target has started to go, as a
 * weak reference would, without the side table a weak reference gives the object. */
bool panel_is_deallocating(const void *object);

#endif
