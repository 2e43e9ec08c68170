import SettingsSchema

/// The rows InAppSettingsKit draws for its own element types (`IASKAppSettingsViewController`'s
/// `cellForRowAtIndexPath:`): a button, a link that opens a URL and a mail composer each show
/// their title, and a detail line (the subtitle, or an open-URL or mail row's `DefaultValue`).
extension PageBuilder {
  /// The element types drawn as a tappable row with a title.
  static let inAppSettingsKitRows: Set<String> = [
    "IASKButtonSpecifier", "IASKOpenURLSpecifier", "IASKMailComposeSpecifier",
  ]

  /// The row of an InAppSettingsKit button, open-URL or mail-compose element.
  mutating func inAppSettingsKitRow(for specifier: Specifier, table: String?) -> RenderedRow {
    let type = specifier.type ?? ""
    let raw = specifier.raw
    // As on first launch, before the user stores a value: the title, and the subtitle (one
    // string, or the `__default__` of one per value), else an open-URL or mail row's DefaultValue.
    let title = shown(specifier.title, table: table)
    var detail: ShownString?
    switch raw["IASKSubtitle"] {
    case .string(let text)?: detail = shown(text, table: table)
    case .dictionary(let byValue)?: detail = shown(byValue["__default__"]?.stringValue, table: table)
    default:
      if type != "IASKButtonSpecifier", let value = raw["DefaultValue"]?.displayText { detail = plain(value) }
    }
    // IASKSpecifier's textAlignment: a subtitle makes it natural; else the one asked for; else a
    // button without an image is centered. A button has a chevron unless centered (or right
    // aligned), an open-URL or mail row only when aligned left.
    let asked = raw["IASKTextAlignment"]?.stringValue
    let alignment: String
    if raw["IASKSubtitle"] != nil || asked == "IASKUITextAlignmentNatural" {
      alignment = "natural"
    } else if let asked,
      ["IASKUITextAlignmentLeft", "IASKUITextAlignmentCenter", "IASKUITextAlignmentRight"].contains(asked)
    {
      alignment = String(asked.dropFirst("IASKUITextAlignment".count)).lowercased()
    } else {
      alignment = type == "IASKButtonSpecifier" && raw["IASKCellImage"] == nil ? "center" : "natural"
    }
    let chevron = type == "IASKButtonSpecifier" ? ["natural", "left"].contains(alignment) : alignment == "left"
    return RenderedRow(
      type: type, key: specifier.key, title: title, value: detail,
      control: .button(centered: alignment == "center", chevron: chevron))
  }
}
