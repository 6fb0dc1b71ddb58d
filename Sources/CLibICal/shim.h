// The libical 3 C API as Swift sees it. Only the LibICal target imports this module.
#ifndef RECUR_CLIBICAL_SHIM_H
#define RECUR_CLIBICAL_SHIM_H
#include <libical/ical.h>
#endif
