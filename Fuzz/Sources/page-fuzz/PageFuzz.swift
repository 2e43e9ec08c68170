// Fuzz target for the page loader: any bytes as a page plist (XML, binary or OpenStep) give a
// page or findings, never a crash.
import FuzzDriver
import Foundation
import SettingsSchema

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
  return 0
}
