/// What every JSON output of the tool shares: one object whose first member is `"version": 1`.
public enum JSONOutput {
  /// The version of the JSON contracts; a change that breaks a reader bumps it.
  public static let version = 1
}
