import BundleIO
import ByteCore
import Foundation

/// An Xcode Localization Catalog (`<lang>.xcloc/`), laid out as `xcodebuild -exportLocalizations`
/// writes it: `contents.json` (development region, target locale, tool, version),
/// `Localized Contents/<lang>.xliff` (the XLIFF 1.2 a translator edits), `Source Contents/` with
/// the development tables at the paths the XLIFF's `original`s name and the page files beside
/// them (as the bundle holds them), and `Notes/` (Xcode's place for screenshots and remarks) with
/// each page as `render` draws it in the development language, so that the screen around each
/// string travels with it.
public enum XcodeLocalizationCatalog {
  /// What every language's catalog carries around its strings, made once: each shown page
  /// rendered as HTML, and each page file's bytes.
  struct Context {
    /// `Notes/<page>.html`, in walk order.
    let notes: [(name: String, html: [UInt8])]
    /// `Source Contents/<page file>`, in walk order.
    let pages: [(file: String, bytes: [UInt8])]

    init(_ bundle: LocalizedBundle) {
      // Each string with its key: the translator finds a row by the key the XLIFF names.
      notes = PageRenderer.developmentPages(bundle).map { ("\($0.page).html", Array($0.html(showingKeys: true).utf8)) }
      pages = bundle.walk.pages.compactMap { page in
        // Read as the walk read it: a file that has gone since is left out, not an error.
        (try? FileBytes.read(bundle.url.appendingPathComponent(page.file))).map { (page.file, $0) }
      }
    }
  }

  /// The catalog folder's name for a target language: `de.xcloc`.
  public static func folderName(_ language: String) -> String { "\(language).xcloc" }

  /// `contents.json`, as Xcode writes it: `project` names what the strings come from by its
  /// file name (`ProjectFile.name`: the repository's `.xcworkspace` or `.xcodeproj`, else the
  /// bundle folder); `toolInfo` has every key Xcode writes, `toolBuildNumber` included (this
  /// tool's version: it has no separate build number), as readers of the format require it.
  static func contents(developmentRegion: String, project: String, targetLocale: String, tool: XLIFFDocument.Tool)
    -> String
  {
    XcodeJSON.text(
      .object([
        ("developmentRegion", .string(developmentRegion)),
        ("project", .string(project)),
        ("targetLocale", .string(targetLocale)),
        (
          "toolInfo",
          .object([
            ("toolBuildNumber", .string(tool.version ?? "0")),
            ("toolID", .string(tool.id)), ("toolName", .string(tool.name)),
            ("toolVersion", .string(tool.version ?? "0")),
          ])
        ),
        ("version", .string("1.0")),
      ]))
  }

  /// The files of one language's catalog `<output>/<name>.xcloc/…` (name: the target language
  /// unless given), each with what it replaces and its summary line, and the context files when
  /// given; `Notes/` is created by `createNotesFolder` even when it has none.
  static func changes(
    _ bundle: LocalizedBundle, files: [TranslationFile], options: ExportOptions, output: URL, displayOutput: String,
    name given: String? = nil, context: Context? = nil
  ) -> (folder: URL, changes: [(change: FileChange, summary: String)]) {
    let language = files.first?.targetLanguage ?? "und"
    let name = folderName(given ?? language)
    let folder = output.appendingPathComponent(name)
    let shown = PrintedPaths.join(displayOutput, name)
    func change(_ relative: String, _ bytes: [UInt8], _ summary: String) -> (change: FileChange, summary: String) {
      let url = folder.appendingPathComponent(relative)
      // Read without blocking: a FIFO at the output path is not waited on.
      let before = try? FileBytes.read(url)
      return (
        FileChange(url: url, displayPath: "\(shown)/\(relative)", before: before, after: bytes),
        "\(shown)/\(relative): \(summary)"
      )
    }
    let development = bundle.developmentLproj
    let sourceLanguage = files.first?.sourceLanguage ?? development?.locale?.canonical ?? "en"
    let document = XLIFFDocument(files: files.map { XLIFFDocument.File($0, tool: options.tool) })
    let units = files.reduce(0) { $0 + $1.units.count }
    let translated = files.reduce(0) { $0 + $1.units.filter { $0.target != nil }.count }
    let contents = contents(
      developmentRegion: sourceLanguage, project: ProjectFile.name(around: bundle.url),
      targetLocale: language,
      tool: options.tool)
    var changes = [
      change("contents.json", Array(contents.utf8), "\(sourceLanguage) to \(language)"),
      change(
        "Localized Contents/\(language).xliff", document.xmlBytes(),
        "\(count(files.count, "file")), \(count(units, "unit")), \(translated) with a target"),
    ]
    for file in files {
      guard let table = file.table, let development, let loaded = bundle.table(table, in: development.name) else {
        continue
      }
      changes.append(change("Source Contents/\(file.original)", loaded.document.serialized(), "the development table"))
    }
    for page in context?.pages ?? [] {
      changes.append(change("Source Contents/\(page.file)", page.bytes, "the page file"))
    }
    for note in context?.notes ?? [] {
      changes.append(change("Notes/\(note.name)", note.html, "the page in the development language"))
    }
    return (folder, changes)
  }

  /// Creates `Notes/` in a written catalog (an empty folder, which a file transaction cannot carry).
  static func createNotesFolder(in folder: URL) throws(ExchangeError) {
    let notes = folder.appendingPathComponent("Notes")
    do {
      try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
    } catch {
      throw .io(path: notes.path, reason: "cannot create the folder: \(error.localizedDescription)")
    }
  }

  /// The `targetLocale` of `contents.json`, if it names one.
  private static func targetLocale(in bytes: [UInt8]) throws(TranslationFormatError) -> String? {
    let document = try JSONDocument(parsing: bytes)
    guard document.root.members != nil else {
      throw document.error("contents.json must hold an object, not \(document.root.typeName)", at: document.root)
    }
    guard let locale = document.root["targetLocale"] else { return nil }
    guard let text = locale.string else { throw document.error("\"targetLocale\" must be a string", at: locale) }
    return text
  }

  /// Whether two spellings name one language (`de_DE`, `de-de`): their canonical tags, else the texts, are equal.
  private static func sameLanguage(_ a: String?, _ b: String) -> Bool {
    guard let a else { return false }
    guard let tagA = try? LocaleTag(a), let tagB = try? LocaleTag(b) else { return a == b }
    return tagA.canonical == tagB.canonical
  }

  /// Reads a catalog folder given to `import`: `contents.json` when present (strict JSON, for
  /// the target locale) and the XLIFF 1.2 in `Localized Contents/`; a `<file>` without a target
  /// language takes the catalog's, one with another language refuses the catalog.
  static func read(folder: URL, path: String, limit: Int = StringsDocument.defaultMaxBytes) -> TranslationInput {
    func refuse(_ file: String, _ error: TranslationFormatError?, _ message: String? = nil) -> TranslationInput {
      TranslationInput(
        path: path, files: [],
        findings: [
          Finding(
            .malformed(catalog: !file.hasSuffix(".xliff"), message ?? error?.message ?? ""), file: "\(path)/\(file)",
            line: error?.location?.line, column: error?.location?.column)
        ])
    }
    let contentsURL = folder.appendingPathComponent("contents.json")
    var targetLocale: String?
    // Xcode always writes contents.json; a catalog put together by hand may lack it.
    if FileManager.default.fileExists(atPath: contentsURL.path) {
      switch TranslationReader.bytes(of: contentsURL, limit: limit) {
      case .failure(let reason): return refuse("contents.json", nil, reason.description)
      case .success(let bytes):
        do throws(TranslationFormatError) {
          targetLocale = try self.targetLocale(in: bytes)
        } catch {
          return refuse("contents.json", error)
        }
      }
    }
    let localized = folder.appendingPathComponent("Localized Contents")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: localized.path)) ?? []).filter {
      $0.hasSuffix(".xliff")
    }.sorted()
    let preferred = targetLocale.map { "\($0).xliff" }
    guard let name = names.first(where: { $0 == preferred }) ?? (names.count == 1 ? names.first : nil) else {
      let message =
        names.isEmpty
        ? "the catalog has no .xliff file in Localized Contents/"
        : "Localized Contents/ holds \(names.count) .xliff files and none is named for the target locale"
      return refuse("Localized Contents", nil, message)
    }
    let relative = "Localized Contents/\(name)"
    switch TranslationReader.bytes(of: localized.appendingPathComponent(name), limit: limit) {
    case .failure(let reason): return refuse(relative, nil, reason.description)
    case .success(let bytes):
      do throws(TranslationFormatError) {
        let document = try XLIFFDocument(parsing: bytes)
        let files = document.files.map { file -> TranslationFile in
          var translation = file.translationFile
          if translation.targetLanguage == nil { translation.targetLanguage = targetLocale }
          return translation
        }
        // Two places name the language; when they disagree, neither can be trusted to pick the folder.
        if let targetLocale, let file = files.first(where: { !sameLanguage($0.targetLanguage, targetLocale) }) {
          let text = FindingText.catalogMalformed(
            targetLocale: targetLocale.debugDescription, targetLanguage: (file.targetLanguage ?? "").debugDescription,
            original: file.original)
          return TranslationInput(
            path: "\(path)/\(relative)", files: [],
            findings: [
              Finding(
                text, file: "\(path)/\(relative)",
                line: file.location?.line,
                column: file.location?.column)
            ])
        }
        return TranslationInput(path: "\(path)/\(relative)", files: files)
      } catch {
        return refuse(relative, error)
      }
    }
  }
}
