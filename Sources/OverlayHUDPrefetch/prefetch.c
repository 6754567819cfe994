// The module is header-only (see include/overlayhud_prefetch.h); SwiftPM needs one source file.
#include "overlayhud_prefetch.h"
