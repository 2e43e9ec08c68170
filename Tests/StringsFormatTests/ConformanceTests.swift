import Foundation
import StringsFormat
import TestSupport
import Testing

/// Cases where the vectors README says our answer differs from Linux Foundation's on purpose.
private let linuxArtefacts: Set<String> = ["nfc_nfd_keys"]
/// Cases where a device silently stops reading: same table, plus a warning.
private let silentStops: Set<String> = [
  "double_semicolon", "garbage_mid_file", "trailing_garbage", "raw_nul_between_entries", "bom_in_middle",
]

@Suite("Conformance vectors")
struct ConformanceTests {
  @Test("the vectors are all there")
  func vectorCount() {
    #expect(Vector.all.count == 75)
  }

  @Test("agrees with Foundation", arguments: Vector.all)
  func conformance(_ vector: Vector) throws {
    let document = StringsDocument(bytes: try Paths.bytes(vector.input))
    let expected = try Expected.load(vector.expected)
    switch expected {
    case .table(let table):
      #expect(document.errors.isEmpty, "unexpected errors: \(document.errors)")
      if linuxArtefacts.contains(vector.name) {
        // Apple compares keys literally: NFC and NFD spellings stay two keys.
        #expect(document.makeTable().count == 2)
      } else {
        #expect(document.makeTable().exact == table)
      }
    case .error:
      let errors = document.errors
      #expect(!errors.isEmpty, "Foundation rejects this file; we accepted it")
      for error in errors where error.id != "empty-file" && error.id != "invalid-plist" {
        #expect(error.location != nil, "\(error) has no location")
      }
    }
    if silentStops.contains(vector.name) {
      #expect(document.diagnostics.contains { $0.id == "ignored-tail" && $0.severity == .warning })
    }
  }

  @Test("matches its golden dump", arguments: Vector.all)
  func golden(_ vector: Vector) throws {
    let document = StringsDocument(bytes: try Paths.bytes(vector.input))
    let actual = dump(document)
    try Golden.check(actual, against: vector.dump)
  }

  @Test("writes back byte for byte", arguments: Vector.all)
  func roundTrip(_ vector: Vector) throws {
    let bytes = try Paths.bytes(vector.input)
    let document = StringsDocument(bytes: bytes)
    let written = document.serialized()
    #expect(written == bytes)
    let again = StringsDocument(bytes: written)
    #expect(again.makeTable().exact == document.makeTable().exact)
    #expect(again.diagnostics == document.diagnostics)
  }
}
