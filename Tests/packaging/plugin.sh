#!/usr/bin/env bash
# Runs the SwiftPM plugins from Fixtures/plugin-package, a package that depends on this one by
# path as an app's package would by URL, and checks that the command plugin passes every argument
# through to the tool, keeps the caller's folder for relative paths, may write in the package
# folder (--allow-writing-to-package-directory), and reports the tool's output byte for byte;
# that the check plugin needs no permission; and that the build-tool plugin fails the build of
# a target whose Settings bundle fails the gate, with the findings as the build's errors.
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
trap 'rm -rf "$out" "$package/l10n-baseline.json" "$package/.settings-l10n.yml"' EXIT
# The fixture's bundles lack translations, which only the release policy fails on (the default,
# pull-request, warns): the package's configuration asks for it until the last steps remove it.
printf 'policy: release\n' >.settings-l10n.yml

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

# The check plugin: the same report, without --allow-writing-to-package-directory (standard
# input closed, so SwiftPM cannot ask for a permission either).
check_plugin() { swift package --scratch-path "$scratch" settings-l10n-check "$@" </dev/null; }
status=0
check_plugin App/Settings.bundle --format json >"$out/check-plugin.json" 2>"$out/check-plugin.err" || status=$?
[ "$status" = 1 ] || { cat "$out/check-plugin.err" >&2; fail "settings-l10n-check exited $status, expected 1"; }
cmp -s "$out/check-plugin.json" "$out/direct.json" || { diff "$out/direct.json" "$out/check-plugin.json" | head; fail "settings-l10n-check output differs from the tool's"; }
check_plugin PassingApp/Settings.bundle >/dev/null 2>"$out/check-plugin.err" || { cat "$out/check-plugin.err" >&2; fail "settings-l10n-check failed on a bundle that passes the gate"; }
echo "ok: swift package settings-l10n-check needs no write permission and reports as the tool does"

# The build-tool plugin: building App fails with the findings of both its bundles as errors
# (every time, not only the first: the check runs at every build; and one job at a time, where
# the build stops at the first command that fails); building PassingApp, whose bundle has only
# a warning, passes and shows it.
build() { swift build --scratch-path "$scratch" -j 1 --target "$1" >"$out/build.log" 2>&1; }
for attempt in first second; do
  if build App; then cat "$out/build.log" >&2; fail "building App passed ($attempt build), its bundles lack strings"; fi
  for bundle in Settings Settings-Pro; do
    grep -Eq "App/$bundle\.bundle/de\.lproj/Root\.strings(:[0-9]+)*: error: .*\[missing-key\]" "$out/build.log" \
      || { cat "$out/build.log" >&2; fail "building App printed no missing-key error for $bundle.bundle ($attempt build)"; }
  done
done
echo "ok: building a target with failing Settings bundles fails with error: ... [missing-key] for each"
build PassingApp || { cat "$out/build.log" >&2; fail "building PassingApp failed"; }
grep -Eq "PassingApp/Settings\.bundle/de\.lproj/Root\.strings(:[0-9]+)*: warning: .*\[whitespace-mismatch\]" "$out/build.log" \
  || { cat "$out/build.log" >&2; fail "building PassingApp showed no whitespace-mismatch warning"; }
echo "ok: building a target whose Settings bundle passes the gate passes, its warnings shown"

# The package's .settings-l10n.yml applies at build time as it does to check run beside it: one
# changed after a failing build applies at the next build (nothing else touched, so SwiftPM does
# not plan the build again), and one removed fails no build with "missing inputs". (A command
# that passed runs again only when the build is planned again: README says so.)
printf 'policy: release\nignore:\n  - id: stale-key\n' >.settings-l10n.yml
build App && { cat "$out/build.log" >&2; fail "building App passed with a .settings-l10n.yml that ignores nothing missing"; }
grep -q '\[missing-key\]' "$out/build.log" || { cat "$out/build.log" >&2; fail "building App with a .settings-l10n.yml failed for another reason"; }
rm .settings-l10n.yml
# Without it the pull-request policy applies: the missing translations are warnings.
build App || { cat "$out/build.log" >&2; fail "building App failed after .settings-l10n.yml was removed (pull-request policy)"; }
grep -Eq 'warning: .*\[missing-key\]' "$out/build.log" || { cat "$out/build.log" >&2; fail "building App without .settings-l10n.yml showed no missing-key warning"; }
! grep -qi 'missing input' "$out/build.log" || { cat "$out/build.log" >&2; fail "building App after .settings-l10n.yml was removed reports missing inputs"; }
# A terminal build ends the check's findings with their counts and the verdict.
grep -Eq '^([0-9]+ bundles: )?[0-9]+ errors?, [0-9]+ warnings?, [0-9]+ notes?; check (passed|failed) \(policy pull-request\)' "$out/build.log" \
  || { cat "$out/build.log" >&2; fail "the build log has no summary line of the check"; }
echo "ok: the build-tool plugin follows the package's .settings-l10n.yml, added or removed after a build"
