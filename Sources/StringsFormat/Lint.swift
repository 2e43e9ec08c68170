extension StringsDocument {
  /// The parse diagnostics plus checks of the table: duplicate keys and empty values.
  public func lint() -> [Diagnostic] {
    var found = diagnostics
    var firstByKey: [ExactKey: StringsEntry] = [:]
    let index = lineIndex()
    for entry in entries where !entry.isIgnoredOnDevice {
      let key = ExactKey(entry.key)
      let here = index.location(of: entry.keyRange.lowerBound)
      if let earlier = firstByKey[key] {
        let there = syntax == .text ? " (first defined on line \(index.location(of: earlier.keyRange.lowerBound).line))" : ""
        found.append(
          Diagnostic(
            id: "duplicate-key", severity: .warning, location: here,
            message: "duplicate key \(entry.key.debugDescription)\(there); the last definition wins"))
      } else {
        firstByKey[key] = entry
      }
      if entry.value == .string(""), !entry.key.isEmpty {
        found.append(
          Diagnostic(
            id: "empty-value", severity: .warning, location: here,
            message: "the value of \(entry.key.debugDescription) is empty: the device shows a blank row"))
      }
    }
    return found.sorted { ($0.location?.offset ?? -1) < ($1.location?.offset ?? -1) }
  }
}
