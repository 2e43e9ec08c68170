import ArgumentParser
import SettingsL10nKit

/// The ranges numeric options accept: a value outside is a usage error (exit 2), never a
/// trap, a huge allocation or a run that takes minutes.
enum NumericBounds {
  /// `render --width`: the narrowest layout up to far wider than any terminal.
  static let width = RenderedPage.minimumTextWidth...1000
  /// `--max-file-size`: one byte up to 2 GiB.
  static let fileSize = 1...(2 << 30)
  /// `check --max-findings`.
  static let findings = 0...1_000_000

  /// Throws a usage error naming the option and the range when `value` is outside it.
  static func check(_ value: Int?, _ range: ClosedRange<Int>, option: String) throws {
    guard let value, !range.contains(value) else { return }
    throw ValidationError("\(option) \(value) is out of range: give \(range.lowerBound) to \(range.upperBound)")
  }
}

/// `--min-coverage`: a fraction from 0 to 1 (the unit of `coverage` in JSON) or a percentage with `%`.
enum CoverageThreshold {
  /// The threshold as a percentage, 0 to 100, or a usage error that says which values are accepted.
  static func percent(_ argument: String) throws -> Double {
    let isPercent = argument.hasSuffix("%")
    if let number = Double(isPercent ? String(argument.dropLast()) : argument), number.isFinite {
      // 0.57 * 100 is 56.99999999999999 in binary floating point: round to a millionth of a percent.
      let percent = ((isPercent ? number : number * 100) * 1e6).rounded() / 1e6
      if (0...100).contains(percent) { return percent }
    }
    throw ValidationError(
      "--min-coverage \(argument) is out of range: give a fraction from 0 to 1 (the unit of coverage in JSON), "
        + "or a percentage from 0% to 100%")
  }
}
