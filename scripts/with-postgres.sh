#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server, then stops the server and deletes it, even on failure.
#
#   scripts/with-postgres.sh                     npx vitest run --project api, with TEST_DATABASE_URL set
#   scripts/with-postgres.sh CMD [ARGS...]       any command, with TEST_DATABASE_URL set
#   scripts/with-postgres.sh --serve             keep the server until Ctrl-C and print its DATABASE_URL
#
# The server listens on 127.0.0.1 on a free port, trusts local connections (user postgres, no password) and
# lives in a temporary folder. It needs PostgreSQL's server binaries (Debian: apt-get install postgresql).
# As root, the server runs as the `postgres` user, which PostgreSQL requires.
set -euo pipefail

find_bin_dir() {
  local dir
  # Debian keeps server binaries out of PATH, one folder per major version: take the newest.
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k5 -V -r); do
    [[ -x "$dir/initdb" && -x "$dir/pg_ctl" ]] && { echo "$dir"; return; }
  done
  if command -v initdb >/dev/null && command -v pg_ctl >/dev/null; then
    dirname "$(command -v initdb)"
    return
  fi
  echo "with-postgres: PostgreSQL server binaries (initdb, pg_ctl) not found. Install them: apt-get install postgresql" >&2
  exit 127
}

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

BIN=$(find_bin_dir)
PORT=$(free_port)
WORK=$(mktemp -d "${TMPDIR:-/tmp}/trini-pg.XXXXXX")
DATA="$WORK/data"

# PostgreSQL refuses to run as root: use the postgres user (created by Debian's package), owning the folder.
as_server_user() {
  if [[ $(id -u) -eq 0 ]]; then
    if ! id postgres >/dev/null 2>&1; then
      echo "with-postgres: running as root but there is no 'postgres' user to run the server as" >&2
      return 1
    fi
    if command -v runuser >/dev/null; then
      (cd "$WORK" && runuser -u postgres -- "$@")
    else
      (cd "$WORK" && su postgres -s /bin/sh -c "$(printf '%q ' "$@")")
    fi
  else
    "$@"
  fi
}

cleanup() {
  local status=$?
  trap - EXIT INT TERM
  [[ -n "${SLEEP_PID:-}" ]] && kill "$SLEEP_PID" 2>/dev/null || true
  if [[ -f "$DATA/postmaster.pid" ]]; then
    as_server_user "$BIN/pg_ctl" -D "$DATA" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$WORK"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

[[ $(id -u) -eq 0 ]] && chown postgres: "$WORK" && chmod 700 "$WORK"

as_server_user "$BIN/initdb" -D "$DATA" -U postgres --auth=trust -E UTF8 --locale=C >"$WORK/initdb.log" 2>&1 || {
  cat "$WORK/initdb.log" >&2
  exit 1
}
# Durability is pointless for a throwaway server: turn it off for speed. Socket in our folder, TCP on loopback only.
if ! as_server_user "$BIN/pg_ctl" -D "$DATA" -l "$WORK/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $WORK -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null; then
  cat "$WORK/server.log" >&2
  exit 1
fi

URL="postgres://postgres@127.0.0.1:$PORT/postgres"
export TEST_DATABASE_URL="$URL"
echo "with-postgres: PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on $URL (in $WORK)"

if [[ "${1:-}" == "--serve" ]]; then
  trap 'exit 0' INT TERM
  echo "with-postgres: DATABASE_URL=$URL"
  echo "with-postgres: press Ctrl-C to stop the server and delete its data"
  while true; do
    sleep 3600 &
    SLEEP_PID=$!
    wait "$SLEEP_PID"
  done
fi

if [[ $# -eq 0 ]]; then
  set -- npx vitest run --project api
fi
"$@"
