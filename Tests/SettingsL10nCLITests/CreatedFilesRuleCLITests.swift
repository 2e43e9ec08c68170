import Foundation
import Testing

/// Every file a command creates follows the one output rule: a regular file is replaced, a link
/// to one written through, a FIFO or character device written as a stream, anything else
/// refused; inside an output folder (an `.xcloc`, `--all`) a link is never followed.
@Suite("Created files: one output rule for init, xcloc and --all", .serialized)
struct CreatedFilesRuleCLITests {
  @Test(
    "init --force writes a character device as a stream and refuses a link to nothing, replacing neither",
    .enabled(if: getuid() == 0, "making a character device needs root"))
  func initForce() throws {
    let root = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent(".settings-l10n.yml")
    // The same device as /dev/null: what is written to it goes nowhere.
    var null = stat()
    #expect(unsafe stat("/dev/null", &null) == 0)
    #expect(unsafe mknod(file.path, S_IFCHR | 0o666, null.st_rdev) == 0)
    let device = try CLI.run(["init", "--force"], in: root)
    #expect(device.status == 0, "\(device.stderr)")
    var info = stat()
    #expect(unsafe lstat(file.path, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR, "init replaced the device")
    try FileManager.default.removeItem(at: file)
    try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "nowhere/file.yml")
    let dangling = try CLI.run(["init", "--force"], in: root)
    #expect(dangling.status == 2, "\(dangling.stdout)")
    #expect(dangling.stderr.contains("a symbolic link to nothing"), "\(dangling.stderr)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file.path) == "nowhere/file.yml")
  }

  @Test("export --package xcloc never writes through a link in its output folder", arguments: ["de.xcloc", "inner"])
  func xclocLink(link: String) throws {
    let bundle = try HostileBundle(languages: ["de"])
    let outside = try CLI.temporaryDirectory()
    defer {
      bundle.remove()
      try? FileManager.default.removeItem(at: outside)
    }
    let output = bundle.root.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    if link == "de.xcloc" {
      try FileManager.default.createSymbolicLink(
        at: output.appendingPathComponent("de.xcloc"), withDestinationURL: outside)
    } else {
      try FileManager.default.createDirectory(
        at: output.appendingPathComponent("de.xcloc"), withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        at: output.appendingPathComponent("de.xcloc/Localized Contents"), withDestinationURL: outside)
    }
    try Data("keep".utf8).write(to: outside.appendingPathComponent("de.xliff"))
    let run = try CLI.run([
      "export", bundle.url.path, "--language", "de", "--package", "xcloc", "--output", output.path,
    ])
    #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
    #expect(run.stderr.contains("symbolic link"), "\(run.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == ["de.xliff"])
    #expect(try String(contentsOf: outside.appendingPathComponent("de.xliff"), encoding: .utf8) == "keep")
  }

  @Test("export --all streams to a FIFO in its output folder, as --output does")
  func allToFIFO() throws {
    let bundle = try HostileBundle(languages: ["de"])
    defer { bundle.remove() }
    let output = bundle.root.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    let fifo = output.appendingPathComponent("de.xliff").path
    #expect(unsafe mkfifo(fifo, 0o644) == 0)
    // A reader on the FIFO, so the writer is not blocked.
    let reader = Thread {
      if let handle = FileHandle(forReadingAtPath: fifo) { _ = handle.readDataToEndOfFile() }
    }
    reader.start()
    let run = try CLI.run(["export", bundle.url.path, "--all", "--output", output.path], timeout: 60)
    #expect(run.status == 0, "\(run.stderr)")
    var info = stat()
    #expect(unsafe lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO was replaced")
  }
}

/// Smaller breaks of a hostile repository.
@Suite("Hostile repository: smaller breaks", .serialized)
struct HostileRepositorySmallTests {
  @Test(
    "--help and --version exit 2 with a message when standard output cannot be written",
    arguments: ["--help", "--version"])
  func fullStandardOutput(flag: String) throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let run = try CLI.run([flag], standardOutput: full)
    #expect(run.status == 2, "\(flag): \(run.stderr)")
    #expect(run.stderr.contains("standard output"), "\(run.stderr)")
  }

  @Test("an invalid journal is named once, with its bundle")
  func invalidJournalMessage() throws {
    let bundle = try HostileBundle()
    defer { bundle.remove() }
    try Data("{}".utf8).write(to: bundle.url.appendingPathComponent(".settings-l10n.journal"))
    let run = try CLI.run(["check", bundle.url.path])
    #expect(run.status == 2, "\(run.stderr)")
    #expect(run.stderr.hasPrefix(bundle.url.path + "/.settings-l10n.journal: error: "), "\(run.stderr)")
    #expect(run.stderr.components(separatedBy: ".settings-l10n.journal").count == 2, "\(run.stderr)")
  }
}
