#!/usr/bin/env bash
# Makes sure a PostgreSQL server answers at 127.0.0.1:5432 with a `test` database that the
# `postgres` user reaches without a password, for the API suite's PostgreSQL run (docs/operations.md#postgresql).
# Machines of this project usually have one; elsewhere Debian's package is installed and started.
set -euo pipefail

answers() { (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; }

if ! answers; then
  if ! command -v pg_ctlcluster >/dev/null 2>&1; then
    echo "Installing PostgreSQL from Debian's packages…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  fi
  version=$(ls /etc/postgresql | sort -V | tail -n 1)
  hba="/etc/postgresql/${version}/main/pg_hba.conf"
  # Test-only server on loopback: trust local connections so no password is needed.
  if ! grep -q '^host all all 127.0.0.1/32 trust' "$hba"; then
    sed -i '1i host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust\nlocal all all trust' "$hba"
  fi
  pg_ctlcluster --skip-systemctl-redirect "$version" main start || pg_ctlcluster --skip-systemctl-redirect "$version" main reload
  for _ in $(seq 1 30); do answers && break; sleep 1; done
fi

if command -v psql >/dev/null 2>&1; then
  if ! psql -h 127.0.0.1 -U postgres -tAc "select 1 from pg_database where datname = 'test'" | grep -q 1; then
    psql -h 127.0.0.1 -U postgres -c 'create database test'
  fi
fi
