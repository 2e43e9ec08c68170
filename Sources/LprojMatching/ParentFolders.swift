extension BundleLocalizations {
  /// The folders nearest on `tag`'s Apple parent chain, the tag itself left out (`de` for
  /// `de-DE`, `zh-Hans` for `zh-Hans-CN` or `zh-CN`, `es-419` for `es-MX`): the folders the
  /// device reads for that language when it has none of its own. Never a sibling region (no
  /// chain passes through `es_AR` from `es_MX`). Empty when the chain reaches no folder; more
  /// than one when folders share the nearest locale (`es-419` and `es_419`).
  public func nearestParentFolders(of tag: LocaleTag) -> [Lproj] {
    for id in AppleLocaleChain.chain(of: tag, penalized: false).dropFirst() {
      let found = lprojs.filter { $0.locale?.appleID == id }
      if !found.isEmpty { return found }
    }
    return []
  }
}

extension LocaleTag {
  /// True when `other` is this tag or on its Apple parent chain (`de` for `de-DE`).
  public func chainReaches(_ other: LocaleTag) -> Bool {
    AppleLocaleChain.chain(of: self, penalized: false).contains(other.appleID)
  }
}
