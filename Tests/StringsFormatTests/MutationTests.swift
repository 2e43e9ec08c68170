import ByteCore
import Foundation
import StringsFormat
import TestSupport
import Testing

/// Bytes that matter to the grammar, for insertions.
private let interesting: [[UInt8]] = [
  [0x22], [0x27], [0x3B], [0x3D], [0x5C], [0x2F], [0x2A], [0x7B], [0x7D], [0x28], [0x29], [0x3C], [0x3E],
  [0x2C], [0x0A], [0x0D], [0x00], [0xE2, 0x80, 0xA8], [0xEF, 0xBB, 0xBF], [0x55], [0x37], [0x41], [0x20],
  Array("/*".utf8), Array("*/".utf8), Array("//".utf8), Array("\\U".utf8), Array("\\3".utf8), Array("é".utf8),
]

/// One random change to an input: flip, insert, delete, duplicate or splice.
func mutate(_ input: [UInt8], with other: [UInt8], _ rng: inout SplitMix) -> [UInt8] {
  var bytes = input
  let edits = Int.random(in: 1...4, using: &rng)
  for _ in 0..<edits {
    let at = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &rng)
    switch Int.random(in: 0..<6, using: &rng) {
    case 0 where !bytes.isEmpty: bytes[at] = UInt8.random(in: 0...255, using: &rng)
    case 1, 2: bytes.insert(contentsOf: interesting.randomElement(using: &rng) ?? [], at: at)
    case 3 where !bytes.isEmpty: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...8, using: &rng)))
    case 4 where !bytes.isEmpty:
      let end = min(bytes.count, at + Int.random(in: 1...16, using: &rng))
      bytes.insert(contentsOf: bytes[at..<end], at: Int.random(in: 0...bytes.count, using: &rng))
    default:
      guard !other.isEmpty else { continue }
      let from = Int.random(in: 0..<other.count, using: &rng)
      bytes.insert(contentsOf: other[from..<min(other.count, from + 32)], at: at)
    }
  }
  return bytes
}

/// What Foundation's PropertyListSerialization (the device's parser) makes of some bytes.
enum FoundationAnswer {
  case table([ExactKey: ExactValue])
  case notATable
  case failure

  init(_ bytes: [UInt8]) {
    guard let object = unsafe try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
    else {
      self = .failure
      return
    }
    guard let dictionary = object as? [AnyHashable: Any] else {
      self = .notATable
      return
    }
    self = .table(
      dictionary.reduce(into: [:]) {
        $0[ExactKey(($1.key.base as? String) ?? "\($1.key)")] = ExactValue(foundation: $1.value)
      })
  }
}

extension ExactValue {
  init(foundation: Any) {
    switch foundation {
    case let s as String: self = .string(Array(s.unicodeScalars))
    case let d as Data: self = .data([UInt8](d))
    case let a as [Any]: self = .array(a.map(ExactValue.init(foundation:)))
    case let d as [AnyHashable: Any]:
      self = .dictionary(d.reduce(into: [:]) { $0[($1.key.base as? String) ?? ""] = ExactValue(foundation: $1.value) })
    default: self = .string([])
    }
  }
}

/// Inputs where Linux Foundation is not the reference (see the vectors' README).
func foundationIsReference(_ bytes: [UInt8], _ document: StringsDocument) -> Bool {
  // BOM-less UTF-16 and unpaired surrogates: the README's documented departures. Invalid UTF-8:
  // Linux Foundation lets a few lone continuation bytes through as U+FFFD; we reject every one.
  let departures: Set<DiagnosticID> = ["utf16-without-bom", "unpaired-surrogate", "invalid-utf8"]
  if document.diagnostics.contains(where: { departures.contains($0.id) }) { return false }
  // Linux Foundation merges keys that differ only by Unicode normalization.
  var spellings: [String: ExactKey] = [:]
  for entry in document.entries {
    if let other = spellings[entry.key], other != ExactKey(entry.key) { return false }
    spellings[entry.key] = ExactKey(entry.key)
  }
  // Values holding raw surrogate code units or NUL bridge differently.
  return !bytes.starts(with: [0xFE, 0xFF]) && !bytes.starts(with: [0xFF, 0xFE])
}

/// Runs `body` with standard error sent to /dev/null (Foundation logs every malformed file).
func silencingStandardError<T>(_ body: () throws -> T) rethrows -> T {
  let saved = dup(STDERR_FILENO)
  let null = unsafe open("/dev/null", O_WRONLY)
  dup2(null, STDERR_FILENO)
  defer {
    dup2(saved, STDERR_FILENO)
    close(null)
    close(saved)
  }
  return try body()
}

@Suite("Mutated inputs")
struct MutationTests {
  @Test("10,000 mutated inputs: no crash, byte-identical writes, and Foundation's table")
  func mutations() throws {
    let seeds = try Vector.all.map { try Paths.bytes($0.input) }.filter { $0.count < 4096 }
    var rng = SplitMix(state: 0x5E771_9657)
    var compared = 0
    var mismatches: [String] = []
    try silencingStandardError {
      for round in 0..<10_000 {
        let base = seeds[round % seeds.count]
        let other = seeds.randomElement(using: &rng) ?? []
        let bytes = mutate(base, with: other, &rng)
        let document = StringsDocument(bytes: bytes)
        if document.serialized() != bytes { mismatches.append("round \(round) does not write back: \(bytes)") }
        if document.syntax == .text, document.loadsOnDevice {
          let again = StringsDocument(bytes: document.serialized())
          if again.makeTable().exact != document.makeTable().exact {
            mismatches.append("round \(round) re-reads differently: \(bytes)")
          }
        }
        guard foundationIsReference(bytes, document) else { continue }
        compared += 1
        let ours = document.makeTable().exact
        switch FoundationAnswer(bytes) {
        case .table(let theirs):
          if !document.loadsOnDevice || ours != theirs {
            mismatches.append(
              "round \(round): Foundation reads \(theirs), we read \(ours) \(document.errors) \(bytes.debugDescription)"
            )
          }
        case .notATable, .failure:
          if document.loadsOnDevice {
            mismatches.append(
              "round \(round): Foundation rejects, we read \(ours): \(String(decoding: bytes, as: UTF8.self).debugDescription)"
            )
          }
        }
        if mismatches.count > 20 { break }
      }
      _ = try FileHandle.standardError.synchronize()
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(8).joined(separator: "\n"))")
    #expect(compared > 5_000)
  }
}
