# gametree: `make run` opens the window, `make test` runs every check.
# Both first install what is missing (scripts/deps.sh).
SHELL := /bin/bash
export PATH := $(HOME)/.local/share/gametree/go/bin:/usr/local/go/bin:$(PATH)

.PHONY: run test check deps deps-test build bench fuzz shots web serve-web dist test-dist

run: deps
	go run .

# The version (FyneApp.toml's), the commit and its date, for gametree
# --version (package internal/version); scripts/dist.sh and web.sh set the
# same.
VERSION_FLAGS = $(shell scripts/version.sh)

build: deps
	go build -ldflags "$(VERSION_FLAGS)" -o gametree .

# Packages that link Fyne (the window) are tested without the race
# detector: under it Go rebuilds Fyne's C code (GLFW, OpenGL) for minutes,
# and what they add is wiring. Every package below them runs under -race
# at the short sizes (-short: a tenth of the random trees, which take every
# path), then every package runs its tests at full size without it.
FYNE := {{.ImportPath}}{{range .Deps}}{{if eq . "fyne.io/fyne/v2"}} fyne{{end}}{{end}}
BELOW := go list -f '$(FYNE)' ./... | grep -v -e ' fyne$$' -e '/e2e$$'

test: deps-test
	@unformatted=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	  if [[ -n "$$unformatted" ]]; then echo "gofmt would change: $$unformatted"; exit 1; fi
	go vet ./... && go vet -tags e2e ./ui/... ./e2e/...
	go run github.com/rhysd/actionlint/cmd/actionlint@v1.7.12 # .github/workflows
	cd internal/third_party/go-graphviz && go vet ./... && go test ./... # the patched copy, a module of its own
	go run honnef.co/go/tools/cmd/staticcheck@v0.6.1 ./... && go run honnef.co/go/tools/cmd/staticcheck@v0.6.1 -tags e2e ./ui/...
	go test -race -short $$($(BELOW))
	go test $$(go list ./... | grep -v '/e2e$$')
	GAMETREE_E2E=required go test -parallel 3 ./e2e

# The edit–test loop: gofmt, vet, and the short tests of every package
# below the window (no display, no race detector).
check: deps
	@unformatted=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	  if [[ -n "$$unformatted" ]]; then echo "gofmt would change: $$unformatted"; exit 1; fi
	go vet ./...
	go test -short $$($(BELOW))

deps:
	@scripts/deps.sh

deps-test:
	@scripts/deps.sh test

# Screenshots of the real window and its dialogs, taken by the real-window
# tests, into docs/e2e for review.
shots: deps-test
	GAMETREE_SHOTS=$(CURDIR)/docs/e2e GAMETREE_E2E=required go test -count=1 ./e2e

# Benchmarks behind the figures in the README.
bench: deps
	go test -run '^$$' -bench . -benchmem ./...

# Fuzz every reader and the command line for a while (FUZZTIME=1m each).
FUZZTIME ?= 1m
fuzz: deps
	for f in FuzzReadBracket FuzzReadJSON FuzzRead; do \
	  go test ./internal/tree -run '^$$' -fuzz "^$$f$$" -fuzztime $(FUZZTIME) || exit 1; done
	go test ./internal/dotread -run '^$$' -fuzz '^FuzzRead$$' -fuzztime $(FUZZTIME)
	go test ./internal/grade -run '^$$' -fuzz '^FuzzReadAnswers$$' -fuzztime $(FUZZTIME)
	go test ./internal/cli -run '^$$' -fuzz '^FuzzCommandLine$$' -fuzztime $(FUZZTIME)

# The window in a browser: a static folder any web server can host.
WEB := dist/web
web:
	@scripts/deps.sh web
	scripts/web.sh $(WEB)

# Serves the browser version on localhost and prints its address.
serve-web: web
	go run ./internal/web/serve $(WEB)

# The downloads: dist/gametree-VERSION-windows-amd64.zip,
# dist/gametree-VERSION-linux-amd64.tar.xz, dist/gametree_VERSION_amd64.deb
# and dist/SHA256SUMS.
dist:
	@scripts/deps.sh dist
	scripts/dist.sh

# The browser version and the downloads tried as a user would: the page in
# Chromium driven through WebDriver (the release page's sizes checked
# against the docs'), the Windows program under Wine, the Debian package
# installed and removed with dpkg (as root), the checksums, and a second
# build compared byte for byte.
# WINE_RUN runs a Windows program: Debian's Wine 8 lacks the ProcessPrng
# Go needs, which the workplace's wine-run adds.
WINE_RUN ?= $(firstword $(wildcard $(CURDIR)/../shared/tools/wine-run) wine-run)
test-dist:
	@scripts/deps.sh test-dist
	scripts/web.sh $(WEB)
	scripts/web.sh dist/web-e2e e2e
	GAMETREE_WEB=$(CURDIR)/dist/web-e2e GAMETREE_WEB_RELEASE=$(CURDIR)/$(WEB) go test -count=1 -v ./e2e/web
	scripts/dist.sh
	rm -rf dist/again && DIST_ONLY=linux DIST_DIR=dist/again scripts/dist.sh # compared byte for byte
	GAMETREE_DIST=$(CURDIR)/dist WINE_RUN=$(WINE_RUN) go test -count=1 -v ./e2e/dist
