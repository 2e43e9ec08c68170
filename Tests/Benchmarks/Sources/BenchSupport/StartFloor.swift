import Foundation

/// The start floor that DESIGN.md's performance targets are ratios to: a Swift program that
/// imports Foundation and prints one line, built here with the toolchain's `swiftc -O`. It is
/// fixed, unlike `settings-l10n --version`, so a faster start of the tool counts as the gain it
/// is instead of moving the baseline with it. Exits 2 saying why when it cannot be built.
public func buildStartFloor(in folder: URL) -> CommandLineRun {
  let source = folder.appendingPathComponent("start-floor.swift")
  let binary = folder.appendingPathComponent("start-floor")
  let program = "import Foundation\nprint(ProcessInfo.processInfo.arguments.isEmpty ? \"\" : \"started\")\n"
  let compiler = Process()
  compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  compiler.arguments = ["swiftc", "-O", source.path, "-o", binary.path]
  do {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(program.utf8).write(to: source)
    try compiler.run()
    compiler.waitUntilExit()
  } catch {
    FileHandle.standardError.write(Data("cannot build the start floor: \(error)\n".utf8))
    exit(2)
  }
  guard compiler.terminationStatus == 0, FileManager.default.isExecutableFile(atPath: binary.path) else {
    FileHandle.standardError.write(Data("cannot build the start floor with `swiftc -O` (is swiftc on PATH?)\n".utf8))
    exit(2)
  }
  return CommandLineRun("start floor (Swift, Foundation, one line)", binary.path, [])
}
