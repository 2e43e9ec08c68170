// Fuzz target for the XLIFF reader: any bytes give a document or a located error, never a
// crash; a document that reads writes back to XML that reads to the same document: the same
// files with the same attributes, folder and tool, the same units with the same ids, sources,
// targets, states and notes (only where in the text each was found may differ).
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
  // The writer's callers leave out text XML 1.0 cannot carry, so such a document is not written;
  // nor is a unit whose inline code has no text to write in its place (import leaves it out
  // with unit-not-importable, and an export never makes one).
  guard carriesOnlyXMLCharacters(document) else { return 0 }
  guard document.files.allSatisfy({ $0.units.allSatisfy { $0.unwritable == nil } }) else { return 0 }
  let again: XLIFFDocument
  do {
    again = try XLIFFDocument(parsing: Array(document.xml().utf8))
  } catch {
    fatalError("XLIFF written from a parsed document does not read: \(error)")
  }
  guard withoutLocations(again) == withoutLocations(document) else {
    fatalError("XLIFF written from a parsed document reads back as another document:\n\(document)\n\(again)")
  }
  return 0
}

/// The document with the places its files and units were read from taken out.
func withoutLocations(_ document: XLIFFDocument) -> XLIFFDocument {
  var document = document
  for file in document.files.indices {
    document.files[file].location = nil
    for unit in document.files[file].units.indices { document.files[file].units[unit].location = nil }
  }
  return document
}

/// True when every text and attribute of the document is made of characters XML 1.0 allows.
func carriesOnlyXMLCharacters(_ document: XLIFFDocument) -> Bool {
  document.files.allSatisfy { file in
    let header: [String?] = [
      file.original, file.sourceLanguage, file.targetLanguage, file.datatype, file.lproj, file.tool?.id,
      file.tool?.name,
      file.tool?.version,
    ]
    let units = file.units.flatMap { unit -> [String?] in [unit.id, unit.source, unit.target, unit.state, unit.note] }
    let texts = header + units
    return texts.allSatisfy { $0?.unicodeScalars.allSatisfy(isXMLCharacter) ?? true }
  }
}
