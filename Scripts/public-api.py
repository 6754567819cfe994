#!/usr/bin/env python3
"""The public API of the OverlayHUD library, read from its sources (Python standard library only).

Usage:
    Scripts/public-api.py              the public declarations, one a line: folder, file:line, name
    Scripts/public-api.py --count      how many, by folder, and how many top-level names and SPI declarations
    Scripts/public-api.py --top-level  the top-level public names an app sees, one a line
    Scripts/public-api.py --members T  the public members of type T (e.g. HUDCenter), one a line, and how many
    Scripts/public-api.py --spi        the declarations behind `@_spi(Layers)`, for apps that draw their own
                                       layers (not counted as public; listed like the default output)
    Scripts/public-api.py --write      rewrites the list in the Architecture article
    Scripts/public-api.py --check      fails (exit 1) when the article's list and the sources differ (CI)
    Scripts/public-api.py --coverage [--run-tests | --codecov JSON] [--json OUT] [--write-allow-list]
                                       fails (exit 1) when a public declaration no test reaches is not
                                       in Scripts/public-api-unreached.txt (CI: with --run-tests)
    Scripts/public-api.py --verify     compares what it reads with `swift package dump-symbol-graph`
    Scripts/public-api.py --all-access every declaration of the library with its access

Why the sources and not the symbol graph: the symbol graph is built for the machine it runs on,
and on Linux it never sees the UIKit host (every file wrapped in `#if canImport(UIKit)`), whose
MBProgressHUD view and SwiftUI modifiers are public API as much as the rest. The reader here is a
small brace-and-keyword scanner, not a Swift parser: it knows comments, strings (with
interpolation), attributes, access modifiers, `#if` blocks, and Swift's access rules (members of a
public protocol and cases of a public enum are public; a `public extension` makes its members
public; a public member of an internal type is not public; `@_spi(...)` on a declaration, or on
the type or extension around it, makes it SPI, which is not counted as public). `--verify` checks it against the
compiler for everything compiled here (file, line and name of every public symbol), reading the
graphs of all four library targets (Core, Messages, Popups and the umbrella) and of their
extensions of each other's types (`OverlayHUDPopups@OverlayHUDCore.symbols.json`); SPI symbols are
not in the graph, as they are not counted here.

The Architecture article (Sources/OverlayHUD/OverlayHUD.docc/Architecture.md) lists the public
surface of each folder under the heading "### Public surface by folder", up to the next heading:
one line per type (or extension of a type from another folder, or free declaration), with its
public members. `--write` regenerates that part; `--check` compares it with the sources and names
each difference. Overloads with the same argument labels are listed once.

Coverage (`--coverage`): every public declaration, `@_spi` ones included, must be reached by a test.
- A declaration with a body (function, initializer, subscript, computed property) is reached when
  code coverage shows that its body ran: `--run-tests` runs `swift test --enable-code-coverage` in
  .build-coverage (the normal .build is left alone) and reads SwiftPM's `llvm-cov export` JSON;
  `--codecov` reads such a JSON from an earlier run.
- Declarations without a body (types, cases, stored properties, type aliases), and every
  declaration when no coverage is given, count as reached when a test under Tests/ names them (the
  member's name as a word, `name(label:` for a labelled call, `Type(` for an initializer). A type
  also counts when one of its members is reached; a protocol requirement when its default
  implementation ran. Deprecated aliases are exempt (naming one would warn).
- Declarations not compiled on Linux (inside `#if canImport(UIKit)` or `#if canImport(Darwin)`)
  cannot run here; they are listed in Scripts/public-api-unreached.txt, which must hold exactly
  those that no test reaches (a stale line fails too, so the file cannot rot).
"""
import argparse
import json
import os
import re
import subprocess
import sys
import time
from collections import OrderedDict, defaultdict

from swift_text import blank_comments_and_strings

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
LIBRARY = os.path.join(ROOT, "Sources", "OverlayHUD")
# The library's targets, each with the short name its folders are listed under (Core/Center, Popups/Queue).
LIBRARY_TARGETS = [
    (os.path.join(ROOT, "Sources", "OverlayHUDCore"), "Core"),
    (os.path.join(ROOT, "Sources", "OverlayHUDMessages"), "Messages"),
    (os.path.join(ROOT, "Sources", "OverlayHUDPopups"), "Popups"),
    (LIBRARY, "OverlayHUD"),
]
ARTICLE = os.path.join(LIBRARY, "OverlayHUD.docc", "Architecture.md")
ALLOW_LIST = os.path.join(ROOT, "Scripts", "public-api-unreached.txt")
TESTS = os.path.join(ROOT, "Tests")
HEADING = "### Public surface by folder"

# "spi": `@_spi(...) public`, public to the compiler but seen only by a client that imports the SPI
# (`@_spi(Layers) import OverlayHUD`); not counted as public API, listed by `--spi`.
ACCESS_RANK = {"private": 0, "fileprivate": 1, "internal": 2, "package": 3, "spi": 3.5, "public": 4, "open": 4}
TYPE_KEYWORDS = ("class", "struct", "enum", "protocol", "actor", "extension")
MODIFIERS = (
    "public|open|package|internal|fileprivate|private|static|class|final|override|required|convenience|"
    "mutating|nonmutating|nonisolated|lazy|weak|unowned|dynamic|optional|indirect|prefix|postfix|infix|"
    "isolated|consuming|borrowing|distributed"
)
ATTRIBUTE = r"@[A-Za-z_][A-Za-z0-9_.]*(?:\((?:[^()]|\([^()]*\))*\))?"
DECL = re.compile(
    r"^\s*(?P<attrs>(?:" + ATTRIBUTE + r"\s*)*)"
    r"(?P<mods>(?:(?:" + MODIFIERS + r")(?:\(\s*set\s*\))?\s+)*)"
    r"(?P<kw>class|struct|enum|protocol|actor|extension|func|init|deinit|subscript|var|let|case|typealias|"
    r"associatedtype)\b(?P<rest>.*)$"
)
IDENT = r"`?[A-Za-z_][A-Za-z0-9_]*`?"


def matching(text, i, open_ch, close_ch):
    """Index of the bracket closing the one at `i` (in blanked text)."""
    depth = 0
    for j in range(i, len(text)):
        if text[j] == open_ch:
            depth += 1
        elif text[j] == close_ch:
            depth -= 1
            if depth == 0:
                return j
    return len(text) - 1


def split_top_level(s, sep=","):
    s = s.replace("->", "  ")
    parts, depth, cur = [], 0, ""
    for ch in s:
        if ch in "([{<":
            depth += 1
        elif ch in ")]}>":
            depth -= 1
        if ch == sep and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    parts.append(cur)
    return parts


def argument_labels(params, payload=False):
    """`a:_:b:` for a parameter list (or, with `payload`, an enum case's associated values)."""
    labels = []
    for p in split_top_level(params):
        p = re.sub(ATTRIBUTE, "", p).strip()
        if not p:
            continue
        if payload:
            lm = re.match(r"(" + IDENT + r")\s*:", p)
            labels.append(lm.group(1).strip("`") if lm else "_")
            continue
        head = p.split(":", 1)[0].split()
        labels.append((head[0] if head else "_").strip("`"))
    return "".join(label + ":" for label in labels)


def evaluate_condition(cond, ios=False):
    """Whether an `#if` condition holds on Linux (with `ios`, on iOS; unknown conditions count as true)."""
    expr = cond
    if ios:
        expr = re.sub(r"canImport\(\s*(AppKit)\s*\)", " False ", expr)
        expr = re.sub(r"canImport\([^)]*\)", " True ", expr)
        expr = re.sub(r"os\(\s*iOS\s*\)", " True ", expr)
    else:
        expr = re.sub(r"canImport\(\s*(UIKit|Darwin|AppKit|SwiftUI|QuartzCore|CoreGraphics|ObjectiveC)\s*\)", " False ", expr)
        expr = re.sub(r"canImport\([^)]*\)", " True ", expr)
        expr = re.sub(r"os\(\s*Linux\s*\)", " True ", expr)
    expr = re.sub(r"os\([^)]*\)", " False ", expr)
    expr = re.sub(r"\b(DEBUG|swift\([^)]*\)|compiler\([^)]*\)|arch\([^)]*\))", " True ", expr)
    expr = expr.replace("&&", " and ").replace("||", " or ").replace("!", " not ")
    expr = re.sub(r"\b(?!True\b|False\b|and\b|or\b|not\b)[A-Za-z_][A-Za-z0-9_]*\b", " True ", expr)
    try:
        return bool(eval(expr, {"__builtins__": {}}))
    except Exception:
        return True


# ---------------------------------------------------------------------------------------------
# Declarations


class Decl:
    def __init__(self, **kw):
        self.__dict__.update(kw)

    @property
    def qualified(self):
        return f"{self.owner}.{self.name}" if self.owner else self.name



class Scope:
    def __init__(self, kind, name=None, access="internal", default_member="internal", decl=None, linux=True):
        self.kind = kind  # "file", "type", "code"
        self.name = name
        self.access = access  # effective access of the scope (for its members' ceiling)
        self.default_member = default_member
        self.decl = decl
        self.linux = linux


def folder_of(path):
    for base, prefix in LIBRARY_TARGETS:
        if os.path.commonpath([base, path]) == base:
            rel = os.path.relpath(path, base).split(os.sep)
            break
    if rel[0] == "UIKitHost" and len(rel) > 2:
        return f"{prefix}/UIKitHost/" + rel[1]
    return f"{prefix}/" + (rel[0] if len(rel) > 1 else ".")


def swift_files():
    for base, _ in LIBRARY_TARGETS:
        for dirpath, dirnames, filenames in os.walk(base):
            dirnames.sort()
            for name in sorted(filenames):
                if name.endswith(".swift"):
                    yield os.path.join(dirpath, name)


def scan_file(path, type_access):
    """Every declaration of `path` in type or file scope, with its effective access."""
    with open(path, encoding="utf-8") as f:
        original = f.read()
    text = blank_comments_and_strings(original)
    line_starts = [0]
    for m in re.finditer("\n", text):
        line_starts.append(m.end())

    def position(offset):
        lo, hi = 0, len(line_starts) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if line_starts[mid] <= offset:
                lo = mid
            else:
                hi = mid - 1
        return lo + 1, offset - line_starts[lo] + 1

    decls = []
    stack = [Scope("file", access="public")]
    conditions = []  # (condition text, holds on Linux) for each open #if
    pending = None  # the declaration whose body the next `{` at its bracket depth opens
    pending_paren = paren = 0
    attributes = ""
    i, n = 0, len(text)
    rel = os.path.relpath(path, ROOT)
    folder = folder_of(path)
    while i < n:
        line_end = text.find("\n", i)
        line_end = n if line_end < 0 else line_end
        line = text[i:line_end]
        stripped = line.strip()
        scope = stack[-1]
        if stripped.startswith("#if ") or stripped.startswith("#elseif ") or stripped == "#else" or stripped == "#endif":
            if stripped.startswith("#if "):
                conditions.append([stripped[4:], evaluate_condition(stripped[4:]), evaluate_condition(stripped[4:], ios=True)])
            elif stripped.startswith("#elseif ") and conditions:
                conditions[-1] = [stripped[8:], evaluate_condition(stripped[8:]), evaluate_condition(stripped[8:], ios=True)]
            elif stripped == "#else" and conditions:
                conditions[-1] = ["!(" + conditions[-1][0] + ")", not conditions[-1][1], not conditions[-1][2]]
            elif stripped == "#endif" and conditions:
                conditions.pop()
            i = line_end + 1
            continue
        if re.fullmatch(r"\s*(?:" + ATTRIBUTE + r"\s*)+", line):
            attributes += line  # attributes on lines of their own belong to the next declaration
            i = line_end + 1
            continue
        m = DECL.match(line) if scope.kind in ("file", "type") else None
        line_attributes, attributes = attributes + (m.group("attrs") if m else ""), ""
        if m and m.group("kw") == "class" and re.match(r"\s*(func|var|let|subscript)\b", m.group("rest")):
            # `class func` / `class var`: "class" is a modifier here.
            m = DECL.match(line.replace("class ", "static ", 1))
        if m:
            pending = None
            kw = m.group("kw")
            mods = m.group("mods").split()
            explicit = None
            for mod in mods:
                base = re.match(r"(\w+)", mod).group(1)
                if base in ACCESS_RANK and "(set)" not in mod.replace(" ", ""):
                    explicit = base
            rest = m.group("rest")
            names, kind_names = [], None
            if kw in TYPE_KEYWORDS:
                nm = re.match(r"\s*(" + IDENT + r"(?:\." + IDENT + r")*)", rest)
                names = [nm.group(1).replace("`", "")] if nm else ["?"]
            elif kw == "func":
                nm = re.match(r"\s*(" + IDENT + r"|[-+*/%<>=!&|^~.?]+)\s*(<[^(]*>)?\s*\(", rest)
                if nm:
                    start = i + m.start("rest") + nm.end() - 1
                    close = matching(text, start, "(", ")")
                    labels = argument_labels(text[start + 1:close])
                    if not re.match(IDENT, nm.group(1)):
                        labels = "_:" * labels.count(":")  # operators take no argument labels
                    names = [nm.group(1).replace("`", "") + "(" + labels + ")"]
            elif kw in ("init", "subscript"):
                start = i + m.start("rest") + rest.index("(") if "(" in rest else None
                if start is not None:
                    close = matching(text, start, "(", ")")
                    names = [kw + "(" + argument_labels(text[start + 1:close]) + ")"]
            elif kw == "deinit":
                names = []
            elif kw in ("var", "let", "case"):
                for part in split_top_level(rest.split("{", 1)[0] if kw != "case" else rest):
                    nm = re.match(r"\s*(" + IDENT + r")", part)
                    if nm:
                        nm_text = nm.group(1).replace("`", "")
                        if kw == "case":
                            after = part[nm.end():].lstrip()
                            if after.startswith("("):
                                nm_text += "(" + argument_labels(after[1:after.rfind(")")], payload=True) + ")"
                        names.append(nm_text)
                    if kw == "case" and scope.decl is not None and scope.decl.kind != "enum":
                        names = []  # a `case` pattern, not an enum case
                        break
            elif kw in ("typealias", "associatedtype"):
                nm = re.match(r"\s*(" + IDENT + r")", rest)
                names = [nm.group(1)] if nm else []
            container = scope
            if kw == "case" and (container.decl is None or container.decl.kind != "enum"):
                names = []
            own = explicit or container.default_member
            spi = "@_spi(" in line_attributes
            if spi and ACCESS_RANK[own] > ACCESS_RANK["spi"]:
                own = "spi"
            if kw == "extension":
                # An extension is as visible as the type it extends (types not ours are public).
                extended = names[0] if names else "?"
                ceiling = type_access.get(extended, "public")
                if spi and ACCESS_RANK[ceiling] > ACCESS_RANK["spi"]:
                    ceiling = "spi"
                own = ceiling
                default_member = explicit or "internal"
                effective = ceiling
            else:
                default_member = "internal"
                effective = min(own, container.access, key=lambda a: ACCESS_RANK[a])
            linux = all(c[1] for c in conditions)
            line_no, col = position(i + m.start("kw"))
            for idx, name in enumerate(names):
                owner = None
                if container.kind == "type":
                    owner = container.name
                d = Decl(
                    name=name, kind=kw, owner=owner, access=effective, explicit=explicit, file=rel,
                    line=line_no, folder=folder, linux=linux, body=None, body_end=None,
                    in_protocol=container.decl is not None and container.decl.kind == "protocol", spi=spi,
                    ios=all(c[2] for c in conditions),
                    deprecated=re.search(r"@available\([^)]*\bdeprecated\b", line_attributes) is not None,
                )
                if kw != "extension":
                    decls.append(d)
                if idx == 0:
                    pending = (d, kw, default_member, effective, linux)
            pending_paren = paren
            if kw == "extension" and names:
                pending = (Decl(name=names[0], kind="extension", owner=None, access=effective, explicit=explicit,
                                file=rel, line=line_no, folder=folder, linux=linux), kw, default_member, effective, linux)
        # Brackets on this line; parentheses count across lines (a signature may span several).
        j = i
        restart = None
        while j < line_end:
            ch = text[j]
            if ch in "([":
                paren += 1
            elif ch in ")]":
                paren -= 1
            elif ch == "=" and pending is not None and pending[1] in ("var", "let") and paren == pending_paren \
                    and text[j + 1:j + 2] != "=" and text[j - 1:j] not in ("<", ">", "!", "="):
                pending = None  # an initializer: what follows is an expression, not a body
            elif ch == "{":
                if pending is not None and paren == pending_paren:
                    d, kw, default_member, effective, linux = pending
                    pending = None
                    if kw in TYPE_KEYWORDS:
                        if kw == "protocol":
                            default_member = effective
                        if kw == "enum":
                            default_member = "internal"
                        name = d.name if kw == "extension" or stack[-1].kind != "type" else f"{stack[-1].name}.{d.name}"
                        if kw == "extension":
                            name = d.name
                        stack.append(Scope("type", name, effective, default_member, d, linux))
                        if text[j + 1:line_end].strip():
                            restart = j + 1  # more on this line (`enum E { case a, b }`): read it as a line
                            break
                    else:
                        d.body = position(j)
                        stack.append(Scope("code", decl=d))
                else:
                    stack.append(Scope("code"))
            elif ch == "}":
                if len(stack) > 1:
                    closed = stack.pop()
                    if closed.kind == "code" and closed.decl is not None:
                        closed.decl.body_end = position(j)
                pending = None
            j += 1
        i = line_end + 1 if restart is None else restart
    return decls


def collect():
    """All declarations of the library (any access), and the access of each type by name."""
    files = list(swift_files())
    type_access = {}
    # Two passes: the first learns each type's access so extensions elsewhere know their ceiling.
    for _ in range(2):
        decls = []
        for path in files:
            decls.extend(scan_file(path, type_access))
        new = {}
        for d in decls:
            if d.kind in TYPE_KEYWORDS and d.kind != "extension":
                full = d.qualified
                if ACCESS_RANK[d.access] >= ACCESS_RANK.get(new.get(full, "private"), 0):
                    new[full] = d.access
        if new == type_access:
            break
        type_access = new
    return decls, type_access


def fix_enum_cases(decls):
    # Cases were scanned with the enum's default member access "internal"; a case is as visible as its enum.
    by_type = {d.qualified: d for d in decls if d.kind in ("enum",)}
    for d in decls:
        if d.kind == "case" and d.owner in by_type:
            d.access = by_type[d.owner].access
            if d.spi and ACCESS_RANK[d.access] > ACCESS_RANK["spi"]:
                d.access = "spi"
    return decls


def public_decls(include_spi=False):
    """The public declarations (with `include_spi`, also those behind an `@_spi`)."""
    decls, _ = collect()
    decls = fix_enum_cases(decls)
    floor = ACCESS_RANK["spi" if include_spi else "public"]
    return [d for d in decls if ACCESS_RANK[d.access] >= floor]


def top_level_names(decls):
    """The names an iOS app sees at the top level (types, type aliases, free functions and constants),
    each once (a type declared for Linux and again for iOS is one name; one declared only where UIKit
    is not, such as a windowless stand-in, is not one)."""
    return sorted({d.name.split("(")[0] for d in decls if d.owner is None and d.kind != "extension" and d.ios})


def counted(decls):
    """The declarations `--count` counts: a protocol extension's default implementation of one of the
    protocol's own requirements is the same entry in an app's autocompletion, so it is counted once."""
    protocols = {d.qualified for d in decls if d.kind == "protocol"}
    requirements = {(d.owner, d.name) for d in decls if d.in_protocol}
    return [d for d in decls
            if not (d.owner in protocols and not d.in_protocol and (d.owner, d.name) in requirements)]


# ---------------------------------------------------------------------------------------------
# The article's list

FOLDER_ORDER = ["Core/Geometry", "Core/Motion", "Core/Scene", "Core/Overlay", "Core/HostPort", "Core/Components",
                "Core/HostMapping", "Core/UIKitHost/Window", "Core/Center", "Core/Compatibility",
                "Core/UIKitHost/Interface", "Messages/Components", "Messages/Center", "Messages/UIKitHost",
                "Popups/Queue", "Popups/Components", "Popups/Center", "Popups/UIKitHost", "OverlayHUD/HostMapping",
                "OverlayHUD/UIKitHost"]


def surface(decls):
    """folder -> OrderedDict(group -> sorted member names); a group is a type, an extended type or "free"."""
    declared = {(d.qualified, d.folder) for d in decls if d.kind in TYPE_KEYWORDS + ("typealias",)}
    result = defaultdict(lambda: defaultdict(set))
    linux_of = {}
    for d in decls:
        if d.kind in TYPE_KEYWORDS + ("typealias",) and d.owner is None:
            result[d.folder][d.name]
            linux_of[(d.folder, d.name)] = d.linux
        elif d.owner is None:
            result[d.folder]["(free)"].add(d.name)
        else:
            group = d.owner
            if (d.owner, d.folder) not in declared:
                group = d.owner + " (extension)"
            if d.kind in TYPE_KEYWORDS:
                result[d.folder][group].add(d.name + " (type)")
            else:
                result[d.folder][group].add(d.name)
            linux_of.setdefault((d.folder, group), d.linux)
    return result, linux_of


def render_surface(decls):
    result, linux_of = surface(decls)
    folders = sorted(result, key=lambda f: (FOLDER_ORDER.index(f) if f in FOLDER_ORDER else 99, f))
    lines = [HEADING, "",
             "Generated by `Scripts/public-api.py --write` from the sources and checked by CI",
             "(`Scripts/public-api.py --check`): a public declaration missing here, or a name here that no",
             "longer exists, fails the build. Each line is a type (or an extension of a type from another",
             "folder) and its public members; overloads are listed once. Marked *(iOS)*: compiled only where",
             "UIKit is. Engine seams that only the package's own targets use are `package`, not listed.", ""]
    for folder in FOLDER_ORDER + [f for f in folders if f not in FOLDER_ORDER]:
        groups = result.get(folder, {})
        lines.append(f"**{folder}**" + ("" if groups else " — nothing public"))
        lines.append("")
        for group in sorted(groups, key=lambda g: (g == "(free)", g.lower())):
            members = sorted(groups[group], key=lambda s: (s.lower(), s))
            linux = linux_of.get((folder, group), True)
            if group == "(free)":
                title = "Free declarations"
            else:
                base = group.replace(" (extension)", "")
                title = f"``{base}``" if linux and "." not in base and group == base else f"`{base}`"
                if group != base:
                    title += " (extension)"
                if not linux:
                    title += " *(iOS)*"
            body = ", ".join(f"`{m}`" for m in members)
            lines.append(f"- {title}" + (f": {body}" if body else ""))
        if groups:
            lines.append("")
    while lines and lines[-1] == "":
        lines.pop()
    return lines


def article_parts():
    with open(ARTICLE, encoding="utf-8") as f:
        lines = f.read().split("\n")
    try:
        start = lines.index(HEADING)
    except ValueError:
        return lines, None, None
    end = start + 1
    while end < len(lines) and not lines[end].startswith("#"):
        end += 1
    return lines, start, end


def parse_listed(lines):
    """(folder, group, member) triples named by the article's list."""
    listed, folder = set(), None
    for line in lines:
        fm = re.match(r"\*\*(.+?)\*\*", line)
        if fm:
            folder = fm.group(1)
            continue
        gm = re.match(r"- (?:``([^`]+)``|`([^`]+)`|(Free declarations))( \(extension\))?( \*\(iOS\)\*)?(?:: (.*))?$", line)
        if gm and folder:
            name = gm.group(1) or gm.group(2)
            group = "(free)" if gm.group(3) else name + (" (extension)" if gm.group(4) else "")
            listed.add((folder, group, None))
            for member in re.findall(r"`([^`]+)`", gm.group(6) or ""):
                listed.add((folder, group, member))
    return listed


def actual_triples(decls):
    result, _ = surface(decls)
    triples = set()
    for folder, groups in result.items():
        for group, members in groups.items():
            triples.add((folder, group, None))
            for m in members:
                triples.add((folder, group, m))
    return triples


# ---------------------------------------------------------------------------------------------
# Coverage


class TestReferences:
    """What the test sources name: identifiers, `name(label:` calls and `Name(` calls without a label."""

    def __init__(self):
        texts = []
        for dirpath, dirnames, filenames in os.walk(TESTS):
            for name in filenames:
                if name.endswith(".swift"):
                    with open(os.path.join(dirpath, name), encoding="utf-8") as f:
                        texts.append(blank_comments_and_strings(f.read()))
        text = "\n".join(texts)
        self.words = set(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", text))
        self.labelled = set(re.findall(r"([A-Za-z_][A-Za-z0-9_]*)\(\s*([A-Za-z_][A-Za-z0-9_]*)\s*:", text))
        self.unlabelled = set(re.findall(r"([A-Za-z_][A-Za-z0-9_]*)\((?!\s*[A-Za-z_][A-Za-z0-9_]*\s*:)", text))
        self.operators = set(re.findall(r"\s([-+*/<>=!&|^~%]+)\s", text))
        self.subscripts = re.search(r"[A-Za-z0-9_)\]]\[", text) is not None

    def names(self, d):
        """Whether a test names `d` (a reference, not proof that it runs)."""
        name = d.name
        labels = [label for label in re.findall(r"([A-Za-z_][A-Za-z0-9_]*):", name.split("(", 1)[1])] \
            if "(" in name else []
        if name.startswith("init("):
            owner = (d.owner or "").split(".")[-1]
            first = labels[0] if labels else None
            if first and first != "_":
                return (owner, first) in self.labelled or ("init", first) in self.labelled
            # `Owner(1, 2)`, `.init(1, 2)`, or a literal for the literal initialisers.
            return owner in self.unlabelled or "init" in self.unlabelled or "Literal" in name
        if name.startswith("subscript("):
            return self.subscripts
        base = re.match(r"[A-Za-z_][A-Za-z0-9_]*", name)
        if not base:
            return name.split("(")[0] in self.operators
        base = base.group(0)
        if d.kind in ("func",) and labels and labels[0] != "_":
            return (base, labels[0]) in self.labelled
        return base in self.words


def coverage_json(path):
    """Per file, (start line, start column, execution count) of every function in an `llvm-cov export`
    JSON (SwiftPM writes one for `swift test --enable-code-coverage`: `swift test --show-codecov-path`)."""
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    by_file = defaultdict(list)
    for entry in data["data"]:
        for fn in entry["functions"]:
            if not fn["regions"]:
                continue
            region = fn["regions"][0]
            by_file[os.path.normpath(fn["filenames"][region[5]])].append((region[0], region[1], fn["count"]))
    return by_file


def run_tests_with_coverage():
    """Runs the tests with coverage in their own scratch folder (the normal .build stays as it is) and
    returns the path of the coverage JSON."""
    scratch = os.path.join(ROOT, ".build-coverage")
    env = dict(os.environ)
    env.setdefault("OVERLAYHUD_FONT_PATHS", "")
    test = subprocess.run(["swift", "test", "--enable-code-coverage", "--scratch-path", scratch], cwd=ROOT, env=env,
                          capture_output=True, text=True)
    if test.returncode != 0:
        sys.stdout.write(test.stdout[-4000:] + test.stderr[-4000:])
        raise SystemExit(f"public-api: swift test --enable-code-coverage failed ({test.returncode})")
    return subprocess.run(["swift", "test", "--show-codecov-path", "--scratch-path", scratch], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout.strip()


def ran(d, functions):
    """True/False when coverage knows the body of `d` (any function inside it ran), else None."""
    if d.body is None or d.body_end is None:
        return None
    spans = functions.get(os.path.join(ROOT, d.file))
    if not spans:
        return None
    inside = [count for (line, col, count) in spans if d.body <= (line, col) <= d.body_end]
    return (max(inside) > 0) if inside else None


def reach(decls, functions):
    """(declaration, reached, how) for every public declaration."""
    refs = TestReferences()
    result = {}
    for d in decls:
        if not d.linux:
            result[id(d)] = (False, "not compiled on Linux")
        elif d.deprecated:
            result[id(d)] = (True, "deprecated (a use would warn)")
        else:
            by_run = ran(d, functions)
            if by_run is not None:
                result[id(d)] = (by_run, "ran" if by_run else "never ran (code coverage)")
            else:
                named = refs.names(d)
                result[id(d)] = (named, "named by a test" if named else "named by no test")
    # A protocol requirement is reached when its default implementation ran.
    ran_defaults = {d.qualified for d in decls if not d.in_protocol and result[id(d)] == (True, "ran")}
    for d in decls:
        if d.in_protocol and not result[id(d)][0] and d.qualified in ran_defaults:
            result[id(d)] = (True, "its default implementation ran")
    # A type is reached when a test names it or reaches one of its members.
    members = defaultdict(list)
    for d in decls:
        if d.owner:
            members[d.owner].append(d)
    for d in decls:
        if d.kind in TYPE_KEYWORDS and d.linux and not result[id(d)][0]:
            if any(result[id(m)][0] and not m.deprecated for m in members.get(d.qualified, [])):
                result[id(d)] = (True, "a member is reached")
    return [(d, *result[id(d)]) for d in decls]


ALLOW_HEADER = """\
# Public declarations of OverlayHUD that no test on Linux can reach, because they are not compiled here
# (inside `#if canImport(UIKit)` or `#if canImport(Darwin)`): the UIKit host and the UIKit MBProgressHUD.
# Scripts/public-api.py --coverage fails on any other unreached declaration, and on a line here that is
# reached or no longer public. Regenerate with Scripts/public-api.py --coverage --write-allow-list.
"""


def symbol_graph_files(folder, since):
    """The library's symbol graphs written to `folder` at or after `since` (older ones are left from an
    earlier run): each target's own (`OverlayHUDCore.symbols.json`) and its extensions of another
    module's types (`OverlayHUDPopups@OverlayHUDCore.symbols.json`). `None` when a library target has
    no fresh graph of its own (nothing would be compared for it); the umbrella's may be empty (on
    Linux it only re-exports)."""
    modules = [os.path.basename(base) for base, _ in LIBRARY_TARGETS]
    fresh = [name for name in os.listdir(folder) if name.endswith(".symbols.json")
             and name[:-len(".symbols.json")].split("@")[0] in modules
             and os.path.getmtime(os.path.join(folder, name)) >= since]
    if any(m + ".symbols.json" not in fresh for m in modules):
        return None
    return sorted(os.path.join(folder, name) for name in fresh)


def verify_against_symbol_graph(decls):
    """Compares what this script reads with the compiler's symbol graph (Linux-compiled declarations
    only: the graph is built for this machine). Returns the differences.

    `dump-symbol-graph` also tries the test targets' aggregate modules (`OverlayHUDPackageTests`),
    which are never built as modules, and exits 1 for them after writing every other graph; so its
    exit status alone says nothing: what counts is that each library target's graph was written."""
    since = time.time() - 1  # file times may be coarser than the clock
    out = subprocess.run(["swift", "package", "dump-symbol-graph", "--skip-synthesized-members"], cwd=ROOT,
                         capture_output=True, text=True)
    match = re.search(r"Files written to (\S+)", out.stdout + out.stderr)
    files = symbol_graph_files(match.group(1), since) if match and os.path.isdir(match.group(1)) else None
    if files is None:
        raise SystemExit("public-api: swift package dump-symbol-graph wrote no graph for a library target:\n"
                         + out.stdout[-2000:] + out.stderr[-2000:])
    compiler = set()
    for path in files:
        with open(path, encoding="utf-8") as f:
            graph = json.load(f)
        for symbol in graph["symbols"]:
            location = symbol.get("location")
            if not location:
                continue  # synthesized (a raw-value enum's init(rawValue:))
            file = os.path.relpath(location["uri"].replace("file://", ""), ROOT)
            compiler.add(f"{file}:{location['position']['line'] + 1} {'.'.join(symbol['pathComponents'])}")
    ours = {f"{d.file}:{d.line} {d.qualified}" for d in decls if d.linux}
    return sorted(compiler - ours), sorted(ours - compiler)


def declaration_id(d):
    return f"{d.file}: {d.qualified}"


# ---------------------------------------------------------------------------------------------


def main():
    ap = argparse.ArgumentParser(description="The public API of OverlayHUD (see the header of this script).")
    ap.add_argument("--count", action="store_true")
    ap.add_argument("--write", action="store_true")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--coverage", action="store_true")
    ap.add_argument("--run-tests", action="store_true",
                    help="with --coverage: run `swift test --enable-code-coverage` (in .build-coverage) and use it")
    ap.add_argument("--codecov", metavar="JSON", help="with --coverage: an `llvm-cov export` JSON of a test run")
    ap.add_argument("--write-allow-list", action="store_true",
                    help="with --coverage: write the declarations not compiled on Linux to the allow-list")
    ap.add_argument("--json", help="with --coverage: write every public declaration and how it is reached here")
    ap.add_argument("--all-access", action="store_true", help="list every declaration with its access")
    ap.add_argument("--top-level", action="store_true", help="list the top-level public names")
    ap.add_argument("--members", metavar="TYPE", help="list the public members of TYPE")
    ap.add_argument("--spi", action="store_true", help="list the declarations behind an @_spi")
    ap.add_argument("--verify", action="store_true",
                    help="compare the declarations read here with `swift package dump-symbol-graph` (Linux part)")
    args = ap.parse_args()
    started = time.monotonic()

    if args.all_access:
        decls, _ = collect()
        for d in fix_enum_cases(decls):
            print(f"{d.access}\t{d.folder}\t{d.file}:{d.line}\t{d.qualified}\t{d.kind}\t{'linux' if d.linux else 'ios'}")
        return 0

    decls = public_decls()
    if args.top_level:
        for name in top_level_names(decls):
            print(name)
        print(f"{len(top_level_names(decls))} top-level public names")
        return 0
    if args.members:
        members = sorted({d.name for d in decls if d.owner == args.members})
        for m in members:
            print(m)
        print(f"{len(members)} public members of {args.members} "
              f"({len({m.split('(')[0] for m in members})} names; overloads with other labels count once each above)")
        return 0
    if args.spi:
        for d in public_decls(include_spi=True):
            if d.access == "spi":
                print(f"{d.folder}\t{d.file}:{d.line}\t{d.qualified}{'' if d.linux else '  (iOS)'}")
        return 0
    if args.verify:
        missed, extra = verify_against_symbol_graph(decls)
        for m in missed:
            print(f"public-api: in the symbol graph, not read here: {m}")
        for e in extra:
            print(f"public-api: read here, not in the symbol graph: {e}")
        if missed or extra:
            return 1
        print(f"public-api: the symbol graph agrees ({sum(1 for d in decls if d.linux)} declarations compiled here, "
              f"{time.monotonic() - started:.1f} s)")
        return 0
    if args.count:
        counts = defaultdict(int)
        decls = counted(decls)
        for d in decls:
            counts[d.folder] += 1
        for folder in sorted(counts, key=lambda f: (FOLDER_ORDER.index(f) if f in FOLDER_ORDER else 99, f)):
            print(f"{counts[folder]:5d}  {folder}")
        print(f"{len(decls):5d}  total public declarations ({sum(1 for d in decls if not d.linux)} compiled only on Apple platforms)")
        print(f"{sum(1 for d in decls if d.ios):5d}  of them compiled on iOS: what an app sees (the rest are compiled "
              f"only off iOS)")
        print(f"{len(top_level_names(decls)):5d}  top-level public names (--top-level)")
        spi = sum(1 for d in public_decls(include_spi=True) if d.access == "spi")
        print(f"{spi:5d}  declarations behind @_spi(Layers), not counted above (--spi)")
        return 0

    if args.write or args.check:
        lines, start, end = article_parts()
        generated = render_surface(decls)
        if args.write:
            if start is None:
                lines = lines + [""] + generated
            else:
                lines = lines[:start] + generated + ([""] if end < len(lines) else []) + lines[end:]
            with open(ARTICLE, "w", encoding="utf-8") as f:
                f.write("\n".join(lines).rstrip("\n") + "\n")
            print(f"public-api: wrote {len(generated)} lines to {os.path.relpath(ARTICLE, ROOT)}")
            return 0
        if start is None:
            print(f"public-api: {os.path.relpath(ARTICLE, ROOT)} has no '{HEADING}' section (run --write)")
            return 1
        listed = parse_listed(lines[start:end])
        actual = actual_triples(decls)
        missing = sorted(actual - listed, key=str)
        stale = sorted(listed - actual, key=str)
        for folder, group, member in missing:
            print(f"public-api: not in the article: {folder}: {group}{' ' + member if member else ''}")
        for folder, group, member in stale:
            print(f"public-api: in the article but not public in the sources: {folder}: {group}{' ' + member if member else ''}")
        if missing or stale:
            print("public-api: FAILED: make it `package`/internal, or list it with Scripts/public-api.py --write")
            return 1
        print(f"public-api: OK ({len(decls)} public declarations listed in the Architecture article, "
              f"{time.monotonic() - started:.1f} s)")
        return 0

    if args.coverage:
        # `@_spi(Layers)` declarations are public to the compiler and to apps that import the SPI:
        # tests must reach them too.
        decls = public_decls(include_spi=True)
        functions, mode = {}, "references in Tests/ only"
        if args.run_tests or args.codecov:
            before = time.monotonic()
            path = args.codecov or run_tests_with_coverage()
            functions = coverage_json(path)
            ran_for = f", tests run with coverage in {time.monotonic() - before:.0f} s" if args.run_tests else ""
            mode = f"code coverage{ran_for}, and references in Tests/"
        results = reach(decls, functions)
        if args.json:
            with open(args.json, "w", encoding="utf-8") as f:
                json.dump([{"declaration": declaration_id(d), "line": d.line, "reached": ok, "how": how}
                           for d, ok, how in results], f, indent=1)
        allowed = set()
        if os.path.exists(ALLOW_LIST):
            with open(ALLOW_LIST, encoding="utf-8") as f:
                allowed = {ln.strip() for ln in f if ln.strip() and not ln.startswith("#")}
        unreached = [(d, how) for d, ok, how in results if not ok]
        unreached_ids = {declaration_id(d) for d, _ in unreached}
        new = [(d, how) for d, how in unreached if declaration_id(d) not in allowed]
        stale = sorted(allowed - unreached_ids)
        if args.write_allow_list:
            with open(ALLOW_LIST, "w", encoding="utf-8") as f:
                f.write(ALLOW_HEADER)
                for d, how in unreached:
                    if not d.linux:
                        f.write(declaration_id(d) + "\n")
            print(f"public-api: wrote {os.path.relpath(ALLOW_LIST, ROOT)}")
            return 0
        for d, how in new:
            print(f"public-api: unreached by tests ({how}): {declaration_id(d)}")
        for u in stale:
            print(f"public-api: {os.path.relpath(ALLOW_LIST, ROOT)} lists what is reached or no longer public: {u}")
        deprecated = sum(1 for d, ok, how in results if d.deprecated and d.linux)
        summary = (f"{len(decls)} public declarations: {len(decls) - len(unreached)} reached ({deprecated} of them "
                   f"deprecated aliases, exempt), {len(unreached)} unreached, {len(unreached) - len(new)} of them "
                   f"allowed (not compiled on Linux); by {mode}; {time.monotonic() - started:.1f} s")
        if new or stale:
            print(f"public-api: FAILED: {summary}")
            if not functions:
                print("public-api: (by references only, code that tests run without naming it shows as unreached; "
                      "CI runs --coverage --run-tests)")
            return 1
        print(f"public-api: coverage OK: {summary}")
        return 0

    for d in decls:
        print(f"{d.folder}\t{d.file}:{d.line}\t{d.qualified}{'' if d.linux else '  (iOS)'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
