import Foundation
import TranslationFormats

extension Baseline {
  /// Parses a baseline file's UTF-8 bytes: one bundle's (version 1), or, from a file holding
  /// several (`BundleBaselines`), the section of `bundle` (its path relative to the file's folder).
  ///
  /// A version 1 file is read with the package's strict JSON reader, each finding made into its
  /// fingerprint as soon as it is read: a file of many findings is held as its bytes and its
  /// fingerprints, never as a tree of JSON values.
  public init(parsing bytes: [UInt8], bundle: String? = nil) throws(BaselineError) {
    var reader = FingerprintReader()
    let document: JSONDocument
    do {
      document = try JSONDocument(parsing: bytes, streamingElementsOf: "findings") { node, document in
        reader.add(node, in: document)
      }
    } catch {
      throw .malformed("not a baseline file (\(error))")
    }
    let root = document.root
    guard root.members != nil else { throw .malformed("not a baseline file (\(root.typeName), not an object)") }
    guard let versionNode = root["version"] else { throw .malformed("not a baseline file (no \"version\" field)") }
    guard let version = versionNode.number.flatMap({ Int($0) ?? Double($0).flatMap { Int(exactly: $0) } }) else {
      throw .malformed("not a baseline file (\(document.error("unexpected value at version", at: versionNode)))")
    }
    switch version {
    case Self.currentVersion:
      guard let findings = root["findings"] else { throw .malformed("not a baseline file (no \"findings\" field)") }
      guard findings.elements != nil else {
        throw .malformed("not a baseline file (\(document.error("unexpected value at findings", at: findings)))")
      }
      if let problem = reader.problem { throw .malformed("not a baseline file (\(problem))") }
      // A file this tool wrote is sorted already: checked in one pass, not sorted again.
      if !Self.isSorted(reader.fingerprints) { reader.fingerprints.sort() }
      self.init(fingerprints: reader.fingerprints, coverage: try Self.coverage(root["coverage"], in: document))
    case BundleBaselines.version:
      do {
        let file = try BundleBaselines(decoding: Data(bytes))
        let section = bundle.flatMap { file.bundles[$0] }
        self.init(fingerprints: section?.fingerprints ?? [], coverage: section?.coverage ?? [:])
      } catch {
        throw .malformed("not a baseline file (\(Self.describe(error)))")
      }
    case let version:
      throw .malformed(
        "baseline version \(version) is not supported (this tool reads versions \(Self.currentVersion) and \(BundleBaselines.version))"
      )
    }
  }

  /// The `coverage` member's fractions, in ten-thousandths (absent or null: none).
  private static func coverage(_ node: JSONNode?, in document: JSONDocument) throws(BaselineError) -> [String: Int] {
    guard let node, !node.isNull else { return [:] }
    guard let members = node.members else {
      throw .malformed("not a baseline file (\(document.error("unexpected value at coverage", at: node)))")
    }
    var fractions: [String: Double] = [:]
    for (language, value) in members {
      guard let fraction = value.number.flatMap(Double.init) else {
        throw .malformed(
          "not a baseline file (\(document.error("unexpected value at coverage.\(language)", at: value)))")
      }
      fractions[language] = fraction
    }
    return scaled(fractions)
  }
}

/// The fingerprints of a baseline's findings, one element at a time; the first element that is
/// not a finding is kept as the problem, reported once the file's version says it matters.
private struct FingerprintReader {
  var fingerprints: [Baseline.Fingerprint] = []
  var problem: String?
  /// The longer texts read so far (files, tables), each held once however many findings name it.
  private var shared: Set<String> = []
  /// The member of `shared` that `share` handed out last: a file's findings follow one another,
  /// so most texts are that one again, compared without hashing.
  private var lastShared = ""

  mutating func add(_ node: JSONNode, in document: JSONDocument) {
    guard problem == nil else { return }
    let at = "findings.\(fingerprints.count)"
    guard node.members != nil else {
      problem = document.error("unexpected value at \(at)", at: node).description
      return
    }
    guard let idNode = node["id"] else {
      problem = document.error("no \"id\" field at \(at)", at: node).description
      return
    }
    guard let id = idNode.string else {
      problem = document.error("unexpected value at \(at).id", at: idNode).description
      return
    }
    var fingerprint = Baseline.Fingerprint(id: share(id))
    for (name, path) in [("file", \Baseline.Fingerprint.file), ("language", \.language), ("table", \.table)] {
      guard let value = optional(node, name, at, in: document) else { return }
      fingerprint[keyPath: path] = value.map { share($0) }
    }
    // Keys differ from one finding to the next: sharing them would only grow the set.
    guard let key = optional(node, "key", at, in: document) else { return }
    fingerprint.key = key
    fingerprints.append(fingerprint)
  }

  /// An optional string member: `.some(nil)` when absent or null, nil (with the problem kept) when of another type.
  private mutating func optional(_ node: JSONNode, _ name: String, _ at: String, in document: JSONDocument)
    -> String??
  {
    guard let value = node[name], !value.isNull else { return .some(nil) }
    guard let text = value.string else {
      problem = document.error("unexpected value at \(at).\(name)", at: value).description
      return nil
    }
    return text
  }

  /// The text held once: a string of more than 15 bytes is stored apart from its value, which
  /// copies of one `String` share.
  private mutating func share(_ text: String) -> String {
    guard text.utf8.count > 15 else { return text }
    if text == lastShared { return lastShared }
    if let known = shared.firstIndex(of: text) {
      lastShared = shared[known]
      return lastShared
    }
    if shared.count < 4096 {
      shared.insert(text)
      lastShared = text
    }
    return text
  }
}
