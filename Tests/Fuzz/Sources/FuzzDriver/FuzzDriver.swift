// Starts libFuzzer from a SwiftPM executable, whose entry point SwiftPM names `<target>_main`.

/// libFuzzer's driver (linked by `-sanitize=fuzzer`).
// swift-format-ignore: AlwaysUseLowerCamelCase
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs libFuzzer with the process arguments and a test-one-input callback.
public func runFuzzer(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt {
  var count = argc
  var vector = argv
  return LLVMFuzzerRunDriver(&count, &vector, callback)
}

/// True for a character XML 1.0 allows in a document (its production Char).
public func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
  default: false
  }
}
