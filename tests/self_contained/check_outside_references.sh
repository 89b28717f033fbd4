#!/usr/bin/env bash
# Fails when a file in the repository refers to a path outside it: someone who clones the
# repository has only the repository. Rules are cited by rulebook name and rule number
# ("Bloody April 16.63"), the architecture is docs/architecture.md. Run by ctest as
# "outside_references"; outside_references_selftest.sh proves it catches each kind.
set -u
root=$(cd "${1:?usage: check_outside_references.sh SOURCE_ROOT}" && pwd)
status=0

# Text files that are part of the source: everything but build output and VCS data.
files() {
  find "$root" \( -name .git -o -name 'build*' -o -name out -o -name Testing \) -prune -o -type f \
    \( -name '*.md' -o -name '*.h' -o -name '*.hpp' -o -name '*.cpp' -o -name '*.txt' -o -name '*.xml' \
       -o -name '*.cmake' -o -name '*.sh' -o -name '*.py' -o -name '*.json' -o -name '*.yml' \
       -o -path "$root/run" -o -path "$root/test" -o -path "$root/scripts/*" -o -path "$root/.ci/*" \) \
    -print | grep -v "^$root/tests/self_contained/"
}

# 1. Names of material that lives outside the repository, and machine paths.
# The names are assembled from parts so that this file, which must spell them, is not a
# citation itself for any plain text search over the tree.
sh='sha''red' wk='wo''rk' design='DES''IGN' models='architecture''-models' peers='peer''-tools'
names="\\.\\./$sh|/$wk/|$design\\.md|$models|$peers|/home/[a-z]|/Users/"
hits=$(files | xargs -d '\n' grep -nE "$names" 2>/dev/null)
if [ -n "$hits" ]; then
  echo "outside references: cite docs/architecture.md or a rulebook by name and rule number instead:"
  echo "$hits"
  status=1
fi

# 2. Relative paths that climb out of the repository from the file that names them.
while IFS= read -r match; do
  file=${match%%:*}
  rest=${match#*:}
  line=${rest%%:*}
  ref=${rest#*:}
  target=$(realpath -m "$(dirname "$file")/$ref")
  case "$target/" in
    "$root"/*) ;;
    *) echo "outside references: ${file#"$root"/}:$line: $ref leaves the repository"; status=1 ;;
  esac
done < <(files | xargs -d '\n' grep -HnoE '(\.\./)+[A-Za-z0-9_.-]*' 2>/dev/null)

[ $status -eq 0 ] && echo "outside references: none"
exit $status
