#!/bin/sh
# First start: create the cluster with POSTGRES_USER as superuser and POSTGRES_PASSWORD (scram) for
# connections from other containers, as the official image does. Later starts reuse the volume's data.
set -eu
: "${POSTGRES_USER:=postgres}"
: "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile=$(mktemp)
  printf '%s' "$POSTGRES_PASSWORD" > "$pwfile"
  initdb --username="$POSTGRES_USER" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
fi
exec postgres -c listen_addresses='*' -c unix_socket_directories=/var/run/postgresql
