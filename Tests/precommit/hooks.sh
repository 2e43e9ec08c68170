#!/usr/bin/env bash
# Runs the hooks of .pre-commit-hooks.yaml with pre-commit itself (from PyPI), as a team that
# adds them to its .pre-commit-config.yaml gets them: pre-commit clones this checkout at its
# HEAD commit, builds the tool once (`swift build -c release`) and runs it on a repository
# holding a Settings bundle:
#  - a formatted, complete bundle passes both hooks, and so does a table as Xcode writes it (a
#    blank line after its last entry);
#  - a table that is not in Xcode's format fails settings-l10n-format, naming the file and the
#    command that formats it;
#  - a German table that lacks a key fails settings-l10n-check with the missing-key finding;
#  - a change outside any bundle runs neither hook;
#  - the -system hooks run the settings-l10n on PATH (SETTINGS_L10N's), with the same verdicts.
#   Tests/precommit/hooks.sh SETTINGS_L10N   (a built binary, used to prepare the fixture)
set -euo pipefail
tool=$(cd "$(dirname "${1:?usage: hooks.sh SETTINGS_L10N}")" && pwd)/$(basename "$1")
repo=$(cd "$(dirname "$0")/../.." && pwd)
fail() { echo "FAIL: $*" >&2; exit 1; }
command -v pre-commit >/dev/null || python3 -m pip install --quiet --disable-pip-version-check pre-commit
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PRE_COMMIT_HOME="${PRE_COMMIT_HOME:-$work/cache}"

app="$work/app"
mkdir -p "$app/App"
cp -R "$repo/Fixtures/check/bundles/clean/Settings.bundle" "$app/App/"
"$tool" strings format "$app"/App/Settings.bundle/*.lproj/*.strings >/dev/null
echo "README" >"$app/README.md"
cd "$app"
git init -q && git add -A && git -c user.name=t -c user.email=t@example.invalid commit -qm app
# The hooks as committed: pre-commit takes a repository at a commit, and builds it once for all the runs.
git -C "$repo" diff --quiet HEAD -- .pre-commit-hooks.yaml || echo "note: .pre-commit-hooks.yaml has uncommitted changes; HEAD's is tested"
cat >.pre-commit-config.yaml <<YAML
repos:
  - repo: $repo
    rev: $(git -C "$repo" rev-parse HEAD)
    hooks:
      - id: settings-l10n-format
      - id: settings-l10n-check
      - id: settings-l10n-format-system
      - id: settings-l10n-check-system
YAML
git add .pre-commit-config.yaml && git -c user.name=t -c user.email=t@example.invalid commit -qm hooks
try() { pre-commit run "$1" "${@:2}" >"$work/out.txt" 2>&1; }

try settings-l10n-format --all-files || { cat "$work/out.txt"; fail "settings-l10n-format fails on formatted tables"; }
try settings-l10n-check --all-files || { cat "$work/out.txt"; fail "settings-l10n-check fails on a complete bundle"; }
echo "ok: a formatted, complete bundle passes both hooks"

printf '"Title"="Titel";\n' >>App/Settings.bundle/es.lproj/Root.strings
if try settings-l10n-format --files App/Settings.bundle/es.lproj/Root.strings; then
  cat "$work/out.txt"; fail "settings-l10n-format passes an unformatted table"
fi
grep -q 'App/Settings.bundle/es.lproj/Root.strings: not formatted' "$work/out.txt" || { cat "$work/out.txt"; fail "the format hook does not name the file"; }
grep -q 'settings-l10n strings format App/Settings.bundle/es.lproj/Root.strings' "$work/out.txt" || { cat "$work/out.txt"; fail "the format hook does not say how to fix the file"; }
git checkout -q -- App
echo "ok: an unformatted table fails settings-l10n-format, named, with the command that fixes it"

printf '\n' >>App/Settings.bundle/es.lproj/Root.strings
try settings-l10n-format --files App/Settings.bundle/es.lproj/Root.strings || { cat "$work/out.txt"; fail "settings-l10n-format rejects Xcode's blank last line"; }
git checkout -q -- App
echo "ok: a table ending with Xcode's blank line passes settings-l10n-format"

key=$(sed -n 's/^"\([^"]*\)" = .*/\1/p' App/Settings.bundle/es.lproj/Root.strings | head -n 1)
[ -n "$key" ] || fail "the fixture's es table has no entry"
grep -v "^\"$key\" = " App/Settings.bundle/es.lproj/Root.strings >"$work/es.strings"
cp "$work/es.strings" App/Settings.bundle/es.lproj/Root.strings
# Under the default policy (pull-request) a string waiting for translators is a warning: the commit goes through.
try settings-l10n-check --files App/Settings.bundle/es.lproj/Root.strings \
  || { cat "$work/out.txt"; fail "settings-l10n-check blocks a commit on a key waiting for translators (pull-request policy)"; }
echo "ok: under the default policy a key waiting for translators does not block a commit"
# A team whose commits must keep every language complete says so in its configuration.
printf 'policy: release\n' >.settings-l10n.yml
if try settings-l10n-check --files App/Settings.bundle/es.lproj/Root.strings; then
  cat "$work/out.txt"; fail "settings-l10n-check passes a table that lacks a key"
fi
grep -q '\[missing-key\]' "$work/out.txt" || { cat "$work/out.txt"; fail "the check hook does not report the missing key"; }
echo "ok: under the release policy a table that lacks a key fails settings-l10n-check with missing-key"

# The -system hooks: the binary on PATH, no build.
export PATH="$(dirname "$tool"):$PATH"
git checkout -q -- App
try settings-l10n-format-system --all-files || { cat "$work/out.txt"; fail "settings-l10n-format-system fails on formatted tables"; }
cp "$work/es.strings" App/Settings.bundle/es.lproj/Root.strings
if try settings-l10n-check-system --files App/Settings.bundle/es.lproj/Root.strings; then
  cat "$work/out.txt"; fail "settings-l10n-check-system passes a table that lacks a key"
fi
grep -q '\[missing-key\]' "$work/out.txt" || { cat "$work/out.txt"; fail "the installed check hook does not report the missing key"; }
echo "ok: the -system hooks run the installed binary with the same verdicts"

try settings-l10n-check --files README.md || { cat "$work/out.txt"; fail "a change outside the bundles ran the check"; }
grep -q 'no files to check' "$work/out.txt" || { cat "$work/out.txt"; fail "a change outside the bundles ran the check"; }
echo "ok: (pre-commit $(pre-commit --version | cut -d ' ' -f 2))"
echo "ok: a change outside any bundle runs no hook"
