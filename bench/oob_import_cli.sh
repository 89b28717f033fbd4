#!/usr/bin/env bash
# Wall-clock of `hexwright import oob` as a user runs it: a generated 10,000-row CSV
# (target under 0.3 s) and 5 MB of random text (refused in under 1 s with capped output),
# then hostile shapes that must stay linear (dittos, tagged, prose of possessives, 60,000 commanders under one heading).
# Usage: bench/oob_import_cli.sh [path/to/hexwright]
set -euo pipefail
hw="${1:-build/cli/hexwright}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$hw" new "$tmp/b.hexw" --ruleset bloody-april --cols 10 --rows 10 >/dev/null
python3 - "$tmp" <<'PY'
import random, sys
tmp = sys.argv[1]
states = ["Illinois", "Ohio", "Iowa", "Missouri", "Tennessee"]
with open(f"{tmp}/oob.csv", "w") as f:
    f.write("path,unit,type,men,weapon\n")
    n = 0
    for army in ("Army of the Tennessee", "Army of the Ohio"):
        for d in range(1, 11):
            for b in range(1, 11):
                for r in range(50):
                    f.write(f"{army}/Division {d}/Brigade {b},{n + 1}th {states[n % 5]},infantry,{100 * (3 + n % 6)},Rifled Musket\n")
                    n += 1
random.seed(1)
alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ     ,.:"
with open(f"{tmp}/junk.txt", "w") as f:
    size = 0
    while size < 5 * 1024 * 1024:
        line = "".join(random.choice(alphabet) for _ in range(random.randint(20, 120))) + "\n"
        f.write(line)
        size += len(line)
# Hostile shapes a reader could turn quadratic: a ditto mark under every word of a 800 KB
# line, and 60,000 units tagged by side on one line.
with open(f"{tmp}/dittos.txt", "w") as f:
    f.write("a " * 400000 + "\n" + '" ' * 400000 + "\n" + '" ' * 400000 + "\n")
with open(f"{tmp}/tagged.txt", "w") as f:
    f.write("Forces Engaged: " + "1st Ohio [US]; 2nd Texas [CS]; " * 30000 + "\n")
with open(f"{tmp}/leaders.txt", "w") as f:
    f.write("First Brigade.\n" + "".join(f"Col. A. Smith{i}.\n" for i in range(60000)))
with open(f"{tmp}/prose.txt", "w") as f:
    f.write("the 1st regiment and the brigades of " + "Smith's and " * 70000 + "more was here.\n")
PY
run() {
  local start end
  start=$(date +%s.%N)
  "$hw" import oob "$tmp/b.hexw" "$1" --dry-run >"$tmp/out" 2>"$tmp/err" || true
  end=$(date +%s.%N)
  printf '%-10s %6.3f s wall, output %s bytes\n' "$(basename "$1")" "$(echo "$end - $start" | bc)" "$(cat "$tmp/out" "$tmp/err" | wc -c)"
}
run "$tmp/oob.csv"
run "$tmp/junk.txt"
run "$tmp/dittos.txt"
run "$tmp/tagged.txt"
run "$tmp/prose.txt"
run "$tmp/leaders.txt"
