#!/usr/bin/env bash
# Builds the documentation site with the toolchain's own DocC (no package dependency):
# symbol graphs from a separate build in .build-docs (the normal .build is not touched), then
# `docc convert` per module into .build/docs/<Module>, ready for static hosting.
#
#   Scripts/docs.sh
#   python3 -m http.server -d .build/docs 8000   # then open http://localhost:8000/OverlayHUD/documentation/overlayhud/
#
# Fails (exit 1) on any DocC warning, so broken ``links`` in doc comments and articles are caught.
# To document another module, give it a catalog at Sources/<Module>/<Module>.docc and add its
# name to `modules` below.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(OverlayHUD OverlayHUDSoftware)
# The umbrella OverlayHUD only re-exports these targets: its documentation is theirs, merged into one
# module named OverlayHUD (Scripts/merge-symbol-graphs.py), so every ``link`` resolves as an app sees it.
parts=(OverlayHUDCore OverlayHUDMessages OverlayHUDPopups)

scratch=.build-docs
graphs="$scratch/symbol-graphs"     # what the compiler emits (all modules it compiles)
output=.build/docs

docc=$(command -v docc || true)
if [ -z "$docc" ]; then
  swiftc_path=$(command -v swiftc || true)
  [ -n "$swiftc_path" ] && [ -x "$(dirname "$(readlink -f "$swiftc_path")")/docc" ] && docc="$(dirname "$(readlink -f "$swiftc_path")")/docc"
fi
if [ -z "$docc" ]; then echo "docs: no docc found (looked on PATH and next to swiftc)"; exit 1; fi

# The compiler writes symbol graphs only when it compiles a module: if one is missing while the
# build is up to date, start the scratch build over.
# A failed build fails the script (its errors are printed): stale graphs must never be documented.
build_graphs() {
  mkdir -p "$graphs"
  for module in "${modules[@]}"; do
    echo "== $module: symbol graph"
    if ! swift build --scratch-path "$scratch" --target "$module" \
      -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" 2>&1 \
      | { grep -vE '^\[[0-9]+/[0-9]+\] ' || true; }; then
      echo "docs: the symbol-graph build of $module failed"
      exit 1
    fi
  done
}
missing_graphs() { for module in "${modules[@]}" "${parts[@]}"; do [ -f "$graphs/$module.symbols.json" ] || return 0; done; return 1; }
build_graphs
if missing_graphs; then rm -rf "$scratch"; build_graphs; fi
# A module's compile rewrites its own graph and the extension graphs (MODULE@OTHER) it still has; one
# written a minute or more before its module's graph is left from an earlier build (an extension since
# removed): never document it.
for extension in "$graphs"/*@*.symbols.json; do
  [ -f "$extension" ] || continue
  owner="$graphs/$(basename "$extension" | cut -d@ -f1).symbols.json"
  if [ -f "$owner" ] && [ $(($(stat -c %Y "$owner") - $(stat -c %Y "$extension"))) -ge 60 ]; then rm -f "$extension"; fi
done

warnings=0
for module in "${modules[@]}"; do
  catalog="Sources/$module/$module.docc"
  if [ ! -d "$catalog" ]; then echo "docs: $module has no catalog at $catalog"; exit 1; fi
  if [ ! -f "$graphs/$module.symbols.json" ]; then echo "docs: no symbol graph for $module"; exit 1; fi

  # Only this module's graphs (its own and its extensions of other modules), not its dependencies'.
  moduleGraphs="$scratch/docc-input/$module"
  rm -rf "$moduleGraphs"; mkdir -p "$moduleGraphs"
  if [ "$module" = OverlayHUD ]; then
    python3 Scripts/merge-symbol-graphs.py --into OverlayHUD --graphs "$graphs" --out "$moduleGraphs" "${parts[@]}"
  else
    cp "$graphs/$module.symbols.json" "$moduleGraphs/"
    for extra in "$graphs/$module@"*.symbols.json; do [ -f "$extra" ] && cp "$extra" "$moduleGraphs/"; done
  fi

  echo "== $module: docc convert"
  rm -rf "${output:?}/$module"; mkdir -p "$output"
  log="$scratch/docc-$module.log"
  set +e
  "$docc" convert "$catalog" \
    --additional-symbol-graph-dir "$moduleGraphs" \
    --output-path "$output/$module" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "overlayhud.$module" \
    --transform-for-static-hosting \
    --hosting-base-path "$module" \
    --warnings-as-errors >"$log" 2>&1
  status=$?
  set -e
  count=$(grep -cE '(warning|error):' "$log" || true)
  if [ "$status" -ne 0 ] || [ "$count" -ne 0 ]; then
    cat "$log"
    echo "docs: $module: $count DocC warning(s) or error(s), docc exit status $status"
    warnings=$((warnings + count + (status != 0)))
    continue
  fi
  echo "docs: $module → $output/$module/documentation/$(echo "$module" | tr '[:upper:]' '[:lower:]')/index.html"
done

if [ "$warnings" -ne 0 ]; then exit 1; fi
echo "docs: site in $output/ — serve it with: python3 -m http.server -d $output 8000"
for module in "${modules[@]}"; do
  echo "      then open http://localhost:8000/$module/documentation/$(echo "$module" | tr '[:upper:]' '[:lower:]')/"
done
