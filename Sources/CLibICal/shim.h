// The libical 3 C API as Swift sees it (RFC 5545 §3.3.10 RECUR, §3.3.5 DATE-TIME, §3.6.5
// VTIMEZONE). Only the LibICal target imports this module. The static inline functions below
// wrap what Swift cannot import directly: the `icalerrno` macro and the RSCALE string that
// icalrecurrencetype_from_string() mallocs and leaves for the caller to free. ICU's u_cleanup
// lives in CLibICalICU, so that no ICU header reaches a Swift module.
#ifndef RECUR_CLIBICAL_SHIM_H
#define RECUR_CLIBICAL_SHIM_H
#include <stdlib.h>
#include <libical/ical.h>

/// The current libical error (the `icalerrno` macro expands to a thread-local lvalue).
static inline icalerrorenum recur_ical_errno(void) { return icalerrno; }

/// Frees the RSCALE string a parsed rule owns (libical 3.0 leaves it to the caller).
static inline void recur_icalrecur_free_rscale(struct icalrecurrencetype *rule) {
    if (rule->rscale != NULL) {
        free(rule->rscale);
        rule->rscale = NULL;
    }
}

/// Whether a parsed rule carries a FREQ (ICAL_NO_RECURRENCE means the parse failed).
static inline int recur_icalrecur_has_freq(const struct icalrecurrencetype *rule) {
    return rule->freq != ICAL_NO_RECURRENCE;
}

/// Frees a string libical returned to the caller's ownership (`*_r` functions).
static inline void recur_ical_free_string(char *s) { free(s); }

#endif
