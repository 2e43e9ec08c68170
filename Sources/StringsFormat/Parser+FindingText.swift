import Findings

extension Parser.Pending {
  /// A diagnostic of decoding, worded by its rule, waiting for the line index to place it.
  init(offset: Int, _ text: FindingText) {
    self.init(offset: offset, id: text.id, severity: text.severity, message: text.message)
  }
}
