#!/usr/bin/env bash
# Makes the release files of settings-l10n in an output folder:
#   settings-l10n-VERSION-PLATFORM.tar.gz   this machine's build, laid out as install.sh installs
#                                          it (bin/, libexec/, share/: completions, man page,
#                                          LICENSE and NOTICE), under one top folder; it needs
#                                          no ICU of the machine it runs on (install.sh --portable)
#   settings-l10n.artifactbundle.zip        a SwiftPM artifact bundle with a variant per archive
#                                          in the folder (for binary targets and build plugins)
#   SHA256SUMS                              the SHA-256 of every file above, as sha256sum -c reads it
# PLATFORM is linux-x86_64, linux-arm64, macos-arm64 or macos-x86_64.
#
#   bash Sources/Packaging/release.sh --output DIR            build this platform, then bundle
#   bash Sources/Packaging/release.sh --output DIR --bundle   only bundle the archives already in
#                                                             DIR (the release workflow gathers one
#                                                             per platform there first)
set -euo pipefail
cd "$(dirname "$0")/../.."

usage() { echo "usage: release.sh --output DIR [--bundle]" >&2; exit 2; }
output='' bundle_only=0
while [ $# -gt 0 ]; do
  case "$1" in
    --output) [ $# -ge 2 ] || usage; output=$2; shift 2 ;;
    --bundle) bundle_only=1; shift ;;
    *) usage ;;
  esac
done
[ -n "$output" ] || usage
mkdir -p "$output"
output=$(cd "$output" && pwd)

# The version is the one --version prints (Sources/settings-l10n/ToolVersion.swift).
version=$(sed -n 's/^ *static let current = "\(.*\)"$/\1/p' Sources/settings-l10n/ToolVersion.swift)
[ -n "$version" ] || { echo "error: no version in Sources/settings-l10n/ToolVersion.swift" >&2; exit 2; }

if [ "$bundle_only" = 0 ]; then
  case "$(uname -s)" in Linux) os=linux ;; Darwin) os=macos ;; *) echo "error: unsupported system $(uname -s)" >&2; exit 2 ;; esac
  case "$(uname -m)" in x86_64 | amd64) arch=x86_64 ;; aarch64 | arm64) arch=arm64 ;; *) echo "error: unsupported machine $(uname -m)" >&2; exit 2 ;; esac
  name="settings-l10n-$version-$os-$arch"
  staging=$(mktemp -d)
  trap 'rm -rf "$staging"' EXIT
  # One way to lay the tool out: the install script's, into a prefix that becomes the archive;
  # ICU linked in (Linux) or beside the binary (macOS), so that it runs on any machine of its
  # system and architecture, whatever ICU that machine has.
  bash Sources/Packaging/install.sh --prefix "$staging/$name" --portable
  tar -C "$staging" -czf "$output/$name.tar.gz.partial" "$name"
  mv -f "$output/$name.tar.gz.partial" "$output/$name.tar.gz"
  echo "==> $output/$name.tar.gz"
fi

# The artifact bundle and the sums, from every archive of this version in the folder.
python3 - "$output" "$version" <<'EOF'
import hashlib, json, os, re, shutil, sys, tarfile, tempfile, zipfile

output, version = sys.argv[1], sys.argv[2]
triples = {
    "linux-x86_64": ["x86_64-unknown-linux-gnu"],
    "linux-arm64": ["aarch64-unknown-linux-gnu"],
    "macos-arm64": ["arm64-apple-macosx"],
    "macos-x86_64": ["x86_64-apple-macosx"],
}
pattern = re.compile(r"settings-l10n-" + re.escape(version) + r"-(\w+-\w+)\.tar\.gz")
archives = sorted(name for name in os.listdir(output) if pattern.fullmatch(name))
if not archives:
    sys.exit(f"error: no settings-l10n-{version}-*.tar.gz in {output}")

work = tempfile.mkdtemp()
try:
    root = os.path.join(work, "settings-l10n.artifactbundle")
    os.makedirs(root)
    variants = []
    for archive in archives:
        platform = pattern.fullmatch(archive).group(1)
        if platform not in triples:
            sys.exit(f"error: {archive}: unknown platform {platform}")
        with tarfile.open(os.path.join(output, archive)) as tar:
            tar.extractall(root, filter="data")  # no links or paths that leave the folder
        top = archive[: -len(".tar.gz")]
        # The binary finds its catalogs in the resource bundle beside its real path, so the variant
        # is the binary in libexec, not the bin/ symlink (which a zip would not keep anyway).
        os.remove(os.path.join(root, top, "bin", "settings-l10n"))
        os.rmdir(os.path.join(root, top, "bin"))
        variants.append({"path": f"{top}/libexec/settings-l10n/settings-l10n", "supportedTriples": triples[platform]})
    info = {
        "schemaVersion": "1.0",
        "artifacts": {"settings-l10n": {"version": version, "type": "executable", "variants": variants}},
    }
    with open(os.path.join(root, "info.json"), "w") as f:
        json.dump(info, f, indent=2)
        f.write("\n")
    partial = os.path.join(output, "settings-l10n.artifactbundle.zip.partial")
    with zipfile.ZipFile(partial, "w", zipfile.ZIP_DEFLATED) as z:
        for folder, dirs, files in os.walk(root):
            dirs.sort()
            for name in sorted(files):
                path = os.path.join(folder, name)
                z.write(path, os.path.relpath(path, work))
    os.replace(partial, os.path.join(output, "settings-l10n.artifactbundle.zip"))
finally:
    shutil.rmtree(work)

lines = []
for name in archives + ["settings-l10n.artifactbundle.zip"]:
    with open(os.path.join(output, name), "rb") as f:
        lines.append(f"{hashlib.sha256(f.read()).hexdigest()}  {name}\n")
with open(os.path.join(output, "SHA256SUMS"), "w") as f:
    f.writelines(lines)
print(f"==> {output}/settings-l10n.artifactbundle.zip ({len(archives)} variants)")
print(f"==> {output}/SHA256SUMS")
EOF
