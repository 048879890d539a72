#include "swift_runtime.h"

/* The Swift runtime's own test (HeapObject.h), exported by libswiftCore. */
extern bool swift_isDeallocating(void *object);

bool panel_is_deallocating(const void *object) {
    return swift_isDeallocating((void *)object);
}
