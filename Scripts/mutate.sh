#!/usr/bin/env bash
# Mutation testing: applies each one-line mutation of Scripts/mutations.txt to a scratch copy of the
# package, runs the tests, and reports whether the tests noticed (killed) or not (survived).
#
#   Scripts/mutate.sh                  # every mutation against the whole suite (the count the README keeps)
#   Scripts/mutate.sh --fast           # each mutation only against its `tests:` filter, where it has one
#   Scripts/mutate.sh cofactor inset   # only mutations whose id contains one of these words
#   Scripts/mutate.sh --check          # only checks that every mutation still applies (no build)
#
# A mutation is a block in the list (blank lines separate blocks, `#` starts a comment):
#
#   id:    transform-inverse-cofactor        a short unique name
#   why:   a wrong cofactor term in HUDTransform3D.inverted
#   file:  Sources/OverlayHUDCore/Geometry/HUDTransform3D.swift
#   from:  + m[9] * m[7] * m[14] + m[13] * m[6] * m[11]   exact text, found once in one line of the file
#   to:    + m[9] * m[7] * m[14] - m[13] * m[6] * m[11]   what it becomes
#   tests: Transform3DTests                  optional `swift test --filter` pattern: the tests that
#                                            should catch it (tried first; see below)
#
# Values start after the key, the colon and any spaces; everything after that is taken as written.
# Without --fast a mutant whose `tests:` pass (or that has none) runs the whole suite, so the verdict
# is the whole suite's; a mutant its `tests:` already catch is killed without the other minute of
# tests (one failing test fails the whole suite too). Keep `tests:` naming the tests that catch it.
# A mutation whose `from` text is no longer in its file (or is there more than once) is "stale": the
# code moved; fix the entry. A mutant that does not compile is "no-compile": fix the entry too.
#
# The scratch copy lives in $MUTATE_SCRATCH (default /tmp/overlayhud-mutate) and keeps its build folder
# between mutants and between runs; only files that differ are copied in, so a second run does not
# rebuild the package from the start. Exit status: 0 when every mutation was killed, 1 otherwise.
# Not part of CI (it takes tens of minutes); run it before you stop, and keep the README's count.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

list=Scripts/mutations.txt
fast=0
check_only=0
only=()
while [ $# -gt 0 ]; do
  case "$1" in
    --fast) fast=1 ;;
    --full) fast=0 ;;
    --check) check_only=1 ;;
    --list) list=$2; shift ;;
    -h | --help) sed -n '2,30p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) only+=("$1") ;;
  esac
  shift
done

scratch=${MUTATE_SCRATCH:-/tmp/overlayhud-mutate}
pkg=$scratch/package
logs=$scratch/logs
test_timeout=${MUTATE_TEST_TIMEOUT:-600}

# ---- the list -------------------------------------------------------------------------------------------
ids=() whys=() files=() froms=() tos=() filters=()
parse_list() {
  local id="" why="" file="" from="" to="" tests="" line key value
  flush() {
    if [ -n "$id$file$from$to" ]; then
      if [ -z "$id" ] || [ -z "$file" ] || [ -z "$from" ]; then
        echo "mutate: incomplete entry near '$id$file' in $list (needs id, file, from, to)" >&2; exit 2
      fi
      ids+=("$id") whys+=("$why") files+=("$file") froms+=("$from") tos+=("$to") filters+=("$tests")
    fi
    id="" why="" file="" from="" to="" tests=""
  }
  while IFS= read -r line || [ -n "$line" ]; do
    case "$line" in
      '' | '#'*) [ -z "$line" ] && flush; continue ;;
    esac
    key=${line%%:*}
    value=${line#*:}
    value=${value#"${value%%[! ]*}"}  # the spaces after the colon
    case "$key" in
      id) id=$value ;; why) why=$value ;; file) file=$value ;; from) from=$value ;; to) to=$value ;;
      tests) tests=$value ;;
      *) echo "mutate: unknown key '$key' in $list: $line" >&2; exit 2 ;;
    esac
  done <"$list"
  flush
}
parse_list

selected() {
  [ ${#only[@]} -eq 0 ] && return 0
  local word
  for word in "${only[@]}"; do [[ "$1" == *"$word"* ]] && return 0; done
  return 1
}

# How often `from` occurs in `file` (0: stale, 1: fine, more: ambiguous).
occurrences() {
  local content
  content=$(<"$1")
  local rest=${content//"$2"/}
  echo $(((${#content} - ${#rest}) / ${#2}))
}

# ---- staleness first: no build for a list that does not apply ----------------------------------------
declare -A seen=()
problems=0
for i in "${!ids[@]}"; do
  id=${ids[$i]}
  if [ -n "${seen[$id]:-}" ]; then echo "mutate: duplicate id $id" >&2; problems=$((problems + 1)); fi
  seen[$id]=1
  selected "$id" || continue
  if [ ! -f "${files[$i]}" ]; then
    echo "STALE     $id: ${files[$i]} does not exist"; problems=$((problems + 1)); continue
  fi
  n=$(occurrences "${files[$i]}" "${froms[$i]}")
  if [ "$n" -ne 1 ]; then
    echo "STALE     $id: '${froms[$i]}' occurs $n times in ${files[$i]} (must be exactly once)"
    problems=$((problems + 1))
  fi
done
if [ "$check_only" -eq 1 ]; then
  count=0
  for id in "${ids[@]}"; do selected "$id" && count=$((count + 1)); done
  echo "mutate: $count mutation(s) checked, $problems problem(s)"
  [ "$problems" -eq 0 ]; exit
fi
if [ "$problems" -ne 0 ]; then echo "mutate: fix the stale entries above first (Scripts/mutate.sh --check)"; exit 2; fi

# ---- the scratch copy -------------------------------------------------------------------------------------
# Copies only what differs, so the scratch build folder stays valid for unchanged files. A copied
# file gets a new time stamp: one put back after an interrupted run (whose mutant may be compiled in
# the build folder, with the original's time stamp on record) must be compiled again.
sync_tree() {
  mkdir -p "$pkg"
  local rel
  while IFS= read -r -d '' rel; do
    rel=${rel#./}
    if [ -d "$rel" ]; then mkdir -p "$pkg/$rel"; continue; fi
    cmp -s "$rel" "$pkg/$rel" 2>/dev/null || cp "$rel" "$pkg/$rel"
  done < <(find Package.swift Sources Tests Examples Scripts -print0)
  # Files deleted here are deleted there.
  (cd "$pkg" && find Sources Tests Examples Scripts -type f -print0) | while IFS= read -r -d '' rel; do
    [ -e "$root/$rel" ] || rm -f "$pkg/$rel"
  done
}

run_tests() {  # $1: filter (may be empty); output to $2
  local args=(--skip-build)
  [ -n "$1" ] && args+=(--filter "$1")
  local status=0
  (cd "$pkg" && OVERLAYHUD_FONT_PATHS= timeout "$test_timeout" swift test "${args[@]}") >"$2" 2>&1 || status=$?
  if [ "$status" -eq 124 ]; then echo "mutate: timed out after ${test_timeout} s" >>"$2"; fi
  return "$status"
}

# Which tests failed, from a test log: the first failing test case, and how many more.
killers() {
  local failed
  failed=$(grep -oE "Test Case '[^']+' failed|Test [A-Za-z0-9_]+\(\) .*failed" "$1" | sed -E "s/^Test Case '([^']+)' failed/\1/; s/^Test ([A-Za-z0-9_]+\(\)).*/\1/" | sort -u)
  if [ -z "$failed" ]; then
    if grep -qE 'timed out|Terminated' "$1"; then echo "timed out"; else echo "crashed: $(grep -m1 -oE '(Fatal error|signal|exited with)[^"]*' "$1" | cut -c1-60)"; fi
    return
  fi
  local n
  n=$(printf '%s\n' "$failed" | wc -l)
  if [ "$n" -gt 1 ]; then echo "$(printf '%s\n' "$failed" | head -1) +$((n - 1))"; else echo "$failed"; fi
}

mkdir -p "$logs"
rm -f "$logs"/*.log
start_all=$(date +%s)
echo "== scratch copy in $pkg; baseline build and tests"
sync_tree
if ! (cd "$pkg" && swift build --build-tests) >"$logs/baseline-build.log" 2>&1; then
  tail -30 "$logs/baseline-build.log"; echo "mutate: the unmutated package does not build"; exit 2
fi
if ! run_tests "" "$logs/baseline-test.log"; then
  grep -E 'error|failed|Fatal|signal' "$logs/baseline-test.log" | head -20 || true  # grep finds nothing when the test process died without a word
  echo "mutate: the unmutated package fails its tests; mutation results would mean nothing"; exit 2
fi

killed=0 survived=0 broken=0
survivors=()
results=()
for i in "${!ids[@]}"; do
  id=${ids[$i]}
  selected "$id" || continue
  file=${files[$i]}
  filter=${filters[$i]}
  start=$(date +%s)
  content=$(<"$file")
  # $(<…) drops the final newline; printf puts it back.
  printf '%s\n' "${content/"${froms[$i]}"/"${tos[$i]}"}" >"$pkg/$file"
  if ! (cd "$pkg" && swift build --build-tests) >"$logs/$id-build.log" 2>&1; then
    outcome=NO-COMPILE
    broken=$((broken + 1))
  elif [ -n "$filter" ] && ! run_tests "$filter" "$logs/$id-test.log"; then
    outcome=killed
    killed=$((killed + 1))
    killer="tests: $(killers "$logs/$id-test.log")"
  elif [ "$fast" -eq 1 ] && [ -n "$filter" ] || run_tests "" "$logs/$id-test.log"; then
    outcome=SURVIVED
    survived=$((survived + 1))
    survivors+=("$id")
  else
    outcome=killed
    killed=$((killed + 1))
    killer=$(killers "$logs/$id-test.log")
  fi
  cp -p "$file" "$pkg/$file"  # back to the original (its own time stamp: the next build sees the change)
  line=$(printf '%-10s %-40s %4ss  %s' "$outcome" "$id" "$(($(date +%s) - start))" "${whys[$i]}")
  [ "$outcome" = killed ] && line="$line  [$killer]"
  echo "$line"
  results+=("$line")
done

# Leave the scratch build matching the unmutated sources for the next run.
(cd "$pkg" && swift build --build-tests) >"$logs/final-build.log" 2>&1 || true

total=$((killed + survived + broken))
echo
echo "mutate: $total mutation(s): $killed killed, $survived survived, $broken did not compile" \
  "($(($(date +%s) - start_all)) s; logs in $logs)"
for id in "${survivors[@]}"; do echo "  survived: $id"; done
[ "$survived" -eq 0 ] && [ "$broken" -eq 0 ]
