#!/usr/bin/env bash
# Proves check_outside_references.sh catches each kind of outside reference: a throwaway
# tree with one reference at a time must fail, a clean tree (and a relative path that
# stays inside) must pass.
set -u
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

expect() { # expected-status, file, line
  rm -rf "$tmp/tree" && mkdir -p "$tmp/tree/docs" "$tmp/tree/model/hex"
  printf '# ok\n' > "$tmp/tree/docs/architecture.md"
  if [ -n "$2" ]; then mkdir -p "$(dirname "$tmp/tree/$2")" && printf '%s\n' "$3" > "$tmp/tree/$2"; fi
  "$here/check_outside_references.sh" "$tmp/tree" >/dev/null 2>&1
  local status=$?
  if [ "$status" -ne "$1" ]; then
    echo "expected status $1 for '$3' in $2, got $status"
    fail=1
  fi
}

expect 0 "" ""
expect 0 model/hex/x.h '// see docs/architecture.md and Bloody April 16.63'
expect 0 docs/x.md 'see [the model](../model/hex/x.h)'
sh='sha''red' wk='wo''rk' design='DES''IGN' models='architecture''-models' peers='peer''-tools'
expect 1 README.md "The architecture is ../$sh/$design.md"
expect 1 model/hex/x.h "// ($design.md §4)"
expect 1 model/hex/x.h "// ($models.md §7.3)"
expect 1 docs/x.md "see $peers.md"
expect 1 schemas/x/ruleset.xml "<!-- rules: /$wk/$sh/seeds/x.txt -->"
expect 1 tests/x.cpp '// the extract in /home/someone/notes.md'
expect 1 docs/x.md 'see [the seeds](../../seeds/x.txt)'
expect 1 tests/CMakeLists.txt 'set(X ${ROOT}/../../outside)'
exit $fail
