import ByteCore
import Foundation
import Yams

extension RepositoryConfig {
  /// The largest configuration file read (a config is a few hundred bytes; this bounds a mistake).
  public static let maximumFileSize = 1 << 20

  /// Reads and validates the configuration file at `url`; `displayPath` is how errors name it.
  public static func load(from url: URL, displayPath: String) throws(ConfigError) -> RepositoryConfig {
    // Only a regular file is opened: a FIFO or a device would block or never end.
    // `stat` follows links as the kernel does (Foundation's resolving would repair a name that is not UTF-8).
    if let info = FileSystem.status(url.path), !FileSystem.isRegularFile(info) {
      throw ConfigError("the configuration is not a regular file", file: displayPath)
    }
    let data: Data
    do {
      let handle = try FileHandle(forReadingFrom: url)
      defer { try? handle.close() }
      data = try handle.read(upToCount: maximumFileSize + 1) ?? Data()
    } catch {
      throw ConfigError("cannot read the configuration: \((error as NSError).localizedDescription)", file: displayPath)
    }
    guard data.count <= maximumFileSize else {
      throw ConfigError("the configuration is larger than \(maximumFileSize / 1024) KiB", file: displayPath)
    }
    let bytes = [UInt8](data)
    guard UTF8Validation.firstInvalidByte(in: bytes) == nil else {
      let (line, column) = ConfigReader.firstInvalidUTF8(in: bytes)
      throw ConfigError(
        "the configuration is not valid UTF-8", at: SourceLocation(file: displayPath, line: line, column: column))
    }
    return try parse(String(decoding: bytes, as: UTF8.self), file: url, displayPath: displayPath)
  }

  /// Parses configuration text; `file` is where it was read from (its folder anchors relative paths).
  public static func parse(_ text: String, file: URL, displayPath: String) throws(ConfigError) -> RepositoryConfig {
    let root: Node?
    do {
      root = try Yams.compose(yaml: text)
    } catch let error as YamlError {
      throw ConfigReader.error(error, text: text, file: displayPath)
    } catch {
      throw ConfigError("cannot parse the configuration: \(error)", file: displayPath)
    }
    var reader = ConfigReader(file: displayPath, folder: file.deletingLastPathComponent())
    guard let root else { return RepositoryConfig(file: file) }
    if case .scalar(let scalar) = root, ConfigReader.isNull(scalar) { return RepositoryConfig(file: file) }
    return try reader.config(root, file: file)
  }
}

/// Walks the YAML nodes of a configuration, checking each key and value where it is written.
struct ConfigReader {
  let file: String
  let folder: URL
  /// Nodes visited so far: aliases can make a small file a huge tree, so the walk is bounded.
  private var visited = 0
  static let maximumNodes = 100_000

  static let settingKeys = [
    "developmentLanguage", "iask", "failOn", "minCoverage", "baseline", "ignore", "doNotTranslate", "policy",
    "severity", "sources",
  ]
  static let topKeys = ["bundles"] + settingKeys
  static let bundleKeys = ["path"] + settingKeys
  static let ruleKeys = ["id", "language", "table", "key", "file", "reason"]

  init(file: String, folder: URL) {
    self.file = file
    self.folder = folder
  }

  mutating func config(_ root: Node, file url: URL) throws(ConfigError) -> RepositoryConfig {
    let pairs = try mapping(root, what: "the configuration", keys: Self.topKeys)
    var config = RepositoryConfig(file: url)
    config.settings = try settings(pairs)
    if let node = pairs.first(where: { $0.0 == "bundles" })?.2 {
      config.bundles = try bundles(node)
    }
    return config
  }

  // MARK: Sections

  private mutating func bundles(_ node: Node) throws(ConfigError) -> [BundleEntry] {
    var entries: [BundleEntry] = []
    for item in try sequence(node, what: "bundles") {
      switch item {
      case .mapping:
        let pairs = try mapping(item, what: "a bundle", keys: Self.bundleKeys)
        guard let pathNode = pairs.first(where: { $0.0 == "path" })?.2 else {
          throw ConfigError("a bundle needs a path (path: App/Settings.bundle)", at: location(item))
        }
        let path = try bundlePath(pathNode)
        entries.append(BundleEntry(path: path, location: location(pathNode), settings: try settings(pairs)))
      default:
        entries.append(BundleEntry(path: try bundlePath(item), location: location(item)))
      }
    }
    guard !entries.isEmpty else {
      throw ConfigError("bundles lists no bundle; remove it to discover the bundles", at: location(node))
    }
    return entries
  }

  private mutating func bundlePath(_ node: Node) throws(ConfigError) -> String {
    let path = try string(node, what: "a bundle path")
    var partialStarStar = false
    PathPattern.forEachComponent(of: path) { component in
      partialStarStar = component.contains("**") && component != "**"
      return !partialStarStar
    }
    if partialStarStar {
      throw ConfigError("'**' must be a whole path component (Modules/**/Settings.bundle)", at: location(node))
    }
    do {
      try PathPattern.forEachComponent(of: path) { (component) throws(GlobError) in
        _ = try Glob(String(component))
        return true
      }
    } catch {
      throw ConfigError(error.description, at: location(node))
    }
    return path
  }

  private mutating func settings(_ pairs: [(String, Node, Node)]) throws(ConfigError) -> BundleSettings {
    var settings = BundleSettings()
    for (key, _, value) in pairs {
      switch key {
      case "developmentLanguage":
        settings.developmentLanguage = try string(value, what: key)
      case "iask":
        settings.iask = try bool(value, what: key)
      case "failOn":
        let text = try string(value, what: key)
        guard let severity = Severity(rawValue: text) else {
          throw ConfigError("failOn is '\(text)'; it must be error, warning or note", at: location(value))
        }
        settings.failOn = severity
      case "minCoverage":
        settings.minCoverage = try percentage(value)
      case "baseline":
        let path = try string(value, what: key)
        settings.baseline = URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL.path
      case "ignore":
        settings.ignore = try sequence(value, what: key).map { (rule) throws(ConfigError) in try ignoreRule(rule) }
      case "policy":
        let text = try string(value, what: key)
        guard let policy = CheckPolicy(rawValue: text) else {
          let known = CheckPolicy.allCases.map(\.rawValue).joined(separator: " or ")
          throw ConfigError("policy is '\(text)'; it must be \(known)", at: location(value))
        }
        settings.policy = policy
      case "severity":
        settings.severity = try severities(value)
      case "doNotTranslate":
        settings.doNotTranslate = try sequence(value, what: key).map { (item) throws(ConfigError) in
          try glob(item, what: "a doNotTranslate key pattern")
        }
      case "sources":
        settings.sources = try sources(value)
      default:
        continue  // `bundles` and `path`, read by the caller
      }
    }
    return settings
  }

  /// `sources:`: false (no code is searched), true (the repository around the bundle), or a
  /// list of folders, files or patterns relative to the file's folder.
  private mutating func sources(_ node: Node) throws(ConfigError) -> SourceSearch {
    if case .sequence = node {
      let paths = try sequence(node, what: "sources").map { (item) throws(ConfigError) in
        let path = try string(item, what: "a sources path")
        _ = try glob(item, what: "a sources path")
        guard !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else {
          throw ConfigError("a sources path must stay inside the repository: '\(path)'", at: location(item))
        }
        return path
      }
      return .paths(paths, base: folder)
    }
    return try bool(node, what: "sources (true, false or a list of paths)") ? .automatic : .off
  }

  private mutating func ignoreRule(_ node: Node) throws(ConfigError) -> IgnoreRule {
    var rule = IgnoreRule(location: location(node))
    if case .mapping = node {
      let pairs = try mapping(node, what: "an ignore rule", keys: Self.ruleKeys)
      for (key, _, value) in pairs {
        switch key {
        case "id": rule.id = try findingID(value)
        case "language": rule.language = try glob(value, what: "language")
        case "table": rule.table = try glob(value, what: "table")
        case "key": rule.key = try glob(value, what: "key")
        case "file": rule.file = try glob(value, what: "file")
        default: _ = try string(value, what: "reason")
        }
      }
      guard rule.id != nil || rule.language != nil || rule.table != nil || rule.key != nil || rule.file != nil else {
        throw ConfigError(
          "an ignore rule needs at least one of id, language, table, key or file (it would drop every finding)",
          at: location(node))
      }
    } else {
      // `- stale-key` is short for `- id: stale-key`.
      rule.id = try findingID(node)
    }
    return rule
  }

  /// `severity:`: a mapping of finding ids (exact, as `check` reports them) to error, warning or note.
  private mutating func severities(_ node: Node) throws(ConfigError) -> [DiagnosticID: Severity] {
    try count(node)
    guard case .mapping(let mapping) = node else {
      throw ConfigError(
        "severity must be a mapping of finding ids to error, warning or note, not \(Self.kind(node))",
        at: location(node))
    }
    var severities: [DiagnosticID: Severity] = [:]
    for (keyNode, value) in mapping {
      let id = DiagnosticID(rawValue: try string(keyNode, what: "a finding id"))
      guard AuditID.isKnown(id) else {
        var message = "'\(id.rawValue)' is not a finding id"
        if let near = Self.suggestion(id.rawValue, in: AuditID.all.map(\.rawValue)) {
          message += "; did you mean '\(near)'?"
        }
        throw ConfigError(message, at: location(keyNode))
      }
      let text = try string(value, what: "a severity")
      guard let severity = Severity(rawValue: text) else {
        throw ConfigError(
          "the severity of \(id.rawValue) is '\(text)'; it must be error, warning or note", at: location(value))
      }
      severities[id] = severity
    }
    return severities
  }

  /// An id pattern that names (or matches) at least one id `check` reports.
  private mutating func findingID(_ node: Node) throws(ConfigError) -> Glob {
    let pattern = try glob(node, what: "id")
    guard AuditID.all.contains(where: { pattern.matches($0.rawValue) }) else {
      let known = AuditID.all.map(\.rawValue).joined(separator: ", ")
      let what = pattern.isLiteral ? "is not a finding id" : "matches no finding id"
      throw ConfigError("'\(pattern.pattern)' \(what); known ids: \(known)", at: location(node))
    }
    return pattern
  }

  // MARK: Values

  private mutating func mapping(_ node: Node, what: String, keys: [String]) throws(ConfigError) -> [(
    String, Node, Node
  )] {
    try count(node)
    guard case .mapping(let mapping) = node else {
      throw ConfigError("\(what) must be a mapping of keys to values, not \(Self.kind(node))", at: location(node))
    }
    var pairs: [(String, Node, Node)] = []
    for (keyNode, value) in mapping {
      try count(keyNode)
      guard case .scalar(let scalar) = keyNode else {
        throw ConfigError("a key must be a plain name, not \(Self.kind(keyNode))", at: location(keyNode))
      }
      guard keys.contains(scalar.string) else {
        var message = "unknown key '\(scalar.string)' in \(what)"
        if let near = Self.suggestion(scalar.string, in: keys) { message += "; did you mean '\(near)'?" }
        message += " (known keys: \(keys.joined(separator: ", ")))"
        throw ConfigError(message, at: location(keyNode))
      }
      pairs.append((scalar.string, keyNode, value))
    }
    return pairs
  }

  private mutating func sequence(_ node: Node, what: String) throws(ConfigError) -> [Node] {
    try count(node)
    guard case .sequence(let sequence) = node else {
      throw ConfigError("\(what) must be a list (one '- item' a line), not \(Self.kind(node))", at: location(node))
    }
    return Array(sequence)
  }

  private mutating func string(_ node: Node, what: String) throws(ConfigError) -> String {
    try count(node)
    // The text as written: `developmentLanguage: no` is Norwegian, not false.
    guard case .scalar(let scalar) = node, !Self.isNull(scalar) else {
      throw ConfigError("\(what) must be a text value, not \(Self.kind(node))", at: location(node))
    }
    guard !scalar.string.isEmpty else { throw ConfigError("\(what) is empty", at: location(node)) }
    guard !scalar.string.unicodeScalars.contains(where: { $0 < " " || $0 == "\u{7F}" }) else {
      throw ConfigError("\(what) holds a control character", at: location(node))
    }
    return scalar.string
  }

  private mutating func glob(_ node: Node, what: String) throws(ConfigError) -> Glob {
    let text = try string(node, what: what)
    do {
      return try Glob(text)
    } catch {
      throw ConfigError(error.description, at: location(node))
    }
  }

  private mutating func bool(_ node: Node, what: String) throws(ConfigError) -> Bool {
    try count(node)
    if case .scalar(let scalar) = node, scalar.style == .plain {
      switch scalar.string {
      case "true", "True", "TRUE": return true
      case "false", "False", "FALSE": return false
      default: break
      }
    }
    throw ConfigError("\(what) must be true or false, not \(Self.kind(node))", at: location(node))
  }

  /// The least coverage as a percentage, written as `--min-coverage` takes it: a fraction from
  /// 0 to 1 (`0.9`, the unit of `coverage` in JSON) or a percentage (`90%`).
  private mutating func percentage(_ node: Node) throws(ConfigError) -> Double {
    try count(node)
    if case .scalar(let scalar) = node {
      let isPercent = scalar.string.hasSuffix("%")
      if let number = Double(isPercent ? String(scalar.string.dropLast()) : scalar.string), number.isFinite {
        // 0.57 * 100 is 56.99999999999999 in binary floating point: round to a millionth of a percent.
        let percent = ((isPercent ? number : number * 100) * 1e6).rounded() / 1e6
        if (0...100).contains(percent) { return percent }
      }
    }
    throw ConfigError(
      "minCoverage must be a fraction from 0 to 1 (0.9) or a percentage from 0% to 100% (90%), not \(Self.kind(node))",
      at: location(node))
  }

  private mutating func count(_ node: Node) throws(ConfigError) {
    visited += 1
    if visited > Self.maximumNodes {
      throw ConfigError(
        "the configuration expands to more than \(Self.maximumNodes) values (aliases?)", at: location(node))
    }
  }

  // MARK: Reporting

  /// True for a plain empty value, `~` or `null`: YAML's null.
  static func isNull(_ scalar: Node.Scalar) -> Bool {
    scalar.style == .plain && ["", "~", "null", "Null", "NULL"].contains(scalar.string)
  }

  func location(_ node: Node) -> SourceLocation {
    let mark = node.mark
    return SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
  }

  /// How a node reads in a message: `'yes'`, `a list`, `a mapping`, `nothing`.
  static func kind(_ node: Node) -> String {
    switch node {
    case .scalar(let scalar):
      if isNull(scalar) { return "nothing" }
      let text = scalar.string.count > 40 ? String(scalar.string.prefix(37)) + "..." : scalar.string
      return "'" + PrintableText.escapingControls(text, quotes: false) + "'"
    case .sequence: return "a list"
    case .mapping: return "a mapping"
    case .alias: return "an alias"
    }
  }

  /// The known key closest to a misspelt one (`NearestName`'s rule).
  static func suggestion(_ key: String, in keys: [String]) -> String? {
    NearestName.suggestion(key, in: keys)
  }

  /// Where a key Yams reports as repeated is written again: the next line after its first
  /// place that has the key at the same column (Yams gives only the first place).
  static func repeatedKey(_ key: String, after first: Mark, in text: String) -> (line: Int, column: Int)? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard first.line < lines.count else { return nil }
    for number in first.line..<lines.count {
      let scalars = Array(lines[number].unicodeScalars)
      guard scalars.count >= first.column else { continue }
      let rest = String(String.UnicodeScalarView(scalars[(first.column - 1)...]))
      let before = scalars[..<(first.column - 1)]
      guard before.allSatisfy({ $0 == " " || $0 == "-" }) else { continue }
      if rest.hasPrefix(key + ":") || rest.hasPrefix("\"\(key)\":") || rest.hasPrefix("'\(key)':") {
        return (number + 1, first.column)
      }
    }
    return nil
  }

  /// The line and column (in scalars) of the first byte that is not UTF-8.
  static func firstInvalidUTF8(in bytes: [UInt8]) -> (line: Int, column: Int) {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var line = 1
    var column = 1
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        if encoded.count == 1, encoded.first == UInt8(ascii: "\n") {
          line += 1
          column = 1
        } else {
          column += 1
        }
      case .error, .emptyInput:
        return (line, column)
      }
    }
  }

  /// A Yams error as a configuration error at its mark.
  static func error(_ error: YamlError, text: String, file: String) -> ConfigError {
    func at(_ mark: Mark) -> SourceLocation { SourceLocation(file: file, line: mark.line, column: mark.column) }
    switch error {
    case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      let detail = context.map { "\($0.text) (from \($0.mark)): " } ?? ""
      return ConfigError("invalid YAML: \(detail)\(problem)", at: at(mark))
    case .duplicatedKeysInMapping(let duplicates, let context):
      let names = duplicates.map { "'\($0)'" }.joined(separator: ", ")
      let first = context.mark
      let again = duplicates.first.flatMap { repeatedKey($0, after: first, in: text) }
      return ConfigError(
        "\(names) given more than once in one mapping (first at line \(first.line))",
        at: again.map { SourceLocation(file: file, line: $0.line, column: $0.column) } ?? at(first))
    case .reader(let problem, let offset, _, _):
      var line = 1
      var column = 1
      if let offset {
        for character in text.prefix(offset) {
          if character == "\n" {
            line += 1
            column = 1
          } else {
            column += character.unicodeScalars.count
          }
        }
      }
      return ConfigError("invalid YAML: \(problem)", at: SourceLocation(file: file, line: line, column: column))
    default:
      return ConfigError("invalid YAML: \(error)", file: file)
    }
  }
}
