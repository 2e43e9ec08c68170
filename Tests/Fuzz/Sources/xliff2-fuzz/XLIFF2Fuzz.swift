// Fuzz target for the XLIFF 2.0 reader: any bytes give units or a located error, never a crash;
// units that read write back to XLIFF 2.0 that reads to the same keys, sources and targets
// (characters XML cannot carry become U+FFFD on the way, as the writer promises).
import FuzzDriver
import SettingsL10nKit

@_cdecl("xliff2_fuzz_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, fuzzOne)
}

func fuzzOne(_ pointer: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data = pointer else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let files: [TranslationFile]
  do throws(TranslationFormatError) {
    files = try XLIFF2.parse(bytes)
  } catch {
    guard error.location != nil || error.message.contains("no <xliff>") else {
      fatalError("an error without a location: \(error)")
    }
    return 0
  }
  let again: [TranslationFile]
  do throws(TranslationFormatError) {
    again = try XLIFF2.parse(Array(XLIFF2.xml(files).utf8))
  } catch {
    fatalError("XLIFF 2.0 written from parsed units does not read: \(error)")
  }
  guard again.map(\.units.count) == files.map(\.units.count) else {
    fatalError("XLIFF 2.0 written from parsed units reads back with other units")
  }
  for (old, new) in zip(files.flatMap(\.units), again.flatMap(\.units)) {
    func clean(_ text: String?) -> String? {
      text.map { String(String.UnicodeScalarView($0.unicodeScalars.map { isXMLCharacter($0) ? $0 : "\u{FFFD}" })) }
    }
    guard old.key == new.key, clean(old.source) == new.source, clean(old.target) == new.target else {
      fatalError("a unit changed on the way: \(old) / \(new)")
    }
  }
  return 0
}
