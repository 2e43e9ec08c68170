// Matching a finding is the kit's: the rule itself is read with the bundle's options.

extension IgnoreRule {
  /// True when every field the rule gives matches the finding (a field the finding lacks never matches).
  public func matches(_ finding: Finding) -> Bool {
    func test(_ glob: Glob?, _ value: String?) -> Bool {
      guard let glob else { return true }
      guard let value else { return false }
      return glob.matches(value)
    }
    return test(id, finding.id.rawValue) && test(language, finding.language) && test(table, finding.table)
      && test(key, finding.key) && test(file, finding.file)
  }
}

extension [IgnoreRule] {
  /// True when a rule drops `finding`: the one test every command applies to the configuration's rules.
  public func drops(_ finding: Finding) -> Bool {
    contains { $0.matches(finding) }
  }

}
