import Foundation

/// A Settings bundle folder to read, and how to read it.
public struct SettingsBundle: Sendable, Hashable {
  /// The `Settings.bundle` folder.
  public var url: URL
  /// How pages are read and walked.
  public var options: Options

  /// Creates a bundle description; nothing is read until it is walked.
  public init(url: URL, options: Options = Options()) {
    self.url = url
    self.options = options
  }

  /// Reading options.
  public struct Options: Sendable, Hashable {
    /// InAppSettingsKit conventions: a page without `StringsTable` uses a table named after the page
    /// (`Account.plist` → `Account`, falling back to `Root` when no lproj has that table), and the
    /// strings of `IASK*` element types are extracted too.
    public var iaskTableConvention: Bool
    /// Bounds that keep hostile bundles cheap.
    public var limits: Limits

    /// Creates options.
    public init(iaskTableConvention: Bool = false, limits: Limits = Limits()) {
      self.iaskTableConvention = iaskTableConvention
      self.limits = limits
    }

    /// The app whose view of the pages decides what is required.
    public var reader: PageReader { iaskTableConvention ? .inAppSettingsKit : .settingsApp }
  }

  /// Bounds on the work a walk does; exceeding one is reported as `limit-exceeded`.
  public struct Limits: Sendable, Hashable {
    /// Most pages loaded.
    public var maxPages: Int
    /// Largest page file read, in bytes.
    public var maxPageBytes: Int
    /// Most nodes in the page tree (links followed or reported).
    public var maxTreeNodes: Int

    /// Creates limits (defaults: 10,000 pages, 16 MiB per page, 100,000 tree nodes).
    public init(maxPages: Int = 10_000, maxPageBytes: Int = 16 << 20, maxTreeNodes: Int = 100_000) {
      self.maxPages = maxPages
      self.maxPageBytes = maxPageBytes
      self.maxTreeNodes = maxTreeNodes
    }
  }
}

/// A bundle that cannot be walked at all (the folder itself is missing or unreadable).
public struct BundleError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The path concerned.
  public var path: String
  /// What went wrong.
  public var reason: String

  /// Creates an error.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `path: reason`.
  public var description: String { "\(path): \(reason)" }
}
