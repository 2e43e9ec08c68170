#!/usr/bin/env bash
# Checks that Sources/Packaging/install.sh stays in its prefix, installing the tool already built
# in BIN_DIR (--from, so nothing is rebuilt):
#  - an empty, relative or root prefix is refused, and nothing is installed or removed;
#  - the install writes a manifest of every file with its SHA-256;
#  - --uninstall removes only the files whose content is still what it installed: a file the
#    user changed, a file of the same name it never installed, and a path an edited manifest
#    names outside the tool's own names are all kept;
#  - without a manifest, --uninstall removes nothing.
#   Tests/packaging/install-prefix.sh BIN_DIR
set -euo pipefail
bin_dir=$(cd "${1:?usage: install-prefix.sh BIN_DIR}" && pwd)
repo=$(cd "$(dirname "$0")/../.." && pwd)
install=("bash" "$repo/Sources/Packaging/install.sh")
fail() { echo "FAIL: $*" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# 1. Odd prefixes are refused before anything is touched.
mkdir -p "$work/cwd/bin" "$work/cwd/share/doc/settings-l10n"
echo mine >"$work/cwd/bin/settings-l10n"
echo mine >"$work/cwd/share/doc/settings-l10n/NOTES"
for prefix in "--prefix=" "--prefix=." "--prefix=relative/dir" "--prefix=/"; do
  for mode in "" "--uninstall"; do
    set +e
    out=$(cd "$work/cwd" && "${install[@]}" "$prefix" $mode --from "$bin_dir" --no-man 2>&1)
    status=$?
    set -e
    [ "$status" = 2 ] || fail "install.sh $prefix $mode exited $status, not 2: $out"
    grep -q "error: --prefix" <<<"$out" || fail "install.sh $prefix $mode did not say why: $out"
  done
done
[ "$(cat "$work/cwd/bin/settings-l10n")" = mine ] || fail "a refused prefix removed the user's bin/settings-l10n"
[ "$(cat "$work/cwd/share/doc/settings-l10n/NOTES")" = mine ] || fail "a refused prefix removed the user's doc folder"
echo "ok: empty, relative and root prefixes are refused and nothing is touched"

# 2. Without a manifest, --uninstall removes nothing.
mkdir -p "$work/foreign/bin" "$work/foreign/share/doc/settings-l10n"
echo mine >"$work/foreign/bin/settings-l10n"
echo mine >"$work/foreign/share/doc/settings-l10n/LICENSE"
set +e
out=$("${install[@]}" --prefix "$work/foreign" --uninstall 2>&1)
status=$?
set -e
[ "$status" = 2 ] || fail "--uninstall without a manifest exited $status: $out"
[ -f "$work/foreign/bin/settings-l10n" ] && [ -f "$work/foreign/share/doc/settings-l10n/LICENSE" ] ||
  fail "--uninstall without a manifest removed files"
echo "ok: without a manifest --uninstall removes nothing"

# 3. Install, then uninstall what is still as installed and nothing else.
prefix="$work/prefix"
"${install[@]}" --prefix "$prefix" --from "$bin_dir" --no-man --no-strip >/dev/null
manifest="$prefix/libexec/settings-l10n/install-manifest"
[ -f "$manifest" ] || fail "no manifest at $manifest"
grep -q "  libexec/settings-l10n/settings-l10n$" "$manifest" || fail "the manifest does not list the binary"
grep -q "^link:../libexec/settings-l10n/settings-l10n  bin/settings-l10n$" "$manifest" || fail "the manifest does not list bin/'s link"
echo "# edited by the user" >>"$prefix/share/bash-completion/completions/settings-l10n"
echo keep >"$work/victim"
printf '%s  %s\n' "$(sha256sum "$work/victim" | cut -d' ' -f1)" "share/doc/settings-l10n/../../../victim" >>"$manifest"
printf '%s  %s\n' "$(sha256sum "$work/victim" | cut -d' ' -f1)" "etc/passwd" >>"$manifest"
echo other >"$prefix/bin/other-tool"
"${install[@]}" --prefix "$prefix" --uninstall >/dev/null 2>"$work/uninstall.err"
left=$(cd "$prefix" && find . \( -type f -o -type l \) | sort)
expected=$'./bin/other-tool\n./share/bash-completion/completions/settings-l10n'
[ "$left" = "$expected" ] || fail "--uninstall left or removed the wrong files:"$'\n'"$left"
[ -f "$work/victim" ] || fail "an edited manifest made --uninstall remove a file outside the prefix"
grep -q "keeping .*completions/settings-l10n: its content is not what the install wrote" "$work/uninstall.err" ||
  fail "--uninstall did not say why it kept the changed file: $(cat "$work/uninstall.err")"
echo "ok: --uninstall removes only what it installed, unchanged, and says what it keeps"
