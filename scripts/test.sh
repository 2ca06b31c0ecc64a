#!/usr/bin/env bash
# `npm test`: typecheck, lint, unit tests, then the integration suite against the production
# build on SQLite + a local folder and on PostgreSQL + an S3-compatible server, then the browser
# tests. It installs nothing: scripts/setup-test-deps.sh (run as root) installs what the suites
# need from Debian. A suite whose needs are missing is skipped, and the end says which and why;
# under CI (CI set, as .ci/run does) a skipped suite fails the run.
# SKIP_SUITES="postgres e2e" skips suites on purpose (names: postgres, e2e).
set -euo pipefail
cd "$(dirname "$0")/.."

on_ci() { [ -n "${CI:-}" ] && [ "${CI:-}" != "false" ] && [ "${CI:-}" != "0" ]; }
asked_to_skip() { [[ " ${SKIP_SUITES:-} " == *" $1 "* ]]; }

skipped=()  # one line per suite that did not run: what, and why
skip() { skipped+=("$1: $2"); echo "== skipping $1: $2"; }

# Each vitest run also writes a JSON report, so the end can print one total line.
reports=$(mktemp -d /tmp/barshelf-reports.XXXXXX)
run_vitest() { # name, npm script
  local name=$1; shift
  npm run -s "$@" -- --reporter=default --reporter=json --outputFile.json="$reports/$name.json"
}
pg_dir=""
pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
cleanup() {
  if [ -n "$pg_dir" ]; then
    su postgres -s /bin/sh -c "$pg_bin/pg_ctl -D '$pg_dir/data' -m immediate stop" >/dev/null 2>&1 || true
    rm -rf "$pg_dir"
  fi
  rm -rf "$reports"
}
trap cleanup EXIT

# Tools whose absence fails tests rather than skipping a suite: say so before the long run.
setup_hint="install it with: sudo scripts/setup-test-deps.sh"
command -v heif-enc >/dev/null 2>&1 || echo "== warning: heif-enc is missing, so the HEIC upload tests will fail; $setup_hint"
fonts=$(fc-list 2>/dev/null || true)
for face in "DejaVu Sans" "Z003"; do
  grep "$face" <<<"$fonts" >/dev/null || echo "== warning: the font $face is missing, so the menu-reading tests will fail; $setup_hint"
done

echo "== typecheck"; npm run -s typecheck
echo "== lint"; npm run -s lint
echo "== unit tests"; run_vitest unit test:unit

echo "== production build"; NODE_ENV=production npx next build >/tmp/barshelf-build.log 2>&1 || { cat /tmp/barshelf-build.log; exit 1; }

echo "== integration: SQLite + local folder"
TEST_DB=sqlite TEST_STORE=local run_vitest sqlite-local test:integration

start_own_cluster() {
  # A throw-away cluster of our own on a free port: no shared state with any system cluster.
  pg_dir=$(mktemp -d /tmp/barshelf-pg.XXXXXX)
  chown postgres "$pg_dir"
  pg_port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  su postgres -s /bin/sh -c "$pg_bin/initdb -D '$pg_dir/data' -U postgres --auth=trust -E UTF8 >/dev/null"
  su postgres -s /bin/sh -c "$pg_bin/pg_ctl -D '$pg_dir/data' -o \"-p $pg_port -k '$pg_dir' -c listen_addresses=127.0.0.1 -c fsync=off\" -w -l '$pg_dir/log' start >/dev/null"
  TEST_PG_ADMIN_URL="postgres://postgres@127.0.0.1:$pg_port/postgres"
}

postgres_suite="PostgreSQL + S3 integration suite"
if asked_to_skip postgres; then
  skip "$postgres_suite" "SKIP_SUITES asked for it"
elif [ -z "${TEST_PG_ADMIN_URL:-}" ] && [ -z "$pg_bin" ]; then
  skip "$postgres_suite" "PostgreSQL is not installed ($setup_hint), and TEST_PG_ADMIN_URL is not set"
elif [ -z "${TEST_PG_ADMIN_URL:-}" ] && { [ "$(id -u)" != 0 ] || ! id postgres >/dev/null 2>&1; }; then
  skip "$postgres_suite" "starting a cluster of its own needs root and the postgres user; set TEST_PG_ADMIN_URL to a PostgreSQL it may create databases in"
else
  [ -n "${TEST_PG_ADMIN_URL:-}" ] || start_own_cluster
  if [ ! -x /usr/sbin/nginx ] && [ ! -x /usr/bin/nginx ]; then
    skip "scale-out test (tests/integration/scale-out.test.ts)" "nginx is not installed ($setup_hint)"
  fi
  echo "== integration: PostgreSQL + S3-compatible server (s3rver)"
  TEST_DB=postgres TEST_STORE=s3 TEST_PG_ADMIN_URL="$TEST_PG_ADMIN_URL" run_vitest postgres-s3 test:integration
fi

chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
if asked_to_skip e2e; then
  skip "browser tests" "SKIP_SUITES asked for it"
elif [ ! -x "$chromium" ]; then
  skip "browser tests" "$chromium is missing ($setup_hint, or set CHROMIUM_PATH)"
else
  echo "== browser tests (Chromium)"
  run_vitest e2e test:e2e
fi

node -e '
  const fs = require("fs"), dir = process.argv[1];
  let passed = 0, failed = 0, skipped = 0;
  for (const f of fs.readdirSync(dir)) {
    const r = JSON.parse(fs.readFileSync(dir + "/" + f, "utf8"));
    passed += r.numPassedTests; failed += r.numFailedTests; skipped += r.numPendingTests + r.numTodoTests;
  }
  console.log(`== ${passed} passed, ${failed} failed, ${skipped} skipped inside the suites (tests for the other engine or store, or for root)`);
' "$reports"
if [ ${#skipped[@]} -eq 0 ]; then
  echo "== every suite ran, and all passed"
  exit 0
fi
echo "== the suites that ran passed, but these did NOT run:"
printf '   - %s\n' "${skipped[@]}"
if on_ci; then
  echo "== failing: under CI every suite must run (CI=$CI)"
  exit 1
fi
