#!/usr/bin/env python3
"""Fails when a function under FOLDER is longer than LIMIT lines, from its signature to its
closing brace (lambdas and local classes count toward the function that holds them).

usage: function_length.py SOURCE_ROOT FOLDER [LIMIT=80]

"Functions short enough to read at once": docs/architecture.md holds importers/ to 80
lines a function. A brace scanner rather than a C++ parser: comments, strings, raw
strings, character literals and preprocessor lines are blanked first, then each `{` is a
namespace, a class, a function body (its head has a parameter list) or a block inside
one. function_length_selftest.sh proves it catches a long function and a long lambda.
"""
import re
import sys
from pathlib import Path


def blank(text):
    """The code with comments, literals and preprocessor lines emptied, newlines kept."""
    text = re.sub(r'(?m)^[ \t]*#.*$', '', text)
    text = re.sub(r'R"(\w*)\((.*?)\)\1"', lambda m: '""' + '\n' * m.group(0).count('\n'), text, flags=re.S)
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith('//', i):
            j = text.find('\n', i)
            i = n if j < 0 else j
            continue
        if text.startswith('/*', i):
            j = text.find('*/', i + 2)
            j = n if j < 0 else j + 2
            out.append('\n' * text[i:j].count('\n'))
            i = j
            continue
        if c == '"' or (c == "'" and not (i > 0 and text[i - 1].isalnum())):  # 1'000 is a number
            j = i + 1
            while j < n and text[j] != c and text[j] != '\n':
                j += 2 if text[j] == '\\' else 1
            out.append(c + c)
            i = j + 1
            continue
        out.append(c)
        i += 1
    return ''.join(out)


def long_functions(path, limit):
    text = blank(path.read_text(errors='replace'))
    scopes = ['namespace']  # kind of each open brace: namespace, class, function, block
    starts = [None]
    head_start, line = 0, 1
    for i, c in enumerate(text):
        if c == '\n':
            line += 1
        if c not in ';{}':
            continue
        if c == '{':
            head = text[head_start:i]
            words = re.sub(r'\s+', ' ', head).strip()
            outer = scopes[-1] in ('namespace', 'class')
            kind, start = 'block', None
            if outer and re.match(r'^(\w+ )*namespace\b', words):
                kind = 'namespace'
            elif outer and re.search(r'\b(class|struct|union)\b[^(]*$', words):
                kind = 'class'
            elif outer and '(' in words and not re.search(r'=\s*$', words) and not re.search(r'\benum\b', words):
                kind = 'function'
                start = text.count('\n', 0, head_start + len(head) - len(head.lstrip())) + 1
            scopes.append(kind)
            starts.append(start)
        elif c == '}' and len(scopes) > 1:
            kind, start = scopes.pop(), starts.pop()
            if kind == 'function' and line - start + 1 > limit:
                yield start, line - start + 1
        head_start = i + 1


def main():
    root, folder = Path(sys.argv[1]), sys.argv[2]
    limit = int(sys.argv[3]) if len(sys.argv) > 3 else 80
    found = []
    for path in sorted((root / folder).rglob('*')):
        if path.suffix in ('.h', '.cpp'):
            for start, length in long_functions(path, limit):
                found.append(f'{path.relative_to(root)}:{start}: a function of {length} lines (at most {limit})')
    for f in found:
        print(f)
    print(f'function length: {folder}: ' + ('ok' if not found else f'{len(found)} over {limit} lines'))
    return 1 if found else 0


if __name__ == '__main__':
    sys.exit(main())
