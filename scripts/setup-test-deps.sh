#!/usr/bin/env bash
# Installs, from Debian's packages, what `npm test` needs beyond npm's own: run it once, as root
# (CI runs it from .ci/run). It installs only what is missing, so running it again is cheap.
#   postgresql         the PostgreSQL + S3 integration suite (npm test starts its own cluster)
#   chromium           the browser tests
#   nginx              the scale-out test, which puts deploy/nginx.conf in front of two instances
#   libheif-examples   heif-enc, which makes real HEIC photos (HEVC, as phones write them)
#   fontconfig, fonts-dejavu-core, fonts-dejavu-extra (its condensed faces), fonts-urw-base35
#                      the faces the generated menus are set in (tests/fixtures/menus/)
set -euo pipefail

if [ "$(id -u)" != 0 ]; then
  echo "setup-test-deps: run me as root (sudo $0): I install Debian packages with apt-get" >&2
  exit 1
fi

missing=()
ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1 || missing+=(postgresql)
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ -x /usr/sbin/nginx ] || [ -x /usr/bin/nginx ] || missing+=(nginx)
command -v heif-enc >/dev/null 2>&1 || missing+=(libheif-examples)
fonts=$(fc-list 2>/dev/null || true)
grep "DejaVu Sans" <<<"$fonts" >/dev/null || missing+=(fontconfig fonts-dejavu-core)
grep "Z003" <<<"$fonts" >/dev/null || missing+=(fontconfig fonts-urw-base35)
grep "DejaVu Sans Condensed" <<<"$fonts" >/dev/null || missing+=(fontconfig fonts-dejavu-extra)

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup-test-deps: everything npm test needs is installed"
  exit 0
fi
# fontconfig may be listed twice; apt-get takes that in its stride.
echo "setup-test-deps: installing ${missing[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
echo "setup-test-deps: done"
