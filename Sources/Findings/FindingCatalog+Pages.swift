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
