#!/bin/sh
# Installs gametree from this folder: for you alone (into ~/.local, the
# default), or with --system for everyone (into /usr/local; run it with
# sudo). --uninstall takes it away again, from the same place.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
prefix="${HOME}/.local"
remove=no
for arg in "$@"; do
  case "$arg" in
    --system) prefix=/usr/local ;;
    --uninstall) remove=yes ;;
    *) echo "usage: ./install.sh [--system] [--uninstall]" >&2; exit 2 ;;
  esac
done
bin="$prefix/bin/gametree"
desktop="$prefix/share/applications/gametree.desktop"
icon="$prefix/share/icons/hicolor/512x512/apps/gametree.png"
mime="$prefix/share/mime/packages/gametree.xml"
if [ "$remove" = yes ]; then
  rm -f "$bin" "$desktop" "$icon" "$mime"
  command -v update-mime-database >/dev/null && update-mime-database "$prefix/share/mime" 2>/dev/null || true
  command -v update-desktop-database >/dev/null && update-desktop-database -q "$prefix/share/applications" 2>/dev/null || true
  echo "gametree removed from $prefix"
  exit 0
fi
install -D -m 755 "$here/gametree" "$bin"
mkdir -p "$(dirname "$desktop")"
# The menu entry runs the program where it is installed, PATH or not.
sed "s|^Exec=.*|Exec=\"$bin\" %f|" "$here/gametree.desktop" > "$desktop"
chmod 644 "$desktop"
install -D -m 644 "$here/gametree.png" "$icon"
# gametree's own file types (its JSON and *.tree files), not every text file.
install -D -m 644 "$here/gametree-mime.xml" "$mime"
command -v update-mime-database >/dev/null && update-mime-database "$prefix/share/mime" 2>/dev/null || true
command -v update-desktop-database >/dev/null && update-desktop-database -q "$prefix/share/applications" 2>/dev/null || true
command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q "$prefix/share/icons/hicolor" 2>/dev/null || true
echo "gametree installed in $prefix: in your applications menu, and as $bin"
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "(add $prefix/bin to your PATH to type gametree in a terminal)" ;; esac
