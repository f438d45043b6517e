# A thin wrapper around CMake (as Neovim's Makefile is): installs what a fresh
# Debian 12 machine lacks, configures, builds, then runs or tests.
BUILD_DIR  ?= build
BUILD_TYPE ?= RelWithDebInfo
CMAKE_ARGS ?=
JOBS       ?= $(shell nproc)

# Debian 12 packages the build needs (qt6-tools-dev and qt6-l10n-tools:
# CMake's qt_add_translations, lupdate and lrelease for the translations),
# and what `make run` needs to run in German (qt6-translations-l10n: Qt's
# own words, such as a dialog's Cancel).
DEB_PACKAGES := cmake ninja-build g++ nlohmann-json3-dev catch2 libcli11-dev \
                qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools \
                qt6-translations-l10n libgl-dev fonts-dejavu-core

# Only the tests need these: an X server, a window manager, real input and
# screenshots for the test that drives the real program (tests/gui/); the
# freedesktop tools that check the desktop entry, the AppStream metainfo and
# the saved game's MIME type (dist/linux/).
TEST_PACKAGES := xvfb openbox xdotool imagemagick x11-utils \
                 desktop-file-utils appstream libxml2-utils shared-mime-info

# Only `make package` needs these: dpkg-shlibdeps (the package's
# dependencies), file (CPack's strip and shlibdeps steps find the programs
# with it) and lintian.
PACKAGE_PACKAGES := dpkg-dev file lintian

.PHONY: all deps test-deps configure build run test package package-check engine-only sanitize bench strength fuzz clean

all: build

deps:
	@bash .ci/install-deps $(DEB_PACKAGES)

$(BUILD_DIR)/build.ninja: | deps
	cmake -S . -B $(BUILD_DIR) -G Ninja -DCMAKE_BUILD_TYPE=$(BUILD_TYPE) $(CMAKE_ARGS)

configure: deps $(BUILD_DIR)/build.ninja

build: configure
	cmake --build $(BUILD_DIR) -j $(JOBS)

# Opens the desktop client with the bundled scenario.
run: build
	$(BUILD_DIR)/src/client/hydaspes

test-deps:
	@bash .ci/install-deps $(TEST_PACKAGES)

test: test-deps build
	cd $(BUILD_DIR) && ctest --output-on-failure -j $(JOBS)

# The Debian package (dist/CMakeLists.txt) from the $(BUILD_DIR) build, with
# no build of its own: CPack's DEB generator (stripped programs, dependencies
# from dpkg-shlibdeps, section games) writes $(BUILD_DIR)/package/hydaspes_*.deb,
# then lintian checks it and fails on any error (its warnings are shown, not
# fatal). `apt install ./$(BUILD_DIR)/package/hydaspes_*.deb` installs it.
package: build
	@bash .ci/install-deps $(PACKAGE_PACKAGES)
	rm -f $(BUILD_DIR)/package/hydaspes_*.deb
	cd $(BUILD_DIR) && cpack -G DEB --config CPackConfig.cmake
	lintian --fail-on error $(BUILD_DIR)/package/hydaspes_*.deb

# The package unpacked into a fresh root (dpkg -x: its dependencies are
# already on a machine that built the project), then its programs run from
# there, away from the source and build trees: a screenshot of the client
# (offscreen) and 100 self-play games (dist/check-package).
package-check: package
	bash dist/check-package $(BUILD_DIR)/package

# Builds the engine and the CLI without the desktop client, proving the
# engine needs no Qt.
engine-only: deps
	cmake -S . -B $(BUILD_DIR)-engine -G Ninja -DCMAKE_BUILD_TYPE=$(BUILD_TYPE) -DHYDASPES_CLIENT=OFF -DHYDASPES_TESTS=OFF
	cmake --build $(BUILD_DIR)-engine -j $(JOBS) --target hydaspes-cli
	@if ldd $(BUILD_DIR)-engine/src/cli/hydaspes-cli | grep -i qt; then echo "hydaspes-cli links Qt" >&2; exit 1; fi
	@echo "hydaspes-cli links no Qt library"

# AddressSanitizer + UndefinedBehaviorSanitizer over the engine, the client
# and the bots: the engine tests, the client's GUI tests (offscreen), 1,000
# self-play games and a short match of the default level against random
# play; any report fails the run. The engine tests' long random walks cover a fifth of their games and
# positions here (HYDASPES_WALK_SHARE; they run whole in `make test`), to
# keep CI well inside its time. Qt's own libraries are not instrumented; .ci/lsan.supp names the
# leaks of theirs that LeakSanitizer reports at exit.
SANITIZE_GAMES ?= 1000
# -O1 and line tables only: the sanitizers' own advice, and the instrumented
# build plus its runs took 677 s here against 1,008 s at -O2 -g.
SANITIZE_OPT ?= -O1 -g1 -DNDEBUG
SANITIZE_ENV := HYDASPES_WALK_SHARE=0.2 ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
                LSAN_OPTIONS=suppressions=$(CURDIR)/.ci/lsan.supp:print_suppressions=0
sanitize: deps
	cmake -S . -B $(BUILD_DIR)-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHYDASPES_SANITIZE=ON -DHYDASPES_CLIENT=ON \
	      -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="$(SANITIZE_OPT)"
	cmake --build $(BUILD_DIR)-asan -j $(JOBS) --target engine_tests client_tests hydaspes-cli
	$(SANITIZE_ENV) $(BUILD_DIR)-asan/tests/engine_tests
	$(SANITIZE_ENV) QT_QPA_PLATFORM=offscreen HYDASPES_NO_AUTOSAVE=1 $(BUILD_DIR)-asan/tests/client_tests
	$(SANITIZE_ENV) $(BUILD_DIR)-asan/src/cli/hydaspes-cli selfplay --games $(SANITIZE_GAMES) --seed 100000 --deep-every 50
	$(SANITIZE_ENV) $(BUILD_DIR)-asan/src/cli/hydaspes-cli match --greek ismcts --indian random --games 4 --seed 1

# The computer players' strength (docs/computer-opponent.md): the default
# level against random play, ISMCTS against flat Monte Carlo at equal time,
# and a level ladder (a round robin of STRENGTH_LEVELS with Elo-like
# ratings, STRENGTH_LADDER_GAMES games per pair). Timing-based, so neither CI
# nor `make test` runs it.
STRENGTH_GAMES ?= 200
STRENGTH_LADDER_GAMES ?= 60
STRENGTH_LEVELS ?= 1 2 3 4
strength: deps
	cmake -S . -B $(BUILD_DIR)-engine -G Ninja -DCMAKE_BUILD_TYPE=$(BUILD_TYPE) -DHYDASPES_CLIENT=OFF -DHYDASPES_TESTS=OFF
	cmake --build $(BUILD_DIR)-engine -j $(JOBS) --target hydaspes-cli
	bash bench/strength $(BUILD_DIR)-engine/src/cli/hydaspes-cli $(STRENGTH_GAMES) $(STRENGTH_LADDER_GAMES) "$(STRENGTH_LEVELS)"

# Benchmarks (bench/): a Release build of its own, then one table of figures
# (engine speed, replay seeking, frame time, start-up, memory) beside their
# targets. Timing-based, so neither CI nor `make test` runs it.
bench: deps
	cmake -S . -B $(BUILD_DIR)-bench -G Ninja -DCMAKE_BUILD_TYPE=Release -DHYDASPES_BENCH=ON -DHYDASPES_TESTS=OFF
	cmake --build $(BUILD_DIR)-bench -j $(JOBS) --target hydaspes-bench
	$(BUILD_DIR)-bench/bench/hydaspes-bench

# libFuzzer targets (fuzz/, docs/robustness.md), built with clang, ASan and
# UBSan: each loader (scenario, card table, save, notation) is fed random
# bytes for FUZZ_SECONDS; a crash, sanitizer report, uncaught exception, hang
# or blow-up fails the run and leaves the input in $(BUILD_DIR)-fuzz/fuzz/artifacts/.
# Only this target needs clang.
FUZZ_SECONDS ?= 30
FUZZ_PACKAGES := clang libclang-rt-14-dev
fuzz: deps
	@bash .ci/install-deps $(FUZZ_PACKAGES)
	cmake -S . -B $(BUILD_DIR)-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
	  -DHYDASPES_FUZZ=ON -DHYDASPES_CLIENT=OFF -DHYDASPES_TESTS=OFF
	cmake --build $(BUILD_DIR)-fuzz -j $(JOBS) --target fuzz_targets
	bash fuzz/run $(BUILD_DIR)-fuzz $(FUZZ_SECONDS)

clean:
	rm -rf $(BUILD_DIR) $(BUILD_DIR)-engine $(BUILD_DIR)-asan $(BUILD_DIR)-bench $(BUILD_DIR)-fuzz
