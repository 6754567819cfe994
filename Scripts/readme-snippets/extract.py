#!/usr/bin/env python3
"""Writes each ```swift block of README.md as a function of its own in one Swift file (stdout), for
Scripts/ios-public-clients.sh to type-check beside Prelude.swift against the public API alone.
An `import` line moves to the top; a `…` in a list stands for more of the same and is dropped."""
import re
import sys

text = open(sys.argv[1], encoding="utf-8").read()
blocks = re.findall(r"```swift\n(.*?)```", text, re.S)
imports, bodies = {"import OverlayHUD", "import UIKit"}, []
for n, block in enumerate(blocks, 1):
    lines = []
    for line in block.splitlines():
        if re.match(r"^\s*import \w+", line):
            imports.add(line.strip())
            continue
        lines.append(re.sub(r",\s*…\s*\]", "]", line))
    body = "\n".join("    " + l if l else "" for l in lines)
    bodies.append(f"// README.md, Swift block {n}\n@MainActor func readmeSnippet{n}() async throws {{\n{body}\n}}\n")
print("\n".join(sorted(imports)) + "\n")
print("\n".join(bodies))
