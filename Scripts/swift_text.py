"""Reading Swift source as text, for the scripts beside this file (standard library only)."""

import re


def blank_comments_and_strings(text):
    """`text` with comments and the contents of string literals replaced by spaces (newlines kept),
    so names, braces and keywords can be found by position. Code interpolated into a string
    (`\\(…)`) is kept; an unterminated single-line literal ends at its line's end."""
    out = list(text)
    n = len(text)

    def blank(a, b):
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "

    def opens_string(i):
        # A quote, or raw-string hashes before one (not the end of a name such as `a#"`).
        if text[i] == '"':
            return True
        return text[i] == "#" and re.match(r'#+"', text[i : i + 8]) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_"))

    def skip_string(i):
        # i at the opening quote or its first '#'; returns the index after the closing delimiter.
        hashes = 0
        while text[i] == "#":
            hashes += 1
            i += 1
        multiline = text.startswith('"""', i)
        quote = '"""' if multiline else '"'
        i += len(quote)
        start = i
        closing = quote + "#" * hashes
        while i < n:
            if text[i] == "\\" and text.startswith("#" * hashes, i + 1):
                j = i + 1 + hashes
                if j < n and text[j] == "(":
                    blank(start, j + 1)
                    # Interpolation: code up to the matching parenthesis.
                    depth, j = 1, j + 1
                    while j < n and depth:
                        if opens_string(j):
                            j = skip_string(j)
                            continue
                        if text[j] == "(":
                            depth += 1
                        elif text[j] == ")":
                            depth -= 1
                        j += 1
                    blank(j - 1, j)
                    i = start = j
                    continue
                i = j + 1
                continue
            if text.startswith(closing, i):
                blank(start, i)
                return i + len(closing)
            if not multiline and text[i] == "\n":
                break
            i += 1
        blank(start, i)
        return i

    i = 0
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            blank(i, j)
            i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            blank(i, j)
            i = j
        elif opens_string(i):
            i = skip_string(i)
        else:
            i += 1
    return "".join(out)
