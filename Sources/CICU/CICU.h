// The smallest ICU header, so that the module map names a real header; see module.modulemap.
#include <unicode/uversion.h>
