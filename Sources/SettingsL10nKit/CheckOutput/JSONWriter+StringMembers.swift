import ByteCore
import TextSyntax

extension JSONWriter {
  /// The members that say which string of the bundle a finding is about, each left out when
  /// nil: `language`, `table`, `key`, in that order in every output of `check` (its JSON, its
  /// SARIF properties, the baseline's fingerprints).
  mutating func stringMembers(language: String?, table: String?, key: String?) {
    member("language", language)
    member("table", table)
    member("key", key)
  }
}
