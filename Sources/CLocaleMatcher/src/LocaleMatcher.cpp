// CLocaleMatcher: the C interface in include/CLocaleMatcher.h, over the system ICU.

#include "CLocaleMatcher.h"

#include <unicode/coll.h>
#include <unicode/localematcher.h>
#include <unicode/uchar.h>
#include <unicode/locid.h>
#include <unicode/uloc.h>
#include <unicode/unistr.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>
#include <unicode/utypes.h>
#include <unicode/uversion.h>

#include <cstring>
#include <new>
#include <string>

static_assert(CLM_ZERO_ERROR == U_ZERO_ERROR, "status codes are ICU's");
static_assert(CLM_ILLEGAL_ARGUMENT_ERROR == U_ILLEGAL_ARGUMENT_ERROR, "status codes are ICU's");
static_assert(CLM_MEMORY_ALLOCATION_ERROR == U_MEMORY_ALLOCATION_ERROR, "status codes are ICU's");
static_assert(CLM_BUFFER_OVERFLOW_ERROR == U_BUFFER_OVERFLOW_ERROR, "status codes are ICU's");
static_assert(CLM_STRING_NOT_TERMINATED_WARNING == U_STRING_NOT_TERMINATED_WARNING,
              "status codes are ICU's");

namespace {

/// True when the caller's arguments can be used and no earlier error is pending.
bool ready(const char *tag, char *buffer, int32_t capacity, int32_t *status) {
  if (status == nullptr || *status > U_ZERO_ERROR) return false;
  if (tag == nullptr || capacity < 0 || (buffer == nullptr && capacity > 0)) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return false;
  }
  return true;
}

/// Copies `value` into the caller's buffer with ICU's overflow and termination rules.
int32_t copyOut(const std::string &value, char *buffer, int32_t capacity, UErrorCode &status) {
  if (U_FAILURE(status)) return 0;
  auto length = static_cast<int32_t>(value.size());
  if (length > capacity) {
    status = U_BUFFER_OVERFLOW_ERROR;
  } else {
    std::memcpy(buffer, value.data(), value.size());
    if (length < capacity) {
      buffer[length] = '\0';
      if (status == U_STRING_NOT_TERMINATED_WARNING) status = U_ZERO_ERROR;
    } else {
      status = U_STRING_NOT_TERMINATED_WARNING;
    }
  }
  return length;
}

/// Parses a complete, well-formed BCP 47 tag (ICU rejects trailing ill-formed subtags).
icu::Locale parse(const char *tag, UErrorCode &status) {
  icu::Locale locale = icu::Locale::forLanguageTag(tag, status);
  if (U_SUCCESS(status) && locale.isBogus()) status = U_ILLEGAL_ARGUMENT_ERROR;
  return locale;
}

/// Parses and canonicalizes a tag (CLDR aliases: iw -> he, tl -> fil, no_bok -> nb).
icu::Locale canonical(const char *tag, UErrorCode &status) {
  icu::Locale locale = parse(tag, status);
  if (U_SUCCESS(status)) locale.canonicalize(status);
  return locale;
}

/// Runs `body` with a UErrorCode and hands the outcome back as a plain status.
template <typename Body>
int32_t guarded(int32_t *status, Body body) {
  UErrorCode code = static_cast<UErrorCode>(*status);
  int32_t result = 0;
  try {
    result = body(code);
  } catch (const std::bad_alloc &) {
    code = U_MEMORY_ALLOCATION_ERROR;
  } catch (...) {
    code = U_INTERNAL_PROGRAM_ERROR;
  }
  *status = code;
  return result;
}

/// True when ICU names the component in English (it echoes the code with a warning otherwise).
bool hasEnglishName(const char *localeID,
                    int32_t (*getter)(const char *, const char *, UChar *, int32_t, UErrorCode *)) {
  UChar name[128];
  UErrorCode status = U_ZERO_ERROR;
  getter(localeID, "en", name, 128, &status);
  return status == U_ZERO_ERROR || status == U_STRING_NOT_TERMINATED_WARNING ||
         status == U_BUFFER_OVERFLOW_ERROR;
}

/// The first language, script or region subtag of a canonical locale that ICU has no English
/// name for; empty when every subtag is known.
std::string unknownSubtag(const icu::Locale &locale) {
  const char *id = locale.getName();
  if (!hasEnglishName(id, uloc_getDisplayLanguage)) return locale.getLanguage();
  if (locale.getScript()[0] != '\0' && !hasEnglishName(id, uloc_getDisplayScript)) return locale.getScript();
  if (locale.getCountry()[0] != '\0' && !hasEnglishName(id, uloc_getDisplayCountry)) return locale.getCountry();
  return std::string();
}

/// The C shape of every call that canonicalizes a tag and answers with text: checks the
/// arguments, runs `text` on the canonical locale under `guarded`, and copies its answer out.
template <typename Text>
int32_t canonicalText(const char *tag, char *buffer, int32_t capacity, int32_t *status, Text text) {
  if (!ready(tag, buffer, capacity, status)) return 0;
  return guarded(status, [&](UErrorCode &code) {
    icu::Locale locale = canonical(tag, code);
    if (U_FAILURE(code)) return 0;
    std::string answer = text(locale, code);
    return copyOut(answer, buffer, capacity, code);
  });
}

}  // namespace

extern "C" int32_t clm_canonicalize(const char *tag, char *buffer, int32_t capacity,
                                    int32_t *status) {
  return canonicalText(tag, buffer, capacity, status, [](icu::Locale &locale, UErrorCode &code) {
    return locale.toLanguageTag<std::string>(code);
  });
}

extern "C" int32_t clm_maximize(const char *tag, char *buffer, int32_t capacity,
                                int32_t *status) {
  return canonicalText(tag, buffer, capacity, status, [](icu::Locale &locale, UErrorCode &code) {
    locale.addLikelySubtags(code);
    return locale.toLanguageTag<std::string>(code);
  });
}

extern "C" int32_t clm_unknown_subtag(const char *tag, char *buffer, int32_t capacity,
                                      int32_t *status) {
  return canonicalText(tag, buffer, capacity, status,
                       [](icu::Locale &locale, UErrorCode &) { return unknownSubtag(locale); });
}

extern "C" int32_t clm_describe(const char *tag, char *buffer, int32_t capacity,
                                int32_t *status) {
  return canonicalText(tag, buffer, capacity, status, [](icu::Locale &locale, UErrorCode &code) {
    std::string canonicalTag = locale.toLanguageTag<std::string>(code);
    std::string unknown = unknownSubtag(locale);
    icu::Locale maximized(locale);
    maximized.addLikelySubtags(code);
    std::string maximizedTag = maximized.toLanguageTag<std::string>(code);
    return canonicalTag + " " + maximizedTag + " " + unknown;
  });
}

extern "C" int32_t clm_cldr_parent(const char *localeID, char *buffer, int32_t capacity,
                                   int32_t *status) {
  if (!ready(localeID, buffer, capacity, status)) return 0;
  return guarded(status, [&](UErrorCode &code) {
    // CLDR's parentLocales, which ICU's data carries as %%Parent in the locale's own bundle
    // (opened without fallback, so another locale's entry is never read).
    UErrorCode local = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_openDirect(nullptr, localeID, &local);
    std::string parent;
    if (U_SUCCESS(local)) {
      int32_t length = 0;
      const UChar *text = ures_getStringByKey(bundle, "%%Parent", &length, &local);
      if (U_SUCCESS(local) && length > 0 && length < 64) {
        char bytes[64];
        u_UCharsToChars(text, bytes, length);
        parent.assign(bytes, static_cast<size_t>(length));
      }
    }
    if (bundle != nullptr) ures_close(bundle);
    if (parent.empty()) {
      // No parent given: the locale with its last subtag removed.
      char truncated[ULOC_FULLNAME_CAPACITY];
      int32_t length = uloc_getParent(localeID, truncated, ULOC_FULLNAME_CAPACITY, &code);
      if (U_FAILURE(code)) return 0;
      parent.assign(truncated, static_cast<size_t>(length < ULOC_FULLNAME_CAPACITY ? length : 0));
    }
    return copyOut(parent, buffer, capacity, code);
  });
}

extern "C" int32_t clm_display_name(const char *tag, char *buffer, int32_t capacity,
                                    int32_t *status) {
  return canonicalText(tag, buffer, capacity, status, [](icu::Locale &locale, UErrorCode &) {
    icu::UnicodeString name;
    locale.getDisplayName(icu::Locale::getEnglish(), name);
    std::string utf8;
    name.toUTF8String(utf8);
    return utf8;
  });
}

extern "C" int32_t clm_best_match(const char *desired, const char *const *supported,
                                  int32_t count, int32_t *status) {
  if (status == nullptr || *status > U_ZERO_ERROR) return -1;
  if (desired == nullptr || count < 0 || (supported == nullptr && count > 0)) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return -1;
  }
  int32_t index = guarded(status, [&](UErrorCode &code) {
    icu::LocaleMatcher::Builder builder;
    for (int32_t i = 0; i < count; ++i) {
      if (supported[i] == nullptr) {
        code = U_ILLEGAL_ARGUMENT_ERROR;
        return -1;
      }
      builder.addSupportedLocale(canonical(supported[i], code));
    }
    icu::Locale wanted = canonical(desired, code);
    if (U_FAILURE(code)) return -1;
    builder.setNoDefaultLocale();
    icu::LocaleMatcher matcher = builder.build(code);
    if (U_FAILURE(code)) return -1;
    icu::LocaleMatcher::Result result = matcher.getBestMatchResult(wanted, code);
    return U_SUCCESS(code) ? result.getSupportedIndex() : -1;
  });
  return *status > U_ZERO_ERROR ? -1 : index;
}

namespace {

/// The root collator with numeric ordering, made once: Collator's const functions may be
/// called from several threads at once, and opening one per key would dominate the sort.
const icu::Collator *rootCollator(UErrorCode &status) {
  static UErrorCode opened = U_ZERO_ERROR;
  static const icu::Collator *const collator = [] {
    icu::Collator *made = icu::Collator::createInstance(icu::Locale::getRoot(), opened);
    if (made != nullptr && U_SUCCESS(opened)) made->setAttribute(UCOL_NUMERIC_COLLATION, UCOL_ON, opened);
    if (U_FAILURE(opened)) {
      delete made;
      return static_cast<icu::Collator *>(nullptr);
    }
    return made;
  }();
  if (collator == nullptr) status = U_FAILURE(opened) ? opened : U_MEMORY_ALLOCATION_ERROR;
  return collator;
}

}  // namespace

extern "C" int32_t clm_sort_key(const uint8_t *text, int32_t length, uint8_t *buffer,
                                int32_t capacity, int32_t *status) {
  if (status == nullptr || *status > U_ZERO_ERROR) return 0;
  if ((text == nullptr && length > 0) || length < 0 || capacity < 0 ||
      (buffer == nullptr && capacity > 0)) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return 0;
  }
  return guarded(status, [&](UErrorCode &code) {
    const icu::Collator *collator = rootCollator(code);
    if (collator == nullptr || U_FAILURE(code)) return 0;
    icu::UnicodeString string = icu::UnicodeString::fromUTF8(
        icu::StringPiece(reinterpret_cast<const char *>(text), length));
    int32_t needed = collator->getSortKey(string, buffer, capacity);
    if (needed == 0) {
      code = U_INTERNAL_PROGRAM_ERROR;
    } else if (needed > capacity) {
      code = U_BUFFER_OVERFLOW_ERROR;
    }
    return needed;
  });
}

extern "C" const char *clm_error_name(int32_t status) {
  return u_errorName(static_cast<UErrorCode>(status));
}

extern "C" int32_t clm_is_east_asian_wide(int32_t codePoint) {
  if (codePoint < 0 || codePoint > 0x10FFFF) return 0;
  int32_t width = u_getIntPropertyValue(codePoint, UCHAR_EAST_ASIAN_WIDTH);
  return width == U_EA_WIDE || width == U_EA_FULLWIDTH ? 1 : 0;
}

extern "C" const char *clm_icu_version(void) { return U_ICU_VERSION; }
