/* libseat: DRM and input devices opened by a seat manager (seatd or logind), so the kiosk needs no device groups. */
#include <libseat.h>
