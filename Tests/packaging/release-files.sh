#!/usr/bin/env bash
# Checks what Sources/Packaging/release.sh wrote into DIR, as a user and SwiftPM take it:
#  - SHA256SUMS verifies every file (sha256sum -c);
#  - the archive unpacks to one folder whose bin/settings-l10n prints the version and checks a
#    fixture bundle (with its LICENSE and NOTICE beside the docs), and on Linux does so with the
#    system's ICU out of reach (Tests/packaging/portable-binary.sh);
#  - the artifact bundle's info.json is SwiftPM's schema 1.0, and each variant's binary exists,
#    is executable and, for this platform, runs.
#   Tests/packaging/release-files.sh DIR
set -euo pipefail
dir=$(cd "${1:?usage: release-files.sh DIR}" && pwd)
repo=$(cd "$(dirname "$0")/../.." && pwd)
fail() { echo "FAIL: $*" >&2; exit 1; }
version=$(sed -n 's/^ *static let current = "\(.*\)"$/\1/p' "$repo/Sources/settings-l10n/ToolVersion.swift")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

(cd "$dir" && sha256sum -c --quiet SHA256SUMS) || fail "SHA256SUMS does not verify"
grep -q ' settings-l10n.artifactbundle.zip$' "$dir/SHA256SUMS" || fail "SHA256SUMS lacks the artifact bundle"
echo "ok: SHA256SUMS verifies $(wc -l <"$dir/SHA256SUMS") files"

archive="settings-l10n-$version-linux-$(uname -m | sed 's/aarch64/arm64/').tar.gz"
[ -f "$dir/$archive" ] || fail "no $archive"
tar -xzf "$dir/$archive" -C "$work"
top="$work/${archive%.tar.gz}"
[ "$("$top/bin/settings-l10n" --version)" = "$version" ] || fail "the archive's binary does not print $version"
cmp -s "$top/share/doc/settings-l10n/LICENSE" "$repo/LICENSE" || fail "the archive lacks LICENSE"
set +e
(cd "$repo/Fixtures/check/bundles/translations" && "$top/bin/settings-l10n" check Settings.bundle >"$work/check.txt")
status=$?
set -e
[ "$status" = 1 ] && grep -q '\[missing-key\]' "$work/check.txt" || fail "the archive's binary does not check a bundle (exit $status)"
echo "ok: $archive unpacks to a working tool, version $version"
"$repo/Tests/packaging/portable-binary.sh" "$top/libexec/settings-l10n/settings-l10n" || fail "the archive's binary is not portable"

python3 - "$dir/settings-l10n.artifactbundle.zip" "$work/bundle" "$version" <<'PY' || fail "the artifact bundle is not what SwiftPM reads"
import json, os, stat, subprocess, sys, zipfile
archive, out, version = sys.argv[1], sys.argv[2], sys.argv[3]
# Extracted as unzip does: with the modes the zip records (SwiftPM unpacks bundles with unzip).
with zipfile.ZipFile(archive) as z:
    for member in z.infolist():
        path = z.extract(member, out)
        mode = member.external_attr >> 16
        if mode:
            os.chmod(path, mode & 0o7777)
root = os.path.join(out, "settings-l10n.artifactbundle")
with open(os.path.join(root, "info.json")) as f:
    info = json.load(f)
assert info["schemaVersion"] == "1.0", info
artifact = info["artifacts"]["settings-l10n"]
assert artifact["type"] == "executable" and artifact["version"] == version, artifact
assert artifact["variants"], "no variants"
for variant in artifact["variants"]:
    path = os.path.join(root, variant["path"])
    assert variant["supportedTriples"], variant
    assert os.path.isfile(path) and os.stat(path).st_mode & stat.S_IXUSR, f"{path} is not an executable file"
    if "linux" in variant["path"] and os.uname().machine in variant["supportedTriples"][0]:
        assert subprocess.run([path, "--version"], capture_output=True, text=True).stdout.strip() == version
        print(f"ok: the {variant['path']} variant runs")
PY
echo "ok: the artifact bundle is SwiftPM's schema 1.0 with executable variants"
