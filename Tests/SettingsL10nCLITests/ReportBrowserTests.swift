import Foundation
import TestSupport
import Testing

/// Headless Chromium (Debian's `chromium`), when installed.
enum Chromium {
  static let path: String? = {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
        return "\(folder)/\(name)"
      }
    }
    return nil
  }()

  static let python: String? = ["/usr/bin/python3", "/usr/local/bin/python3"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// Runs a program and returns its standard output; fails after `timeout` seconds.
  static func run(_ program: String, _ arguments: [String], timeout: Double = 120) throws -> (
    status: Int32, stdout: String
  ) {
    let child = try ChildProcess(program, arguments, standardError: .null)
    let data = child.readToEnd(deadline: Date(timeIntervalSinceNow: timeout)).output
    return (child.waitForExit(), String(decoding: data, as: UTF8.self))
  }

  /// Chromium's arguments for one headless run with its own profile in `dir`.
  static func headless(_ dir: URL) -> [String] {
    // --no-sandbox: CI runs as root, where Chromium's sandbox refuses to start.
    [
      "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
      "--user-data-dir=\(dir.appendingPathComponent("profile").path)", "--no-first-run", "--disable-extensions",
    ]
  }
}

/// The fixture's report in a real browser: parsed, laid out, drawn.
@Suite(
  "report in headless Chromium",
  .enabled(
    if: Chromium.path != nil, "chromium is not installed (Debian: apt-get install chromium); .ci/run installs it"))
struct ReportBrowserTests {
  static let folder = CLI.fixtures.appendingPathComponent("report")
  static let languages = ["en", "de", "fr", "he", "ja", "pt_BR"]

  /// Writes the fixture's report (with `extra` before `</body>`) into a fresh folder.
  static func report(extra: String = "") throws -> (dir: URL, file: URL) {
    let dir = try CLI.temporaryDirectory()
    let file = dir.appendingPathComponent("review.html")
    let result = try CLI.run(["report", "Settings.bundle"], in: folder)
    try #require(result.status == 0, "\(result.stderr)")
    try result.stdout.replacingOccurrences(of: "</body>", with: extra + "</body>").write(
      to: file, atomically: true, encoding: .utf8)
    return (dir, file)
  }

  @Test("--dump-dom shows every language's section, each with a screen per page")
  func dumpDOM() throws {
    let (dir, file) = try Self.report()
    defer { try? FileManager.default.removeItem(at: dir) }
    let dom = try Chromium.run(
      try #require(Chromium.path), Chromium.headless(dir) + ["--dump-dom", file.absoluteString])
    #expect(dom.status == 0)
    for lproj in Self.languages {
      let section = try #require(dom.stdout.range(of: "data-lproj=\"\(lproj)\""), "no section for \(lproj)")
      let rest = dom.stdout[section.upperBound...]
      let body = rest[..<(rest.range(of: "</section>\n<a class=\"anchor\"")?.lowerBound ?? rest.endIndex)]
      #expect(body.components(separatedBy: "<div class=\"screen\"").count - 1 == 2, "\(lproj): a screen per page")
    }
    #expect(dom.stdout.contains("<svg class=\"chart\""))
    // The browser parsed every element the report wrote: nothing was swallowed or re-nested.
    let source = try String(contentsOf: file, encoding: .utf8)
    for element in ["<figure", "<section", "<tr>", "<div class=\"row\"", "<mark", "<rect"] {
      #expect(
        dom.stdout.components(separatedBy: element).count == source.components(separatedBy: element).count, "\(element)"
      )
    }
  }

  /// The report with a probe script added (the report has none): what the browser shows for `fragment`.
  static func probe(_ fragment: String) throws -> [String: String] {
    let script = """
      <script>
      // After load: the fragment's :target is set once the document has loaded.
      addEventListener('load', () => setTimeout(() => {
      const shown = [...document.querySelectorAll('section.language')].filter(s => getComputedStyle(s).display !== 'none');
      const he = document.querySelector('section.language[data-lproj="he"] .screen[lang="he"]');
      const row = he.querySelector('.row[data-type="PSToggleSwitchSpecifier"]');
      const label = row.querySelector('.label').getBoundingClientRect(), toggle = row.querySelector('.switch').getBoundingClientRect();
      document.body.setAttribute('data-probe', [
        'shown=' + shown.map(s => s.dataset.lproj).join(','),
        'direction=' + getComputedStyle(he).direction,
        'labelRightOfSwitch=' + (label.width > 0 && label.left > toggle.right),
      ].join(';'));
      }, 0));
      </script>
      """
    let (dir, file) = try report(extra: script)
    defer { try? FileManager.default.removeItem(at: dir) }
    let dom = try Chromium.run(
      try #require(Chromium.path),
      Chromium.headless(dir) + ["--virtual-time-budget=5000", "--dump-dom", file.absoluteString + fragment])
    let probe = try #require(
      dom.stdout.range(of: "data-probe=\"").map { dom.stdout[$0.upperBound...].prefix { $0 != "\"" } })
    return Dictionary(
      uniqueKeysWithValues: probe.split(separator: ";").map { pair in
        let parts = pair.split(separator: "=", maxSplits: 1)
        return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
      })
  }

  @Test("without a script: the language most in need of review shows first, a link shows another, #all shows all")
  func picking() throws {
    #expect(try Self.probe("")["shown"] == "he")
    #expect(try Self.probe("#lang-de")["shown"] == "de")
    #expect(
      try Self.probe("#all")["shown"]?.split(separator: ",").sorted() == Self.languages.sorted().map { Substring($0) })
  }

  @Test("a right-to-left language's section is laid out right to left")
  func rightToLeft() throws {
    let probe = try Self.probe("#lang-he")
    #expect(probe["direction"] == "rtl")
    #expect(probe["labelRightOfSwitch"] == "true")
  }

  @Test(
    "a screenshot is not blank and shows the chart's three colours",
    .enabled(if: Chromium.python != nil, "python3 is needed to read the PNG"))
  func screenshot() throws {
    let (dir, file) = try Self.report()
    defer { try? FileManager.default.removeItem(at: dir) }
    let png = dir.appendingPathComponent("report.png")
    let shot = try Chromium.run(
      try #require(Chromium.path),
      Chromium.headless(dir) + ["--window-size=1100,1600", "--screenshot=\(png.path)", file.absoluteString])
    #expect(shot.status == 0)
    // Translated, untranslated and missing bars: #34c759, #ffcc00, #ff3b30.
    let check = try Chromium.run(
      try #require(Chromium.python),
      [
        CLI.package.appendingPathComponent("Tests/screenshot/check_png.py").path, png.path, "34c759:5000",
        "ffcc00:1000", "ff3b30:1000",
      ])
    #expect(check.status == 0, "\(check.stdout)")
    // RECORD_GOLDENS=1 keeps the picture for the README, with the figures it shows written into
    // it, which ReportScreenshotTests holds to what the tool reports.
    if Golden.recording {
      let figures = try ReportScreenshotTests.figures()
      let marked = try Chromium.run(
        try #require(Chromium.python),
        [
          CLI.package.appendingPathComponent("Tests/screenshot/png_text.py").path, png.path,
          ReportScreenshotTests.keyword, figures,
        ])
      try #require(marked.status == 0)
      let kept = Self.folder.appendingPathComponent("report.png")
      try? FileManager.default.removeItem(at: kept)
      try FileManager.default.copyItem(at: png, to: kept)
    }
  }
}
