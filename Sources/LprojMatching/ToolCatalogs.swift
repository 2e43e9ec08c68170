import Foundation

/// The tool's own catalogs (`Locales/`: render chrome, legacy lproj names), shipped as a resource.
public enum ToolCatalogs {
  /// The `Locales` folder inside the module's resources; nil when the build did not copy it.
  public static var folder: URL? {
    Bundle.module.url(forResource: "Locales", withExtension: nil)
  }
}
