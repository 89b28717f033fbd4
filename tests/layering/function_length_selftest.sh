#!/usr/bin/env bash
# Proves function_length.py catches a function over the limit (a free function, a class
# member, one made long by a lambda) and passes one at the limit, with braces in strings,
# comments and raw strings not miscounted.
set -u
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

body() { # N: N lines of statements
  for _ in $(seq "$1"); do echo '  x += 1;'; done
}

expect() { # expected-status, description; the file is $tmp/tree/importers/x.cpp
  python3 "$here/function_length.py" "$tmp/tree" importers 80 >/dev/null 2>&1
  local status=$?
  if [ "$status" -ne "$1" ]; then
    echo "function length self-test: expected status $1 for $2, got $status"
    fail=1
  fi
}

write() { mkdir -p "$tmp/tree/importers" && cat > "$tmp/tree/importers/x.cpp"; }

{ echo 'int f(int x) {'; body 77; echo '  return x;'; echo '}'; } | write
expect 0 "a function of 80 lines"
{ echo 'int f(int x) {'; body 78; echo '  return x;'; echo '}'; } | write
expect 1 "a function of 81 lines"
{ echo 'namespace a {'; echo 'class C {'; echo ' public:'; echo '  int f(int x) {'; body 80; echo '    return x;';
  echo '  }'; echo '};'; echo '}  // namespace a'; } | write
expect 1 "a class member of 82 lines"
{ echo 'void f() {'; echo '  auto g = [](int x) {'; body 80; echo '    return x;'; echo '  };'; echo '}'; } | write
expect 1 "a function made long by its lambda"
{ echo 'int f(int x) {'; echo '  const char* s = "{{{";  // {'; echo '  const char* r = R"({'; echo '})";';
  echo "  char c = '{';"; body 70; echo '  return x;'; echo '}'; echo 'int g() { return 1; }'; } | write
expect 0 "braces in strings, comments and raw strings"
{ echo 'struct S {'; body 90 | sed 's/x += 1;/int a;/'; echo '};'; echo 'enum E {'; echo '  A,'; echo '};'; } | write
expect 0 "a long struct of fields"

[ $fail -eq 0 ] && echo "function length self-test: ok"
exit $fail
