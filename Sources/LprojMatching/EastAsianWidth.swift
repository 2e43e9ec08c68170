internal import CLocaleMatcher

/// Unicode's East_Asian_Width property, as the linked ICU carries it (the Swift standard library
/// has no such property), for counting the terminal columns text takes.
public enum EastAsianWidth {
  /// True when the scalar is Wide or Fullwidth: a terminal gives it two columns.
  public static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    clm_is_east_asian_wide(Int32(bitPattern: scalar.value)) != 0
  }
}
