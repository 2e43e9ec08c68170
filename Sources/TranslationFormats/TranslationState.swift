/// How far a unit's translation has come, in the terms every exchange format maps to its own:
/// the one table of states (DESIGN.md, "Translation states") that every writer and every reader
/// of XLIFF 1.2, XLIFF 2.0, `.xcloc` and String Catalogs goes through.
///
/// | state | XLIFF 1.2 target | XLIFF 2.0 segment | String Catalog | on import |
/// |---|---|---|---|---|
/// | `new` | no target, or `new` | no target | language left out, or `new` | not written (a target counted as unfinished) |
/// | `copied` | `needs-review-l10n`, `state-qualifier="x-copied-source"` | `initial`, `subState="settings-l10n:copied"` | `needs_review` with the development value | written only if it differs from the development value |
/// | `unfinished` | `needs-translation`, `needs-l10n`, `needs-adaptation`, or `approved="no"` | plain `initial`, or no state, with a target that differs from the source | — | not written unless asked for (one warning with the count) |
/// | `needsReview` | `needs-review-l10n` and the other `needs-review-*` | `translated`, `subState="settings-l10n:needs-review"` | `needs_review` with another value | written, reported when it replaces a value |
/// | `translated` | `translated`, `final`, `signed-off`, or no state | `translated`, `reviewed`, `final` | `translated` | written |
/// | `doNotTranslate` | `translate="no"`, the language's value (if any) as `translated` | `translate="no"`, as `translated` | `"shouldTranslate" : false`, as `translated` | never written |
public enum TranslationState: String, Sendable, Hashable, CaseIterable {
  /// No translation: the language has no value for the key, or the file says the target is new.
  case new
  /// The target is a copy of the development value (what `check` calls untranslated, or what
  /// `sync --fill-with-source` copied): present, but still to translate.
  case copied
  /// A tool's unfinished work (a fuzzy match, a machine guess): a target the translator has not
  /// yet accepted, which `import` leaves out unless asked to write it.
  case unfinished
  /// A translation still to be reviewed.
  case needsReview
  /// A translation.
  case translated
  /// Marked not to translate: the string stays as the development language has it.
  case doNotTranslate
}

extension TranslationState {
  /// XLIFF 1.2's `state-qualifier` for a copied target. None of the qualifiers 1.2 defines says
  /// "copied from the source" (they name matches and leverage), and 1.2 admits `x-` values.
  package static let xliff12CopiedQualifier = "x-copied-source"
  /// XLIFF 2.0 `subState`s (`prefix:value`, the prefix naming who defines the value).
  package static let xliff2CopiedSubState = "settings-l10n:copied"
  package static let xliff2ReviewSubState = "settings-l10n:needs-review"

  /// The XLIFF 1.2 `<target>`'s `state` and `state-qualifier`; nil when no target is written.
  package var xliff12: (state: String, qualifier: String?)? {
    switch self {
    case .new: nil
    case .copied: ("needs-review-l10n", Self.xliff12CopiedQualifier)
    case .unfinished: ("needs-translation", nil)
    case .needsReview: ("needs-review-l10n", nil)
    // The language's value stays visible beside `translate="no"`; import never writes it.
    case .translated, .doNotTranslate: ("translated", nil)
    }
  }

  /// The state of an XLIFF 1.2 target (`translate="no"` on its unit or a group around it, the
  /// unit's `approved`, the target's `state` and `state-qualifier`); nil for a state XLIFF 1.2
  /// does not define. `approved="no"` is how translate-toolkit and the tools built on it mark
  /// fuzzy work, whatever the state says.
  package init?(xliff12 state: String?, qualifier: String?, translate: Bool, approved: Bool? = nil) {
    if !translate {
      self = .doNotTranslate
      return
    }
    if qualifier == Self.xliff12CopiedQualifier {
      self = .copied
      return
    }
    if approved == false, state != "new" {
      self = .unfinished
      return
    }
    switch state {
    case nil, "translated", "final", "signed-off": self = .translated
    case "new": self = .new
    case "needs-translation", "needs-l10n", "needs-adaptation": self = .unfinished
    case "needs-review-translation", "needs-review-l10n", "needs-review-adaptation": self = .needsReview
    default: return nil
    }
  }

  /// The XLIFF 2.0 `<segment>`'s `state` and `subState`.
  package var xliff2: (state: String, subState: String?) {
    switch self {
    case .new: ("initial", nil)
    case .copied: ("initial", Self.xliff2CopiedSubState)
    case .unfinished: ("initial", nil)
    case .needsReview: ("translated", Self.xliff2ReviewSubState)
    case .translated, .doNotTranslate: ("translated", nil)
    }
  }

  /// The state of an XLIFF 2.0 unit from its least advanced segment's `state` (`initial` when
  /// none is given) and the `subState`s of its segments. Plain `initial` is unfinished work (a
  /// tool's draft, as translate-toolkit writes a fuzzy unit); `isWritten` leaves out a target
  /// that equals the source either way.
  package init(xliff2 state: String, subStates: Set<String>, translate: Bool) {
    if !translate {
      self = .doNotTranslate
    } else if subStates.contains(Self.xliff2CopiedSubState) {
      self = .copied
    } else if subStates.contains(Self.xliff2ReviewSubState) {
      self = .needsReview
    } else {
      self = state == "initial" ? .unfinished : .translated
    }
  }

  /// The String Catalog `stringUnit.state`; nil when the language is left out, as Xcode leaves
  /// out a language without a translation.
  package var catalog: String? {
    switch self {
    case .new: nil
    case .copied, .needsReview: "needs_review"
    case .unfinished: "new"
    case .translated, .doNotTranslate: "translated"
    }
  }

  /// The state of a catalog's localization; nil for a state this tool does not know.
  package init?(catalog state: String?, value: String, source: String, shouldTranslate: Bool) {
    if !shouldTranslate {
      self = .doNotTranslate
      return
    }
    switch state {
    case "translated": self = .translated
    case "new": self = .new
    // One catalog state for both: a value that is the development value is a copy.
    case "needs_review": self = value == source ? .copied : .needsReview
    default: return nil
    }
  }

  /// Whether `import` writes a target in this state: a copy only when the translator changed it;
  /// unfinished work (and a target marked new) only when it differs and `acceptingUnfinished`.
  package func isWritten(target: String, source: String, acceptingUnfinished: Bool = false) -> Bool {
    switch self {
    case .doNotTranslate: false
    case .new, .unfinished: acceptingUnfinished && target != source
    case .copied: target != source
    case .needsReview, .translated: true
    }
  }

  /// True for a target `import` counts as unfinished work: marked unfinished or new, and not
  /// the source unchanged (which is no work at all).
  package func isUnfinished(target: String, source: String) -> Bool {
    (self == .new || self == .unfinished) && target != source
  }
}
