#!/usr/bin/env bash
# Lints the Swift sources against the top-level .swift-format (indentation 2, lines of at most
# 120 columns) with the toolchain's `swift format`. It never rewrites a file:
# `swift format -i -r Sources Tests Package.swift` does, deliberately.
#   Tests/architecture/format-lint.sh                    every file the package builds; lists findings
#   Tests/architecture/format-lint.sh --strict           the same, and exits 1 when there is any
#   Tests/architecture/format-lint.sh [--strict] FILE…   just these files (what a commit changes)
set -euo pipefail
cd "$(dirname "$0")/../.."
strict=()
if [ "${1:-}" = "--strict" ]; then strict=(--strict); shift; fi
if ! swift format --version >/dev/null 2>&1; then
  echo "format-lint: the toolchain has no 'swift format' (Swift 6 and later ship it)" >&2
  exit 2
fi
if [ $# -gt 0 ]; then
  exec swift format lint "${strict[@]}" --configuration .swift-format "$@"
fi
exec swift format lint "${strict[@]}" --configuration .swift-format --recursive --parallel Sources Tests/*Tests Tests/TestSupport Tests/Fuzz/Sources Tests/Fuzz/Package.swift Tests/Benchmarks/Sources Tests/Benchmarks/Tests Tests/Benchmarks/Package.swift Package.swift
