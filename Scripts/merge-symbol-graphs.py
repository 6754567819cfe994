#!/usr/bin/env python3
"""Merges the symbol graphs of several modules into one module's (Python standard library only).

The umbrella target OverlayHUD only re-exports OverlayHUDCore, OverlayHUDMessages and
OverlayHUDPopups, so its own symbol graph is empty. An app sees their declarations as one module,
and the documentation should too: this writes one `INTO.symbols.json` holding every symbol and
relationship of the parts (their extensions of each other's types included, such as the parts'
`HUDCenter` calls), and one `INTO@OTHER.symbols.json` per module outside the set that they extend.

Usage: Scripts/merge-symbol-graphs.py --into OverlayHUD --graphs DIR --out DIR MODULE…
"""
import argparse
import json
import os
import sys


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--into", required=True)
    parser.add_argument("--graphs", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("modules", nargs="+")
    args = parser.parse_args()
    parts = set(args.modules)
    merged = None
    outside = {}  # extended module -> merged graph
    for module in args.modules:
        main_path = os.path.join(args.graphs, f"{module}.symbols.json")
        if not os.path.exists(main_path):
            print(f"merge-symbol-graphs: no {main_path}", file=sys.stderr)
            return 1
        graph = load(main_path)
        if merged is None:
            merged = graph
            merged["module"]["name"] = args.into
        else:
            merged["symbols"] += graph["symbols"]
            merged["relationships"] += graph["relationships"]
        for name in sorted(os.listdir(args.graphs)):
            if not (name.startswith(module + "@") and name.endswith(".symbols.json")):
                continue
            extended = name[len(module) + 1 : -len(".symbols.json")]
            extra = load(os.path.join(args.graphs, name))
            if extended in parts:
                merged["symbols"] += extra["symbols"]
                merged["relationships"] += extra["relationships"]
            elif extended in outside:
                outside[extended]["symbols"] += extra["symbols"]
                outside[extended]["relationships"] += extra["relationships"]
            else:
                extra["module"]["name"] = args.into
                outside[extended] = extra
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, f"{args.into}.symbols.json"), "w", encoding="utf-8") as f:
        json.dump(merged, f)
    for extended, graph in outside.items():
        with open(os.path.join(args.out, f"{args.into}@{extended}.symbols.json"), "w", encoding="utf-8") as f:
            json.dump(graph, f)
    return 0


if __name__ == "__main__":
    sys.exit(main())
