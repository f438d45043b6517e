# A thin wrapper around CMake (as Neovim's Makefile is): installs what a fresh
# Debian 12 machine lacks, configures, builds, then runs or tests.
BUILD_DIR  ?= build
BUILD_TYPE ?= RelWithDebInfo
CMAKE_ARGS ?=
JOBS       ?= $(shell nproc)

# Debian 12 packages the build needs.
DEB_PACKAGES := cmake ninja-build g++ nlohmann-json3-dev catch2 libcli11-dev

.PHONY: all deps configure build run test engine-only clean

all: build

deps:
	@bash .ci/install-deps $(DEB_PACKAGES)

$(BUILD_DIR)/build.ninja: | deps
	cmake -S . -B $(BUILD_DIR) -G Ninja -DCMAKE_BUILD_TYPE=$(BUILD_TYPE) $(CMAKE_ARGS)

configure: deps $(BUILD_DIR)/build.ninja

build: configure
	cmake --build $(BUILD_DIR) -j $(JOBS)

# Until the desktop client lands, `run` shows the opening and plays one
# random game on the command line.
run: build
	$(BUILD_DIR)/src/cli/hydaspes-cli legal --as greek
	$(BUILD_DIR)/src/cli/hydaspes-cli selfplay --games 1 --seed $$(date +%s)

test: build
	cd $(BUILD_DIR) && ctest --output-on-failure -j $(JOBS)

# Builds the engine and the CLI without the desktop client, proving the
# engine needs no Qt.
engine-only: deps
	cmake -S . -B $(BUILD_DIR)-engine -G Ninja -DCMAKE_BUILD_TYPE=$(BUILD_TYPE) -DHYDASPES_CLIENT=OFF -DHYDASPES_TESTS=OFF
	cmake --build $(BUILD_DIR)-engine -j $(JOBS)
	@if ldd $(BUILD_DIR)-engine/src/cli/hydaspes-cli | grep -i qt; then echo "hydaspes-cli links Qt" >&2; exit 1; fi
	@echo "hydaspes-cli links no Qt library"

clean:
	rm -rf $(BUILD_DIR) $(BUILD_DIR)-engine
