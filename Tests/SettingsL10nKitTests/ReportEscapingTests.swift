import Foundation
import Testing

@testable import BundleIO
@testable import SettingsL10nKit
@testable import TextSyntax

/// A bundle whose every string tries to add markup: page and table names, keys, titles, values,
/// default values, specifier types, folder names; written to a temporary folder.
enum HostileBundle {
  static let tableName = "T<&>\"'"
  static let childPage = "P<i>&amp;"

  static func make() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("report-hostile-\(UUID().uuidString)")
    let bundle = root.appendingPathComponent("Settings.bundle")
    let fm = FileManager.default
    try fm.createDirectory(at: bundle, withIntermediateDirectories: true)
    func page(_ name: String, table: String?, _ specifiers: [[String: Any]]) throws {
      var plist: [String: Any] = ["PreferenceSpecifiers": specifiers]
      if let table { plist["StringsTable"] = table }
      let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
      try data.write(to: bundle.appendingPathComponent("\(name).plist"))
    }
    try page(
      "Root", table: tableName,
      [
        ["Type": "PSGroupSpecifier", "Title": "G<script>alert(1)</script>", "FooterText": "F\" onload=\"alert(2)"],
        [
          "Type": "PSToggleSwitchSpecifier", "Title": "<img src=x onerror=alert(3)>",
          "Key": "k\" onmouseover=\"alert(4)", "DefaultValue": true,
        ],
        ["Type": "PSTextFieldSpecifier", "Title": "ctl", "Key": "t'<", "DefaultValue": "<b>&amp;</b>"],
        [
          "Type": "PSMultiValueSpecifier", "Title": "M&", "Key": "m", "DefaultValue": 1,
          "Titles": ["<i>a</i>", "&lt;"], "Values": [1, 2],
        ],
        ["Type": "PSTitleValueSpecifier", "Title": "V", "Key": "v", "DefaultValue": "</div></figure></section>"],
        ["Type": "<svg onload=alert(5)>", "Title": "unknown", "Key": "u"],
        ["Type": "PSChildPaneSpecifier", "Title": "<child>", "File": childPage],
      ])
    try page(
      childPage, table: nil,
      [["Type": "PSToggleSwitchSpecifier", "Title": "</textarea><x-evil>", "Key": "c", "DefaultValue": false]])
    func strings(_ lproj: String, _ text: String) throws {
      let folder = bundle.appendingPathComponent("\(lproj).lproj")
      try fm.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: folder.appendingPathComponent("\(tableName).strings"))
    }
    let english = #"""
      "G<script>alert(1)</script>" = "<b>Group</b> & \"more\"";
      "F\" onload=\"alert(2)" = "Footer <u>with</u> 'quotes' \U0001 and \U0085 and \U202E reversed";
      "<img src=x onerror=alert(3)>" = "<img src=y>";
      "ctl" = "control\U0007bell";
      "M&" = "Multi & <value>";
      "<i>a</i>" = "<i>A</i>";
      "&lt;" = "&gt;";
      "V" = "Value";
      "<child>" = "<Child page>";
      "stale<key>" = "<stale>";
      """#
    try strings("en", english)
    // German lacks "M&" (raw) and keeps one value untranslated.
    try strings(
      "de",
      english.replacingOccurrences(of: "\"M&\" = \"Multi & <value>\";\n", with: "").replacingOccurrences(
        of: "\"Value\"", with: "\"Wert\""))
    try strings("he", english.replacingOccurrences(of: "<b>Group</b>", with: "<b>קבוצה</b>"))
    try strings("x\" onfocus=\"y<z>", "\"V\" = \"<q>\";\n")
    return root
  }
}

/// The checks `render --format html` and the report must both pass for any bundle.
enum HTMLSafety {
  /// Elements the two writers emit; anything else came from a bundle.
  static let elements: Set<String> = [
    "html", "head", "meta", "title", "style", "body", "main", "header", "nav", "section", "h1", "h2", "h3", "h4", "p",
    "span", "b", "i", "small", "code", "mark", "a", "ul", "li", "div", "figure", "figcaption", "table", "thead",
    "tbody", "tr", "th", "td", "svg", "line", "rect", "text", "tspan",
  ]

  /// Issues with `html`: an element not in `elements`, an event-handler attribute, a control character.
  static func problems(in html: String) -> [String] {
    var problems: [String] = []
    let bytes = Array(html.utf8)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x20 && byte != 0x0A && byte != 0x09 || byte == 0x7F {
        problems.append("control byte \(byte) at \(index)")
      }
      if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
        problems.append("C1 control at \(index)")
      }
      if byte == UInt8(ascii: "<") {
        var end = index + 1
        if end < bytes.count, bytes[end] == UInt8(ascii: "/") { end += 1 }
        let start = end
        while end < bytes.count,
          (bytes[end] | 0x20 >= 0x61 && bytes[end] | 0x20 <= 0x7A) || (0x30...0x39).contains(bytes[end])
            || bytes[end] == 0x2D
        {
          end += 1
        }
        let name = String(decoding: bytes[start..<end], as: UTF8.self).lowercased()
        if name.isEmpty, bytes[index + 1] != UInt8(ascii: "!") {
          problems.append("a bare '<' at \(index)")
        } else if !name.isEmpty, !elements.contains(name) {
          problems.append("element <\(name)> at \(index)")
        }
      }
      index += 1
    }
    for handler in ["onload=\"", "onerror=\"", "onmouseover=\"", "onfocus=\"", "<script"] where html.contains(handler) {
      problems.append("\(handler) in the markup")
    }
    return problems
  }
}

@Suite("report: every string escaped")
struct ReportEscapingTests {
  @Test("HTMLWriter escapes markup characters and shows control characters")
  func writer() throws {
    var out = HTMLWriter()
    out.text("a&b<c>d\"e'f\tg\nh\u{1}i\u{85}j\u{7F}k\u{0}€é😀\u{202E}")
    // A bidi override as a reference: a browser still lays it out, a terminal gets ASCII.
    #expect(out.string == "a&amp;b&lt;c&gt;d&quot;e&#39;f\tg\nh\\u{1}i\\u{85}j\\u{7f}k\\u{0}€é😀&#x202E;")
    #expect(HTMLSafety.problems(in: out.string).isEmpty)
    // A string that is not contiguous UTF-8 (bridged) is escaped the same way.
    var bridged = HTMLWriter()
    bridged.text(String(NSString(string: "x<y")))
    #expect(bridged.string == "x&lt;y")
  }

  @Test("section ids: a plain folder name as is, any other by its bytes, never colliding")
  func anchors() {
    func anchor(_ lproj: String) -> String {
      let row = LanguageCoverage(
        lproj: lproj, locale: lproj, isDevelopment: false, required: 0, translated: 0, stale: 0)
      return BundleReview.anchor(
        LanguageReview(coverage: row, untranslated: 0, direction: .leftToRight, pages: [], notes: []))
    }
    #expect(anchor("zh_TW") == "lang-zh_TW")
    #expect(anchor("pt-BR") == "lang-pt-BR")
    #expect(anchor("a b\"<") == "lang.61206222" + "3c")
    #expect(anchor("\u{7}é") == "lang.07c3a9")
  }

  @Test("render --format html and the report escape every string of a hostile bundle")
  func hostile() throws {
    let root = try HostileBundle.make()
    defer { try? FileManager.default.removeItem(at: root) }
    let url = root.appendingPathComponent("Settings.bundle")
    let bundle = try LocalizedBundle.load(url)
    for language in ["en", "de", "he"] {
      for page in bundle.walk.pages {
        let rendered = try PageRenderer.render(
          bundle, options: RenderOptions(languages: [language], page: page.name),
          chrome: ChromeCatalog(lproj: nil, strings: [:]))
        #expect(HTMLSafety.problems(in: rendered.html()) == [], "render \(page.name) \(language)")
      }
    }
    let report = try BundleReviewBuilder.build(bundleAt: url, bundlePath: url.path + "/<x>\"", options: ReviewOptions())
    let html = report.html()
    #expect(HTMLSafety.problems(in: html) == [])
    // The strings are there, escaped, not dropped.
    for escaped in [
      "&lt;b&gt;Group&lt;/b&gt; &amp; &quot;more&quot;", "&lt;img src=y&gt;", "control\\u{7}bell",
      "&lt;i&gt;A&lt;/i&gt;", "&amp;gt;",
      "&lt;/div&gt;&lt;/figure&gt;&lt;/section&gt;", "&lt;/textarea&gt;&lt;x-evil&gt;", "&lt;Child page&gt;",
      "data-key=\"k&quot; onmouseover=&quot;alert(4)\"", "T&lt;&amp;&gt;&quot;&#39;.strings", "/&lt;x&gt;&quot;",
      "<mark class=\"raw\">M&amp;</mark>",
      "Footer &lt;u&gt;with&lt;/u&gt; &#39;quotes&#39; \\u{1} and \\u{85} and &#x202E; reversed",
    ] {
      #expect(html.contains(escaped), "\(escaped)")
    }
    // The invalid folder's name reaches the findings and the picker only escaped.
    #expect(html.contains("x&quot; onfocus=&quot;y&lt;z&gt;"))
    // Findings name keys with bidi controls escaped, so a message cannot be reordered.
    let findings = html.components(separatedBy: "<table class=\"findings\">").dropFirst()
      .map { $0.components(separatedBy: "</table>")[0] }.joined()
    #expect(!findings.contains("\u{202E}"))
    #expect(findings.contains("\\u{202e}"))
  }
}
