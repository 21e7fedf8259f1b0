#!/usr/bin/env bash
# Makes sure the Debian packages a test command needs are installed: installs the missing ones when it can (root,
# apt-get), otherwise stops at once with the one command to run.
#   scripts/system-packages.sh chromium postgresql nginx
set -euo pipefail

installed() {
  dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'
}

if ! command -v dpkg-query >/dev/null; then
  echo "system-packages: not a Debian system; make sure these are installed: $*" >&2
  exit 0
fi

missing=()
for pkg in "$@"; do
  installed "$pkg" || missing+=("$pkg")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
  echo "system-packages: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y --no-install-recommends "${missing[@]}" >/dev/null ||
    { apt-get update >/dev/null && apt-get install -y --no-install-recommends "${missing[@]}" >/dev/null; }
  exit 0
fi

echo "The tests need these Debian packages. Install them, then run the tests again:" >&2
echo "  sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
exit 1
