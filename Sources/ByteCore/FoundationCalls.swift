import Foundation

/// Foundation's calls whose signatures hold a pointer (an out parameter, a C string), with
/// Swift values in and out.
///
/// Invariant: the out parameter lives for the call only and is returned by value; a C string
/// Foundation returns is copied into a `String` before the call returns.
package enum FoundationCalls {
  /// `PropertyListSerialization.propertyList(from:options:format:)`: the object read from
  /// `data` and the format it was written in (`xml` when the read fails before telling).
  package static func propertyList(
    from data: Data
  ) throws -> (object: Any, format: PropertyListSerialization.PropertyListFormat) {
    var format = PropertyListSerialization.PropertyListFormat.xml
    let object = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
    return (object, format)
  }

  /// The Objective-C type encoding of a number (`objCType`: `"d"`, `"q"`, `"c"`…).
  package static func typeEncoding(of number: NSNumber) -> String { String(cString: number.objCType) }
}
