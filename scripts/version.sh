#!/usr/bin/env bash
# Prints the -ldflags that stamp a build with its version (FyneApp.toml's),
# commit and the commit's date (UTC), for gametree --version: the same for
# every build of one commit. Outside a git checkout, the version alone.
set -euo pipefail
cd "$(dirname "$0")/.."
version=$(sed -n 's/^ *Version *= *"\(.*\)"/\1/p' FyneApp.toml)
pkg=gametree/internal/version
flags="-X $pkg.version=${version:-dev}"
if commit=$(git rev-parse HEAD 2>/dev/null); then
  if [[ -n "$(git status --porcelain --untracked-files=no 2>/dev/null)" ]]; then
    commit="$commit+"
  fi
  date=$(TZ=UTC git log -1 --format=%cd --date=format-local:%Y-%m-%d)
  flags="$flags -X $pkg.commit=$commit -X $pkg.date=$date"
fi
echo "$flags"
