import ByteCore

/// What one finding id means, written once for every place that explains it: `explain`, the
/// rules of SARIF output, the Markdown summary and the documentation.
public struct FindingRule: Sendable, Equatable {
  /// The stable id (`missing-key`).
  public let id: DiagnosticID
  /// The severity the finding has unless a configuration says otherwise.
  public let severity: Severity
  /// Where it sorts among findings of its severity in GitHub annotations, whose number is capped:
  /// 0 for a file or page the device cannot use, 1 for wrong text, 2 for most, 3 for tidying up.
  public let rank: Int
  /// One line: what was found.
  public let title: String
  /// What the finding means, in a few sentences.
  public let meaning: String
  /// What a user of the app sees on the device because of it.
  public let onDevice: String
  /// How to fix it.
  public let fix: String
  /// A short example: a file excerpt or a command and the line it prints.
  public let example: String
  /// Whether `.settings-l10n.yml` can silence it: a write refused to keep a file safe cannot be,
  /// nor can a finding of a command that reads no configuration.
  public let silenceable: Bool
  /// Why a finding that cannot be silenced cannot be, when it is not a write refused to keep a file safe.
  let unsilenceableBecause: String?

  /// Creates a rule.
  public init(
    id: DiagnosticID, severity: Severity, rank: Int = 2, title: String, meaning: String, onDevice: String, fix: String,
    example: String,
    silenceable: Bool = true, unsilenceableBecause: String? = nil
  ) {
    self.id = id
    self.severity = severity
    self.rank = rank
    self.title = title
    self.meaning = meaning
    self.onDevice = onDevice
    self.fix = fix
    self.example = example
    self.silenceable = silenceable && unsilenceableBecause == nil
    self.unsilenceableBecause = unsilenceableBecause
  }

  /// The configuration that silences the finding, for `.settings-l10n.yml`; for a finding that
  /// keeps a file safe, why it cannot be silenced.
  public var silencing: String {
    guard silenceable else {
      return "It cannot be silenced: "
        + (unsilenceableBecause ?? "the command refuses to write rather than lose or damage a file.")
    }
    return """
      ignore:
        - id: \(id.rawValue)
          language: de      # optional: language, table, key and file narrow it (globs allowed)
          reason: …         # optional: why, for the next reader
      """
  }

  /// The whole explanation as plain text, as `explain ID` prints it.
  public var text: String {
    func section(_ title: String, _ body: String) -> String {
      // Split at the bytes of line feeds: by characters, the split cost more than the rest of a
      // SARIF log's rules (the catalog's prose has no CR LF, which a character split keeps whole).
      title + "\n"
        + body.utf8.split(separator: 0x0A, omittingEmptySubsequences: false)
        .map { $0.isEmpty ? "" : "  " + body[$0.startIndex..<$0.endIndex] }
        .joined(separator: "\n")
    }
    return [
      "\(id.rawValue) (\(severity.rawValue)): \(title)",
      section("What it means", Self.wrapped(meaning)),
      section("On the device", Self.wrapped(onDevice)),
      section("How to fix it", Self.wrapped(fix)),
      section(
        "How to silence it",
        silenceable
          ? "In .settings-l10n.yml:\n" + silencing + "\n"
            + Self.wrapped(
              "For one run: --ignore \(id.rawValue). To accept what is there today and fail only on new findings: "
                + "--write-baseline FILE, then --baseline FILE.")
          : Self.wrapped(silencing)),
      section("Example", example),
    ].joined(separator: "\n\n") + "\n"
  }

  /// The silencing section of the article, for a finding that can be silenced.
  private var silenceableMarkdown: String {
    """
    In `.settings-l10n.yml`:

    ```yaml
    \(silencing)
    ```

    For one run, `--ignore \(id.rawValue)`. To accept what is there today and fail only on new
    findings, record a baseline with `--write-baseline FILE` and check with `--baseline FILE`.
    """
  }

  /// `text` broken into lines of at most `width` characters at spaces (a word longer than that
  /// stays whole), for reading in a terminal.
  static func wrapped(_ text: String, width: Int = 94) -> String {
    var lines: [String] = []
    var line = ""
    // The line's length in characters, kept as words are added: counting the line again for
    // each word made a long explanation quadratic.
    var length = 0
    // Words are split at the bytes of spaces, as a character split of the catalog's prose splits them.
    for bytes in text.utf8.split(separator: 0x20) {
      let word = text[bytes.startIndex..<bytes.endIndex]
      let wordLength = word.count
      if !line.isEmpty, length + 1 + wordLength > width {
        lines.append(line)
        line = ""
        length = 0
      }
      if !line.isEmpty {
        line += " "
        length += 1
      }
      line += word
      length += wordLength
    }
    if !line.isEmpty { lines.append(line) }
    return lines.joined(separator: "\n")
  }

  /// The whole explanation as a Markdown article (the documentation's page for the id).
  public var markdown: String {
    """
    # \(id.rawValue)

    \(title)

    Severity: \(severity.rawValue).

    ## What it means

    \(meaning)

    ## On the device

    \(onDevice)

    ## How to fix it

    \(fix)

    ## How to silence it

    \(silenceable ? silenceableMarkdown : silencing)

    ## Example

    ```
    \(example)
    ```

    """
  }
}
