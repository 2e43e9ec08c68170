/// Why a page could not be rendered.
public enum RenderError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The walk reached no page of that name.
  case noSuchPage(String, available: [String])
  /// The bundle or a preferred language could not be read.
  case invalidInput(String)

  /// A one-line message.
  public var description: String {
    switch self {
    case .noSuchPage(let name, let available):
      let list = available.isEmpty ? "none" : available.joined(separator: ", ")
      return "no page named '\(name)' is reached from Root (pages: \(list))"
    case .invalidInput(let reason):
      return reason
    }
  }
}
