#!/usr/bin/env python3
"""Checks that the source folders only point down.

The library's targets (Sources/OverlayHUDCore, OverlayHUDMessages, OverlayHUDPopups and the umbrella
OverlayHUD): every top-level folder of each is a node named with its target (Core/Scene,
Popups/Queue; the core's UIKitHost subfolders Window and Interface are two). The nodes have a declared order, bottom to top; a file may name only what is declared
in its own node or in one below it. The script counts cross-folder references, prints the edge
table, and exits 1 naming the file and the name of every reference that runs up (or any folder
missing from the order). It also fails on a file outside the umbrella that imports SwiftUI or Combine.

Sources/OverlayHUDSoftware: its folders have no declared order; any order without a circle will
do. The script prints the edges and one such order, or exits 1 naming the circle.

What counts as a reference: a name declared at the top level of a file (struct, class, enum,
protocol, actor, typealias, and non-private top-level func/let/var) used as a whole identifier in
another file's code, not after a `.` (a member), not in a comment or a string literal (string
interpolations are code). Declarations inside a file-wide `#if` count at that `#if`'s indentation
(4 spaces), so UIKit files, each wrapped whole in `#if canImport(UIKit)`, declare what they hold.
Private and fileprivate top-level names are the file's own. A name declared in the file's own
folder, or nested anywhere in the file itself, is local.

Files wrapped whole in `#if canImport(UIKit)` are compiled only with UIKit, those wrapped in
`#if !canImport(UIKit)` only without; a reference resolves among the declarations compiled in the
same configuration (so the headless MBProgressHUD in Compatibility and the UIKit one in
UIKitHost/Interface are never confused).

Usage: Scripts/check-layers.py [package root]   (python3, standard library only)
"""

import os
import re
import sys
from collections import defaultdict

from swift_text import blank_comments_and_strings

# The library's four targets are one picture: the core at the bottom, then the two parts that add
# elements (each on the core alone; the compiler keeps them apart), then the umbrella: the SwiftUI
# modifiers over all three (so an app without SwiftUI links none of them) and the re-export of all.
LIBRARY_MODULES = {
    "OverlayHUDCore": "Core",
    "OverlayHUDMessages": "Messages",
    "OverlayHUDPopups": "Popups",
    "OverlayHUD": "OverlayHUD",
}
CORE_ORDER = [
    "Core/Geometry",
    "Core/Motion",
    "Core/Scene",
    "Core/Overlay",
    "Core/HostPort",
    "Core/Components",
    "Core/HostMapping",
    "Core/UIKitHost/Window",
    "Core/Center",
    "Core/Compatibility",
    "Core/UIKitHost/Interface",
    "Messages/.",
    "Messages/Components",
    "Messages/Center",
    "Messages/UIKitHost",
    "Popups/.",
    "Popups/Queue",
    "Popups/Components",
    "Popups/Center",
    "Popups/UIKitHost",
    "OverlayHUD/HostMapping",
    "OverlayHUD/UIKitHost",
    "OverlayHUD/.",
]
SPLIT_FOLDERS = {"UIKitHost"}  # nodes are their subfolders
# SwiftUI (and Combine, for `OverlayActivity`) only in the umbrella: the parts' products stay free of them.
SWIFTUI_MODULES = {"OverlayHUD"}
SWIFTUI_IMPORT = re.compile(r"^[ \t]*(?:@[\w()]+[ \t]+)*import[ \t]+(?:(?:struct|class|enum|func|var|protocol)[ \t]+)?(SwiftUI|Combine)\b", re.M)

# Upward references known and not fixed yet, (file, name) -> why. Each is printed on every run so
# it cannot be forgotten; an entry that no longer matches anything fails the check (remove it).
KNOWN_UPWARD = {}

UIKIT, OTHER = "UIKit", "no UIKit"
CONFIGS = (UIKIT, OTHER)

TYPE_DECL = re.compile(
    r"^(?P<indent>[ \t]*)(?:@[A-Za-z_][\w.]*(?:\([^)\n]*\))?\s+)*"
    r"(?P<mods>(?:(?:public|package|internal|private|fileprivate|open|final|indirect|nonisolated|"
    r"private\(set\)|fileprivate\(set\)|internal\(set\)|package\(set\)|public\(set\))\s+)*)"
    r"(?P<kind>struct|class|enum|protocol|typealias|actor|func|let|var)\s+(?P<name>[A-Za-z_]\w*)",
    re.M,
)
NESTED_DECL = re.compile(r"\b(?:struct|class|enum|protocol|typealias|actor|associatedtype)\s+([A-Za-z_]\w*)")
IDENT = re.compile(r"(?<![\w$])([A-Za-z_]\w*)")


class SourceFile:
    def __init__(self, path, node, module):
        self.path = path
        self.node = node
        self.module = module
        with open(path, encoding="utf-8") as f:
            self.text = f.read()
        self.code = blank_comments_and_strings(self.text)
        self.configs = self._configs()
        self.declared = {}  # name -> kind, top level, visible to other files
        self.private = set()  # top-level names only this file sees
        self.nested = set(NESTED_DECL.findall(self.code))
        self._read_declarations()

    def _configs(self):
        """The configurations the file is compiled in, from an `#if` wrapping it whole."""
        lines = [l.strip() for l in self.code.splitlines() if l.strip()]
        if not lines or not lines[0].startswith("#if ") or lines[-1] != "#endif":
            return set(CONFIGS)
        depth = 0
        for k, l in enumerate(lines):
            if l.startswith("#if "):
                depth += 1
            elif l == "#endif":
                depth -= 1
                if depth == 0 and k != len(lines) - 1:
                    return set(CONFIGS)  # the first #if closes before the end: not wrapped whole
            elif depth == 1 and (l.startswith("#else") or l.startswith("#elseif")):
                return set(CONFIGS)  # both branches compile somewhere
        cond = lines[0][4:].replace(" ", "")
        if "!canImport(UIKit)" in cond:
            return {OTHER}
        if "canImport(UIKit)" in cond:
            return {UIKIT}
        return set(CONFIGS)

    def _read_declarations(self):
        # Indentation that counts as top level: 4 spaces per enclosing #if.
        depth_at = []
        depth = 0
        for line in self.code.splitlines():
            s = line.strip()
            if s.startswith("#if "):
                depth_at.append(depth)
                depth += 1
                continue
            if s == "#endif":
                depth -= 1
            depth_at.append(depth)
        line_starts = [0]
        for m in re.finditer("\n", self.code):
            line_starts.append(m.end())
        for m in TYPE_DECL.finditer(self.code):
            line = self.code.count("\n", 0, m.start())
            indent = m.group("indent").replace("\t", "    ")
            if len(indent) != 4 * depth_at[line]:
                continue
            name, mods = m.group("name"), m.group("mods")
            if re.search(r"\b(private|fileprivate)\b(?!\()", mods):
                self.private.add(name)
            else:
                self.declared[name] = m.group("kind")

    def references(self):
        """The identifiers used in code, not after a `.` (members)."""
        names = set()
        for m in IDENT.finditer(self.code):
            k = m.start() - 1
            while k >= 0 and self.code[k] in " \t":
                k -= 1
            if k >= 0 and self.code[k] == ".":
                continue
            names.add(m.group(1))
        return names


def node_of(rel_parts):
    if len(rel_parts) == 1:
        return "."
    top = rel_parts[0]
    if top in SPLIT_FOLDERS and len(rel_parts) > 2:
        return top + "/" + rel_parts[1]
    return top


def load(root, module, prefix=None):
    files = []
    base = os.path.join(root, "Sources", module)
    for d, subdirs, names in os.walk(base):
        subdirs.sort()
        for name in sorted(names):
            if name.endswith(".swift"):
                path = os.path.join(d, name)
                rel = os.path.relpath(path, base).split(os.sep)
                node = node_of(rel)
                files.append(SourceFile(os.path.relpath(path, root), f"{prefix}/{node}" if prefix else node, module))
    return files


def edges_of(files):
    """Resolves references. Returns {(from, to): {name: [files]}} and a list of ambiguities."""
    declarations = defaultdict(list)  # name -> [SourceFile]
    for f in files:
        for name in f.declared:
            declarations[name].append(f)
    edges = defaultdict(lambda: defaultdict(set))
    ambiguous = []
    for f in files:
        for name in f.references():
            if name in f.private or name in f.nested or name in f.declared:
                continue
            owners = declarations.get(name)
            if not owners:
                continue
            for config in f.configs:
                visible = [o for o in owners if config in o.configs]
                if not visible or any(o.node == f.node for o in visible):
                    continue
                nodes = sorted({o.node for o in visible})
                if len(nodes) > 1:
                    ambiguous.append((f.path, name, config, nodes))
                for node in nodes:
                    edges[(f.node, node)][name].add(f.path)
    return edges, ambiguous


def where_declared(files, name, node):
    return sorted(f.path for f in files if f.node == node and name in f.declared)


def print_table(edges, key):
    print(f"  {'from':<26} {'to':<26} {'refs':>5}  names")
    for (a, b) in sorted(edges, key=key):
        names = edges[(a, b)]
        count = sum(len(v) for v in names.values())
        listed = ", ".join(sorted(names)[:6]) + (", …" if len(names) > 6 else "")
        print(f"  {a:<26} {b:<26} {count:>5}  {listed}")


def check_core(root):
    files = [f for module, prefix in LIBRARY_MODULES.items() for f in load(root, module, prefix)]
    failures = []
    rank = {node: i for i, node in enumerate(CORE_ORDER)}
    for node in sorted({f.node for f in files}):
        if node not in rank:
            failures.append(f"folder {node} is not in the declared order (add it to CORE_ORDER in Scripts/check-layers.py)")
    edges, ambiguous = edges_of(files)
    for path, name, config, nodes in ambiguous:
        failures.append(f"{path}: {name} is declared in more than one folder ({', '.join(nodes)}, {config})")
    print("== the library (" + ", ".join("Sources/" + m for m in LIBRARY_MODULES) + "), bottom to top: " + " → ".join(CORE_ORDER))
    print_table(edges, key=lambda e: (rank.get(e[0], -1), rank.get(e[1], -1)))
    known_seen = set()
    for (a, b), names in sorted(edges.items()):
        if a in rank and b in rank and rank[b] > rank[a]:
            for name, paths in sorted(names.items()):
                decl = ", ".join(where_declared(files, name, b))
                for path in sorted(paths):
                    if (path, name) in KNOWN_UPWARD:
                        known_seen.add((path, name))
                        print(f"  known, not fixed yet: {path}: {name} ({a} → {b}): {KNOWN_UPWARD[(path, name)]}")
                        continue
                    failures.append(f"{path}: {name} (declared in {decl}) is above {a}: {a} → {b} runs up")
    for path, name in sorted(set(KNOWN_UPWARD) - known_seen):
        failures.append(f"{path}: {name} no longer runs up: remove it from KNOWN_UPWARD in Scripts/check-layers.py")
    for f in files:
        if f.module not in SWIFTUI_MODULES:
            for m in SWIFTUI_IMPORT.finditer(f.code):
                failures.append(f"{f.path}: imports {m.group(1)}, which only {', '.join(sorted(SWIFTUI_MODULES))} may "
                                "(an app that adds a part without the umbrella links no SwiftUI)")
    return failures


def check_software(root):
    files = load(root, "OverlayHUDSoftware")
    edges, ambiguous = edges_of(files)
    failures = [f"{p}: {n} is declared in more than one folder ({', '.join(ns)})" for p, n, _, ns in ambiguous]
    nodes = sorted({f.node for f in files})
    graph = {n: sorted({b for (a, b) in edges if a == n}) for n in nodes}
    # Depth-first topological order (dependencies first); a grey node seen again closes a circle.
    order, state, circle = [], {}, []

    def visit(n, path):
        if circle:
            return
        state[n] = "grey"
        for m in graph[n]:
            if state.get(m) == "grey":
                circle.extend(path[path.index(m) :] + [m])
                return
            if m not in state:
                visit(m, path + [m])
                if circle:
                    return
        state[n] = "black"
        order.append(n)

    for n in nodes:
        if n not in state:
            visit(n, [n])
    print("== Sources/OverlayHUDSoftware (any order without a circle)")
    print_table(edges, key=lambda e: e)
    if circle:
        steps = []
        for a, b in zip(circle, circle[1:]):
            refs = edges[(a, b)]
            name = sorted(refs)[0]
            steps.append(f"{a} → {b} ({sorted(refs[name])[0]}: {name})")
        failures.append("circle: " + "; ".join(steps))
    else:
        print("  order, bottom to top: " + " → ".join(order))
    return failures


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    root = os.path.abspath(root)
    os.chdir(root)
    failures = check_core(root) + check_software(root)
    if failures:
        print(f"check-layers: {len(failures)} problem(s):")
        for f in failures:
            print("  " + f)
        return 1
    known = f" apart from {len(KNOWN_UPWARD)} known, listed above" if KNOWN_UPWARD else ""
    print(f"check-layers: OK (no arrow runs up{known}; no circle)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
