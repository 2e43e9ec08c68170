import ByteCore
import StringsFormat

extension Resolution {
  /// The resolution for people: one line per step, then the chain and the table's folder.
  public func text() -> String {
    var lines: [String] = []
    for (number, step) in steps.enumerated() {
      let head = "\(number + 1). \(step.preference) (\(step.maximized)): "
      if let match = step.match {
        let among = step.candidates.joined(separator: ", ")
        lines.append(head + "picks \(match) among \(among) (the nearest on Apple's parent chains)")
      } else if let aside = step.setAside {
        lines.append(head + "\(aside) is set aside: it serves \(step.preference) only when no preference matches")
      } else {
        let subtags = Subtags(step.maximized)
        let script = subtags.script.map { " and script \($0)" } ?? ""
        lines.append(head + "no folder has language \(subtags.language)\(script)")
      }
    }
    if let matchedPreference, let lproj {
      lines.append("lproj: \(lproj) (for \(matchedPreference))")
    } else if let developmentLproj {
      lines.append(
        "lproj: \(developmentLproj) (no preference matched: the development language "
          + "\(developmentLanguage))")
    } else if let lproj {
      lines.append(
        "lproj: \(lproj) (no preference matched, and the development language "
          + "\(developmentLanguage) has no folder)")
    } else {
      lines.append("lproj: none (the bundle has no folder to read)")
    }
    lines.append("chain: " + (chain.isEmpty ? "(empty)" : chain.joined(separator: " → ")))
    if let table {
      if let tableLproj {
        lines.append("table \(table): \(tableLproj).lproj/\(table).strings")
      } else {
        lines.append("table \(table): in no folder of the chain (keys show raw)")
      }
    }
    lines += findings.map(\.description)
    // Folder and table names come from the disk: escaped, so no line can be forged.
    return lines.map { PrintableText.escapingControls($0) }.joined(separator: "\n") + "\n"
  }
}
