#!/usr/bin/env bash
# Builds settings-l10n in release mode and installs it under a prefix:
#   PREFIX/libexec/settings-l10n/   the binary and its resource bundle (the tool's catalogs)
#   PREFIX/bin/settings-l10n        a relative symlink to it
#   PREFIX/share/…                  bash, zsh and fish completions and the man page
#   PREFIX/share/doc/settings-l10n/ LICENSE and NOTICE
# On Linux the Swift runtime and Foundation are linked statically, so the installed binary runs
# where no Swift toolchain is installed. ICU (and its data) is linked in when its static libraries
# are installed (Debian's libicu-dev has them): the binary then needs only glibc and libstdc++.
# On macOS, Homebrew's ICU is copied beside the binary (libexec/settings-l10n/lib, found by a
# relative run path), since icu4c is keg-only and changes its library names every release.
# --portable (release.sh) fails unless the binary needs no ICU of the machine it runs on.
#
# It lists every file it installed, with its SHA-256, in PREFIX/libexec/settings-l10n/install-manifest;
# --uninstall removes only the files of that list whose content is still what was installed.
#
#   bash Sources/Packaging/install.sh [--prefix DIR] [--no-man] [--no-completions] [--no-strip] [--portable]
#   bash Sources/Packaging/install.sh --prefix DIR --uninstall
set -euo pipefail

usage() {
  cat <<'USAGE'
usage: install.sh [--prefix DIR] [--no-man] [--no-completions] [--no-strip] [--portable] [--uninstall]
  --prefix DIR       install under DIR, an absolute path (default: /usr/local)
  --uninstall        remove what an install under DIR put there (its manifest lists it), and nothing else
  --from DIR         install the settings-l10n built in DIR (and its resource bundles) instead of building
  --no-man           skip the man page (it needs a debug build of argument-parser's generate-manual)
  --no-completions   skip the bash, zsh and fish completion scripts
  --no-strip         keep the binary's symbols (about 20 MB more)
  --portable         fail unless ICU is linked in (Linux) or installed beside the binary (macOS)
USAGE
}

prefix=/usr/local man=1 completions=1 strip=1 uninstall=0 portable=0 from=
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) [ $# -ge 2 ] || { usage >&2; exit 2; }; prefix=$2; shift 2 ;;
    --prefix=*) prefix=${1#--prefix=}; shift ;;
    --no-man) man=0; shift ;;
    --no-completions) completions=0; shift ;;
    --no-strip) strip=0; shift ;;
    --portable) portable=1; shift ;;
    --uninstall) uninstall=1; shift ;;
    --from) [ $# -ge 2 ] || { usage >&2; exit 2; }; from=$2; shift 2 ;;
    --from=*) from=${1#--from=}; shift ;;
    -h|--help) usage; exit 0 ;;
    *) echo "error: unknown argument '$1'" >&2; usage >&2; exit 2 ;;
  esac
done

# An empty prefix would install into /, a relative one into wherever the script is run (and
# --uninstall would remove from there): both are refused, as are / itself and control characters.
case "$prefix" in
  "") echo "error: --prefix is empty (it would install into /); give an absolute folder such as /usr/local" >&2; exit 2 ;;
  /*) ;;
  *) echo "error: --prefix '$prefix' is not an absolute path; give one such as /usr/local or \$HOME/.local" >&2; exit 2 ;;
esac
case "$prefix" in
  *[[:cntrl:]]*) echo "error: --prefix holds a control character" >&2; exit 2 ;;
esac
while [ "${#prefix}" -gt 1 ] && [ "${prefix%/}" != "$prefix" ]; do prefix=${prefix%/}; done
[ "$prefix" != / ] || { echo "error: --prefix / is refused; give a folder such as /usr/local" >&2; exit 2; }

manifest_name=libexec/settings-l10n/install-manifest
sha256() {
  if command -v sha256sum >/dev/null 2>&1; then sha256sum "$1" | cut -d' ' -f1; else shasum -a 256 "$1" | cut -d' ' -f1; fi
}

if [ "$uninstall" = 1 ]; then
  manifest="$prefix/$manifest_name"
  if [ ! -f "$manifest" ] || [ -L "$manifest" ]; then
    echo "error: no install manifest at $manifest: nothing removed (only an install by this script can be undone by it)" >&2
    exit 2
  fi
  while IFS= read -r line; do
    recorded=${line%%  *} path=${line#*  }
    # Only the names an install makes: a manifest edited to name other files removes nothing else.
    case "$path" in
      */../*|../*|*/..|*/./*|./*) echo "warning: skipping '$path' in the manifest: not a plain path" >&2; continue ;;
      bin/settings-l10n|libexec/settings-l10n/*|share/bash-completion/completions/settings-l10n) ;;
      share/zsh/site-functions/_settings-l10n|share/fish/vendor_completions.d/settings-l10n.fish) ;;
      share/man/man1/settings-l10n.1|share/doc/settings-l10n/*) ;;
      *) echo "warning: skipping '$path' in the manifest: not a file install.sh installs" >&2; continue ;;
    esac
    target="$prefix/$path"
    if [ "${recorded#link:}" != "$recorded" ]; then
      if [ -L "$target" ] && [ "$(readlink "$target")" = "${recorded#link:}" ]; then
        echo "removing $target"
        rm -f "$target"
      elif [ -e "$target" ] || [ -L "$target" ]; then
        echo "keeping $target: it is not the link the install made" >&2
      fi
    elif [ -f "$target" ] && [ ! -L "$target" ] && [ "$(sha256 "$target")" = "$recorded" ]; then
      echo "removing $target"
      rm -f "$target"
    elif [ -e "$target" ] || [ -L "$target" ]; then
      echo "keeping $target: its content is not what the install wrote" >&2
    fi
  done <"$manifest"
  rm -f "$manifest"
  # The folders the install made, when nothing is left in them (a link is not descended into).
  for folder in libexec/settings-l10n share/doc/settings-l10n; do
    if [ -d "$prefix/$folder" ] && [ ! -L "$prefix/$folder" ]; then
      find "$prefix/$folder" -depth -type d -empty -delete
    fi
  done
  exit 0
fi

cd "$(dirname "$0")/../.."
command -v swift >/dev/null 2>&1 || { echo "error: swift is not on PATH (Swift 6.2 or later is needed to build)" >&2; exit 2; }
if ! pkg-config --exists icu-uc 2>/dev/null; then
  echo "error: ICU's development files are missing (pkg-config icu-uc):" >&2
  echo "  Debian/Ubuntu: \$(command -v sudo) apt-get install -y libicu-dev pkg-config" >&2
  echo "  macOS: brew install icu4c pkg-config; export PKG_CONFIG_PATH=\"\$(brew --prefix icu4c)/lib/pkgconfig\"" >&2
  exit 2
fi

if [ -n "$from" ]; then
  bin_path=$(cd "$from" && pwd)
  [ -x "$bin_path/settings-l10n" ] || { echo "error: no settings-l10n built in $from" >&2; exit 2; }
else
  build=(swift build -c release --product settings-l10n)
  # Apple's platforms ship the Swift runtime with the system; elsewhere it is linked in, and so is
  # ICU: a folder holding only ICU's static libraries, named by an icu-uc.pc of our own (SwiftPM
  # reads the package's ICU through pkg-config), comes first among the folders the linker
  # searches, so it takes libicu*.a where it would take the shared libraries. (A -Xlinker -L comes
  # after the compiler driver's own -L of the system's folder, so it would not.)
  icu_static=''
  if [ "$(uname -s)" != Darwin ]; then
    build+=(--static-swift-stdlib)
    icu_libdir=$(pkg-config --variable=libdir icu-uc)
    if [ -f "$icu_libdir/libicuuc.a" ] && [ -f "$icu_libdir/libicui18n.a" ] && [ -f "$icu_libdir/libicudata.a" ]; then
      # A fixed path, so that SwiftPM's link command, and so its build, stays the same between runs.
      # Static libraries in the order they need each other (i18n needs uc, uc needs data).
      icu_static="$PWD/.build/static-icu"
      mkdir -p "$icu_static"
      for lib in icui18n icuuc icudata; do ln -sfn "$icu_libdir/lib$lib.a" "$icu_static/lib$lib.a"; done
      printf 'Name: icu-uc\nDescription: ICU linked in\nVersion: %s\nCflags: %s\nLibs: -L%s -licui18n -licuuc -licudata\n' \
        "$(pkg-config --modversion icu-uc)" "$(pkg-config --cflags icu-uc)" "$icu_static" >"$icu_static/icu-uc.pc"
      export PKG_CONFIG_PATH="$icu_static${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
    elif [ "$portable" = 1 ]; then
      echo "error: --portable needs ICU's static libraries (libicuuc.a, libicui18n.a, libicudata.a) in $icu_libdir" >&2
      echo "  Debian/Ubuntu: \$(command -v sudo) apt-get install -y libicu-dev" >&2
      exit 2
    else
      echo "note: no static ICU in $icu_libdir: the binary will need the system's ICU" >&2
    fi
  fi
  echo "==> ${build[*]}"
  "${build[@]}"
  bin_path=$("${build[@]}" --show-bin-path)
fi

libexec="$prefix/libexec/settings-l10n"
echo "==> installing into $prefix"
mkdir -p "$prefix/bin" "$libexec"
# The binary reads its catalogs from the resource bundle beside its real path (SwiftPM's
# Bundle.module), so both go to libexec and bin/ gets only a symlink.
rm -rf "$libexec"/SettingsL10n_*.resources "$libexec"/SettingsL10n_*.bundle
for resources in "$bin_path"/SettingsL10n_*.resources "$bin_path"/SettingsL10n_*.bundle; do
  [ -e "$resources" ] && cp -R "$resources" "$libexec/"
done
install -m 755 "$bin_path/settings-l10n" "$libexec/settings-l10n.new"
if [ "$strip" = 1 ] && command -v strip >/dev/null 2>&1; then strip "$libexec/settings-l10n.new"; fi
if [ "$(uname -s)" = Darwin ]; then
  bash Sources/Packaging/bundle-icu.sh "$libexec/settings-l10n.new" "$libexec/lib"
elif [ "$portable" = 1 ] && readelf -d "$libexec/settings-l10n.new" | grep -q 'NEEDED.*libicu'; then
  echo "error: --portable: the binary still needs the system's ICU:" >&2
  readelf -d "$libexec/settings-l10n.new" | grep 'NEEDED' >&2
  exit 2
fi
mv -f "$libexec/settings-l10n.new" "$libexec/settings-l10n"
ln -sfn ../libexec/settings-l10n/settings-l10n "$prefix/bin/settings-l10n"
tool="$libexec/settings-l10n"
# The license travels with the binary (Apache 2.0 asks for LICENSE and NOTICE in every copy).
mkdir -p "$prefix/share/doc/settings-l10n"
install -m 644 LICENSE NOTICE "$prefix/share/doc/settings-l10n/"

if [ "$completions" = 1 ]; then
  mkdir -p "$prefix/share/bash-completion/completions" "$prefix/share/zsh/site-functions" \
    "$prefix/share/fish/vendor_completions.d"
  "$tool" --generate-completion-script bash >"$prefix/share/bash-completion/completions/settings-l10n"
  "$tool" --generate-completion-script zsh >"$prefix/share/zsh/site-functions/_settings-l10n"
  "$tool" --generate-completion-script fish >"$prefix/share/fish/vendor_completions.d/settings-l10n.fish"
fi

if [ "$man" = 1 ]; then
  # argument-parser's generate-manual (the tool behind its GenerateManual plugin), run on the
  # installed binary: the plugin itself would rebuild every product to find the executable.
  swift build --product generate-manual >/dev/null
  manual=$(mktemp -d)
  trap 'rm -rf "$manual"' EXIT
  "$(swift build --show-bin-path)/generate-manual" "$tool" --output-directory "$manual" \
    ${SOURCE_DATE_EPOCH:+--date "$(date -u -d "@$SOURCE_DATE_EPOCH" +%Y-%m-%d 2>/dev/null || date -u -r "$SOURCE_DATE_EPOCH" +%Y-%m-%d)"}
  # generate-manual writes no EXAMPLES: the tool's own (those its --help pages end with) go
  # before SEE ALSO or AUTHORS, where mdoc(7) places them.
  "$tool" --man-examples >"$manual/examples.mdoc"
  awk -v examples="$manual/examples.mdoc" '
    !done && /^\.Sh (SEE ALSO|AUTHORS)/ { while ((getline line < examples) > 0) print line; done = 1 }
    { print }
    END { if (!done) while ((getline line < examples) > 0) print line }
  ' "$manual/settings-l10n.1" >"$manual/settings-l10n.1.new"
  mkdir -p "$prefix/share/man/man1"
  install -m 644 "$manual/settings-l10n.1.new" "$prefix/share/man/man1/settings-l10n.1"
fi

# The manifest: each installed file with its SHA-256, the link with its target, relative to the
# prefix (so a copied prefix can still be uninstalled).
{
  echo "link:$(readlink "$prefix/bin/settings-l10n")  bin/settings-l10n"
  for path in share/bash-completion/completions/settings-l10n share/zsh/site-functions/_settings-l10n \
    share/fish/vendor_completions.d/settings-l10n.fish share/man/man1/settings-l10n.1; do
    if [ "$path" = share/man/man1/settings-l10n.1 ] && [ "$man" = 0 ]; then continue; fi
    if [ "$path" != share/man/man1/settings-l10n.1 ] && [ "$completions" = 0 ]; then continue; fi
    if [ -f "$prefix/$path" ]; then echo "$(sha256 "$prefix/$path")  $path"; fi
  done
  (cd "$prefix" && find libexec/settings-l10n share/doc/settings-l10n -type f ! -path "$manifest_name" | sort) |
    while IFS= read -r path; do echo "$(sha256 "$prefix/$path")  $path"; done
} >"$prefix/$manifest_name.new"
mv -f "$prefix/$manifest_name.new" "$prefix/$manifest_name"

echo "==> installed $prefix/bin/settings-l10n ($("$tool" --version))"
