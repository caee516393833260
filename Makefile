# dpviz developer entry points. On a fresh Debian 12 machine `make run` and `make test` are all
# the set-up: each installs what is missing (tools/install-deps.sh), configures and builds.
PRESET ?= default
BUILD  := build/$(PRESET)
JOBS   ?= $(shell nproc)

.PHONY: all deps configure build web web-bench run tutorial test test-sanitize asan tsan bench soak fuzz package goldens clean

all: build

deps:
	@bash tools/install-deps.sh

configure: deps
	@cmake --preset $(PRESET) | grep -E '^-- dpviz' || true

build: configure
	@cmake --build --preset $(PRESET) -j $(JOBS)

# The browser edition alone (web/: the engine in WebAssembly and the web stage), in $(BUILD)/web-site;
# `make build` makes it too where emscripten is installed. docs/classroom.md: "On students' laptops and phones".
web: configure
	@cmake --build --preset $(PRESET) --target web_edition
	@echo "dpviz browser edition: $(BUILD)/web-site"

# The browser edition's budgets in headless Chromium beside the native figures (not part of make test).
web-bench: build
	@node tools/web-bench.mjs --site $(BUILD)/web-site --modules build/node/node_modules --chromium /usr/bin/chromium \
	  --bench $(BUILD)/app/dpviz-bench

run: build
	@if [ -n "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
	  $(BUILD)/app/dpviz --preset tutorial-8; \
	else \
	  echo "dpviz: no display found; running the tutorial in the terminal (dpviz-cli tutorial --gpus 8)."; \
	  $(BUILD)/app/dpviz-cli tutorial --gpus 8; \
	fi

test: build
	@ctest --preset $(PRESET) -j $(JOBS)

# The golden files of tests/data, made again from real PyTorch (Debian 12: apt-get install
# python3-torch), and the app's copies of the tutorial's printout. What they hold: docs/semantics.md.
goldens:
	@/usr/bin/python3 tools/golden/generate.py --out tests/data
	@for g in 2 3 8; do cp tests/data/tutorial_$${g}gpu.txt resources/tutorial/printout_$${g}gpu.txt; done

# The Debian package, $(BUILD)/dpviz_<version>_amd64.deb (CPack; `cpack -G DEB` in any configured
# build folder does the same). tools/check-deb-chroot.sh installs it in a clean Debian 12.
package: build
	@cmake --build --preset $(PRESET) --target package

# The benchmarks (not part of make test: timings belong in benchmarks, not in tests), then the
# scaling sweep as CSV.
bench: build
	@$(BUILD)/app/dpviz-bench $(BENCH_ARGS)
	@$(BUILD)/app/dpviz-bench --sweep $(BUILD)/scaling.csv && echo "scaling sweep: $(BUILD)/scaling.csv"

# libFuzzer (clang, ASan + UBSan): the CLI parser, the settings file, the training case reader, the
# lesson reader and --export-batches, FUZZ_SECONDS each.
FUZZ_SECONDS ?= 300
fuzz: deps
	@cmake --preset fuzz | grep -E '^-- dpviz' || true
	@cmake --build --preset fuzz --target fuzz_cli_args fuzz_settings fuzz_train_case fuzz_lesson fuzz_batch_range fuzz_ddp_events fuzz_vote_message fuzz_class_record fuzz_vote_http fuzz_scaling_record fuzz_web_request -j $(JOBS)
	@bash tools/run-fuzzers.sh $(FUZZ_SECONDS)

# 10,000 DataParallel steps on 8 simulated GPUs: RSS flat within 5%, no new threads.
soak: build
	@$(BUILD)/app/dpviz-bench --soak 10000

# The engine tests built and run once with ASan+UBSan and once with TSan (presets asan, tsan).
test-sanitize: asan tsan

asan tsan: deps
	@cmake --preset $@ | grep -E '^-- dpviz' || true
	@cmake --build --preset $@ -j $(JOBS)
	@ctest --preset $@ -j $(JOBS)

clean:
	rm -rf build
