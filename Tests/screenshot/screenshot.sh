#!/usr/bin/env bash
# Renders one fixture page to HTML with the built tool, screenshots it with headless Chromium
# (Debian's `chromium`) and checks the PNG is a real, non-blank image.
# Usage: Tests/screenshot/screenshot.sh BINARY OUTPUT_DIR
set -euo pipefail
binary=$1
out=$2
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
mkdir -p "$out"
"$binary" render "$root/Fixtures/render/Settings.bundle" --language en --format html > "$out/render-root-en.html"
rm -f "$out/render-root-en.png"
# --no-sandbox: CI runs as root, where Chromium's sandbox refuses to start.
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
  --window-size=430,1000 --screenshot="$out/render-root-en.png" "file://$out/render-root-en.html" \
  > "$out/chromium.log" 2>&1 || { cat "$out/chromium.log" >&2; exit 1; }
python3 "$here/check_png.py" "$out/render-root-en.png"
