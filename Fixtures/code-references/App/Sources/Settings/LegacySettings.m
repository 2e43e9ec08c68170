#import <Foundation/Foundation.h>

/* An old screen: "SETTINGS_COMMENTED_OUT" is not read here either. */
static NSString *const kLegacyKey = @"SETTINGS_LEGACY";

NSString *LegacyTitle(NSBundle *bundle) {
    // 'a' is a character, not the start of a string.
    char quote = '"';
    (void)quote;
    return [bundle localizedStringForKey:kLegacyKey value:@"" table:@"Root"];
}
