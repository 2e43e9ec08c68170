/// The order Xcode gives a String Catalog's keys: ICU's root-locale collation with numeric
/// ordering (`Item2` before `item10`, `Connect` before `CONNECT`, `É` beside `E`), ties broken
/// by Unicode scalar values so that the order is total and the same on every run.
public enum Collation {
  /// ICU's sort key of `text`: two texts are in order when their keys are, compared as bytes.
  /// Empty when ICU cannot make one (its data missing), so that the scalar order decides.
  public static func sortKey(_ text: String) -> [UInt8] {
    ICU.sortKey(Array(text.utf8))
  }

  /// Whether `a` comes before `b`: by sort key, then by scalar values.
  public static func areInOrder(_ a: (key: [UInt8], text: String), _ b: (key: [UInt8], text: String)) -> Bool {
    if a.key != b.key { return a.key.lexicographicallyPrecedes(b.key) }
    return a.text.unicodeScalars.lexicographicallyPrecedes(b.text.unicodeScalars) { $0.value < $1.value }
  }
}
