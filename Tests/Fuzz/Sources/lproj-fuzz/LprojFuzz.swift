// Fuzz target for .lproj name parsing and matching: any folder name and any language tag
// must give a value or an error, never a crash.
import FuzzDriver
import LprojMatching

@_cdecl("lproj_fuzz_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, fuzzOne)
}

func fuzzOne(_ pointer: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data = pointer else { return 0 }
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let parts = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  _ = try? LocaleTag(text)
  _ = try? Lproj(name: text)
  var folders: [String: Set<String>] = [:]
  for part in parts.prefix(8) { folders[part + ".lproj"] = ["Root"] }
  if let localizations = try? BundleLocalizations(folders: folders),
    let matcher = try? LprojMatcher(localizations: localizations)
  {
    _ = try? matcher.resolve(preferences: parts.reversed().prefix(4).map { $0 }, table: "Root")
  }
  return 0
}
