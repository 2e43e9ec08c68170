import Foundation
import SettingsL10nKit
import TestSupport
import Testing

/// Another program swaps a `.lproj` for a link out of the bundle, again and again, while `sync` runs.
@Suite("Hostile bundles: folders swapped mid-write", .tags(.slow), SlowTests.onlyWhenAsked)
struct ConfinementRaceTests {
  /// Swaps `folder` with a link to `outside` and back until stopped, on its own thread.
  final class Swapper: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false
    private let done = DispatchSemaphore(value: 0)
    private(set) var swaps = 0

    init(folder: String, outside: String) {
      let aside = folder + ".aside"
      Thread.detachNewThread { [self] in
        while !isStopped {
          unsafe rename(folder, aside)
          unsafe symlink(outside, folder)
          usleep(UInt32.random(in: 0...300))
          unsafe unlink(folder)
          unsafe rename(aside, folder)
          usleep(UInt32.random(in: 0...300))
          lock.withLock { swaps += 1 }
        }
        done.signal()
      }
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    /// Stops swapping; the folder is back in its place when this returns.
    func stop() {
      lock.withLock { stopped = true }
      done.wait()
    }
  }

  @Test("40 rounds of sync while de.lproj is swapped for a link out of the bundle: nothing is ever written outside")
  func swappedWhileSyncing() throws {
    let bundle = try HostileBundle(languages: ["de"])
    defer { bundle.remove() }
    let outside = bundle.root.appendingPathComponent("outside")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: false)
    let original = try bundle.text("de.lproj/Root.strings")
    var written = 0
    for round in 0..<40 {
      try bundle.write("de.lproj/Root.strings", original)
      let swapper = Swapper(folder: bundle.url.appendingPathComponent("de.lproj").path, outside: outside.path)
      let run = try CLI.run(["sync", bundle.url.path, "--fill-with-source"])
      swapper.stop()
      // A refusal (a table that could not be read as it was swapped: 1; a write refused: 2) says
      // why and writes nothing; a success wrote the table inside.
      #expect((0...2).contains(run.status), "round \(round): \(run.stderr)")
      if run.status == 0 { written += 1 }
      let table = try bundle.text("de.lproj/Root.strings")
      #expect(table == original || table.contains("\"Dark mode\" = \"Dark mode\";"), "round \(round)")
      if run.status != 0 { #expect(table == original, "round \(round): \(run.stderr)") }
      let leaked = try FileManager.default.contentsOfDirectory(atPath: outside.path)
      #expect(leaked.isEmpty, "round \(round) wrote outside the bundle: \(leaked)")
      for name in leaked { try FileManager.default.removeItem(at: outside.appendingPathComponent(name)) }
      let left = try FileManager.default.contentsOfDirectory(atPath: bundle.url.appendingPathComponent("de.lproj").path)
      #expect(left == ["Root.strings"], "round \(round) left \(left)")
    }
    // The race is real only if some rounds got through: a swapper that always won proves nothing.
    #expect(written > 0)
  }
}
