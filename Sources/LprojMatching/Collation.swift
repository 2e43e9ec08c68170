internal import CLocaleMatcher

/// The order Xcode gives a String Catalog's keys: ICU's root-locale collation with numeric
/// ordering (`Item2` before `item10`, `Connect` before `CONNECT`, `É` beside `E`), ties broken
/// by Unicode scalar values so that the order is total and the same on every run.
public enum Collation {
  /// ICU's sort key of `text`: two texts are in order when their keys are, compared as bytes.
  /// Empty when ICU cannot make one (its data missing), so that the scalar order decides.
  public static func sortKey(_ text: String) -> [UInt8] {
    let bytes = Array(text.utf8)
    guard bytes.count <= Int(Int32.max / 4) else { return [] }
    var capacity = bytes.count * 3 + 32
    for _ in 0..<2 {
      var status = ICUStatus(CLM_ZERO_ERROR)
      var buffer = [UInt8](repeating: 0, count: capacity)
      let length = Int(clm_sort_key(bytes, Int32(bytes.count), &buffer, Int32(capacity), &status))
      if status == CLM_BUFFER_OVERFLOW_ERROR, length > capacity {
        capacity = length
        continue
      }
      guard status.isSuccess, length <= capacity else { return [] }
      return Array(buffer.prefix(length))
    }
    return []
  }

  /// Whether `a` comes before `b`: by sort key, then by scalar values.
  public static func areInOrder(_ a: (key: [UInt8], text: String), _ b: (key: [UInt8], text: String)) -> Bool {
    if a.key != b.key { return a.key.lexicographicallyPrecedes(b.key) }
    return a.text.unicodeScalars.lexicographicallyPrecedes(b.text.unicodeScalars) { $0.value < $1.value }
  }
}
