import ByteCore

extension FindingCatalog {
  /// The findings about pages, their links and the language folders.
  static let pageRules: [FindingRule] = [
    FindingRule(
      id: .missingPage, severity: .error, rank: 0,
      title: "A child pane names a page that does not exist.",
      meaning: "A `PSChildPaneSpecifier`'s `File` names a page (`File`.plist) the bundle does not have.",
      onDevice: "The row is shown, but tapping it opens nothing (or an empty page).",
      fix: "Add the page, correct the `File` name (without .plist), or remove the row.",
      example: """
        Root.plist:59:4: error: PSChildPaneSpecifier #5 links to "Missing", but Missing.plist: no such file [missing-page]
        """),
    FindingRule(
      id: .pageCycle, severity: .warning, rank: 0,
      title: "Child panes link back to a page already open.",
      meaning: "Following child panes leads back to a page on the same path, so the tree never ends.",
      onDevice: "A user can drill down forever through the same pages.",
      fix: "Remove the child pane that links back, or point it at the page you meant.",
      example: """
        More.plist:14:4: warning: PSChildPaneSpecifier #1 links back to Root.plist, already open on this path (Root → More → Root); not followed [page-cycle]
        """),
    FindingRule(
      id: .pathOutsideBundle, severity: .error, rank: 0,
      title: "A page, folder or table whose real path leaves the bundle.",
      meaning: """
        A page, a `.lproj` folder or a table is a symbolic link (or goes through one) to a place outside \
        the bundle. The tool never reads or writes there: a repository must not be able to make it \
        touch files elsewhere on the machine.
        """,
      onDevice: "Links outside the bundle are not copied into the app: the page or table is missing on the device.",
      fix: "Put the real file inside the bundle instead of a link to it.",
      example: """
        Root.plist:75:4: error: PSChildPaneSpecifier #7 links to Escape.plist, a symbolic link that leaves the bundle (to ../outside.plist); not read [path-outside-bundle]
        """),
    FindingRule(
      id: .invalidTableName, severity: .error,
      title: "A StringsTable or child pane File that is not one plain file name.",
      meaning: """
        A page's `StringsTable` or a child pane's `File` is empty, holds a `/`, is `.` or `..`, or holds \
        NUL: it is a path, not a name. The tool does not follow it, and no command writes through it.
        """,
      onDevice: "The Settings app looks the name up inside each .lproj folder, so such a table or page is not found.",
      fix: "Use the table's or page's plain name (`Root`, not `../Root` or `Pages/Root`).",
      example: """
        Climber.plist:14:2: error: StringsTable "../../outside/Climber" is a path that climbs out of the bundle: a table is one file name in each .lproj; the page's strings are not looked up there and no command writes it [invalid-table-name]
        """),
    FindingRule(
      id: .orphanPage, severity: .warning,
      title: "A page no child pane reaches.",
      meaning: "A page file that neither Root.plist nor any child pane reaches, so its strings are not checked.",
      onDevice: "Nothing: the Settings app never shows the page.",
      fix: "Link it from a child pane, or delete it.",
      example: """
        Unused.plist: warning: no child pane or root page reaches Unused.plist; its strings are not checked [orphan-page]
        """),
    FindingRule(
      id: .titlesValuesMismatch, severity: .error, rank: 1,
      title: "Titles and Values of a specifier differ in length.",
      meaning:
        "A multi-value or radio group has a different number of `Titles` and `Values`; each title names the value at its place.",
      onDevice: "Choices show the wrong title for a value, or the extra values cannot be chosen.",
      fix: "Give every value one title, in the same order.",
      example: """
        Root.plist:28:4: error: PSMultiValueSpecifier #2 (quality): Titles has 2 items but Values has 3 items [titles-values-mismatch]
        """),
    FindingRule(
      id: .missingRequiredKey, severity: .warning, rank: 1,
      title: "A specifier lacks a key its type requires.",
      meaning: """
        An element lacks a key the Settings Application Schema Reference requires for its type (such as \
        `Key` of a toggle). It is an error when the element has no `Type` or the page no \
        `PreferenceSpecifiers`, which the Settings app cannot show at all.
        """,
      onDevice: "The Settings app may skip the element or show it without storing its value.",
      fix: "Add the key the type requires.",
      example: """
        Root.plist:13:3: warning: PSToggleSwitchSpecifier #1 lacks the required key Key [missing-required-key]
        """),
    FindingRule(
      id: .unknownSpecifierType, severity: .note,
      title: "A specifier type the Settings app does not know.",
      meaning:
        "An element's `Type` is not one of the Settings app's types: often one of InAppSettingsKit's (run with `--iask` for such bundles).",
      onDevice: "The Settings app ignores the element; InAppSettingsKit shows its own types inside the app.",
      fix: "Use `--iask` when the app shows these pages with InAppSettingsKit; otherwise correct the type.",
      example: """
        Root.plist:47:4: note: IASKButtonSpecifier #3 (reset) is not a Settings app type; kept unchanged [unknown-specifier-type]
        """),
    FindingRule(
      id: .pageWithoutTable, severity: .note,
      title: "A page without StringsTable is not localized.",
      meaning: "The page names no strings table, so the Settings app shows its strings as written in every language.",
      onDevice: "Every user sees the page's strings as written in the page.",
      fix:
        "Add `StringsTable` to the page and run `extract`; InAppSettingsKit apps use the page's name as the table (`--iask`).",
      example: """
        Help.plist: note: the page has no StringsTable: its strings are not localized [page-without-table]
        """),
    FindingRule(
      id: .defaultNotInValues, severity: .warning,
      title: "A multi-value or radio group whose DefaultValue is none of its Values.",
      meaning: "`DefaultValue` matches none of `Values`, often a string `\"3\"` against the number `3`.",
      onDevice: "Until the user picks a choice, the Settings app shows no value for the row.",
      fix: "Make `DefaultValue` one of `Values`, with the same type.",
      example: """
        Root.plist:16:4: warning: PSMultiValueSpecifier #1 (quality): DefaultValue "3" (a string, where Values holds numbers) is not among Values (1, 2, 3); the Settings app shows no value [default-not-in-values]
        """),
    FindingRule(
      id: .invalidValue, severity: .error,
      title: "A page key whose value has the wrong type.",
      meaning: """
        A key of a page or element holds a value of a type the schema does not allow (a number where a \
        string belongs): a warning. An element or `PreferenceSpecifiers` that is not the collection \
        it must be is an error: it is skipped.
        """,
      onDevice: "The Settings app may skip the element or the page.",
      fix: "Give the key a value of the type the Settings Application Schema Reference names.",
      example: """
        Root.plist:12:3: error: PreferenceSpecifiers item #2 is a string, not a dictionary; skipped [invalid-value]
        """),
    FindingRule(
      id: .limitExceeded, severity: .error,
      title: "A bundle larger than the tool reads.",
      meaning:
        "The bundle has more pages, elements or nesting than the tool's limits allow (a guard against runaway or hostile bundles); the walk stopped there.",
      onDevice: "Nothing in itself; the rest of the bundle was not checked.",
      fix: "Look for a generated or runaway page; raise the limit only if the bundle really is that large.",
      example: """
        Settings.bundle: error: the page tree has more than 100000 nodes; the walk stopped there [limit-exceeded]
        """),
    FindingRule(
      id: .invalidLprojName, severity: .error, rank: 0,
      title: "A folder the Settings app cannot use as a localization.",
      meaning:
        "A folder that looks like a language folder but is not one: a wrong suffix, or a name that is no language.",
      onDevice: "The Settings app ignores the folder: users of that language see the development language.",
      fix:
        "Rename the folder to `<language>.lproj` with a BCP 47 language (`de.lproj`, `pt-BR.lproj`, `zh-Hans.lproj`).",
      example: """
        de.proj: error: the Settings app reads only folders whose names end in '.lproj' [invalid-lproj-name]
        """),
    FindingRule(
      id: .duplicateLproj, severity: .warning, rank: 0,
      title: "Two folders for one locale.",
      meaning: "Two folders name the same language (`en-GB.lproj` and `en_GB.lproj`).",
      onDevice: "Which one the Settings app reads is undefined: translations in the other are lost.",
      fix: "Merge them into one folder.",
      example: """
        en_GB.lproj: warning: en_GB.lproj and en-GB.lproj are both en-GB; which one the Settings app reads is undefined (matching uses en-GB.lproj) [duplicate-lproj]
        """),
  ]
}

/// The wording of the findings about pages and folders, beside their entries above. `link` is
/// the child pane's label (`PSChildPaneSpecifier #3 (Advanced)`), `element` an element's.
extension FindingText {
  /// A root page that cannot be read (`reason`).
  package static func missingPage(_ file: String, _ reason: String) -> FindingText {
    FindingText(.missingPage, "\(file): \(reason)")
  }

  /// A child pane whose `File` is empty.
  package static func missingPage(emptyFileOf link: String) -> FindingText {
    FindingText(.missingPage, "\(link): File is empty")
  }

  /// A child pane whose page cannot be read (`reason`, with a `hint` at a likely name).
  package static func missingPage(link: String, target: String, file: String, reason: String, hint: String)
    -> FindingText
  {
    FindingText(.missingPage, "\(link) links to \"\(target)\", but \(file): \(reason)\(hint)")
  }

  /// A child pane leading back to a page open on its path (`trail`).
  package static func pageCycle(link: String, file: String, trail: String) -> FindingText {
    FindingText(.pageCycle, "\(link) links back to \(file), already open on this path (\(trail)); not followed")
  }

  /// A root page that is a symbolic link leaving the bundle.
  package static func pathOutsideBundle(page file: String, target: String) -> FindingText {
    FindingText(.pathOutsideBundle, "\(file) is a symbolic link that leaves the bundle (to \(target)); not read")
  }

  /// A child pane whose page is a symbolic link leaving the bundle.
  package static func pathOutsideBundle(link: String, file: String, target: String) -> FindingText {
    FindingText(
      .pathOutsideBundle, "\(link) links to \(file), a symbolic link that leaves the bundle (to \(target)); not read")
  }

  /// A child pane `File` that is no plain file name (`reason`): outside the bundle when it climbs out.
  package static func badPageFile(link: String, file: String, reason: String, climbsOut: Bool) -> FindingText {
    FindingText(climbsOut ? .pathOutsideBundle : .invalidTableName, "\(link): File \"\(file)\" \(reason); not read")
  }

  /// A `StringsTable` that is no plain file name (`problem`).
  package static func invalidTableName(stringsTable name: String, problem: String) -> FindingText {
    FindingText(
      .invalidTableName,
      "StringsTable \"\(name)\" \(problem): a table is one file name in each .lproj; the page's strings are not looked up there and no command writes it"
    )
  }

  /// A page no child pane or root page reaches.
  package static func orphanPage(_ file: String) -> FindingText {
    FindingText(.orphanPage, "no child pane or root page reaches \(file); its strings are not checked")
  }

  /// A page without `StringsTable` (`detail`: what that means for it).
  package static func pageWithoutTable(_ detail: String) -> FindingText {
    FindingText(.pageWithoutTable, "the page has no StringsTable: \(detail)")
  }

  /// `Titles` or `ShortTitles` (`name`) of another length than `Values`.
  package static func titlesValuesMismatch(element: String, _ name: String, titles: String, values: String)
    -> FindingText
  {
    FindingText(.titlesValuesMismatch, "\(element): \(name) has \(titles) but Values has \(values)")
  }

  /// An element without the key (`name`) its type requires.
  package static func missingRequiredKey(element: String, _ name: String) -> FindingText {
    FindingText(.missingRequiredKey, "\(element) lacks the required key \(name)")
  }

  /// An element without `Type` (`got`: what its Type is instead): an error, as the entry says,
  /// since the reader cannot show the element at all.
  package static func missingType(element: String, got: String, reader: String) -> FindingText {
    FindingText(.missingRequiredKey, "\(element) has no Type\(got); \(reader) cannot show it", severity: .error)
  }

  /// A page without `PreferenceSpecifiers`: an error, as the entry says.
  package static func missingPreferenceSpecifiers() -> FindingText {
    FindingText(.missingRequiredKey, "the page has no PreferenceSpecifiers array", severity: .error)
  }

  /// A `Type` the reader does not know (`typeName`: "a Settings app", "an InAppSettingsKit").
  package static func unknownSpecifierType(element: String, typeName: String) -> FindingText {
    FindingText(.unknownSpecifierType, "\(element) is not \(typeName) type; kept unchanged")
  }

  /// A `DefaultValue` none of `Values` (`shown`) matches (`hint`: a value of the other type).
  package static func defaultNotInValues(element: String, value: String, hint: String, shown: String, reader: String)
    -> FindingText
  {
    FindingText(
      .defaultNotInValues,
      "\(element): DefaultValue \(value)\(hint) is not among Values (\(shown)); \(reader) shows no value")
  }

  /// A field of the wrong type (`got`, with its article), which is ignored.
  package static func invalidValue(element: String, _ name: String, is got: String, expected: String) -> FindingText {
    FindingText(.invalidValue, "\(element): \(name) is \(got), expected \(expected)", severity: .warning)
  }

  /// An item of a field's array that is no string.
  package static func invalidValue(element: String, _ name: String, item: Int, is got: String) -> FindingText {
    FindingText(.invalidValue, "\(element): \(name)[\(item)] is \(got), expected a string", severity: .warning)
  }

  /// A field whose string is none of the allowed ones.
  package static func invalidValue(element: String, _ name: String, value: String, allowed: String) -> FindingText {
    FindingText(.invalidValue, "\(element): \(name) \"\(value)\" is not one of \(allowed)", severity: .warning)
  }

  /// A confirmation prompt whose `Type` (`type`, quoted, or "missing") is not `PSConfirmationPrompt`.
  package static func invalidValue(element: String, _ name: String, promptType type: String) -> FindingText {
    FindingText(
      .invalidValue, "\(element): \(name) has Type \(type), expected \"PSConfirmationPrompt\"", severity: .warning)
  }

  /// A `PreferenceSpecifiers` item that is no dictionary: skipped, so an error (the entry's default).
  package static func invalidValue(item index: Int, is got: String) -> FindingText {
    FindingText(.invalidValue, "PreferenceSpecifiers item #\(index) is \(got), not a dictionary; skipped")
  }

  /// A page whose top level, or whose `PreferenceSpecifiers` (`field`), is not the collection it must be.
  package static func invalidValue(_ field: String, is got: String, expected: String) -> FindingText {
    FindingText(.invalidValue, "\(field) is \(got), expected \(expected)")
  }

  /// A page that is no valid property list (`reason`).
  package static func syntaxError(pageNotAPropertyList reason: String) -> FindingText {
    FindingText(.syntaxError, "not a valid property list: \(reason)")
  }

  /// A page whose property list holds a value of no property-list type.
  package static func syntaxError(pageNotAPropertyListType: Void = ()) -> FindingText {
    FindingText(.syntaxError, "the file holds a value that is not a property-list type")
  }

  /// The page tree grew past its node limit.
  package static func limitExceeded(treeNodes limit: Int) -> FindingText {
    FindingText(.limitExceeded, "the page tree has more than \(limit) nodes; the walk stopped there")
  }

  /// The bundle has more pages than the limit; `file` and those after it are not read.
  package static func limitExceeded(pages limit: Int, file: String) -> FindingText {
    FindingText(.limitExceeded, "the bundle has more than \(limit) pages; \(file) and later pages are not read")
  }

  /// A page file over the byte limit.
  package static func limitExceeded(pageBytes size: Int, limit: Int) -> FindingText {
    FindingText(.limitExceeded, "the page is \(size) bytes, more than the \(limit)-byte limit; not read")
  }
}

/// The wording of the findings about `.lproj` folders, beside their entries above.
extension FindingText {
  /// A folder that looks like a localization but whose name does not end in `.lproj`.
  package static func invalidLprojName(notLproj: Void = ()) -> FindingText {
    FindingText(.invalidLprojName, "the Settings app reads only folders whose names end in '.lproj'")
  }

  /// An `.lproj` entry that is a file, not a folder.
  package static func invalidLprojName(notAFolder: Void = ()) -> FindingText {
    FindingText(.invalidLprojName, "is a file; a localization must be a folder")
  }

  /// An `.lproj` folder whose name is no locale (`reason`).
  package static func invalidLprojName(notALocale reason: String) -> FindingText {
    FindingText(.invalidLprojName, "the name is not a locale (\(reason)); the Settings app never reads it")
  }

  /// A second folder (`folder`) for a locale that `primary` has already.
  package static func duplicateLproj(_ folder: String, of primary: String, locale: String) -> FindingText {
    FindingText(
      .duplicateLproj,
      "\(folder) and \(primary) are both \(locale); which one the Settings app reads is undefined (matching uses \(primary))"
    )
  }

  /// A language (`value`) that names two folders (`names`), so a write is refused: an error, as
  /// every refused write is (the command exits 2 and writes nothing).
  package static func duplicateLproj(ambiguous value: String, names: String, option: String, folder: String)
    -> FindingText
  {
    FindingText(
      .duplicateLproj,
      "\(value) could mean \(names); nothing is written into either: name the folder (\(option) \(folder))",
      severity: .error)
  }

  /// A language (`value`) that names two folders (`names`), of which a read uses the first
  /// (`read`): a note, as the command goes on and says which it chose.
  package static func duplicateLproj(reading value: String, names: String, read: String) -> FindingText {
    FindingText(
      .duplicateLproj, "\(value) names \(names); \(read) is read (name the folder to choose)", severity: .note)
  }
}
