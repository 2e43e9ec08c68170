import SettingsSchema

/// The rows InAppSettingsKit draws for its own element types (`IASKAppSettingsViewController`'s
/// `cellForRowAtIndexPath:`): a button, a link that opens a URL, a mail composer and a date picker show
/// their title, and a detail line (the subtitle, or an open-URL or mail row's `DefaultValue`).
extension PageBuilder {
  /// The element types drawn as a row with a title: tappable rows, and a date picker's.
  static let inAppSettingsKitRows: Set<String> = [
    "IASKButtonSpecifier", "IASKOpenURLSpecifier", "IASKMailComposeSpecifier", "IASKDatePickerSpecifier",
  ]

  /// The row of an InAppSettingsKit button, open-URL, mail-compose or date picker element.
  mutating func inAppSettingsKitRow(for specifier: Specifier, table: String?) -> RenderedRow {
    let type = specifier.type ?? ""
    let raw = specifier.raw
    // A date picker's row is a title and a date, as a title-value row's: the date is the
    // DefaultValue when there is one (else the app's delegate gives it, unknown here).
    if type == "IASKDatePickerSpecifier" {
      let date = raw["DefaultValue"]?.displayText
      return RenderedRow(
        type: type, key: specifier.key, title: shown(specifier.title, table: table), value: date.map(plain),
        control: .titleValue)
    }
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

  /// The section an `IASKListGroupSpecifier` starts: its title as the header and its footer, as a
  /// group's (its items are the user's, added at run time, so none is drawn).
  mutating func inAppSettingsKitListGroup(_ specifier: Specifier, table: String?) -> RenderedGroup {
    RenderedGroup(
      title: shown(specifier.title, table: table),
      footer: shown(specifier.raw["FooterText"]?.stringValue, table: table))
  }
}
