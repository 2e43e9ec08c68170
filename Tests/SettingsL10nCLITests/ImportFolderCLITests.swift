import Foundation
import Testing

/// `import --lproj`: the folder to write into when the target language alone does not say which.
@Suite("settings-l10n import --lproj")
struct ImportFolderCLITests {
  static let xliff = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="en.lproj/Root.strings" source-language="en" target-language="es-MX" datatype="plaintext">
        <body><trans-unit id="Theme"><source>Theme</source><target>Tema</target></trans-unit></body>
      </file>
    </xliff>
    """

  @Test(
    "twins refuse with exit 2 asking for --lproj; --lproj writes into the folder named; another language's folder exits 1"
  )
  func twins() throws {
    let (dir, bundle) = try ExchangeCLITests.copy(ExchangeCLITests.basic)
    defer { try? FileManager.default.removeItem(at: dir) }
    for name in ["es-MX", "es_MX"] {
      try FileManager.default.copyItem(
        at: bundle.appendingPathComponent("de.lproj"), to: bundle.appendingPathComponent("\(name).lproj"))
    }
    let file = dir.appendingPathComponent("es.xliff")
    try Data(Self.xliff.utf8).write(to: file)
    let before = try ExchangeCLITests.snapshot(bundle)
    let ambiguous = try CLI.run(["import", bundle.path, file.path])
    #expect(ambiguous.status == 2)
    #expect(
      ambiguous.stderr.contains(
        "es-MX could mean es-MX.lproj and es_MX.lproj; nothing is written into either: name the folder (--lproj es-MX)"),
      "\(ambiguous.stderr)")
    let wrong = try CLI.run(["import", bundle.path, file.path, "--lproj", "de"])
    #expect(wrong.status == 1)
    #expect(wrong.stderr.contains("--lproj de is not a folder of target-language es-MX"), "\(wrong.stderr)")
    #expect(try ExchangeCLITests.snapshot(bundle) == before)
    let chosen = try CLI.run(["import", bundle.path, file.path, "--lproj", "es_MX"])
    #expect(chosen.status == 0, "\(chosen.stderr)")
    #expect(chosen.stdout.contains("es_MX.lproj/Root.strings: 1 updated"), "\(chosen.stdout)")
    let after = try ExchangeCLITests.snapshot(bundle)
    #expect(
      after.filter { $0.key != "es_MX.lproj/Root.strings" } == before.filter { $0.key != "es_MX.lproj/Root.strings" })
  }
}
