import ByteCore
import Foundation
import Testing

/// `PathAliases` against the system: an alias names the very folder its bytes name, and what a
/// user is shown is those bytes, escaped.
@Suite("Paths whose bytes are not UTF-8, held as aliases")
struct PathAliasesTests {
  /// `r\xe9p` ("rép" in Latin-1) in a fresh folder, holding a file `x` with `bytes` in it.
  static func planted(_ content: String) throws -> (root: URL, folder: [UInt8]) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("aliases-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let real = FileSystem.realPath(root.path) ?? root.path
    let folder = Array(real.utf8) + [UInt8(ascii: "/"), 0x72, 0xE9, 0x70]
    #expect(unsafe cString(folder) { unsafe mkdir($0, 0o755) } == 0)
    let file = folder + Array("/x".utf8)
    let descriptor = unsafe cString(file) { unsafe open($0, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
    #expect(descriptor >= 0)
    _ = unsafe Array(content.utf8).withUnsafeBytes { unsafe write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    return (root, folder)
  }

  static func cString<R>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> R) -> R {
    unsafe (bytes + [0]).withUnsafeBufferPointer {
      unsafe $0.withMemoryRebound(to: CChar.self) { unsafe body($0.baseAddress!) }
    }
  }

  @Test("UTF-8 bytes are the path itself; a path that cannot be opened has no alias")
  func plain() {
    #expect(PathAliases.path(forBytes: Array("/tmp/a b/ü".utf8)) == "/tmp/a b/ü")
    #expect(PathAliases.shown("/tmp/a") == "/tmp/a" && PathAliases.bytes(of: "/tmp/a") == Array("/tmp/a".utf8))
    #expect(PathAliases.path(forBytes: Array("/no/such/folder/".utf8) + [0xFF]) == nil)
    #expect(PathAliases.shown("/proc/self/fd/999999/x") == "/proc/self/fd/999999/x")
  }

  @Test("a path is inside a folder when it is the folder or below it, whole components only")
  func inside() {
    let cases: [(String, String, Bool)] = [
      ("/a/b/c", "/a/b", true), ("/a/b/c", "/a/b/", true), ("/a/b", "/a/b", true), ("/a/bc", "/a/b", false),
      ("/a", "/a/b", false), ("/x", "/", true), ("/", "/", true), ("a/b", "a", true), ("b/a", "a", false),
    ]
    for (path, folder, expected) in cases {
      #expect(PathAliases.isInside(path, folder: folder) == expected, "\(path) in \(folder)")
      // Strictly, the folder itself (with or without its `/`) is not inside; all else is the same.
      let itself = [folder, folder + "/"].contains(path) || [path, path + "/"].contains(folder)
      #expect(
        PathAliases.isInside(path, folder: folder, strictly: true) == (expected && !itself),
        "\(path) strictly in \(folder)")
    }
    #expect(!PathAliases.isInside("/a/b/", folder: "/a/b", strictly: true))
    #expect(PathAliases.isInside("/a/b/c", folder: "/a/b/", strictly: true))
  }

  #if os(Linux)
    @Test("an alias reads the folder its bytes name, and shows and gives back those bytes")
    func alias() throws {
      let (root, folder) = try Self.planted("inside")
      defer { try? FileManager.default.removeItem(at: root) }
      let path = try #require(PathAliases.path(forBytes: folder + Array("/x".utf8)))
      #expect(path.hasPrefix(PathAliases.prefix) && path.hasSuffix("/x"))
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "inside")
      #expect(PathAliases.bytes(of: path) == folder + Array("/x".utf8))
      #expect(PathAliases.shown(path) == PrintableText.escapingBytes(folder) + "/x")
      #expect(PathAliases.shown(path).hasSuffix("/r\\x{e9}p/x"))
      // One folder, one alias: canonical paths below it share their prefix.
      #expect(PathAliases.path(forBytes: folder) == String(path.dropLast(2)))
      #expect(FileSystem.realPath(path) == path)
      // Inside by the bytes it stands for, which share no prefix with the alias itself.
      #expect(PathAliases.isInside(path, folder: root.path) && !PathAliases.isInside(root.path, folder: path))
      #expect(PathAliases.showingAliases(in: "at \(path): x") == "at \(PathAliases.shown(path)): x")
      // Only where a path starts, and only the whole number: not inside another path or alias.
      let alias = String(path.dropLast(2))
      #expect(PathAliases.showingAliases(in: "x\(alias)/a \(alias)9/b") == "x\(alias)/a \(alias)9/b")
    }

    @Test("the alias is for the last component that is not UTF-8, and the rest stays a path")
    func lastComponent() throws {
      let (root, folder) = try Self.planted("")
      defer { try? FileManager.default.removeItem(at: root) }
      let inner = folder + [UInt8(ascii: "/"), 0xFE]
      #expect(unsafe Self.cString(inner) { unsafe mkdir($0, 0o755) } == 0)
      let path = try #require(PathAliases.path(forBytes: inner + Array("/ü/y".utf8)))
      #expect(path.hasSuffix("/ü/y") && PathAliases.bytes(of: path) == inner + Array("/ü/y".utf8))
      #expect(FileSystem.isFolder(atPath: String(path.dropLast("/ü/y".count))))
    }
  #endif
}
