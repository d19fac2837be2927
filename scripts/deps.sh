#!/usr/bin/env bash
# Installs what gametree needs to build, and only what is missing, on
# Debian or Ubuntu: a Go toolchain and the C libraries that Fyne's cgo
# drivers link against; with "test", also what the real-window tests drive
# and read the window with (a virtual X server, xdotool, xwd, and zbarimg
# to scan a QR code off the screen); with "web", only Go and gzip (the
# browser build needs no C); with "dist", the Windows cross compiler and
# the archivers; with "test-dist", also Chromium and its
# driver, Wine, and the Debian package's checkers (lintian,
# desktop-file-validate). Uses sudo when not run as root.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(gcc pkg-config libgl1-mesa-dev xorg-dev libwayland-dev libxkbcommon-dev)
dist=(gcc-mingw-w64-x86-64 binutils-mingw-w64-x86-64 nsis xz-utils zip gzip)
case "${1:-}" in
  test) packages+=(xvfb xdotool x11-apps zbar-tools) ;;
  web) packages=(gzip) ;;
  dist) packages+=("${dist[@]}") ;;
  test-dist) packages+=("${dist[@]}" xvfb xdotool x11-apps zbar-tools chromium chromium-driver wine wine64 lintian desktop-file-utils man-db) ;;
esac
go_version=$(sed -n 's/^go \([0-9.]*\).*/\1/p' go.mod)
go_home="${HOME}/.local/share/gametree/go"

sudo=""
if [[ $(id -u) -ne 0 ]]; then sudo="sudo"; fi

installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }

apt_install() {
  if ! command -v apt-get >/dev/null; then
    echo "deps: this is not Debian or Ubuntu; please install: $*" >&2
    exit 1
  fi
  echo "deps: installing $*"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

missing=()
for p in "${packages[@]}"; do installed "$p" || missing+=("$p"); done
if [[ ${#missing[@]} -gt 0 ]]; then apt_install "${missing[@]}"; fi

# Go 1.21 and later fetch the toolchain go.mod asks for by themselves.
# Older or missing Go: fetch that toolchain from the Go module proxy.
PATH="${go_home}/bin:/usr/local/go/bin:${PATH}"
minor=$( (go version 2>/dev/null || true) | sed -n 's/.*go1\.\([0-9]*\).*/\1/p')
if [[ -z "$minor" || "$minor" -lt 21 ]]; then
  for tool in curl unzip; do command -v "$tool" >/dev/null || apt_install "$tool"; done
  case "$(uname -m)" in
    x86_64) arch=amd64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "deps: no Go toolchain for $(uname -m); please install Go ${go_version}" >&2; exit 1 ;;
  esac
  module="golang.org/toolchain@v0.0.1-go${go_version}.linux-${arch}"
  proxy="${GOPROXY:-https://proxy.golang.org}"
  proxy="${proxy%%,*}"
  echo "deps: fetching Go ${go_version} into ${go_home}"
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  curl -fsSL -o "$tmp/go.zip" "${proxy}/golang.org/toolchain/@v/v0.0.1-go${go_version}.linux-${arch}.zip"
  unzip -q "$tmp/go.zip" -d "$tmp"
  rm -rf "$go_home"
  mkdir -p "$(dirname "$go_home")"
  mv "$tmp/${module}" "$go_home"
  chmod +x "$go_home"/bin/* "$go_home"/pkg/tool/*/* 2>/dev/null || true
  "$go_home/bin/go" version
fi
