/// Why a language tag, a bundle or the library's own data could not be used.
public enum LprojMatchingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A language tag that is not a locale (`reason` says why).
  case invalidLanguageTag(String, reason: String)
  /// A bundle folder that could not be listed.
  case unreadableBundle(path: String, reason: String)
  /// A data file of the library that is missing or damaged (`Locales/legacy-lproj-names.json`).
  case damagedResource(name: String, reason: String)
  /// An unexpected ICU failure.
  case icu(ICUError)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .invalidLanguageTag(let tag, let reason): "'\(tag)' is not a language tag: \(reason)"
    case .unreadableBundle(let path, let reason): "cannot read the bundle \(path): \(reason)"
    case .damagedResource(let name, let reason): "the resource \(name) is unusable: \(reason)"
    case .icu(let error): "ICU failed: \(error)"
    }
  }
}
