import Foundation
import Testing

extension Tag {
  /// A test that takes seconds, not milliseconds: it runs the built binary many times, walks the
  /// real bundles of ../shared/corpus, races processes or scans every code point. The quick
  /// subset leaves these out: `swift test --skip-build --skip tag:slow`.
  @Tag public static var slow: Self
}

/// The suites tagged `.slow` run when SETTINGS_L10N_SLOW_TESTS is set (CI sets it: `.ci/run`), so
/// that a contributor's `swift test` on a fresh clone stays within DESIGN.md's time; each says so
/// when it is skipped.
public enum SlowTests {
  /// Whether the slow suites were asked for.
  public static let requested = !(ProcessInfo.processInfo.environment["SETTINGS_L10N_SLOW_TESTS"] ?? "").isEmpty

  /// The condition a slow suite or test carries beside its tag.
  public static let onlyWhenAsked = ConditionTrait.enabled(
    if: requested, "slow: runs when SETTINGS_L10N_SLOW_TESTS=1 (CI sets it)")
}
