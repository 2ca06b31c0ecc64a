#!/usr/bin/env bash
# `npm test`: typecheck, lint, unit tests, then the integration suite against the
# production build on SQLite + a local folder and on PostgreSQL + an S3-compatible
# server, then the browser tests. Installs PostgreSQL and Chromium from Debian's
# packages when they are missing and we are root (as in CI); otherwise says what it skips.
set -euo pipefail
cd "$(dirname "$0")/.."

skipped=()
# Each vitest run also writes a JSON report, so the end can print one total line.
reports=$(mktemp -d /tmp/barshelf-reports.XXXXXX)
run_vitest() { # name, npm script
  local name=$1; shift
  npm run -s "$@" -- --reporter=default --reporter=json --outputFile.json="$reports/$name.json"
}
pg_dir=""
cleanup() {
  if [ -n "$pg_dir" ]; then
    su postgres -s /bin/sh -c "$pg_bin/pg_ctl -D '$pg_dir/data' -m immediate stop" >/dev/null 2>&1 || true
    rm -rf "$pg_dir"
  fi
  rm -rf "$reports"
}
trap cleanup EXIT
apt_updated=0
apt_install() {
  if [ "$(id -u)" != 0 ]; then return 1; fi
  if [ "$apt_updated" = 0 ]; then apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

pg_bin=""
find_pg() { pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true); }
find_pg
if [ -z "$pg_bin" ]; then
  echo "== installing PostgreSQL from Debian's packages"
  apt_install postgresql || true
  find_pg
fi
if [ ! -x /usr/bin/chromium ]; then
  echo "== installing Chromium from Debian's packages"
  apt_install chromium || true
fi
if [ ! -x /usr/sbin/nginx ]; then
  # The scale-out test puts Debian's nginx, with deploy/nginx.conf, in front of two instances.
  echo "== installing nginx from Debian's packages"
  apt_install nginx || true
fi
if ! command -v heif-enc >/dev/null 2>&1; then
  # heif-enc makes real HEIC photos (HEVC, as phones write them) for the upload tests.
  echo "== installing heif-enc (libheif-examples) from Debian's packages"
  apt_install libheif-examples || true
fi

if ! fc-list 2>/dev/null | grep "DejaVu Sans" >/dev/null; then  # not -q: under pipefail its early exit fails fc-list
  # The menu-reading tests draw their menus in DejaVu Sans (tests/fixtures/menus/).
  echo "== installing the DejaVu fonts from Debian's packages"
  apt_install fontconfig fonts-dejavu-core || true
fi

echo "== typecheck"; npm run -s typecheck
echo "== lint"; npm run -s lint
echo "== unit tests"; run_vitest unit test:unit

echo "== production build"; NODE_ENV=production npx next build >/tmp/barshelf-build.log 2>&1 || { cat /tmp/barshelf-build.log; exit 1; }

echo "== integration: SQLite + local folder"
TEST_DB=sqlite TEST_STORE=local run_vitest sqlite-local test:integration


if [ -n "$pg_bin" ] && [ "$(id -u)" = 0 ] && id postgres >/dev/null 2>&1; then
  # A throw-away cluster of our own on a free port: no shared state with any system cluster.
  pg_dir=$(mktemp -d /tmp/barshelf-pg.XXXXXX)
  chown postgres "$pg_dir"
  pg_port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  su postgres -s /bin/sh -c "$pg_bin/initdb -D '$pg_dir/data' -U postgres --auth=trust -E UTF8 >/dev/null"
  su postgres -s /bin/sh -c "$pg_bin/pg_ctl -D '$pg_dir/data' -o \"-p $pg_port -k '$pg_dir' -c listen_addresses=127.0.0.1 -c fsync=off\" -w -l '$pg_dir/log' start >/dev/null"
  echo "== integration: PostgreSQL + S3-compatible server (s3rver)"
  [ -x /usr/sbin/nginx ] || skipped+=("scale-out test (tests/integration/scale-out.test.ts): nginx is missing and could not be installed")
  TEST_DB=postgres TEST_STORE=s3 TEST_PG_ADMIN_URL="postgres://postgres@127.0.0.1:$pg_port/postgres" \
    run_vitest postgres-s3 test:integration
elif [ -n "${TEST_PG_ADMIN_URL:-}" ]; then
  echo "== integration: PostgreSQL at TEST_PG_ADMIN_URL + S3-compatible server (s3rver)"
  TEST_DB=postgres TEST_STORE=s3 run_vitest postgres-s3 test:integration
else
  skipped+=("PostgreSQL + S3 integration suite: PostgreSQL is not installed and this is not root (install postgresql or set TEST_PG_ADMIN_URL)")
fi

if [ -f vitest.e2e.config.ts ]; then
  if [ -x /usr/bin/chromium ]; then
    echo "== browser tests (Chromium)"
    run_vitest e2e test:e2e
  else
    skipped+=("browser tests: /usr/bin/chromium is missing and could not be installed")
  fi
fi

if [ ${#skipped[@]} -gt 0 ]; then
  echo "== SKIPPED:"
  printf '   - %s\n' "${skipped[@]}"
fi
echo "== all suites passed"
node -e '
  const fs = require("fs"), dir = process.argv[1];
  let passed = 0, failed = 0, skipped = 0;
  for (const f of fs.readdirSync(dir)) {
    const r = JSON.parse(fs.readFileSync(dir + "/" + f, "utf8"));
    passed += r.numPassedTests; failed += r.numFailedTests; skipped += r.numPendingTests + r.numTodoTests;
  }
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
' "$reports"
