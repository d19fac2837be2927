#!/usr/bin/env bash
# Builds the browser version into a static folder: scripts/web.sh DIR
# [TAGS]. The folder holds index.html, loader.js, wasm_exec.js (from the Go
# toolchain), the icon, gametree.wasm and its gzip copy, which the page
# fetches and unpacks itself so that any static server sends a quarter of
# the bytes. TAGS are Go build tags (the browser tests build with e2e).
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:?usage: scripts/web.sh DIR [TAGS]}
tags=${2:-}
rm -rf "$dir"
mkdir -p "$dir"
GOOS=js GOARCH=wasm go build -trimpath -tags "$tags" -ldflags="-s -w $(scripts/version.sh)" -o "$dir/gametree.wasm" .
cp "$(go env GOROOT)/lib/wasm/wasm_exec.js" internal/web/static/index.html internal/web/static/loader.js "$dir/"
cp ui/icon.png "$dir/icon.png"
gzip -9 -k -n "$dir/gametree.wasm"
echo "web: $dir: gametree.wasm $(stat -c %s "$dir/gametree.wasm") bytes, gzip $(stat -c %s "$dir/gametree.wasm.gz")"
