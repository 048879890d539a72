# PanelKit: `make run` (the kiosk) and `make test` (every test). Both install what they need first.
SHELL := /bin/bash
export PATH := /opt/swift/usr/bin:$(PATH)

DEPS := pkg-config libpixman-1-dev libfreetype-dev libpng-dev libdrm-dev libinput-dev libudev-dev \
        fonts-dejavu-core time
# The virtual panel: QEMU with the real kernel DRM driver (virtio-gpu) and uinput touch.
VM_DEPS := qemu-system-x86 linux-image-amd64 busybox-static udev
SWIFT_FLAGS ?=
OUT ?= out

.PHONY: all deps vm-deps build release test unit lint example-test panel-test stress-test run clean

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
	swift format lint --strict -r Package.swift Sources Tests Examples

# The Counter example built as an app of your own (a package depending on this one by path), against its goldens.
example-test: deps
	Examples/Counter/check.sh

# The real kiosk on the kernel's DRM driver in a QEMU guest, compared with its offscreen render.
panel-test: unit vm-deps
	board/vm/test.sh --bin "$$(swift build --show-bin-path)"

test: unit lint example-test panel-test

# The whole suite while stress-ng keeps every core busy (RUNS=3 by default): a test that passes only on a quiet
# machine is a defect.
RUNS ?= 3
stress-test:
	@board/install-deps stress-ng
	@stress-ng --cpu $$(nproc) --cpu-load 100 --quiet & pid=$$!; \
	trap 'kill $$pid 2>/dev/null' EXIT; \
	for i in $$(seq 1 $(RUNS)); do \
	    echo "stress-test: run $$i of $(RUNS) under stress-ng --cpu $$(nproc)"; \
	    start=$$(date +%s); $(MAKE) test || { echo "stress-test: run $$i FAILED"; exit 1; }; \
	    echo "stress-test: run $$i passed in $$(( $$(date +%s) - start )) s"; \
	done

# The kiosk on this machine's /dev/dri, or else on the virtual panel with VNC on 127.0.0.1:1.
run: deps vm-deps
	board/vm/make-run $(ARGS)

clean:
	rm -rf .build $(OUT)
