import Foundation

/// The part of BENCHMARKS.md a benchmark writes: its figures of the last run, between the lines
/// `<!-- figures: NAME -->` and `<!-- end figures: NAME -->`, so that the page never shows
/// figures copied by hand, and what the page says around them (the history) stays as it is.
public enum FiguresPage {
  /// The marker lines around the figures of the benchmark `name`.
  public static func markers(_ name: String) -> (begin: String, end: String) {
    ("<!-- figures: \(name) -->", "<!-- end figures: \(name) -->")
  }

  /// `page` with the lines between `name`'s markers replaced by `figures`; nil when the page has
  /// not both markers, in that order, once each.
  public static func replacing(_ name: String, with figures: String, in page: String) -> String? {
    let (begin, end) = markers(name)
    let starts = page.ranges(of: begin)
    let ends = page.ranges(of: end)
    guard starts.count == 1, ends.count == 1, let start = starts.first, let stop = ends.first,
      start.upperBound <= stop.lowerBound
    else { return nil }
    let body = figures.hasSuffix("\n") ? figures : figures + "\n"
    return String(page[..<start.upperBound]) + "\n" + body + String(page[stop.lowerBound...])
  }

  /// Writes `figures` into the page at `path` (see `replacing`); exits 2 saying why when the page
  /// cannot be read or written or lacks the markers.
  public static func write(_ name: String, figures: String, to path: String) {
    let url = URL(fileURLWithPath: path)
    guard let page = try? String(contentsOf: url, encoding: .utf8) else {
      fail("cannot read \(path)")
    }
    guard let updated = replacing(name, with: figures, in: page) else {
      let (begin, end) = markers(name)
      fail("\(path) needs the lines \(begin) and \(end), once each, where the figures go")
    }
    do {
      try Data(updated.utf8).write(to: url, options: .atomic)
    } catch {
      fail("cannot write \(path): \(error)")
    }
  }

  private static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("\(message)\n".utf8))
    exit(2)
  }
}
