#!/usr/bin/env bash
# Checks that a Linux release binary needs no ICU of the machine it runs on:
#  - its dynamic section names no libicu (ICU and its data are linked in);
#  - it checks a fixture bundle, with the same findings as the build tree's binary, in a clean
#    environment (env -i) inside a private mount namespace where every libicu*.so* of the system
#    reads as an empty file and /usr/share/icu is an empty folder. A control run in the same
#    namespace shows the system's ICU really is out of reach there.
# The namespace (unshare) is the process's own: nothing of the system is changed, and it is gone
# when the run ends. As a user, unshare maps the user to root inside it (--map-root-user).
#   Tests/packaging/portable-binary.sh BINARY
set -euo pipefail
binary=$(cd "$(dirname "${1:?usage: portable-binary.sh BINARY}")" && pwd)/$(basename "$1")
repo=$(cd "$(dirname "$0")/../.." && pwd)
fail() { echo "FAIL: $*" >&2; exit 1; }
[ "$(uname -s)" = Linux ] || { echo "skip: portable-binary.sh checks Linux binaries"; exit 0; }

needed=$(readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | tr '\n' ' ')
case " $needed" in *" libicu"*) fail "$binary needs the system's ICU: $needed" ;; esac
echo "ok: $(basename "$binary") needs only: $needed"

# Every ICU shared library the system has, by real path (a link is hidden with its target).
icu_files=$(find /lib /usr/lib /usr/local/lib -name 'libicu*.so*' -type f 2>/dev/null | sort -u | tr '\n' ' ')
[ -n "$icu_files" ] || echo "note: this system has no ICU shared library to hide"
namespace=(unshare --mount --map-root-user)
[ "$(id -u)" = 0 ] && namespace=(unshare --mount)
hide='for f in $ICU_FILES; do mount --bind /dev/null "$f"; done
[ ! -d /usr/share/icu ] || mount -t tmpfs -o ro,size=4k none /usr/share/icu
exec "$@"'
hidden() {
  env -i PATH=/usr/bin:/bin LANG=C.UTF-8 ICU_FILES="$icu_files" "${namespace[@]}" /bin/sh -c "$hide" sh "$@"
}

# The control: in that namespace no ICU library loads (the dynamic loader refuses an empty file).
if [ -n "$icu_files" ]; then
  soname=$(basename "$(echo "$icu_files" | cut -d' ' -f1)")
  if hidden python3 -c "import ctypes, sys; ctypes.CDLL(sys.argv[1])" "$soname" 2>/dev/null; then
    fail "the namespace does not hide the system's ICU ($soname still loads)"
  fi
  echo "ok: the system's ICU ($(echo "$icu_files" | wc -w) files) is out of reach in the namespace"
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R "$repo/Fixtures/check/bundles/translations/Settings.bundle" "$work/"
set +e
(cd "$work" && hidden "$binary" check Settings.bundle --format json >"$work/check.json" 2>"$work/check.err")
status=$?
set -e
[ "$status" = 1 ] || fail "the binary without the system's ICU exits $status: $(cat "$work/check.err")"
python3 - "$work/check.json" "$repo/Fixtures/check/bundles/translations/expected/check.json" <<'PY' ||
import json, sys
got, want = (json.load(open(path)) for path in sys.argv[1:3])
for report in (got, want):
    report.pop("bundle", None)
assert got == want, "findings differ from Fixtures/check/bundles/translations/expected/check.json"
PY
  fail "the binary without the system's ICU reports other findings than expected"
# Locale matching is ICU's: resolve's fallback chain (es-MX reads es-419, then es) needs its data.
mkdir -p "$work/Resolve.bundle"
cp "$work/Settings.bundle/Root.plist" "$work/Resolve.bundle/"
for lproj in en es es-419 es-AR; do mkdir -p "$work/Resolve.bundle/$lproj.lproj"; done
chain=$(cd "$work" && hidden "$binary" resolve Resolve.bundle --language es-MX --format json --development-language en) ||
  fail "resolve fails without the system's ICU"
python3 -c 'import json, sys; c = json.loads(sys.argv[1])["chain"]; assert c[:2] == ["es-419", "es"], c' "$chain" ||
  fail "resolve without the system's ICU gives another chain: $chain"
echo "ok: without the system's ICU the binary checks a bundle and matches locales as ICU does"
