# PanelKit: `make run` (the kiosk) and `make test` (every test). Both install what they need first.
SHELL := /bin/bash
export PATH := /opt/swift/usr/bin:$(PATH)

# Text needs HarfBuzz, FriBidi, libunibreak, fontconfig and the Noto faces for scripts DejaVu Sans lacks; the
# tests run hb-shape and fribidi and read Unicode's LineBreakTest.txt (unicode-data).
DEPS := pkg-config libpixman-1-dev libfreetype-dev libpng-dev libdrm-dev libinput-dev libudev-dev \
        fonts-dejavu-core \
        libharfbuzz-dev libfribidi-dev libunibreak-dev libfontconfig-dev \
        fonts-noto-ui-core fonts-noto-cjk fonts-noto-color-emoji \
        libharfbuzz-bin libfribidi-bin unicode-data
# The virtual panel: QEMU with the real kernel DRM driver (virtio-gpu) and uinput touch.
VM_DEPS := qemu-system-x86 linux-image-amd64 busybox-static udev
SWIFT_FLAGS ?=
OUT ?= out

.PHONY: all deps vm-deps build release test unit lint panel-test run clean

all: build

deps:
	@board/install-deps $(DEPS)
	@command -v swift >/dev/null || { echo "make: no Swift toolchain on PATH (expected /opt/swift/usr/bin)" >&2; exit 1; }

vm-deps:
	@board/install-deps $(VM_DEPS)

build: deps
	swift build $(SWIFT_FLAGS)

release: deps
	swift build -c release $(SWIFT_FLAGS)

# Unit, golden and lint checks.
unit: deps
	swift build --build-tests $(SWIFT_FLAGS)
	swift test --skip-build $(SWIFT_FLAGS)

lint:
	swift format lint --strict -r Package.swift Sources Tests

# The real kiosk on the kernel's DRM driver in a QEMU guest, compared with its offscreen render.
panel-test: unit vm-deps
	board/vm/test.sh --bin "$$(swift build --show-bin-path)"

test: unit lint panel-test

# The kiosk on this machine's /dev/dri, or else on the virtual panel with VNC on 127.0.0.1:1.
run: deps vm-deps
	board/vm/make-run $(ARGS)

clean:
	rm -rf .build $(OUT)
