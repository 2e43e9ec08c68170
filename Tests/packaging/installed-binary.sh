#!/usr/bin/env bash
# Checks what Sources/Packaging/install.sh installed under PREFIX, as a user gets it:
#  - the binary needs no Swift library (ldd lists none, and none is missing);
#  - it runs `check` and `render` with the Swift toolchain and this checkout's .build hidden
#    (empty tmpfs mounted over both in a private mount namespace) and an empty environment, and
#    prints exactly the golden report, so nothing is found through the toolchain's libraries or
#    through the build folder that SwiftPM's resource accessor falls back to;
#  - the completion scripts load, and the man page renders and documents every subcommand;
#  - LICENSE and NOTICE are installed under share/doc;
#  - install.sh --uninstall removes exactly what it installed.
#   Tests/packaging/installed-binary.sh PREFIX
set -euo pipefail
prefix=$(cd "${1:?usage: installed-binary.sh PREFIX}" && pwd)
repo=$(cd "$(dirname "$0")/../.." && pwd)
tool="$prefix/bin/settings-l10n"
fail() { echo "FAIL: $*" >&2; exit 1; }

[ -L "$tool" ] || fail "$tool is not the symlink install.sh makes"
real=$(readlink -f "$tool")
[ -d "$(dirname "$real")/SettingsL10n_LprojMatching.resources/Locales" ] || fail "no resource bundle beside $real"

# 1. Dynamic dependencies: system libraries only.
deps=$(ldd "$real")
if grep -qiE 'libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime' <<<"$deps"; then
  fail "the binary still loads Swift libraries:"$'\n'"$deps"
fi
if grep -q 'not found' <<<"$deps"; then fail "missing libraries:"$'\n'"$deps"; fi
echo "ok: ldd lists no Swift library ($(awk '{print $1}' <<<"$deps" | tr '\n' ' '))"

# 2. Runs with the toolchain and the build folder hidden.
swift_bin=$(readlink -f "$(command -v swift)")
toolchain=$(dirname "$(dirname "$swift_bin")")   # …/usr
# A toolchain installed into /usr itself: hide its Swift library folder, not all of /usr.
[ "$toolchain" != /usr ] || toolchain=/usr/lib/swift
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
bundles="$repo/Fixtures/check/bundles"
render="$repo/Fixtures/render"
# Runs check (a failing and a passing bundle) and render (whose German chrome, "Einstellungen",
# comes from the resource bundle's catalogs) with an empty environment; $1 wraps each run.
runs='
  cd "$bundles/translations"
  env -i ${LD_DEBUG:+LD_DEBUG="$LD_DEBUG" LD_DEBUG_OUTPUT="$LD_DEBUG_OUTPUT"} "$tool" check Settings.bundle --format json >"$out/check.json"; echo $? >"$out/check.status"
  cd "$bundles/clean"
  env -i ${LD_DEBUG:+LD_DEBUG="$LD_DEBUG" LD_DEBUG_OUTPUT="$LD_DEBUG_OUTPUT"} "$tool" check Settings.bundle --ignore untranslated >"$out/clean.txt"; echo $? >"$out/clean.status"
  cd "$render"
  env -i ${LD_DEBUG:+LD_DEBUG="$LD_DEBUG" LD_DEBUG_OUTPUT="$LD_DEBUG_OUTPUT"} "$tool" render Settings.bundle --language de --width 60 >"$out/render.txt" 2>"$out/render.err"; echo $? >"$out/render.status"
'
export tool bundles render out toolchain runs
if [ "$(id -u)" = 0 ]; then ns=(unshare --mount); else ns=(unshare --map-root-user --mount); fi
if "${ns[@]}" true 2>/dev/null; then
  # shellcheck disable=SC2016
  "${ns[@]}" bash -c '
    mount -t tmpfs none "$toolchain" || exit 90
    [ ! -d "$1" ] || mount -t tmpfs none "$1" || exit 91
    [ -z "$(ls -A "$toolchain")" ] || exit 92
    eval "$runs"
  ' hidden "$repo/.build" || fail "could not hide the toolchain ($toolchain) or the build folder (status $?)"
  how="with $toolchain and .build hidden (empty tmpfs in a mount namespace)"
else
  # No mount namespace here (a container without CAP_SYS_ADMIN or user namespaces): the weaker
  # proof is the dynamic loader's own log, which must name no file under the toolchain.
  echo "note: ${ns[*]} is not permitted here; checking the loader's log instead of hiding the toolchain"
  LD_DEBUG=files LD_DEBUG_OUTPUT="$out/ld" bash -c 'eval "$runs"'
  ls "$out"/ld.* >/dev/null 2>&1 || fail "the loader wrote no log (LD_DEBUG)"
  if grep -h "file=" "$out"/ld.* | grep -F "$toolchain"; then fail "the binary loaded files from $toolchain"; fi
  how="loading nothing from $toolchain (LD_DEBUG)"
fi
[ "$(cat "$out/check.status")" = 1 ] || fail "check on the translations fixture exited $(cat "$out/check.status"), expected 1"
cmp -s "$out/check.json" "$bundles/translations/expected/check.json" \
  || { diff "$bundles/translations/expected/check.json" "$out/check.json" | head -20; fail "check --format json differs from the golden"; }
[ "$(cat "$out/clean.status")" = 0 ] || fail "check on the clean fixture exited $(cat "$out/clean.status")"
cmp -s "$out/clean.txt" "$bundles/clean/expected/check.txt" || fail "check on the clean fixture differs from its golden"
[ "$(cat "$out/render.status")" = 0 ] || { cat "$out/render.err" >&2; fail "render exited $(cat "$out/render.status")"; }
cmp -s "$out/render.txt" "$render/expected/Root.de.txt" || { diff "$render/expected/Root.de.txt" "$out/render.txt" | head; fail "render differs from its golden"; }
echo "ok: check and render run $how, and print the goldens"

# 3. Completions and the man page.
comp="$prefix/share/bash-completion/completions/settings-l10n"
bash -c "source '$comp' && complete -p settings-l10n" >/dev/null || fail "the bash completion script does not load"
head -1 "$prefix/share/zsh/site-functions/_settings-l10n" | grep -q '^#compdef settings-l10n' || fail "zsh completion"
grep -q "^complete -c 'settings-l10n'" "$prefix/share/fish/vendor_completions.d/settings-l10n.fish" || fail "fish completion"
page="$prefix/share/man/man1/settings-l10n.1"
for sub in check extract sync export import inspect resolve render strings; do
  grep -q "^\.It Em $sub\$" "$page" || fail "the man page lacks the $sub subcommand"
done
if command -v groff >/dev/null 2>&1; then
  groff -mandoc -Tutf8 "$page" 2>/dev/null | grep -q 'Localization tooling for iOS Settings bundles' || fail "the man page does not render"
fi
echo "ok: bash, zsh and fish completions and the man page are installed"
cmp -s "$prefix/share/doc/settings-l10n/LICENSE" "$repo/LICENSE" || fail "LICENSE is not installed beside the docs"
cmp -s "$prefix/share/doc/settings-l10n/NOTICE" "$repo/NOTICE" || fail "NOTICE is not installed beside the docs"
echo "ok: LICENSE and NOTICE are installed"

# 4. --uninstall removes every file the install made, and nothing else.
copy=$(mktemp -d)
trap 'rm -rf "$out" "$copy"' EXIT
cp -a "$prefix/." "$copy/"
mkdir -p "$copy/bin" && echo keep >"$copy/bin/other-tool"
bash "$repo/Sources/Packaging/install.sh" --prefix "$copy" --uninstall >/dev/null
left=$(cd "$copy" && find . -type f -o -type l | sort)
[ "$left" = "./bin/other-tool" ] || fail "--uninstall left or removed the wrong files:"$'\n'"$left"
echo "ok: --uninstall removes the installed files and keeps the rest"
