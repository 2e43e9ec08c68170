import ByteCore
import Findings
import Foundation
import StringsFormat

/// Walks a Settings bundle depth first from `Root.plist` (then `Root~ipad`, `Root~iphone` and
/// `*.inApp` variants) through every child pane, and reports what it finds on the way.
public struct BundleWalker: Sendable {
  /// The bundle to walk.
  public var bundle: SettingsBundle

  /// Creates a walker.
  public init(bundle: SettingsBundle) { self.bundle = bundle }

  /// Reads the bundle. Throws `BundleError` only when the folder itself cannot be listed; every
  /// problem inside it is a finding.
  public func walk() throws -> BundleWalk {
    let path = bundle.url.path
    guard let root = BundlePaths.realPath(path) else {
      throw BundleError(path: path, reason: "no such folder")
    }
    let entries: [String]
    do {
      entries = try FileManager.default.contentsOfDirectory(atPath: root)
    } catch {
      throw BundleError(path: path, reason: "not a readable folder")
    }
    var state = WalkState(root: root, entries: entries, options: bundle.options)
    return state.run()
  }
}

extension SettingsBundle {
  /// The table InAppSettingsKit names after a page: its name less `.inApp` and a device suffix
  /// (the one rule for "a table named after a page").
  package static func conventionalTable(of page: String) -> String {
    var table = page
    if table.hasSuffix(".inApp") { table.removeLast(".inApp".count) }
    for suffix in ["~ipad", "~iphone", "~vision"] where table.hasSuffix(suffix) {
      table.removeLast(suffix.count)
    }
    return table
  }

  /// Walks the bundle (see `BundleWalker`).
  public func walk() throws -> BundleWalk { try BundleWalker(bundle: self).walk() }

  /// Whether a top-level page name is a root variant walked like `Root`: `Root~ipad`,
  /// `Root~iphone`, or any `*.inApp` page (InAppSettingsKit).
  public static func isRootVariant(_ name: String) -> Bool {
    name == "Root~ipad" || name == "Root~iphone" || name.hasSuffix(".inApp")
  }
}

/// A child-pane link found on a page.
private struct Link {
  var target: String
  var title: String?
  var specifierIndex: Int
  var label: String
  var location: SourceLocation?
}

/// What loading a page name gave.
private enum LoadOutcome: Equatable {
  case loaded
  case missing(String)
  case outside(String)
  case invalid
  case skipped

  var nodeState: PageNode.State {
    switch self {
    case .loaded: .expanded
    case .missing: .missing
    case .outside: .outsideBundle
    case .invalid: .invalid
    case .skipped: .skipped
    }
  }
}

private struct WalkState {
  let root: String
  let options: SettingsBundle.Options
  let plistFiles: [String]
  /// The bundle's top-level entries.
  let entries: [String]
  /// The table names of every `.lproj` (for InAppSettingsKit's table of a page without
  /// `StringsTable`), listed the first time such a page needs them.
  private var lprojTables: Set<String>?

  var pages: [Page] = []
  var pageIndex: [String: Int] = [:]
  var failed: [String: LoadOutcome] = [:]
  var attempted: Set<String> = []
  var reachedPaths: Set<String> = []
  var nodes: [PageNode] = []
  var findings: [Finding] = []
  var stopped = false
  var pageLimitReported = false
  /// Pages parsed ahead of the walk, concurrently, by file name.
  var parsed: [String: (page: Page?, findings: [Finding])] = [:]

  init(root: String, entries: [String], options: SettingsBundle.Options) {
    self.root = root
    self.options = options
    plistFiles = entries.filter { $0.hasSuffix(".plist") && $0.count > 6 }.sorted()
    self.entries = entries
  }

  /// Parses the bundle's top-level pages concurrently before the walk needs them (a page is
  /// parsed only when it is a regular file inside the bundle and within the size limit).
  mutating func parseAhead() {
    let reader = options.reader
    let candidates: [(file: String, path: String)] = plistFiles.prefix(options.limits.maxPages).compactMap { file in
      guard case .file(let path, let size) = BundlePaths.status(of: file, inBundle: root),
        size <= options.limits.maxPageBytes
      else { return nil }
      return (file, path)
    }
    let loaded = Concurrently.map(candidates.count) { index -> (page: Page?, findings: [Finding])? in
      let (file, path) = candidates[index]
      guard let bytes = try? FileBytes.read(path: path) else { return nil }
      return Page.load(bytes: bytes, name: String(file.dropLast(".plist".count)), file: file, reader: reader)
    }
    parsed = [:]
    for (candidate, page) in zip(candidates, loaded) { parsed[candidate.file] = page }
  }

  mutating func run() -> BundleWalk {
    parseAhead()
    let variants = plistFiles.map { String($0.dropLast(".plist".count)) }.filter(SettingsBundle.isRootVariant)
    for name in ["Root"] + variants where !stopped && pageIndex[name] == nil && failed[name] == nil {
      walkTree(from: name)
    }
    let unreached = plistFiles.filter { file in
      !attempted.contains(file) && !reachedPaths.contains(BundlePaths.realPath(root + "/" + file) ?? "")
    }
    // A plist without PreferenceSpecifiers (the bundle's Info.plist) is not a page, so not an orphan one.
    let orphans = unreached.filter { file in
      guard let ahead = parsed[file], let page = ahead.page else { return true }
      return
        !(page.specifiers.isEmpty
        && ahead.findings.contains { $0.id == .missingRequiredKey && $0.specifierIndex == nil })
    }
    for file in orphans {
      findings.append(
        Finding(.orphanPage(file), file: file, page: String(file.dropLast(".plist".count))))
    }
    for page in pages where page.stringsTable == nil && !Self.isLegalText(page) {
      let detail: String
      if let table = page.table {
        // InAppSettingsKit reads the table named after the page: as meant, nothing to say.
        guard table != SettingsBundle.conventionalTable(of: page.name) else { continue }
        detail = "no table is named after it, so InAppSettingsKit reads its strings from \(table)"
      } else if lprojTableNames().contains(SettingsBundle.conventionalTable(of: page.name)) {
        let table = SettingsBundle.conventionalTable(of: page.name)
        detail =
          "its strings are not localized; \(table).strings beside it is the table InAppSettingsKit reads for it (--iask)"
      } else {
        detail = "its strings are not localized"
      }
      findings.append(
        Finding(.pageWithoutTable(detail), file: page.file, page: page.name, table: page.table))
    }
    let reader = options.reader
    let shown = shownPages(reader: reader)
    // What a page says of itself (its elements, its table) matters to the reader that shows it:
    // the Settings app never opens an `.inApp` page nor the pages only it links to, and
    // InAppSettingsKit never opens a page its `.inApp` variant replaces.
    let walked = Set(pages.map(\.name))
    findings.removeAll { finding in finding.page.map { walked.contains($0) && !shown.contains($0) } ?? false }
    let strings = pages.filter { shown.contains($0.name) }.flatMap { $0.localizableStrings(reader: reader) }
    // Every page file counts for what is used, under any element type, with every field any
    // reader localizes: pages of the other reader, and pages no link reaches.
    var orphanPages: [Page] = []
    for file in orphans {
      guard var page = parsed[file]?.page else { continue }
      if page.stringsTable == nil, options.iaskTableConvention { page.table = iaskTable(for: page.name) }
      orphanPages.append(page)
    }
    // Under either reader: InAppSettingsKit reads a page without StringsTable from its own table
    // (or Root), with --iask or not.
    var used: [LocalizableString] = []
    for var page in pages + orphanPages {
      if page.stringsTable == nil, page.table == nil { page.table = iaskTable(for: page.name) }
      used += page.localizableStrings(reader: .inAppSettingsKit)
    }
    return BundleWalk(
      options: options, pages: pages, nodes: nodes, orphans: orphans, strings: strings, usedStrings: used,
      shownPages: pages.map(\.name).filter(shown.contains), findings: findings.sortedStably())
  }

  /// The pages `reader` shows. The Settings app starts from `Root` and its device variants,
  /// never from an `.inApp` page; InAppSettingsKit reads `NAME.inApp.plist` (or a device
  /// variant of it) instead of `NAME.plist` wherever the bundle has one.
  private func shownPages(reader: PageReader) -> Set<String> {
    let loaded = Set(pages.map(\.name))
    func base(_ name: String) -> String {
      var name = name
      if name.hasSuffix(".inApp") { name.removeLast(".inApp".count) }
      for suffix in ["~ipad", "~iphone", "~vision"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
      return name
    }
    let inAppBases = Set(loaded.filter { $0.hasSuffix(".inApp") }.map(base))
    func replaced(_ name: String) -> Bool { !name.hasSuffix(".inApp") && inAppBases.contains(base(name)) }
    var roots: [String] = []
    var shown: Set<String> = []
    for node in nodes {
      let root = node.parent.map { roots[$0] } ?? node.page
      roots.append(root)
      guard loaded.contains(node.page) else { continue }
      switch reader {
      case .settingsApp where !root.hasSuffix(".inApp"): shown.insert(node.page)
      case .inAppSettingsKit where !replaced(root) && !replaced(node.page): shown.insert(node.page)
      default: break
      }
    }
    return shown
  }

  // MARK: Tree

  private struct Frame {
    var node: Int
    var page: String
    var links: [Link]
    var next = 0
  }

  private mutating func walkTree(from rootName: String) {
    guard reserveNode() else { return }
    let outcome = load(rootName)
    let file = rootName + ".plist"
    switch outcome {
    case .missing(let reason):
      findings.append(
        Finding(.missingPage(file, reason), file: file, page: rootName))
    case .outside(let target):
      findings.append(
        Finding(.pathOutsideBundle(page: file, target: target), file: file, page: rootName))
    default: break
    }
    nodes.append(
      PageNode(
        page: rootName, file: file, depth: 0, parent: nil, specifierIndex: nil, title: nil,
        state: outcome.nodeState))
    guard outcome == .loaded, let index = pageIndex[rootName] else { return }
    var stack = [Frame(node: nodes.count - 1, page: rootName, links: links(of: pages[index]))]
    var path: [String] = [rootName]
    var onPath: Set<String> = [rootName]

    while let top = stack.indices.last, !stopped {
      guard stack[top].next < stack[top].links.count else {
        onPath.remove(stack[top].page)
        path.removeLast()
        stack.removeLast()
        continue
      }
      let link = stack[top].links[stack[top].next]
      stack[top].next += 1
      guard reserveNode() else { return }
      let parentNode = stack[top].node
      let parentPage = pages[pageIndex[stack[top].page] ?? 0]
      var node = PageNode(
        page: link.target, file: link.target + ".plist", depth: nodes[parentNode].depth + 1, parent: parentNode,
        specifierIndex: link.specifierIndex, title: link.title, state: .expanded)
      // Each finding about the link is at the child pane, in its parent's page.
      func atLink(_ text: FindingText) -> Finding {
        Finding(text, file: parentPage.file, page: parentPage.name, specifierIndex: link.specifierIndex)
          .located(at: link.location)
      }

      if let reason = BundlePaths.outsideReason(link.target) {
        node.file = link.target
        node.state = .outsideBundle
        let text = FindingText.badPageFile(
          link: link.label, file: Self.printable(link.target), reason: reason,
          climbsOut: BundlePaths.climbsOut(link.target))
        findings.append(atLink(text))
      } else if link.target.isEmpty {
        node.file = ""
        node.state = .missing
        findings.append(atLink(.missingPage(emptyFileOf: link.label)))
      } else if onPath.contains(link.target) {
        node.state = .cycle
        let steps = path + [link.target]
        let trail = (steps.count > 8 ? steps.prefix(3) + ["…"] + steps.suffix(4) : steps[...]).joined(separator: " → ")
        findings.append(atLink(.pageCycle(link: link.label, file: node.file, trail: trail)))
      } else if pageIndex[link.target] != nil {
        node.state = .repeated
      } else {
        let outcome = failed[link.target] ?? load(link.target)
        node.state = outcome.nodeState
        switch outcome {
        case .missing(let reason):
          let text = FindingText.missingPage(
            link: link.label, target: link.target, file: node.file, reason: reason, hint: hint(for: link.target))
          findings.append(atLink(text))
        case .outside(let target):
          findings.append(atLink(.pathOutsideBundle(link: link.label, file: node.file, target: target)))
        default: break
        }
      }
      nodes.append(node)
      if node.state == .expanded, let index = pageIndex[link.target] {
        stack.append(Frame(node: nodes.count - 1, page: link.target, links: links(of: pages[index])))
        path.append(link.target)
        onPath.insert(link.target)
      }
    }
  }

  /// Room for one more tree node; reports `limit-exceeded` and stops the walk when there is none.
  private mutating func reserveNode() -> Bool {
    if stopped { return false }
    guard nodes.count < options.limits.maxTreeNodes else {
      stopped = true
      findings.append(
        Finding(.limitExceeded(treeNodes: options.limits.maxTreeNodes)))
      return false
    }
    return true
  }

  /// The child-pane links of a page, in specifier order; InAppSettingsKit list groups' embedded
  /// child panes (`ItemSpecifier`, `AddSpecifier`) count too.
  private func links(of page: Page) -> [Link] {
    var result: [Link] = []
    for specifier in page.specifiers {
      switch specifier.kind {
      case .childPane(let pane):
        guard !pane.opensCustomView, let file = pane.file else { continue }
        result.append(
          Link(
            target: file, title: specifier.title, specifierIndex: specifier.index, label: specifier.label,
            location: specifier.location(ofKey: "File")))
      case .unknown:
        for (key, value) in specifier.raw.sorted(by: { $0.key < $1.key }) {
          guard let embedded = value.dictionaryValue, embedded["Type"]?.stringValue == "PSChildPaneSpecifier",
            let file = embedded["File"]?.stringValue,
            !embedded.keys.contains(where: { $0.hasPrefix("IASKViewController") || $0 == "IASKSegueIdentifier" })
          else { continue }
          result.append(
            Link(
              target: file, title: embedded["Title"]?.stringValue, specifierIndex: specifier.index,
              label: "\(specifier.label) \(key)", location: specifier.location(ofKey: key)))
        }
      default: continue
      }
    }
    return result
  }

  /// ` (did you mean "Advanced"?)` when a page differs only in case.
  private func hint(for target: String) -> String {
    let wanted = (target + ".plist").lowercased()
    let exact = target + ".plist"
    guard let match = plistFiles.first(where: { $0 != exact && $0.lowercased() == wanted }) else { return "" }
    return " (did you mean \"\(match.dropLast(".plist".count))\"? names are case-sensitive on iOS)"
  }

  /// Control characters escaped so a hostile `File` cannot break a report line.
  static func printable(_ text: String) -> String { PrintableText.escapingControls(text) }

  // MARK: Pages

  /// Loads a page by name once; later calls see `pageIndex` or `failed`.
  private mutating func load(_ name: String) -> LoadOutcome {
    let file = name + ".plist"
    attempted.insert(file)
    let outcome = read(name, file: file)
    if outcome != .loaded { failed[name] = outcome }
    return outcome
  }

  private mutating func read(_ name: String, file: String) -> LoadOutcome {
    guard pages.count < options.limits.maxPages else {
      if !pageLimitReported {
        pageLimitReported = true
        findings.append(
          Finding(.limitExceeded(pages: options.limits.maxPages, file: file), file: file, page: name))
      }
      return .skipped
    }
    switch BundlePaths.status(of: file, inBundle: root) {
    case .missing(let reason):
      return .missing(reason)
    case .notAFile:
      return .missing("not a regular file")
    case .outside(let target):
      return .outside(target)
    case .file(let path, let size):
      reachedPaths.insert(path)
      guard size <= options.limits.maxPageBytes else {
        findings.append(
          Finding(.limitExceeded(pageBytes: size, limit: options.limits.maxPageBytes), file: file, page: name))
        return .invalid
      }
      let loaded: Page?
      let pageFindings: [Finding]
      if let ahead = parsed.removeValue(forKey: file), ahead.page?.name == name || ahead.page == nil {
        (loaded, pageFindings) = ahead
      } else {
        let bytes: [UInt8]
        do {
          bytes = try FileBytes.read(path: path)
        } catch {
          return .missing("cannot be read")
        }
        (loaded, pageFindings) = Page.load(bytes: bytes, name: name, file: file, reader: options.reader)
      }
      findings += pageFindings
      guard var page = loaded else { return .invalid }
      if page.stringsTable == nil, options.iaskTableConvention {
        page.table = iaskTable(for: name)
      }
      pageIndex[name] = pages.count
      pages.append(page)
      return .loaded
    }
  }

  /// True for a page of licence or acknowledgement text: its strings are only group footers of
  /// hundreds of characters (a licence, a list of the libraries used), which every app shows as
  /// written. Such a page without StringsTable is meant to be so: nothing to say of it.
  static func isLegalText(_ page: Page) -> Bool {
    let strings = page.localizableStrings(reader: .settingsApp)
    return !strings.isEmpty && strings.allSatisfy { $0.field == .footerText && $0.key.count >= 400 }
  }

  /// InAppSettingsKit's table for a page without `StringsTable`: the page name without `.inApp`
  /// and `~ipad`/`~iphone`/`~vision`, or `Root` when no lproj has such a table.
  private mutating func iaskTable(for name: String) -> String {
    let table = SettingsBundle.conventionalTable(of: name)
    return lprojTableNames().contains(table) ? table : "Root"
  }

  /// The names of the tables of every language folder, listed once.
  private mutating func lprojTableNames() -> Set<String> {
    if lprojTables == nil {
      var tables: Set<String> = []
      for entry in entries where entry.hasSuffix(".lproj") {
        let folder = root + "/" + entry
        for file in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        where file.hasSuffix(".strings") {
          tables.insert(String(file.dropLast(".strings".count)))
        }
      }
      lprojTables = tables
    }
    return lprojTables ?? []
  }
}
