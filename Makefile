# alert-preview: two commands set up everything.
#   make run    installs what is missing, builds in release mode, renders Examples/ into Output/
#   make test   installs what is missing and runs the whole test suite
SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# Debian packages: C libraries with headers, pkg-config, what the program reads at run time
# (scripts/package/runtime-data.txt: the fonts the sheets name, the linter's Hunspell
# dictionaries and WordNet), the SARIF schema validator the lint tests run (jsonschema, with
# rfc3987 for URI formats), and chromium for the gallery's and serve's browser tests; libsoup
# for `serve`; libyaml for the project file; SQLite for the gallery's cache; libdeflate for the
# PNG writer's checksums; Little CMS for the fidelity suite's colour differences.
RUNTIME_DATA := $(shell grep -v '^\#' scripts/package/runtime-data.txt)
PACKAGES := libcairo2-dev libpango1.0-dev libxml2-dev libpng-dev libpixman-1-dev pkg-config \
	libharfbuzz-dev libfreetype-dev libfontconfig-dev libsoup-3.0-dev libyaml-dev libsqlite3-dev libdeflate-dev libhunspell-dev libicu-dev liblcms2-dev \
	$(RUNTIME_DATA) python3-jsonschema python3-rfc3987 chromium poppler-utils
# What `make deb` and `make dist` need besides: dpkg-deb and dpkg-shlibdeps, patchelf for the
# RUNPATHs, readelf and strip, lintian. Only those targets (and CI) install them.
PACKAGE_TOOLS := dpkg-dev patchelf binutils lintian

.PHONY: run test setup package-setup build install uninstall deb dist bench bench-lint bench-swift bench-snapshot bench-compare bench-cold bench-scaling bench-gallery bench-gallery-full bench-gallery-matrix bench-serve bench-review fidelity \
	lint-corpus stress sanitize sanitize-thread sanitize-address fuzz clean

# install_missing LIST: apt-get installs those of LIST that are not installed yet.
install_missing = missing=""; for p in $(1); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "make: installing Debian packages:$$missing"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	fi

setup:
	@$(call install_missing,$(PACKAGES))

package-setup:
	@$(call install_missing,$(PACKAGE_TOOLS))

build: setup
	$(SWIFT) build -c release --product alert-preview

run: build
	@.build/release/alert-preview

test: setup
	$(SWIFT) format lint --strict --recursive Sources Tests Plugins Package.swift
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# Installation, as packagers expect: `make install [PREFIX=/usr/local] [DESTDIR=staging]` copies
# the release binary to $(PREFIX)/bin, the style sheets, lexicon and schema to
# $(PREFIX)/share/alert-preview/Styles and the rule reference to $(PREFIX)/share/doc/alert-preview;
# `make uninstall` removes exactly those files, then their folders if empty. The binary finds
# the sheets through ../share/alert-preview/Styles from its own resolved path. BINARY=path
# installs that binary instead of building the release one (the install test does).
PREFIX ?= /usr/local
BINDIR := $(PREFIX)/bin
DATADIR := $(PREFIX)/share/alert-preview
DOCDIR := $(PREFIX)/share/doc/alert-preview
STYLE_FILES := $(sort $(wildcard Styles/*.xml)) Styles/style.rng
LEXICON_FILES := $(sort $(wildcard Styles/lexicon/*.txt)) Styles/lexicon/README.md

install: $(if $(BINARY),,build)
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(DATADIR)/Styles/lexicon" "$(DESTDIR)$(DOCDIR)"
	install -m 755 "$(or $(BINARY),.build/release/alert-preview)" "$(DESTDIR)$(BINDIR)/alert-preview"
	install -m 644 $(STYLE_FILES) "$(DESTDIR)$(DATADIR)/Styles/"
	install -m 644 $(LEXICON_FILES) "$(DESTDIR)$(DATADIR)/Styles/lexicon/"
	install -m 644 docs/rules.md "$(DESTDIR)$(DOCDIR)/rules.md"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/alert-preview" "$(DESTDIR)$(DOCDIR)/rules.md"
	rm -f $(foreach f,$(STYLE_FILES) $(LEXICON_FILES),"$(DESTDIR)$(DATADIR)/$(f)")
	-rmdir "$(DESTDIR)$(DATADIR)/Styles/lexicon" "$(DESTDIR)$(DATADIR)/Styles" "$(DESTDIR)$(DATADIR)" \
	  "$(DESTDIR)$(DOCDIR)" 2>/dev/null

# Packages for machines without Swift (docs/install.md): the release binary with the
# Swift runtime, Foundation and the SwiftParser/SwiftSyntax libraries it loads bundled in
# lib/alert-preview (RUNPATH $$ORIGIN-relative), the sheets, lexicon, rule reference and a
# manual page under share (scripts/package/). `make deb` writes
# dist/alert-preview_<version>_amd64.deb, whose Depends come from the libraries the binary
# loads (dpkg-shlibdeps) and runtime-data.txt, then checks it (check.sh) and runs lintian;
# `make dist` writes the relocatable dist/alert-preview-<version>-linux-x86_64.tar.gz with
# share/doc/alert-preview/DEPENDENCIES, and checks it. The version is `alert-preview --version`.
deb: build package-setup
	@deb=$$(scripts/package/deb.sh .build/release/alert-preview dist) && \
	  scripts/package/check.sh "$$deb" && \
	  lintian --fail-on error "$$deb" 2>/dev/null && \
	  echo "$$deb"

dist: build package-setup
	@tarball=$$(scripts/package/dist.sh .build/release/alert-preview dist) && \
	  scripts/package/check.sh "$$tarball" && echo "$$tarball"

bench: setup
	$(SWIFT) build -c release --product alert-preview-bench
	.build/release/alert-preview-bench

bench-lint: setup
	$(SWIFT) build -c release --product alert-preview-bench
	.build/release/alert-preview-bench --lint 1000

# The gallery of 1,000 generated alerts on the iPhone SE (both orientations, light and dark:
# 4 configurations each), cold, unchanged and after editing one spec; site and index sizes.
# The PDF review pack of 100 generated alerts: pages written and pages per second.
bench-review: build
	scripts/bench_review.sh .build/release/alert-preview 100

bench-gallery: build
	scripts/bench_gallery.sh .build/release/alert-preview 1000

# The same on the ios sheet's four default devices (16 configurations each).
bench-gallery-full: build
	scripts/bench_gallery.sh .build/release/alert-preview 1000 \
	  --device iphone-se,iphone-15,iphone-15-pro-max,iphone-16-pro

# Reading Swift: extract and lint on 2,000 generated files of 300 lines (an alert in every
# tenth), against linting the same alerts as spec files.
bench-swift: build
	scripts/bench_swift_extract.sh .build/release/alert-preview 2000 300 3

# A gallery of 100 alerts from a String Catalog × 4 locales × 3 text sizes, time and memory.
bench-gallery-matrix: build
	scripts/bench_gallery_matrix.sh .build/release/alert-preview 100

# `serve`'s image API over loopback: p50/p95 of a fresh @2x PNG with 1 and 8 clients, requests/s,
# RSS before and after 10,000 more requests.
bench-serve: build
	python3 scripts/bench_serve.py .build/release/alert-preview 1000 10000

# Snapshot verification of 1,000 alerts against rendering them (verify/render ratio).
bench-snapshot: setup
	$(SWIFT) build -c release --product alert-preview-bench
	.build/release/alert-preview-bench --snapshot 1000

# Real iOS screenshots (../shared/reference/real-ios-alerts) against renders of the same alerts:
# a table of case, metric, real, preview, delta, and the largest delta of each metric.
fidelity: setup
	$(SWIFT) build -c release --product alert-preview-bench
	.build/release/alert-preview-bench --fidelity

# Lint precision and recall on real alerts from open-source iOS apps
# (Tests/AlertLintTests/RealWorld): per rule TP/FP/FN, tuning set then held-out set.
lint-corpus: setup
	$(SWIFT) build -c release --product alert-preview-bench
	.build/release/alert-preview-bench --lint-corpus

# The same scene drawn by a plain C pangocairo + libpng program, run beside ours in one go.
FLOOR_SRC ?= ../shared/bench/limit/alert.c
bench-compare: bench
	gcc -O2 -o .build/alert-floor $(FLOOR_SRC) $$(pkg-config --cflags --libs pangocairo cairo-svg libpng zlib)
	python3 scripts/bench_compare.py .build/release/alert-preview-bench .build/alert-floor 3

# Cold start: one process per image, alert-preview render against the same C program, medians
# of alternating runs and their ratio (scripts/bench_cold.py; COLD_RUNS runs each).
COLD_RUNS ?= 30
bench-cold: build
	gcc -O2 -o .build/alert-floor $(FLOOR_SRC) $$(pkg-config --cflags --libs pangocairo cairo-svg libpng zlib)
	python3 scripts/bench_cold.py .build/release/alert-preview .build/alert-floor $(COLD_RUNS) --fresh

# Worker processes: render, lint, gallery and snapshot at -j 1, 2, 4, 8 (wall, speed-up, peak
# memory per worker), memory over 10,000 images, then the cold start against the C program.
bench-scaling: build
	gcc -O2 -o .build/alert-floor $(FLOOR_SRC) $$(pkg-config --cflags --libs pangocairo cairo-svg libpng zlib)
	python3 scripts/bench_scaling.py .build/release/alert-preview .build/alert-floor

# Parallel work under load: STRESS_RUNS × `render -j 2` and `lint` over the mixed-script corpus;
# fails on any run that ends on a signal.
STRESS_RUNS ?= 200
stress: build
	scripts/stress.sh .build/release/alert-preview $(STRESS_RUNS)

# The parallel paths (render, lint, gallery, snapshot) under ThreadSanitizer, then
# AddressSanitizer; any report fails.
sanitize: sanitize-thread sanitize-address
sanitize-thread: setup
	SWIFT=$(SWIFT) scripts/sanitize.sh thread
sanitize-address: setup
	SWIFT=$(SWIFT) scripts/sanitize.sh address

# libFuzzer on the spec parser, the style-sheet reader and layout+draw, FUZZ_SECONDS each, under
# AddressSanitizer; fails on a crash, a hang over 10 s or an input needing over 2 GB, and prints
# the reproducer (scripts/fuzz.sh; seeds in Tests/Fuzz/Corpus, new inputs in .build/fuzz-runs).
FUZZ_SECONDS ?= 300
fuzz: setup
	SWIFT=$(SWIFT) scripts/fuzz.sh $(FUZZ_SECONDS)

clean:
	rm -rf .build
