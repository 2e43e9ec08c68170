/// `1 key`, `3 keys`: the one plural every finding and report uses.
package func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
