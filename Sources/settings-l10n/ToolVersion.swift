/// The version `--version` prints, SARIF carries and exports name as the tool's.
///
/// This line is the one source of the version. A release bumps it and tags that commit
/// `v<version>`; `VersionTests` fails when the checked-out commit carries a `v…` tag that differs.
enum ToolVersion {
  static let current = "0.1.0"
}
