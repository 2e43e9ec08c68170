internal import CLocaleMatcher

/// The calls into the CLocaleMatcher shim, as throwing Swift functions over BCP 47 strings.
enum ICU {
  /// The canonical BCP 47 form of a well-formed tag (`iw` → `he`).
  static func canonicalize(_ tag: String) throws(ICUError) -> String {
    try withStringResult { buffer, capacity, status in
      clm_canonicalize(tag, buffer, capacity, &status)
    }
  }

  /// The canonical tag with likely subtags added (`zh-TW` → `zh-Hant-TW`).
  static func maximize(_ tag: String) throws(ICUError) -> String {
    try withStringResult { buffer, capacity, status in
      clm_maximize(tag, buffer, capacity, &status)
    }
  }

  /// The first language, script or region subtag ICU has no English name for, if any.
  static func unknownSubtag(_ tag: String) throws(ICUError) -> String? {
    let subtag = try withStringResult { buffer, capacity, status in
      clm_unknown_subtag(tag, buffer, capacity, &status)
    }
    return subtag.isEmpty ? nil : subtag
  }

  /// What `canonicalize`, `maximize` and `unknownSubtag` give, from one parse of the tag (each
  /// of those parses and canonicalizes it again).
  static func describe(_ tag: String) throws(ICUError) -> (canonical: String, maximized: String, unknownSubtag: String?)
  {
    let text = try withStringResult { buffer, capacity, status in
      clm_describe(tag, buffer, capacity, &status)
    }
    let parts = text.split(separator: " ", omittingEmptySubsequences: false)
    guard parts.count == 3 else { throw ICUError(code: CLM_ILLEGAL_ARGUMENT_ERROR) }
    return (String(parts[0]), String(parts[1]), parts[2].isEmpty ? nil : String(parts[2]))
  }

  /// The English display name (`German (Austria)`).
  static func displayName(_ tag: String) throws(ICUError) -> String {
    try withStringResult { buffer, capacity, status in
      clm_display_name(tag, buffer, capacity, &status)
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
    let index = storage.withUnsafeBufferPointer { characters in
      let pointers = offsets.map { offset in characters.baseAddress.map { $0 + offset } }
      return pointers.withUnsafeBufferPointer { list in
        clm_best_match(desired, list.baseAddress, Int32(list.count), &status)
      }
    }
    try status.checkSuccess()
    return index >= 0 && Int(index) < supported.count ? Int(index) : nil
  }

  /// The version of the system ICU linked in (`72.1`).
  static var version: String { String(cString: clm_icu_version()) }
}

extension ICU {
  /// CLDR's parent of an ICU locale ID (`es_AR` → `es_419`), else the ID less its last subtag
  /// (`es_419` → `es`); nil at the top (`root` or nothing left).
  static func cldrParent(_ localeID: String) -> String? {
    let parent = try? withStringResult { buffer, capacity, status in
      clm_cldr_parent(localeID, buffer, capacity, &status)
    }
    guard let parent, !parent.isEmpty, parent != "root" else { return nil }
    return parent
  }
}
