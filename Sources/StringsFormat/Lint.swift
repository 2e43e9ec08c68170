extension StringsDocument {
  /// The parse diagnostics plus checks of the table: duplicate keys and empty values.
  ///
  /// Works from the table's key index and the entries' byte ranges: no key or value is decoded,
  /// and no line is located, except for the entries that get a diagnostic.
  public func lint() -> [Diagnostic] {
    var found = diagnostics
    let index = makeTable().index
    var firstEntryOfKey = [Int](repeating: -1, count: index.count)
    var lines: LineIndex?
    func location(ofEntry i: Int) -> SourceLocation {
      let built = lines ?? lineIndex()
      lines = built
      return built.location(of: syntax == .text ? raw[i].key.range.lowerBound : 0)
    }
    // Entries past the device's stop point have no key position (-1) and are not checked.
    for (i, k) in index.keyOfEntry.enumerated() where k >= 0 {
      let key = Int(k)
      if firstEntryOfKey[key] >= 0 {
        let there = syntax == .text ? " (first defined on line \(location(ofEntry: firstEntryOfKey[key]).line))" : ""
        found.append(
          Diagnostic(
            id: "duplicate-key", severity: .warning, location: location(ofEntry: i),
            message: "duplicate key \(entries[i].key.debugDescription)\(there); the last definition wins"))
      } else {
        firstEntryOfKey[key] = i
      }
      if hasEmptyValue(at: i) {
        found.append(
          Diagnostic(
            id: "empty-value", severity: .warning, location: location(ofEntry: i),
            message: "the value of \(entries[i].key.debugDescription) is empty: the device shows a blank row"))
      }
    }
    return found.sorted { ($0.location?.offset ?? -1) < ($1.location?.offset ?? -1) }
  }

  /// True when the entry's value is the empty string and its key is not (read from the tokens).
  private func hasEmptyValue(at i: Int) -> Bool {
    guard syntax == .text else {
      return plistPairs[i].value == .string("") && !plistPairs[i].key.isEmpty
    }
    // A quoted token of two bytes is `""`; any other token decodes to at least one scalar.
    guard let value = raw[i].value, value.kind != .collection, value.range.count == 2 else { return false }
    return raw[i].key.kind == .unquoted || raw[i].key.range.count > 2
  }
}
