import Foundation
// Fuzz target for the page loader: any bytes as a page plist (XML, binary or OpenStep) give a
// page or findings, never a crash. And the fast XML reader's promise: whatever it accepts,
// Foundation reads as XML with the same value (exactly: string bytes, real bits), and the
// locator finds the same places.
import FuzzDriver

@testable import SettingsSchema

@_cdecl("page_fuzz_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, fuzzOne)
}

func fuzzOne(_ pointer: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data = pointer else { return 0 }
  let bytes = Data(bytes: data, count: size)
  let (page, _) = Page.load(data: bytes, name: "Root", file: "Root.plist")
  if let page {
    _ = page.specifiers.map { $0.localizableFields() }
  }
  let array = [UInt8](bytes)
  if let (value, locations) = XMLPlistReader.read(array) {
    var format = PropertyListSerialization.PropertyListFormat.binary
    guard let object = try? PropertyListSerialization.propertyList(from: bytes, options: [], format: &format),
      format == .xml, let foundation = PlistValue(foundationValue: object)
    else { fatalError("XMLPlistReader accepts what Foundation does not read as XML") }
    guard identical(value, foundation) else { fatalError("XMLPlistReader and Foundation disagree on the value") }
    guard locations == XMLPlistLocator.locate(array) else { fatalError("XMLPlistReader and XMLPlistLocator disagree") }
  }
  return 0
}

/// Equal to the byte and the bit: strings by UTF-8 (not canonical equivalence), reals by bit pattern.
func identical(_ a: PlistValue, _ b: PlistValue) -> Bool {
  switch (a, b) {
  case (.string(let x), .string(let y)): return x.utf8.elementsEqual(y.utf8)
  case (.real(let x), .real(let y)): return x.bitPattern == y.bitPattern
  case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy(identical)
  case (.dictionary(let x), .dictionary(let y)):
    guard x.count == y.count else { return false }
    return x.allSatisfy { key, value in
      y.first { $0.key.utf8.elementsEqual(key.utf8) }.map { identical(value, $0.value) } ?? false
    }
  default: return a == b
  }
}
