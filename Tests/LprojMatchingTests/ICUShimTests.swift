import Foundation
import LprojMatching
import Testing

@Suite struct ICUShimTests {
  @Test func systemICUAndFoundationICUWorkInOneProcess() throws {
    // Foundation's own ICU copy formats and canonicalizes...
    let foundation = Locale(identifier: "de_AT")
    #expect(foundation.language.languageCode?.identifier == "de")
    #expect(Locale.identifier(.bcp47, from: "iw_IL") == "he-IL")
    let number = 1234.5.formatted(.number.locale(Locale(identifier: "de_DE")))
    #expect(number == "1.234,5")
    // ...and the system ICU behind CLocaleMatcher does too, in the same process.
    let tag = try LocaleTag("iw")
    #expect(tag.canonical == "he")
    #expect(tag.displayName == "Hebrew")
    #expect(try LocaleTag("de-AT").displayName == "German (Austria)")
  }

  @Test func longResultsRetryWithALargerBuffer() throws {
    let long = "en-US-u-ca-gregory-co-phonebk-cu-usd-fw-mon-hc-h23-ms-metric-nu-latn-tz-usnyc-va-posix"
    let tag = try LocaleTag(long)
    #expect(tag.canonical.count > 64)
    #expect(tag.canonical.hasPrefix("en-US-u-ca-gregory"))
  }

  @Test func errorsCarryICUNames() {
    #expect(ICUError(code: 1).name == "U_ILLEGAL_ARGUMENT_ERROR")
    #expect(ICUError(code: 15).description == "U_BUFFER_OVERFLOW_ERROR (15)")
  }
}
