#!/usr/bin/env bash
# Builds the downloads into dist/: gametree-VERSION-windows-amd64.zip
# (gametree.exe, cross-compiled with mingw-w64, with its icon and version
# information; gametree.com for command lines; README.txt), the same as
# an installer, gametree-VERSION-windows-amd64-setup.exe (NSIS),
# gametree-VERSION-linux-amd64.tar.xz (the program, its menu entry, its
# icon and install.sh), gametree_VERSION_amd64.deb (built with nfpm) and
# SHA256SUMS of them all. VERSION is FyneApp.toml's, else git's. Only the
# amd64 downloads: Fyne's C code needs a cross compiler for each system,
# and macOS needs Apple's SDK (see docs/downloads.md).
#
# Two builds of one commit give the same bytes: -trimpath, and every
# file's time is the commit's (SOURCE_DATE_EPOCH), archived in name order
# with owner 0. DIST_ONLY=linux builds the Linux downloads alone (the
# Windows cross build is the slow one); DIST_DIR writes them elsewhere
# than dist/ (make test-dist's second build, compared byte for byte).
set -euo pipefail
cd "$(dirname "$0")/.."
only=${DIST_ONLY:-}
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}
date=$(date -u -d "@$SOURCE_DATE_EPOCH" +%Y-%m-%d)
export TZ=UTC
version=$(sed -n 's/^ *Version *= *"\(.*\)"/\1/p' FyneApp.toml)
[[ -n "$version" ]] || version=$(git describe --tags --always 2>/dev/null || echo dev)
build=$(sed -n 's/^ *Build *= *\([0-9]*\)/\1/p' FyneApp.toml)
build=${build:-0}
stamp=$(scripts/version.sh) # gametree --version
out=${DIST_DIR:-dist}
mkdir -p "$out"
tmp=$(mktemp -d)
syso=internal/winapp/rsrc_windows_amd64.syso
trap 'rm -rf "$tmp" "$syso"' EXIT

# stamp sets every file under dir to the commit's time.
stamp_times() { find "$1" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +; }

built=()
if [[ "$only" != linux ]]; then
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
win="$out/gametree-$version-windows-amd64.zip"
rm -f "$win"
stamp_times "$tmp/windows"
(cd "$tmp/windows" && find gametree | LC_ALL=C sort | zip -q -X -9 -@ -) > "$win"
built+=("$win")
# The installer for lab machines (NSIS): the same three files.
setup="$out/gametree-$version-windows-amd64-setup.exe"
makensis -V2 -DVERSION="$version" -DNUMERIC="${major:-0}.${minor:-0}.${patch:-0}.$build" -DICON="$tmp/gametree.ico" \
  -DSRC="$tmp/windows/gametree" -DOUT="$(realpath -m "$setup")" internal/dist/windows/gametree.nsi
built+=("$setup")
fi

# Linux: the program, its menu entry, file types and icon, and install.sh.
mkdir -p "$tmp/linux/gametree"
go build -trimpath -buildmode=pie -ldflags "-s -w $stamp" -o "$tmp/linux/gametree/gametree" .
cp internal/dist/linux/gametree.desktop internal/dist/linux/gametree-mime.xml internal/dist/linux/install.sh "$tmp/linux/gametree/"
cp ui/icon.png "$tmp/linux/gametree/gametree.png"
linux="$out/gametree-$version-linux-amd64.tar.xz"
stamp_times "$tmp/linux"
tar -C "$tmp/linux" --format=gnu --sort=name --mtime="@$SOURCE_DATE_EPOCH" --owner=0 --group=0 --numeric-owner \
  -cf - gametree | xz -T1 -9 > "$linux"
built+=("$linux")

# The Debian package: the same program in /usr/bin, the menu entry, the
# icon at the theme's sizes, the manual page from the help text.
deb="$out/gametree_${version}_amd64.deb"
mkdir -p "$tmp/deb"
go run ./internal/dist/icon -hicolor ui/icon.png "$tmp/deb/icons"
go run ./internal/dist/man "$version" "$date" "$tmp/deb/gametree.1"
gzip -9 -n "$tmp/deb/gametree.1"
cp internal/dist/linux/copyright internal/dist/linux/lintian-overrides "$tmp/deb/"
# Debian's changelog for the package; what changed is CHANGELOG.md's.
printf 'gametree (%s-1) unstable; urgency=medium\n\n  * gametree %s: see CHANGELOG.md in the source for what changed.\n\n -- %s  %s\n' \
  "$version" "$version" "gametree maintainers <gametree@example.org>" "$(date -u -d "@$SOURCE_DATE_EPOCH" -R)" |
  gzip -9 -n > "$tmp/deb/changelog.Debian.gz"
stamp_times "$tmp/deb"
sed -e "s|@VERSION@|$version|" -e "s|@TMP@|$tmp|g" internal/dist/linux/nfpm.yaml > "$tmp/nfpm.yaml"
for size in "$tmp"/deb/icons/*; do
  n=$(basename "$size")
  printf '  - src: %s\n    dst: /usr/share/icons/hicolor/%s/apps/gametree.png\n    file_info: {mode: 0644}\n' \
    "$size/apps/gametree.png" "$n" >> "$tmp/nfpm.yaml"
done
rm -f "$deb"
go run github.com/goreleaser/nfpm/v2/cmd/nfpm@v2.45.2 package -f "$tmp/nfpm.yaml" -p deb -t "$deb"
built+=("$deb")

(cd "$out" && sha256sum -- "${built[@]#"$out"/}" > SHA256SUMS)
ls -l "${built[@]}" "$out/SHA256SUMS" | awk '{print "dist:", $9, $5, "bytes"}'
