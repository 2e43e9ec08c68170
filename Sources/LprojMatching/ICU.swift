internal import CLocaleMatcher

// The one file of LprojMatching that calls the CLocaleMatcher shim. Its C functions take a C
// string and fill a caller's buffer, so each call is marked `unsafe` here (the compiler's strict
// memory safety admits it nowhere else outside ByteCore): every buffer is a Swift array whose
// count is passed as its capacity, and every pointer lives only for the call that uses it.

/// The calls into the CLocaleMatcher shim, as throwing Swift functions over BCP 47 strings.
enum ICU {
  /// The canonical BCP 47 form of a well-formed tag (`iw` → `he`).
  static func canonicalize(_ tag: String) throws(ICUError) -> String {
    try unsafe withStringResult { buffer, capacity, status in
      unsafe clm_canonicalize(tag, buffer, capacity, &status)
    }
  }

  /// The canonical tag with likely subtags added (`zh-TW` → `zh-Hant-TW`).
  static func maximize(_ tag: String) throws(ICUError) -> String {
    try unsafe withStringResult { buffer, capacity, status in
      unsafe clm_maximize(tag, buffer, capacity, &status)
    }
  }

  /// The first language, script or region subtag ICU has no English name for, if any.
  static func unknownSubtag(_ tag: String) throws(ICUError) -> String? {
    let subtag = try unsafe withStringResult { buffer, capacity, status in
      unsafe clm_unknown_subtag(tag, buffer, capacity, &status)
    }
    return subtag.isEmpty ? nil : subtag
  }

  /// What `canonicalize`, `maximize` and `unknownSubtag` give, from one parse of the tag (each
  /// of those parses and canonicalizes it again).
  static func describe(_ tag: String) throws(ICUError) -> (canonical: String, maximized: String, unknownSubtag: String?)
  {
    let text = try unsafe withStringResult { buffer, capacity, status in
      unsafe clm_describe(tag, buffer, capacity, &status)
    }
    let parts = text.split(separator: " ", omittingEmptySubsequences: false)
    guard parts.count == 3 else { throw ICUError(code: CLM_ILLEGAL_ARGUMENT_ERROR) }
    return (String(parts[0]), String(parts[1]), parts[2].isEmpty ? nil : String(parts[2]))
  }

  /// The English display name (`German (Austria)`).
  static func displayName(_ tag: String) throws(ICUError) -> String {
    try unsafe withStringResult { buffer, capacity, status in
      unsafe clm_display_name(tag, buffer, capacity, &status)
    }
  }

  /// The index of the tag in `supported` that ICU's LocaleMatcher picks for `desired`.
  static func bestMatch(desired: String, supported: [String]) throws(ICUError) -> Int? {
    var status = ICUStatus(CLM_ZERO_ERROR)
    var storage: [CChar] = []
    var offsets: [Int] = []
    for tag in supported {
      offsets.append(storage.count)
      storage.append(contentsOf: tag.utf8CString)
    }
    let index = unsafe storage.withUnsafeBufferPointer { characters in
      let pointers = unsafe offsets.map { offset in unsafe characters.baseAddress.map { unsafe $0 + offset } }
      return unsafe pointers.withUnsafeBufferPointer { list in
        unsafe clm_best_match(desired, list.baseAddress, Int32(list.count), &status)
      }
    }
    try status.checkSuccess()
    return index >= 0 && Int(index) < supported.count ? Int(index) : nil
  }

  /// The version of the system ICU linked in (`72.1`).
  static var version: String { unsafe String(cString: clm_icu_version()) }

  /// ICU's name for a status code (`U_ILLEGAL_ARGUMENT_ERROR`).
  static func errorName(_ code: Int32) -> String { unsafe String(cString: clm_error_name(code)) }

  /// ICU's root collation sort key of the UTF-8 `text` (numeric ordering on), empty when ICU
  /// cannot make one: `Collation.sortKey`.
  static func sortKey(_ bytes: [UInt8]) -> [UInt8] {
    guard bytes.count <= Int(Int32.max / 4) else { return [] }
    var capacity = bytes.count * 3 + 32
    for _ in 0..<2 {
      var status = ICUStatus(CLM_ZERO_ERROR)
      var buffer = [UInt8](repeating: 0, count: capacity)
      let length = Int(unsafe clm_sort_key(bytes, Int32(bytes.count), &buffer, Int32(capacity), &status))
      if status == CLM_BUFFER_OVERFLOW_ERROR, length > capacity {
        capacity = length
        continue
      }
      guard status.isSuccess, length <= capacity else { return [] }
      return Array(buffer.prefix(length))
    }
    return []
  }
}

extension ICU {
  /// CLDR's parent of an ICU locale ID (`es_AR` → `es_419`), else the ID less its last subtag
  /// (`es_419` → `es`); nil at the top (`root` or nothing left).
  static func cldrParent(_ localeID: String) -> String? {
    let parent = try? unsafe withStringResult { buffer, capacity, status in
      unsafe clm_cldr_parent(localeID, buffer, capacity, &status)
    }
    guard let parent, !parent.isEmpty, parent != "root" else { return nil }
    return parent
  }
}

/// Calls a CLocaleMatcher string function with a buffer, and once more with a buffer of the
/// reported length when the first was too small (ICU's preflighting convention).
func withStringResult(
  initialCapacity: Int = 64,
  _ body: (UnsafeMutablePointer<CChar>, Int32, inout ICUStatus) -> Int32
) throws(ICUError) -> String {
  var capacity = initialCapacity
  for _ in 0..<2 {
    var status = ICUStatus(CLM_ZERO_ERROR)
    var buffer = [CChar](repeating: 0, count: capacity)
    let length = unsafe buffer.withUnsafeMutableBufferPointer { pointer -> Int in
      guard let base = pointer.baseAddress else { return 0 }
      return Int(unsafe body(base, Int32(pointer.count), &status))
    }
    if status == CLM_BUFFER_OVERFLOW_ERROR || status == CLM_STRING_NOT_TERMINATED_WARNING {
      capacity = length + 1
      continue
    }
    try status.checkSuccess()
    let bytes = buffer.prefix(length).map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }
  throw ICUError(code: CLM_BUFFER_OVERFLOW_ERROR)
}
