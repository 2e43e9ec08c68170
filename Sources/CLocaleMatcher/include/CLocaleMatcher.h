// CLocaleMatcher: a C interface over the system ICU's locale functions.
//
// This header declares only our own functions with plain C types, so that Swift can import it
// beside Foundation, which on Linux carries its own copy of ICU. ICU headers are included only
// in src/LocaleMatcher.cpp. Status codes are ICU UErrorCode values: 0 is success, negative
// values are warnings, positive values are errors. Functions that write a string follow ICU's
// buffer convention: they return the full length (without the NUL), write the string with a
// NUL when it fits, and report CLM_BUFFER_OVERFLOW_ERROR when it does not.

#ifndef CLOCALEMATCHER_H
#define CLOCALEMATCHER_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// U_ZERO_ERROR: success.
#define CLM_ZERO_ERROR 0
/// U_ILLEGAL_ARGUMENT_ERROR: the tag is not well-formed BCP 47, or an argument is null.
#define CLM_ILLEGAL_ARGUMENT_ERROR 1
/// U_MEMORY_ALLOCATION_ERROR.
#define CLM_MEMORY_ALLOCATION_ERROR 7
/// U_BUFFER_OVERFLOW_ERROR: the result does not fit; call again with the returned length + 1.
#define CLM_BUFFER_OVERFLOW_ERROR 15
/// U_STRING_NOT_TERMINATED_WARNING: the result fills the buffer exactly, without a NUL.
#define CLM_STRING_NOT_TERMINATED_WARNING (-124)

/// Writes the canonical BCP 47 form of a well-formed BCP 47 `tag` (iw -> he, tl -> fil).
int32_t clm_canonicalize(const char *tag, char *buffer, int32_t capacity, int32_t *status);

/// Writes the canonical BCP 47 form of `tag` with likely subtags added (zh-TW -> zh-Hant-TW).
int32_t clm_maximize(const char *tag, char *buffer, int32_t capacity, int32_t *status);

/// Writes the first language, script or region subtag of `tag` that ICU has no English name
/// for; writes an empty string when every subtag is known.
int32_t clm_unknown_subtag(const char *tag, char *buffer, int32_t capacity, int32_t *status);

/// Writes what clm_canonicalize, clm_maximize and clm_unknown_subtag write, from one parse of
/// `tag`, separated by single spaces ("zh-TW zh-Hant-TW " when every subtag is known).
int32_t clm_describe(const char *tag, char *buffer, int32_t capacity, int32_t *status);
/// Writes the parent of an ICU locale ID (es_AR): CLDR's parentLocales entry (es_419), else
/// the ID with its last subtag removed (es for es_419); "root" or an empty string at the top.
int32_t clm_cldr_parent(const char *localeID, char *buffer, int32_t capacity, int32_t *status);

/// Writes the English display name of `tag` in UTF-8 ("German (Austria)").
int32_t clm_display_name(const char *tag, char *buffer, int32_t capacity, int32_t *status);

/// The index in `supported` (BCP 47 tags) that ICU's LocaleMatcher picks for `desired`, or -1.
int32_t clm_best_match(const char *desired, const char *const *supported, int32_t count,
                       int32_t *status);

/// Writes the sort key of the UTF-8 `text` (`length` bytes) under the root locale's collation
/// with numeric ordering on (`item2` before `item10`), the order Xcode gives a String Catalog's
/// keys. Keys compare as unsigned bytes; equal keys mean the collator sees no difference (NFC
/// and NFD spellings). Returns the key's full length; CLM_BUFFER_OVERFLOW_ERROR when it does not fit.
int32_t clm_sort_key(const uint8_t *text, int32_t length, uint8_t *buffer, int32_t capacity,
                     int32_t *status);

/// 1 when Unicode's East_Asian_Width of `codePoint` is Wide or Fullwidth (two terminal
/// columns), else 0 (also for a value that is no code point).
int32_t clm_is_east_asian_wide(int32_t codePoint);

/// ICU's name for a status code ("U_BUFFER_OVERFLOW_ERROR"); never null.
const char *clm_error_name(int32_t status);

/// The ICU version linked ("72.1"); never null.
const char *clm_icu_version(void);

#ifdef __cplusplus
}
#endif

#endif
