/// The components of a `bundles:` path or pattern, walked one at a time: a configuration may
/// hold a pattern of hundreds of thousands of components, and a list of them all would take
/// many times the pattern's size.
package enum PathPattern {
  /// Calls `body` with each non-empty `/`-separated component of `path`, in order, until it returns false.
  package static func forEachComponent<E: Error>(of path: String, _ body: (Substring) throws(E) -> Bool) throws(E) {
    var start = path.startIndex
    while start < path.endIndex {
      let end = path[start...].firstIndex(of: "/") ?? path.endIndex
      if start < end, try !body(path[start..<end]) { return }
      start = end < path.endIndex ? path.index(after: end) : end
    }
  }

  /// The compiled components of `pattern`, a run of `**` kept as one (`**/**` names what `**`
  /// names); nil when a component does not compile, or when more than `maximumFolders`
  /// components name a folder each, so that nothing within that depth can match.
  static func globs(_ pattern: String, maximumFolders: Int) -> [Glob]? {
    var globs: [Glob] = []
    var folders = 0
    do {
      try forEachComponent(of: pattern) { (component) throws(GlobError) in
        if component == "**" {
          if globs.last?.pattern != "**" { globs.append(try Glob("**")) }
          return true
        }
        folders += 1
        guard folders <= maximumFolders else { return false }
        globs.append(try Glob(String(component)))
        return true
      }
    } catch {
      return nil
    }
    return folders <= maximumFolders ? globs : nil
  }
}
