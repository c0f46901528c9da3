#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for the API's test suite and prints its URL on stdout
# (progress goes to stderr). Installs PostgreSQL from Debian's packages when it is missing.
# Safe to run again: every run starts its own cluster in a new temporary folder on a free port.
#   TEST_DATABASE_URL=$(bash scripts/ci-postgres.sh)
set -euo pipefail
log() { echo "ci-postgres: $*" >&2; }
find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

bin=$(find_bin || true)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  if [ "$(id -u)" != 0 ]; then log "PostgreSQL is not installed and this is not root: cannot install it"; exit 1; fi
  log "installing PostgreSQL from Debian packages"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
  bin=$(find_bin)
fi
log "using $bin"

dir=$(mktemp -d /tmp/storefront-pg.XXXXXX)
port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

# PostgreSQL refuses to run as root: run it as the postgres user (created by the package).
as_owner() { "$@"; }
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home-dir "$dir" --shell /bin/sh postgres
  chown postgres "$dir"
  as_owner() { su postgres -s /bin/sh -c "$(printf '%q ' "$@")"; }
fi

as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C >/dev/null
as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=200" start >&2
as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres storefront_test
log "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (data in $dir; stop: $bin/pg_ctl -D $dir/data stop)"
echo "postgres://postgres@127.0.0.1:$port/storefront_test"
