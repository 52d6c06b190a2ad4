# Two commands do everything on a fresh Debian 12 machine with the Swift toolchain:
#   make render   installs what is missing, builds, renders Examples/og-card.json
#   make test     installs what is missing, runs the whole test suite
SHELL := /bin/bash
.SHELLFLAGS := -o pipefail -c

APT_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libfontconfig1-dev \
	libpng-dev libjpeg62-turbo-dev libwebp-dev libgif-dev zlib1g-dev libdeflate-dev librsvg2-dev fonts-dejavu-core \
	fonts-noto-color-emoji fonts-wqy-microhei fonts-material-design-icons-iconfont python3-jsonschema python3-pil libmicrohttpd-dev libssl-dev curl \
	libcurl4-openssl-dev ca-certificates libwoff-dev
# glib's pkg-config flags carry -pthread, which SwiftPM reports on every build; it is harmless.
QUIET := sed -u '/prohibited flag(s): -pthread/d'
OUT := out
# Release programs carry the Swift runtime and Foundation inside them: the dynamic loader
# then maps and relocates about a dozen fewer libraries at every start (--version takes
# about half as long), and a process's peak memory is lower.
# Each function is also compiled into a section of its own, so that lld can link first the
# functions a start and a render run (Tools/link-order/render-cli.order, recorded by `make
# link-order`): the kernel maps a program's text 64 KiB around each page touched, and
# scattered, those functions brought most of the program's 11 MB of text into memory.
# Relative relocations are packed (DT_RELR), so the loader reads a few KiB of them, not 1 MB.
LINK_ORDER := Tools/link-order/render-cli.order
RELEASE := swift build -c release --static-swift-stdlib -Xswiftc -Xfrontend -Xswiftc -function-sections -Xcc -ffunction-sections \
	-Xswiftc -use-ld=lld -Xlinker --symbol-ordering-file=$(CURDIR)/$(LINK_ORDER) -Xlinker --no-warn-symbol-ordering \
	-Xlinker -z -Xlinker pack-relative-relocs

.PHONY: deps build render test sanitize bench bench-tools link-order bench-server scale-test server-tools fuzz record-goldens layout-oracle text-oracle chromium clean

deps:
	@missing=""; for package in $(APT_PACKAGES); do \
		dpkg-query -W -f='$${Status}' "$$package" 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$package"; \
	done; \
	if [ -n "$$missing" ]; then \
		sudo=""; [ "$$(id -u)" -eq 0 ] || sudo="sudo"; \
		echo "Installing:$$missing"; \
		$$sudo apt-get update -qq && $$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	fi

build: deps
	$(RELEASE) --product render-cli 2>&1 | $(QUIET)
	$(RELEASE) --product render-serve 2>&1 | $(QUIET)

render: build
	@mkdir -p $(OUT)
	.build/release/render-cli Examples/og-card.json -o $(OUT)/og-card.png
	@echo "Wrote $(OUT)/og-card.png"

test: deps
	swift build --build-tests 2>&1 | $(QUIET)
	swift test --skip-build 2>&1 | $(QUIET)

# The reference card's C program is built with the C compiler, and GNU time reports the
# peak memory of whole processes; only the benchmark needs them.
bench-tools: deps
	@missing=""; command -v cc >/dev/null || missing="$$missing gcc libc6-dev"; [ -x /usr/bin/time ] || missing="$$missing time"; \
	if [ -n "$$missing" ]; then \
		sudo=""; [ "$$(id -u)" -eq 0 ] || sudo="sudo"; \
		echo "Installing:$$missing"; \
		$$sudo apt-get update -qq && $$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	fi

# The reference card first (stages and PNG modes), then the og-card example in full, with
# whole processes paired against the reference card's C program, then layout again over
# seven processes, whose figures vary more from one process to the next than within one.
bench: bench-tools
	$(RELEASE) --product render-cli 2>&1 | $(QUIET)
	$(RELEASE) --product scene-bench 2>&1 | $(QUIET)
	$(RELEASE) --product svg-sandbox 2>&1 | $(QUIET)
	@mkdir -p .build/reference-card
	cc -O2 -Wall -Wextra -o .build/reference-card/card Benchmarks/reference-card/card.c \
		$$(pkg-config --cflags --libs pangocairo cairo libpng libjpeg) -lm
	.build/release/scene-bench Benchmarks/reference-card/card.json --stages-only
	.build/release/scene-bench Examples/og-card.json --cli .build/release/render-cli \
		--reference Benchmarks/reference-card --card-program .build/reference-card/card
	/usr/bin/python3 Benchmarks/layout-runs/layout_runs.py .build/release/scene-bench 7

# Records which functions render-cli runs, for the release build's link order; Valgrind's
# callgrind lists them. Run it again when much of what a render runs has changed.
link-order: deps
	@command -v valgrind >/dev/null || { \
		sudo=""; [ "$$(id -u)" -eq 0 ] || sudo="sudo"; \
		echo "Installing: valgrind"; \
		$$sudo apt-get update -qq && $$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends valgrind; }
	$(RELEASE) --product render-cli 2>&1 | $(QUIET)
	Tools/link-order/record.sh .build/release/render-cli

# wrk drives load and nginx balances it; only the server benchmarks need them.
server-tools: deps
	@missing=""; command -v wrk >/dev/null || missing="$$missing wrk"; command -v nginx >/dev/null || missing="$$missing nginx"; \
	if [ -n "$$missing" ]; then \
		sudo=""; [ "$$(id -u)" -eq 0 ] || sudo="sudo"; \
		echo "Installing:$$missing"; \
		$$sudo apt-get update -qq && $$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	fi
	$(RELEASE) --product render-serve 2>&1 | $(QUIET)

# wrk against the og-card template: cache misses and hits, latency, memory.
bench-server: server-tools
	/usr/bin/python3 Tools/server-bench/bench.py

# Two render-serve copies behind nginx, round-robin, against one.
scale-test: server-tools
	/usr/bin/python3 Tools/server-bench/scale.py

# libFuzzer with AddressSanitizer on the scene decoder and template binding, FUZZ_SECONDS
# each (default 300), from the goldens' and examples' scenes; crashes land in .build/fuzz.
FUZZ_SECONDS ?= 300
fuzz: deps
	Tools/fuzz/run.sh $(FUZZ_SECONDS)

# Thread Sanitizer on the tests that share renderers, caches and pools between threads;
# Address Sanitizer, and Undefined Behavior Sanitizer in the C code (trapping, since swiftc
# links no UBSan runtime), on the tests that drive the C decoders, encoders and hostile
# files. Each build has its own folder, so `make test` is not rebuilt after.
TSAN_TESTS := ConcurrencyTests|concurrent|Concurrent|ResponseCacheTests|BatchPlanTests|PaintCacheTests
ASAN_TESTS := ImageTests|EncoderTests|PNGIndependentDecoderTests|SVGEmbeddedPictureTests|AnimatedSourceTests|AnimationEncoderTests|BlurTests|TimeLimitTests|FontDecoderTests|WebFontRenderingTests|EffectPixelTests|EffectConformanceTests
ASAN_FLAGS := --sanitize address -Xcc -fsanitize=undefined -Xcc -fsanitize-trap=undefined
# gold warns, once a symbol and harmlessly, that it cannot export the ASan runtime's local helpers.
ASAN_QUIET := sed -u -e '/prohibited flag(s): -pthread/d' -e "/warning: Cannot export local symbol '__asan_/d"
sanitize: deps
	swift build --build-tests --scratch-path .build/tsan --sanitize thread 2>&1 | $(QUIET)
	TSAN_OPTIONS=halt_on_error=1 swift test --skip-build --scratch-path .build/tsan --sanitize thread --filter '$(TSAN_TESTS)' 2>&1 | $(QUIET)
	swift build --build-tests --scratch-path .build/asan $(ASAN_FLAGS) 2>&1 | $(ASAN_QUIET)
	ASAN_OPTIONS=detect_leaks=0:halt_on_error=1 swift test --skip-build --scratch-path .build/asan $(ASAN_FLAGS) --filter '$(ASAN_TESTS)' 2>&1 | $(QUIET)

record-goldens: deps
	swift build --build-tests 2>&1 | $(QUIET)
	SCENE_GOLDEN_RECORD=missing swift test --skip-build --filter "GoldenImageTests|LayoutDumpGoldenTests" 2>&1 | $(QUIET) || true
	@echo "Look at every new PNG under Goldens/ before committing it."

# Records Chromium's frames for the layout conformance suite again. Needs a browser, so it
# is not part of `make test`, which reads the recordings.
# Headless Chromium, the reference the oracles record; installed only when asked for.
chromium:
	@dpkg-query -W -f='$${Status}' chromium 2>/dev/null | grep -q "install ok installed" || { \
		sudo=""; [ "$$(id -u)" -eq 0 ] || sudo="sudo"; \
		$$sudo apt-get update -qq && $$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium; }

layout-oracle: chromium
	python3 Tools/layout-oracle/oracle.py cases Tests/SceneTests/LayoutConformance/cases Tests/SceneTests/LayoutConformance/chromium-cases.json
	python3 Tools/layout-oracle/oracle.py random --count 1000 --first-seed 1001 Tests/SceneTests/LayoutConformance
	python3 Tools/layout-oracle/oracle.py labels --count 300 --first-seed 3001 Tests/SceneTests/LayoutConformance

# Records the text conformance labels, the clamped labels, the icon reference, the box-edge
# reference and the box effect, text effect and effect references with headless Chromium, as layout-oracle does.
text-oracle: chromium
	python3 Tools/text-oracle/labels.py --count 600 --first-seed 1 Tests/RenderingTests/TextConformance/labels.json
	python3 Tools/text-oracle/oracle.py Tests/RenderingTests/TextConformance/labels.json Tests/RenderingTests/TextConformance/chromium-labels.json
	python3 Tools/text-oracle/clamps.py
	python3 Tools/icon-names/chromium_reference.py
	python3 Tools/paint-oracle/box_edges.py
	python3 Tools/paint-oracle/box_effects.py
	python3 Tools/paint-oracle/text_effects.py
	python3 Tools/paint-oracle/effects.py

clean:
	rm -rf .build $(OUT)
