#!/usr/bin/env bash
# Builds the downloads into dist/: gametree-VERSION-windows-amd64.zip
# (gametree.exe, cross-compiled with mingw-w64, with its icon and version
# information; gametree.com for command lines; README.txt) and
# gametree-VERSION-linux-amd64.tar.xz (the program, its menu entry, its
# icon and install.sh). VERSION is FyneApp.toml's, else
# git's. Only the amd64 downloads: Fyne's C code needs a cross compiler
# for each system, and macOS needs Apple's SDK (see the README).
set -euo pipefail
cd "$(dirname "$0")/.."
version=$(sed -n 's/^ *Version *= *"\(.*\)"/\1/p' FyneApp.toml)
[[ -n "$version" ]] || version=$(git describe --tags --always 2>/dev/null || echo dev)
build=$(sed -n 's/^ *Build *= *\([0-9]*\)/\1/p' FyneApp.toml)
build=${build:-0}
stamp=$(scripts/version.sh) # gametree --version
mkdir -p dist
tmp=$(mktemp -d)
syso=internal/winapp/rsrc_windows_amd64.syso
trap 'rm -rf "$tmp" "$syso"' EXIT

# Windows: the icon and version information as a resource the linker
# takes from package winapp, then a windowed program (-H windowsgui).
go run ./internal/dist/icon ui/icon.png "$tmp/gametree.ico"
IFS=. read -r major minor patch _ <<<"${version%%-*}.0.0.0"
cat > "$tmp/gametree.rc" <<RC
1 ICON "$tmp/gametree.ico"
1 VERSIONINFO
FILEVERSION ${major:-0},${minor:-0},${patch:-0},$build
PRODUCTVERSION ${major:-0},${minor:-0},${patch:-0},$build
BEGIN
  BLOCK "StringFileInfo"
  BEGIN
    BLOCK "040904B0"
    BEGIN
      VALUE "CompanyName", "gametree"
      VALUE "FileDescription", "gametree: game-tree search, step by step"
      VALUE "FileVersion", "$version"
      VALUE "InternalName", "gametree"
      VALUE "OriginalFilename", "gametree.exe"
      VALUE "ProductName", "gametree"
      VALUE "ProductVersion", "$version"
    END
  END
  BLOCK "VarFileInfo"
  BEGIN
    VALUE "Translation", 0x409, 1200
  END
END
RC
x86_64-w64-mingw32-windres -O coff -i "$tmp/gametree.rc" -o "$syso"
mkdir -p "$tmp/windows/gametree"
CGO_ENABLED=1 GOOS=windows GOARCH=amd64 CC=x86_64-w64-mingw32-gcc \
  go build -trimpath -ldflags "-H windowsgui -s -w $stamp" -o "$tmp/windows/gametree/gametree.exe" .
rm -f "$syso"
# gametree.com, a console program, is what a command line finds first: it
# runs gametree.exe and waits for it (internal/dist/console).
GOOS=windows GOARCH=amd64 CGO_ENABLED=0 \
  go build -trimpath -ldflags "-s -w" -o "$tmp/windows/gametree/gametree.com" ./internal/dist/console
sed "s/@VERSION@/$version/" internal/dist/windows/README.txt > "$tmp/windows/gametree/README.txt"
win="dist/gametree-$version-windows-amd64.zip"
rm -f "$win"
(cd "$tmp/windows" && zip -q -r -9 - gametree) > "$win"

# Linux: the program, its menu entry and icon, and install.sh.
mkdir -p "$tmp/linux/gametree"
go build -trimpath -ldflags "-s -w $stamp" -o "$tmp/linux/gametree/gametree" .
cp internal/dist/linux/gametree.desktop internal/dist/linux/install.sh "$tmp/linux/gametree/"
cp ui/icon.png "$tmp/linux/gametree/gametree.png"
linux="dist/gametree-$version-linux-amd64.tar.xz"
tar -C "$tmp/linux" --owner=0 --group=0 -cJf "$linux" gametree
ls -l "$win" "$linux" | awk '{print "dist:", $9, $5, "bytes"}'
