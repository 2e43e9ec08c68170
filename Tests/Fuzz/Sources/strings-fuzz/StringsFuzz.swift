// Fuzz target for the .strings reader and writer.
// Properties: no crash or hang; a parsed document writes back byte for byte; what it writes
// re-reads to the same table; a formatted document keeps the table.
import FuzzDriver
import StringsFormat

@_cdecl("strings_fuzz_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, fuzzOne)
}

func fuzzOne(_ pointer: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data = pointer else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let document = StringsDocument(bytes: bytes)
  guard document.serialized() == bytes else { fatalError("not byte-identical") }
  let keys = document.makeTable().entries.map { "\($0.key)\u{0}\($0.value)" }
  _ = document.lint()
  if document.syntax == .text, document.loadsOnDevice {
    let again = StringsDocument(bytes: document.serialized()).makeTable().entries.map { "\($0.key)\u{0}\($0.value)" }
    guard again.elementsEqual(keys, by: { $0.utf8.elementsEqual($1.utf8) }) else { fatalError("re-reads differently") }
    if let formatted = try? document.formatted() {
      let table = formatted.makeTable().entries.map { "\($0.key)\u{0}\($0.value)" }
      guard Set(table.map { Array($0.utf8) }) == Set(keys.map { Array($0.utf8) }) else {
        fatalError("format changed the table")
      }
    }
  }
  return 0
}
