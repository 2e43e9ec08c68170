import ArgumentParser
import BundleIO
import ByteCore
import Foundation
import SettingsL10nKit

/// `--no-wait`, which the commands that write a bundle declare as `@Flag(help: WriteLock.noWaitHelp)`.
enum WriteLock {
  static let noWaitHelp: ArgumentHelp =
    "Exit 2 at once when another settings-l10n is writing the bundle, instead of waiting for it."

  /// How to take the bundle's lock: wait, saying so on standard error, or (`--no-wait`) fail.
  static func waiting(noWait: Bool, for bundle: String) -> BundleLock.Waiting {
    noWait
      ? .fail : .wait(notice: { holder in Terminal.error(BundleSafety.waitNotice(bundle: bundle, holder: holder)) })
  }
}

/// What the CLI says about the bundle lock and interrupted writes.
enum BundleSafety {
  static func waitNotice(bundle: String, holder: Int32?) -> String {
    let who = holder.map { "settings-l10n (pid \($0))" } ?? "settings-l10n"
    return
      "note: \(PrintableText.escapingControls(bundle)): another \(who) is writing this bundle; waiting for it to finish (--no-wait exits instead)"
  }

  /// Prints what settling an interrupted write did.
  static func report(_ recovered: WriteRecovery?, bundle: String) {
    guard let recovered else { return }
    Terminal.error(
      "note: \(PrintableText.escapingControls(bundle)): \(PrintableText.escapingControls(recovered.description))")
  }

  /// Reports an interrupted write of the bundle before a reading command reads it (as it was
  /// before that write); nothing is changed. A journal this tool did not write exits 2.
  static func reportInterruptedWrite(_ path: String, shown: String? = nil) throws {
    let bundle = shown ?? PathAliases.shown(path)
    do {
      let interrupted = try BundleAccess.interruptedWrite(
        URL(fileURLWithPath: path),
        waiting: .wait(notice: { holder in Terminal.error(waitNotice(bundle: bundle, holder: holder)) }))
      report(interrupted, bundle: bundle)
    } catch {
      // A refused journal is a finding, printed as every finding is (its place, then `error:`).
      switch error {
      case .refused, .unsafe: Terminal.error(describe(error, bundle: bundle))
      case .io, .usage, .busy: Terminal.fail(error.description, at: bundle)
      }
      throw ExitCode(2)
    }
  }

  /// The findings of a refused or unsafe job, one a line; a journal's (`invalid-journal`) placed
  /// in its bundle, since a command may read several.
  static func describe(_ error: ExchangeError, bundle: String?) -> String {
    switch error {
    case .refused(let findings), .unsafe(let findings):
      findings.map { finding in
        guard let bundle, finding.id == .invalidJournal else { return finding.description }
        return "\(PrintableText.escapingControls(bundle))/\(finding.description)"
      }.joined(separator: "\n")
    case .io, .usage, .busy: error.description
    }
  }

  /// Prints the `interrupted-write` warning a reading command gives.
  static func report(_ interrupted: InterruptedWrite?, bundle: String) {
    guard let interrupted else { return }
    Terminal.error("\(PrintableText.escapingControls(bundle))/\(interrupted.finding.description)")
  }
}
