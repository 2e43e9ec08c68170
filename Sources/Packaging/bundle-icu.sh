#!/usr/bin/env bash
# macOS: copies the ICU libraries a binary links (Homebrew's icu4c, keg-only, whose library
# names change every release) into a folder beside it, and makes the binary and each library
# find them there through a relative run path (@executable_path/lib), so that the binary runs on
# any Mac of its architecture, with or without Homebrew. Every file changed is signed again
# (ad hoc), as Apple silicon runs no binary whose signature a change broke.
#
#   bash Sources/Packaging/bundle-icu.sh BINARY LIBDIR
#
# Not run by this project's CI (it has no Mac): the release workflow's macOS jobs run it.
set -euo pipefail
binary=${1:?usage: bundle-icu.sh BINARY LIBDIR}
libdir=${2:?usage: bundle-icu.sh BINARY LIBDIR}

# The ICU libraries a Mach-O file links, other than the system's.
icu_links() { otool -L "$1" | awk 'NR > 1 && $1 ~ /libicu[a-z0-9]*\.[0-9.]*dylib$/ && $1 !~ /^\/usr\/lib\// { print $1 }'; }
# Homebrew's ICU folder, where a library linked by a relative name (@loader_path, @rpath) is.
icu_libdir=$(pkg-config --variable=libdir icu-uc 2>/dev/null || true)

mkdir -p "$libdir"
rm -f "$libdir"/libicu*.dylib
queue=("$binary")
seen=" "
while [ ${#queue[@]} -gt 0 ]; do
  file=${queue[0]}
  queue=("${queue[@]:1}")
  for link in $(icu_links "$file"); do
    name=$(basename "$link")
    case "$link" in @rpath/*) ;; *) install_name_tool -change "$link" "@rpath/$name" "$file" ;; esac
    case "$seen" in *" $name "*) continue ;; esac
    seen="$seen$name "
    source=$link
    case "$link" in @*) source="$icu_libdir/$name" ;; esac
    cp -L "$source" "$libdir/$name"
    chmod 644 "$libdir/$name"
    install_name_tool -id "@rpath/$name" "$libdir/$name"
    install_name_tool -add_rpath "@loader_path" "$libdir/$name" 2>/dev/null || true
    queue+=("$libdir/$name")
  done
done
install_name_tool -add_rpath "@executable_path/lib" "$binary" 2>/dev/null || true
for file in "$libdir"/libicu*.dylib "$binary"; do
  [ -e "$file" ] && codesign --force --sign - "$file"
done
outside=$(icu_links "$binary" | grep -v '^@rpath/' || true)
if [ -n "$outside" ]; then
  echo "error: $binary still links ICU outside its folder: $outside" >&2
  exit 2
fi
echo "==> ICU beside the binary: $(cd "$libdir" && ls libicu*.dylib 2>/dev/null | tr '\n' ' ')"
