#!/usr/bin/env bash
# What searching an app's code adds to `check`: one bundle checked twice, alone (no Xcode project
# around it, so nothing is searched) and inside a generated app repository of N Swift and
# Objective-C files (default 20,000, about 3 KB each, with literals and table reads). Prints the
# median wall time of each over RUNS runs (default 5), the difference, the ratio of the two
# (the bundle alone, measured in the same run, is the baseline) and DESIGN's target (the search
# adds at most 1 s for 20,000 files).
#
#   Tests/code-search-bench/run.sh [BINARY] [FILES] [RUNS]
#
# BINARY defaults to .build/release/settings-l10n. The bundle is Fixtures/code-references/App's.
set -euo pipefail
here="$(cd "$(dirname "$0")/../.." && pwd)"
binary="$(realpath "${1:-$here/.build/release/settings-l10n}")"
[ -x "$binary" ] || { echo "no settings-l10n binary at $binary" >&2; exit 2; }
files="${2:-20000}"
runs="${3:-5}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/alone" "$work/app/App.xcodeproj" "$work/app/Sources"
cp -R "$here/Fixtures/code-references/App/Settings.bundle" "$work/alone/"
cp -R "$here/Fixtures/code-references/App/Settings.bundle" "$work/app/"
python3 - "$work/app/Sources" "$files" <<'PY'
import os, sys
root, count = sys.argv[1], int(sys.argv[2])
body = "".join(
    f'    static let label{i} = "Label {i}: \\(count) items"\n'
    f'    static let title{i} = bundle.localizedString(forKey: "KEY_{i}", value: "", table: "Root")\n'
    f'    // A comment with "quotes" and a URL https://example.org/{i}\n'
    for i in range(24))
for n in range(count):
    folder = os.path.join(root, f"Module{n // 200}")
    os.makedirs(folder, exist_ok=True)
    if n % 4 == 3:
        with open(os.path.join(folder, f"File{n}.m"), "w") as f:
            f.write('#import <Foundation/Foundation.h>\n' + "".join(
                f'NSString *s{i} = NSLocalizedStringFromTable(@"KEY_{i}", @"Root", @"c {i}");\n' for i in range(48)))
    else:
        with open(os.path.join(folder, f"File{n}.swift"), "w") as f:
            f.write(f"import Foundation\n\nenum File{n} {{\n    static let bundle = Bundle.main\n    static let count = {n}\n{body}}}\n")
PY

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
time_check() {
  local folder="$1"
  for _ in $(seq "$runs"); do
    local start end
    start=$(date +%s%N)
    (cd "$folder" && "$binary" check Settings.bundle --format json >/dev/null) || [ $? -eq 1 ]
    end=$(date +%s%N)
    echo $(((end - start) / 1000000))
  done | median
}
alone=$(time_check "$work/alone")
app=$(time_check "$work/app")
read_line=$(cd "$work/app" && "$binary" check Settings.bundle 2>/dev/null | grep -o 'nor by the app.s code in [0-9,]* source files' | head -1 || true)
echo "check, bundle alone:                 ${alone} ms (median of $runs)"
echo "check, inside $files source files:  ${app} ms (median of $runs): ${read_line:-no stale key to show the count}"
echo "added by the code search:            $((app - alone)) ms (target for 20,000 files: 1000 ms)"
echo "ratio to the bundle alone:           $(awk -v a="$app" -v b="$alone" 'BEGIN { printf "%.1f", a / (b > 0 ? b : 1) }')x"
