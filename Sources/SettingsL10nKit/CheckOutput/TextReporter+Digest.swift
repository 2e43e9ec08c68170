import ByteCore

/// The text report of a bundle with many findings leads with what to do: the findings of each
/// id with its first few, the configuration that would accept the largest class, the
/// InAppSettingsKit hint; `--all-findings` lists every finding instead.
extension TextReporter {
  /// How many findings of each id a digest shows.
  static let examplesPerID = 3

  /// Appends the digest of `findings`: each id (errors first, then the most frequent) with its
  /// first findings, then the `ignore:` rule for the largest class that is not an error.
  func writeDigest(_ findings: [Finding], base: String?, to out: inout OutputBytes) {
    var ids = FindingIDs()
    var indices: [[Int]] = []
    for index in findings.indices {
      let position = ids.position(of: findings[index].id)
      if position == indices.count { indices.append([]) }
      indices[position].append(index)
    }
    let order = indices.indices.sorted { a, b in
      let (x, y) = (findings[indices[a][0]].severity, findings[indices[b][0]].severity)
      if x != y { return x.rank < y.rank }
      if indices[a].count != indices[b].count { return indices[a].count > indices[b].count }
      return ids.entries[a].id.rawValue < ids.entries[b].id.rawValue
    }
    var shown = 0
    // A digest shows a few findings of each id: each is passed as it is.
    for position in order {
      let members = indices[position]
      out.raw("\n")
      start(.bold, &out)
      out.plain(
        "\(ids.entries[position].id.rawValue): \(AuditMessage.count(members.count, findings[members[0]].severity.rawValue))"
      )
      end(&out)
      out.raw("\n")
      for index in members.prefix(Self.examplesPerID) {
        out.raw("  ")
        line(findings[index], base: base, to: &out)
        out.raw("\n")
        shown += 1
      }
      if members.count > Self.examplesPerID { out.plain("  and \(members.count - Self.examplesPerID) more\n") }
    }
    let candidates = order.filter { findings[indices[$0][0]].severity != .error }
    if let largest = candidates.max(by: { indices[$0].count < indices[$1].count }) {
      out.plain("\n" + ignoreSnippet(indices[largest].map { findings[$0] }))
    }
    out.plain("\n" + FindingListing.digestLine(findings.count, shown: shown) + "\n")
  }

  /// A ready-to-paste `.settings-l10n.yml` rule accepting one class of findings (one id; its
  /// table and language too when all of them share one).
  func ignoreSnippet(_ members: [Finding]) -> String {
    var rule = "  - id: \(members[0].id.rawValue)\n"
    if let table = members[0].table, members.allSatisfy({ $0.table == table }) {
      rule += "    table: \(StarterConfig.yamlString(table))\n"
    }
    if let language = members[0].language, members.allSatisfy({ $0.language == language }) {
      rule += "    language: \(StarterConfig.yamlString(language))\n"
    }
    return
      "To accept these \(AuditMessage.count(members.count, members[0].id.rawValue + " finding")) rather than fix them, "
      + "add to \(RepositoryConfig.fileName):\nignore:\n" + rule
  }

  /// The hint for a bundle written for InAppSettingsKit but read as the Settings app reads it.
  static func inAppSettingsKitHint(_ sign: String) -> String {
    "This bundle is written for InAppSettingsKit (\(PrintableText.escapingControls(sign))): check it with --iask "
      + "(or iask: true in \(RepositoryConfig.fileName)) to read it as InAppSettingsKit does.\n"
  }
}

extension Severity {
  /// Errors first, then warnings, then notes.
  fileprivate var rank: Int {
    switch self {
    case .error: 0
    case .warning: 1
    case .note: 2
    }
  }
}
