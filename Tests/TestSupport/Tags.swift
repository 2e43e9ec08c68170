import Testing

extension Tag {
  /// A test that takes seconds, not milliseconds: it runs the built binary many times, walks the
  /// real bundles of ../shared/corpus, races processes or scans every code point. The quick
  /// subset leaves these out: `swift test --skip-build --skip tag:slow`.
  @Tag public static var slow: Self
}
