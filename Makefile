# PanelKit: `make run` (the kiosk) and `make test` (every test). Both install what they need first.
SHELL := /bin/bash
export PATH := /opt/swift/usr/bin:$(PATH)

DEPS := pkg-config libpixman-1-dev libfreetype-dev libpng-dev libdrm-dev libinput-dev libudev-dev \
        fonts-dejavu-core
SWIFT_FLAGS ?=
OUT ?= out

.PHONY: all deps build release test unit lint run clean

all: build

deps:
	@board/install-deps $(DEPS)
	@command -v swift >/dev/null || { echo "make: no Swift toolchain on PATH (expected /opt/swift/usr/bin)" >&2; exit 1; }

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

test: unit lint

run: release
	@mkdir -p $(OUT)
	.build/release/kiosk --snapshot $(OUT)/demo.png --size 800x480

clean:
	rm -rf .build $(OUT)
