#!/usr/bin/env bash
# Runs every command on every Settings bundle of the fixtures and the corpus with two builds of
# settings-l10n and compares their outputs byte for byte: standard output, standard error, exit
# status and the files a command writes. For a change that must not change what users see (a
# module split, a refactor): build the old binary from the base commit, then
#
#   Tests/architecture/compare-binaries.sh OLD-BINARY NEW-BINARY [folder-with-bundles ...]
#
# (default folders: Fixtures and ../shared/corpus). The two binaries run at once, each in a
# scratch folder whose path differs from the other's only in its last letter; that path is
# written the same in both results, which go to two folders compared with diff -r.
# Exit 0 when every output is the same, 1 with the differences listed.
set -euo pipefail
old=$(realpath "$1")
new=$(realpath "$2")
shift 2
root=$(cd "$(dirname "$0")/../.." && pwd)
if [ $# -eq 0 ]; then
  set -- "$root/Fixtures"
  [ -d "$root/../shared/corpus" ] && set -- "$@" "$(cd "$root/../shared/corpus" && pwd)"
fi
results=$(mktemp -d "${TMPDIR:-/tmp}/compare-binaries.XXXXXX")
scratch_base="${TMPDIR:-/tmp}/compare-binaries-scratch-"

# The inputs are read from a copy, so that no command, whatever it does, changes the originals.
inputs="$results/inputs"
mkdir -p "$inputs"
for folder in "$@"; do cp -R "$folder" "$inputs/"; done
bundles=()
while IFS= read -r bundle; do bundles+=("$bundle"); done < <(
  find "$inputs" -type d -name '*.bundle' -prune | LC_ALL=C sort)
strings_files=()
while IFS= read -r file; do strings_files+=("$file"); done < <(
  find "$inputs" -type f -name '*.strings' | LC_ALL=C sort)

# run NAME ARGS...: one command in the scratch folder; its outputs kept under NAME.
run() {
  local name=$1
  shift
  mkdir -p "$out/$name"
  (cd "$scratch" && "$binary" "$@" >"$out/$name/stdout" 2>"$out/$name/stderr" </dev/null) && status=0 || status=$?
  echo "$status" >"$out/$name/status"
}

# A copy of a bundle to write to, at the same path for both binaries.
fresh_copy() {
  rm -rf "$scratch/work"
  mkdir -p "$scratch/work"
  cp -R "$1" "$scratch/work/"
  echo "$scratch/work/$(basename "$1")"
}

compare_side() {
  local side=$1
  binary=${!side}
  out="$results/$side"
  scratch="$scratch_base${side:0:1}"
  rm -rf "$scratch"
  mkdir -p "$scratch" "$out"
  for id in $("$binary" explain 2>/dev/null | awk 'NF > 1 && $1 ~ /^[a-z0-9-]+$/ { print $1 }'); do
    run "explain/$id" explain "$id"
    run "explain-json/$id" explain "$id" --format json
  done
  run explain/list explain
  for command in check inspect render report export import sync extract resolve init strings explain; do
    run "help/$command" help "$command"
  done
  index=0
  for bundle in "${bundles[@]}"; do
    index=$((index + 1))
    tag="bundle-$index"
    echo "$bundle" >"$out/$tag.path"
    for format in text json github junit markdown sarif; do
      run "$tag/check-$format" check "$bundle" --format "$format" --no-config --color never
    done
    run "$tag/check-all-findings" check "$bundle" --all-findings --no-config --color never
    run "$tag/inspect-text" inspect "$bundle" --strings --no-config --color never
    run "$tag/inspect-json" inspect "$bundle" --format json --strings --no-config
    for format in text json html; do
      run "$tag/render-$format-fr" render "$bundle" --format "$format" --language fr --width 80 --no-config --color never
    done
    run "$tag/render-pseudo" render "$bundle" --pseudo --width 80 --no-config --color never
    run "$tag/report" report "$bundle" --output - --no-config --color never
    run "$tag/extract-dry" extract "$bundle" --dry-run --no-config --color never
    run "$tag/sync-dry" sync "$bundle" --dry-run --no-config --color never
    run "$tag/sync-dry-json" sync "$bundle" --dry-run --prune --format json --no-config
    for package in xliff2 xcstrings xcloc; do
      rm -rf "$scratch/export"
      mkdir -p "$scratch/export"
      run "$tag/export-$package" export "$bundle" --all --package "$package" --output "$scratch/export" --no-config \
        --color never
      (cd "$scratch/export" && find . -type f | LC_ALL=C sort | while IFS= read -r file; do
        mkdir -p "$out/$tag/export-$package/files/$(dirname "$file")"
        cp "$file" "$out/$tag/export-$package/files/$file"
      done)
    done
    # Writes: sync with --fill-with-source and --prune, then import the XLIFF 1.2 exported above.
    copy=$(fresh_copy "$bundle")
    run "$tag/sync-write" sync "$copy" --prune --fill-with-source --no-config --color never
    mkdir -p "$out/$tag/sync-write/tree"
    (cd "$scratch/work" && tar --sort=name --mtime=@0 --owner=0 --group=0 -cf - .) >"$out/$tag/sync-write/tree.tar"
    copy=$(fresh_copy "$bundle")
    rm -rf "$scratch/export"
    mkdir -p "$scratch/export"
    run "$tag/export-for-import" export "$copy" --all --package xliff --output "$scratch/export" --no-config --color never
    for file in "$scratch"/export/*; do
      [ -f "$file" ] || continue
      run "$tag/import-$(basename "$file")" import "$copy" "$file" --no-config --color never
    done
    (cd "$scratch/work" && tar --sort=name --mtime=@0 --owner=0 --group=0 -cf - .) >"$out/$tag/import-tree.tar"
  done
  index=0
  for file in "${strings_files[@]}"; do
    index=$((index + 1))
    tag="strings-$index"
    run "$tag/lint-json" strings lint "$file" --format json
    run "$tag/dump" strings dump "$file"
    run "$tag/format-check" strings format --check "$file"
  done
  for language in en fr de-CH zh-Hant-HK pt-PT es-MX; do
    for bundle in "${bundles[@]:0:5}"; do
      run "resolve/$language-$(basename "$(dirname "$bundle")")-$(basename "$bundle")" resolve "$bundle" --language "$language" --no-config
    done
  done
  rm -rf "$scratch"
  # The scratch path as the old side's, so that outputs naming it compare equal.
  [ "$side" = old ] || grep -rlF "$scratch" "$out" | while IFS= read -r file; do
    sed -i "s|$scratch|${scratch_base}o|g" "$file"
  done
}
compare_side old &
compare_side new &
wait
echo "compared ${#bundles[@]} bundles and ${#strings_files[@]} .strings files; outputs in $results" >&2
if diff -r "$results/old" "$results/new" >"$results/diff.txt"; then
  echo "identical: $(find "$results/new" -type f | wc -l) outputs" >&2
else
  head -100 "$results/diff.txt"
  exit 1
fi
