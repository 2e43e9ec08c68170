/// A structural check of binary property lists before Foundation reads them.
///
/// Foundation on Linux crashes on some well-formed binary plists (a set object, `0xC_`, makes
/// its bridging fault), so every object must be a property-list type: null, boolean, integer,
/// real, date, data, string, array or dictionary.
public enum BinaryPlistCheck {
  /// Why the bytes are not a binary property list of plist types, or `nil` when they are.
  public static func problem(in bytes: [UInt8]) -> String? {
    let n = bytes.count
    guard n >= 40, bytes.starts(with: Array("bplist".utf8)) else { return "too short for a binary property list" }
    let trailer = n - 32
    let offsetSize = Int(bytes[trailer + 6])
    let referenceSize = Int(bytes[trailer + 7])
    guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else { return "invalid trailer" }
    func integer(_ at: Int, _ size: Int) -> Int? {
      guard at >= 0, size <= 8, at + size <= n else { return nil }
      var value: UInt64 = 0
      for k in 0..<size { value = value << 8 | UInt64(bytes[at + k]) }
      return value > UInt64(Int.max) ? nil : Int(value)
    }
    guard let count = integer(trailer + 8, 8), let top = integer(trailer + 16, 8),
      let tableStart = integer(trailer + 24, 8)
    else { return "invalid trailer" }
    guard count > 0, top < count, tableStart >= 8, count <= (trailer - tableStart) / offsetSize else {
      return "invalid object table"
    }
    for index in 0..<count {
      guard let offset = integer(tableStart + index * offsetSize, offsetSize), offset >= 8, offset < tableStart else {
        return "object \(index) lies outside the object area"
      }
      let marker = bytes[offset]
      switch marker >> 4 {
      case 0x0 where [0x00, 0x08, 0x09, 0x0F].contains(marker): continue
      case 0x1, 0x2, 0x4, 0x5, 0x6, 0xA, 0xD: continue
      case 0x3 where marker == 0x33: continue
      case 0x8: return "object \(index) is a keyed-archiver UID, not a property-list type"
      case 0xB, 0xC: return "object \(index) is a set, not a property-list type"
      default: return "object \(index) has the unknown type marker 0x\(String(marker, radix: 16))"
      }
    }
    return nil
  }
}
