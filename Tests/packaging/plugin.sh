#!/usr/bin/env bash
# Runs the SwiftPM command plugin from Fixtures/plugin-package, a package that depends on this
# one by path as an app's package would by URL, and checks that it passes every argument through
# to the tool, keeps the caller's folder for relative paths, may write in the package folder
# (--allow-writing-to-package-directory), and reports the tool's output byte for byte.
#   Tests/packaging/plugin.sh SETTINGS_L10N   (a settings-l10n built from this checkout, for reference output)
set -euo pipefail
reference=$(readlink -f "${1:?usage: plugin.sh SETTINGS_L10N}")
repo=$(cd "$(dirname "$0")/../.." && pwd)
package="$repo/Fixtures/plugin-package"
# Its build folder goes inside this checkout's .build, so no test walking Fixtures/ meets it.
scratch="$repo/.build/plugin-package"
cd "$package"
fail() { echo "FAIL: $*" >&2; exit 1; }
plugin() { swift package --scratch-path "$scratch" --allow-writing-to-package-directory settings-l10n "$@"; }
out=$(mktemp -d)
trap 'rm -rf "$out" "$package/l10n-baseline.json"' EXIT

# check: the gate fails (de lacks a key) and prints exactly what the tool prints.
status=0
plugin check App/Settings.bundle --format json >"$out/plugin.json" 2>"$out/plugin.err" || status=$?
[ "$status" = 1 ] || { cat "$out/plugin.err" >&2; fail "check through the plugin exited $status, expected 1"; }
"$reference" check App/Settings.bundle --format json >"$out/direct.json" || true
cmp -s "$out/plugin.json" "$out/direct.json" || { diff "$out/direct.json" "$out/plugin.json" | head; fail "plugin output differs from the tool's"; }
grep -q '"id":"missing-key"' "$out/plugin.json" || grep -q '"id": "missing-key"' "$out/plugin.json" || fail "no missing-key finding"
echo "ok: swift package settings-l10n check exits 1 with the tool's report"

# Writing in the package folder: record a baseline, then the gate passes against it.
plugin check App/Settings.bundle --write-baseline l10n-baseline.json >/dev/null 2>&1 || true
[ -s l10n-baseline.json ] || fail "--write-baseline wrote nothing through the plugin"
plugin check App/Settings.bundle --baseline l10n-baseline.json >/dev/null || fail "check against its own baseline failed"
echo "ok: the plugin writes a baseline in the package folder and passes against it"

# Another subcommand, run from a subfolder: paths stay relative to the caller's folder.
(cd App && swift package --package-path .. --scratch-path "$scratch" --allow-writing-to-package-directory settings-l10n resolve Settings.bundle --language de-AT --format json) >"$out/resolve.json" \
  || fail "resolve through the plugin failed"
grep -q '"lproj" *: *"de"' "$out/resolve.json" || { cat "$out/resolve.json"; fail "resolve did not pick de.lproj for de-AT"; }
echo "ok: resolve passes through, relative to the caller's folder"
