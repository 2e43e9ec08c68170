import ByteCore
import StringsFormat

/// A String Catalog (`.xcstrings`, Xcode 15 and later): one strings table in every language.
public struct StringCatalog: Sendable, Hashable {
  /// One language's value of a key.
  public struct Localization: Sendable, Hashable {
    /// `stringUnit.state`: `translated`, `needs_review`, `new` (others are kept as read).
    public var state: String?
    /// `stringUnit.value`; nil when the localization has no plain string unit.
    public var value: String?
    /// True when the value varies (`variations`: plural, device) or has `substitutions`, which
    /// a `.strings` table cannot hold.
    public var varies: Bool
    /// How the value varies, as the catalog names it: `plural`, `device` (the members of
    /// `variations`), `substitution`; empty when it does not.
    public var variationKinds: [String] = []
    /// Where the localization's object starts (read catalogs only).
    public var location: SourceLocation?

    /// Creates a localization with a plain string unit.
    public init(state: String?, value: String?, varies: Bool = false, location: SourceLocation? = nil) {
      self.state = state
      self.value = value
      self.varies = varies
      self.location = location
    }
  }

  /// One key.
  public struct Entry: Sendable, Hashable {
    /// The key.
    public var key: String
    /// `comment`, for translators.
    public var comment: String?
    /// `extractionState` (`manual` for strings Xcode does not extract from code).
    public var extractionState: String?
    /// `shouldTranslate` (false: the string stays as it is in every language).
    public var shouldTranslate: Bool?
    /// `localizations`, by language.
    public var localizations: [String: Localization]
    /// Where the entry's object starts (read catalogs only).
    public var location: SourceLocation?

    /// Creates an entry.
    public init(
      key: String, comment: String?, extractionState: String?, shouldTranslate: Bool? = nil,
      localizations: [String: Localization], location: SourceLocation? = nil
    ) {
      self.key = key
      self.comment = comment
      self.extractionState = extractionState
      self.shouldTranslate = shouldTranslate
      self.localizations = localizations
      self.location = location
    }
  }

  /// `sourceLanguage`.
  public var sourceLanguage: String
  /// `version` (Xcode writes `1.0`).
  public var version: String
  /// `strings`, in file order when read (written sorted).
  public var entries: [Entry]

  /// Creates a catalog.
  public init(sourceLanguage: String, version: String = "1.0", entries: [Entry]) {
    self.sourceLanguage = sourceLanguage
    self.version = version
    self.entries = entries
  }

  /// The catalog as Xcode writes it: sorted keys, two-space indentation, ` : `, no final line break.
  public func json() -> String {
    var strings: [(name: String, value: XcodeJSON.Value)] = []
    for entry in entries {
      var members: [(name: String, value: XcodeJSON.Value)] = []
      if let comment = entry.comment { members.append(("comment", .string(comment))) }
      if let state = entry.extractionState { members.append(("extractionState", .string(state))) }
      if let flag = entry.shouldTranslate { members.append(("shouldTranslate", .bool(flag))) }
      let localizations = entry.localizations.compactMap {
        language, localization -> (name: String, value: XcodeJSON.Value)? in
        guard let value = localization.value else { return nil }
        let unit = XcodeJSON.Value.object([
          ("state", .string(localization.state ?? "translated")), ("value", .string(value)),
        ])
        return (language, .object([("stringUnit", unit)]))
      }
      if !localizations.isEmpty { members.append(("localizations", .object(localizations))) }
      strings.append((entry.key, .object(members)))
    }
    return XcodeJSON.text(
      .object([
        ("sourceLanguage", .string(sourceLanguage)), ("strings", .object(strings)), ("version", .string(version)),
      ]))
  }
}

extension StringCatalog {
  /// Reads a catalog from its bytes: strict JSON (see `JSONReader`) in the catalog's shape.
  /// Members this tool does not use are ignored, as Xcode adds new ones over time; a member it
  /// uses with the wrong type is an error. Throws the first problem, located.
  public init(parsing bytes: [UInt8]) throws(TranslationFormatError) {
    try self.init(parsing: bytes, keeping: { _ in true })
  }

  /// Reads a catalog as `init(parsing:)` does, but keeps only the entries `keep` accepts (it
  /// sees an entry before its places are filled in), each of the others checked and let go as
  /// soon as it is read: an import, which takes nothing from an entry without localizations,
  /// then holds none of a catalog's millions of empty keys.
  public init(parsing bytes: [UInt8], keeping keep: (Entry) -> Bool) throws(TranslationFormatError) {
    try self.init(parsing: bytes, keeping: keep, taking: { _, _ in false })
  }

  /// Reads a catalog as `init(parsing:keeping:)` does, but hands each kept entry, located, to
  /// `take` with the catalog's `sourceLanguage` when the file gives it before `strings` (as
  /// Xcode writes it, its members sorted), and holds only the entries `take` returns false for:
  /// an import then turns each entry into units as it is read, never holding every entry at
  /// once. What `take` was given counts only when the read does not throw.
  public init(
    parsing bytes: [UInt8], keeping keep: (Entry) -> Bool, taking take: (Entry, _ sourceLanguage: String) -> Bool
  ) throws(TranslationFormatError) {
    // Each entry is made as soon as the reader reaches it, so that one entry's tree is held at a
    // time, never the file's. Its error waits for the whole read and the root's checks: the
    // first problem is the one a read of the whole tree, then of each part, would find.
    var entries: [Entry] = []
    var entryError: TranslationFormatError?
    let document = try JSONDocument(parsing: bytes, streamingMembersOf: "strings") { key, node, document in
      guard entryError == nil else { return }
      do throws(TranslationFormatError) {
        let shape = CatalogShape(document: document)
        let entry = try shape.entry(key, node)
        // Located only once kept: a line and column per entry is most of the cost of reading
        // millions of entries an import lets go.
        guard keep(entry) else { return }
        let located = shape.located(entry, node)
        if let source = document.root["sourceLanguage"]?.string, take(located, source) { return }
        entries.append(located)
      } catch {
        entryError = error
      }
    }
    let shape = CatalogShape(document: document)
    let root = document.root
    _ = try shape.object(root, "a String Catalog")
    guard
      let source = try shape.string(
        shape.require(root["sourceLanguage"], "\"sourceLanguage\"", in: root), "\"sourceLanguage\"")
    else {
      throw document.error("\"sourceLanguage\" is missing", at: root)
    }
    let version = try shape.string(root["version"], "\"version\"") ?? "1.0"
    _ = try shape.object(shape.require(root["strings"], "\"strings\"", in: root), "\"strings\"")
    if let entryError { throw entryError }
    self.init(sourceLanguage: source, version: version, entries: entries)
  }
}

/// The shape a catalog's members must have, each problem located in its document.
private struct CatalogShape {
  let document: JSONDocument

  func require(_ node: JSONNode?, _ what: String, in parent: JSONNode) throws(TranslationFormatError) -> JSONNode {
    guard let node else { throw document.error("\(what) is missing", at: parent) }
    return node
  }

  func string(_ node: JSONNode?, _ what: String) throws(TranslationFormatError) -> String? {
    guard let node else { return nil }
    guard let text = node.string else {
      throw document.error("\(what) must be a string, not \(node.typeName)", at: node)
    }
    return text
  }

  /// The members of an object node; `what` names it in the error (made only then: a catalog of
  /// millions of entries would otherwise spend most of its reading on messages never shown).
  func object(_ node: JSONNode, _ what: @autoclosure () -> String) throws(TranslationFormatError) -> [(
    key: String, value: JSONNode
  )] {
    guard let members = node.members else {
      throw document.error("\(what()) must be an object, not \(node.typeName)", at: node)
    }
    return members
  }

  /// The entry of `key`, read from its node.
  func entry(_ key: String, _ node: JSONNode) throws(TranslationFormatError) -> StringCatalog.Entry {
    let members = try object(node, "the entry \(key.debugDescription)")
    // `{}`, as Xcode writes a key nothing localizes yet: no member to look up.
    if members.isEmpty {
      return StringCatalog.Entry(
        key: key, comment: nil, extractionState: nil, shouldTranslate: nil, localizations: [:])
    }
    var shouldTranslate: Bool?
    if let flag = node["shouldTranslate"] {
      guard case .bool(let value) = flag.kind else {
        throw document.error("\"shouldTranslate\" must be a boolean, not \(flag.typeName)", at: flag)
      }
      shouldTranslate = value
    }
    var localizations: [String: StringCatalog.Localization] = [:]
    if let all = node["localizations"] {
      for (language, localization) in try object(all, "\"localizations\" of \(key.debugDescription)") {
        _ = try object(localization, "the \(language) localization of \(key.debugDescription)")
        let varies = localization["variations"] != nil || localization["substitutions"] != nil
        var state: String?
        var value: String?
        if let unit = localization["stringUnit"] {
          _ = try object(unit, "\"stringUnit\"")
          state = try string(require(unit["state"], "\"state\" of the string unit", in: unit), "\"state\"")
          value = try string(require(unit["value"], "\"value\" of the string unit", in: unit), "\"value\"")
        }
        var read = StringCatalog.Localization(state: state, value: value, varies: varies)
        read.variationKinds =
          (localization["variations"]?.members?.map(\.key) ?? [])
          + (localization["substitutions"] == nil ? [] : ["substitution"])
        localizations[language] = read
      }
    }
    return StringCatalog.Entry(
      key: key, comment: try string(node["comment"], "\"comment\""),
      extractionState: try string(node["extractionState"], "\"extractionState\""), shouldTranslate: shouldTranslate,
      localizations: localizations)
  }

  /// `entry`, read from `node`, with its place and each of its localizations' places.
  func located(_ entry: StringCatalog.Entry, _ node: JSONNode) -> StringCatalog.Entry {
    var entry = entry
    entry.location = document.location(of: node)
    for (language, localization) in node["localizations"]?.members ?? [] {
      entry.localizations[language]?.location = document.location(of: localization)
    }
    return entry
  }
}
