// Fuzz target for the String Catalog reader (strict JSON, then the catalog's shape): any bytes
// give a catalog or a located error, never a crash; a catalog that reads writes back (in Xcode's
// style) to JSON that reads to the same catalog, and writes the same again.
import FuzzDriver
import SettingsL10nKit

@_cdecl("catalog_fuzz_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, fuzzOne)
}

func fuzzOne(_ pointer: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data = pointer else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  // The import path's reader: sniffing, then the catalog or XLIFF reader, errors as findings.
  _ = TranslationReader.read(bytes: bytes, path: "fuzz.xcstrings")
  do throws(TranslationFormatError) {
    let catalog = try StringCatalog(parsing: bytes)
    let written = catalog.json()
    let again: StringCatalog
    do throws(TranslationFormatError) {
      again = try StringCatalog(parsing: Array(written.utf8))
    } catch {
      fatalError("a catalog written from a parsed one does not read: \(error)")
    }
    guard again.json() == written, again.entries.count == catalog.entries.count,
      again.sourceLanguage == catalog.sourceLanguage
    else {
      fatalError("a catalog written from a parsed one reads back as another catalog")
    }
  } catch {
    guard error.location != nil || error.message.contains("larger than") else {
      fatalError("an error without a location: \(error)")
    }
  }
  return 0
}
