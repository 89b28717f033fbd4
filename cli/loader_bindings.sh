#!/bin/sh
# Helpers for loader_order.cmake (glibc's dynamic loader; see there for why).
#
# cli/loader_bindings.sh PROGRAM
#   Every symbol binding the loader makes when PROGRAM starts with all symbols bound at
#   once, one line each, "FROM TO SYMBOL", sorted, PROGRAM's own path written as PROGRAM
#   (so that two programs' bindings compare).
# cli/loader_bindings.sh --order BINDINGS [KEEP]
#   The libraries of such a listing, the one receiving the most bindings first (not the
#   program, the loader or the vDSO). KEEP holds lines "A B": A must stay before B.
# cli/loader_bindings.sh --moved BEFORE AFTER
#   For each symbol that binds elsewhere in AFTER, "A B": it bound to A and now to B, so A
#   must come before B.
set -eu
case "$1" in
  --order)
    awk '$2 ~ /^\// && $2 !~ /\/ld-linux/ { print $2 }' "$2" | LC_ALL=C sort | uniq -c |
      LC_ALL=C sort -k1,1nr -k2,2 | awk '{ print $2 }' >"$2.order"
    keep=${3:-/dev/null}
    # Move A just before B for every pair out of order, until none is.
    awk -v keep="$keep" '
      { lib[n++] = $0 }
      END {
        while ((getline line < keep) > 0) { split(line, p, " "); a[m] = p[1]; b[m++] = p[2] }
        for (pass = 0; pass < 100; pass++) {
          changed = 0
          for (k = 0; k < m; k++) {
            ia = -1; ib = -1
            for (i = 0; i < n; i++) { if (lib[i] == a[k]) ia = i; if (lib[i] == b[k]) ib = i }
            if (ia < 0 || ib < 0 || ia < ib) continue
            moved = lib[ia]
            for (i = ia; i > ib; i--) lib[i] = lib[i - 1]
            lib[ib] = moved
            changed = 1
          }
          if (!changed) break
        }
        for (i = 0; i < n; i++) print lib[i]
      }' "$2.order"
    rm -f "$2.order"
    ;;
  --moved)
    awk 'NR == FNR { to[$1 " " $3] = $2; next }
         ($1 " " $3) in to && to[$1 " " $3] != $2 { print to[$1 " " $3], $2 }' "$2" "$3" | LC_ALL=C sort -u
    ;;
  *)
    program=$1
    LD_BIND_NOW=1 LD_DEBUG=bindings "$program" 2>&1 >/dev/null |
      sed -n 's/^.*binding file \([^ ]*\) \[[0-9]*\] to \([^ ]*\) \[[0-9]*\]: [a-z]* symbol `\([^'"'"']*\).*$/\1 \2 \3/p' |
      awk -v p="$program" '{ if ($1 == p) $1 = "PROGRAM"; if ($2 == p) $2 = "PROGRAM"; print }' |
      LC_ALL=C sort
    ;;
esac
