#!/bin/sh
# The byte fence: unsafe pointers, word-at-a-time arithmetic and raw memory calls live in
# ByteCore (the byte core, see its Documentation.docc/ByteCore.md), and for now in TextSyntax and
# StringsFormat whose scanners it serves, and nowhere in the
# business code. Business code reads as plain Swift; a fast path it needs goes into the core
# behind a plain API.
#
# Usage: byte-fence.sh [package-root]   (exit 0 when clean, 1 with one line per violation)
# Exceptions are listed, each with its reason, in byte-fence-allow.txt beside this script:
#   <path relative to the root> <rule> <reason>
set -eu
root=${1:-$(cd "$(dirname "$0")/../.." && pwd)}
allow="$(dirname "$0")/byte-fence-allow.txt"
[ -f "$root/Tests/architecture/byte-fence-allow.txt" ] && allow="$root/Tests/architecture/byte-fence-allow.txt"

# Business code: every source folder but the core, the C shims and the benchmarks, so that a
# new module is inside the fence from its first file.
outside=" ByteCore TextSyntax StringsFormat CICU CLocaleMatcher CXattr BenchSupport bounds-bench check-bench strings-bench "
business=$(cd "$root" && for folder in Sources/*/; do
  name=$(basename "$folder")
  case "$outside" in *" $name "*) ;; *) echo "Sources/$name" ;; esac
done)

# rule name and the extended regular expression it bans
rules='unsafe-pointer	(Unsafe[A-Za-z]*Pointer|withUnsafe|unsafeBitCast|unsafeDowncast|OpaquePointer|Unmanaged|loadUnaligned|storeBytes|bindMemory|assumingMemoryBound)
wrapping-arithmetic	&(\+|-|\*|<<|>>)
raw-memory	\b(memchr|memcmp|memcpy|memmove|memset|strlen)\(
hex-literal	\b0x[0-9A-Fa-f]'

status=0
for folder in $business; do
  [ -d "$root/$folder" ] || continue
  for file in $(cd "$root" && find "$folder" -name '*.swift' | LC_ALL=C sort); do
    printf '%s\n' "$rules" | while IFS='	' read -r rule pattern; do
      awk -v p="$file" -v r="$rule" '$1 == p && $2 == r { found = 1 } END { exit !found }' "$allow" && continue
      # Comments may name what they explain; only code counts.
      sed -e 's|//.*$||' "$root/$file" | grep -nE "$pattern" | while IFS= read -r hit; do
        echo "$file:${hit%%:*}: $rule: ${hit#*:}"
      done
    done
  done
done > "${TMPDIR:-/tmp}/byte-fence.$$"
if [ -s "${TMPDIR:-/tmp}/byte-fence.$$" ]; then
  cat "${TMPDIR:-/tmp}/byte-fence.$$"
  echo "byte-fence: business code must not hold the byte core's tools (see Tests/architecture/byte-fence.sh)" >&2
  status=1
fi
# Allowances for files that no longer exist or no longer need them are stale: they would let the next violation in.
while read -r path rule reason; do
  case "$path" in ''|'#'*) continue ;; esac
  if [ ! -f "$root/$path" ]; then
    echo "$path: allowed for $rule but not there: remove its line from byte-fence-allow.txt"
    status=1
    continue
  fi
  pattern=$(printf '%s\n' "$rules" | awk -F'\t' -v r="$rule" '$1 == r { print $2 }')
  if [ -z "$pattern" ]; then
    echo "$path: unknown rule $rule in byte-fence-allow.txt"
    status=1
  elif ! sed -e 's|//.*$||' "$root/$path" | grep -qE "$pattern"; then
    echo "$path: allowed for $rule but clean: remove its line from byte-fence-allow.txt"
    status=1
  fi
done < "$allow"
rm -f "${TMPDIR:-/tmp}/byte-fence.$$"
exit $status
