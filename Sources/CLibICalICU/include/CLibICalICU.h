// ICU's process-wide cache reset, for the ICU that libical links (Debian: the system icuuc).
// Kept apart from CLibICal so that no ICU header reaches a Swift module: the system ICU's
// types (UErrorCode, ...) clash with Foundation's own copy of ICU (_FoundationICU) in any
// module that sees both.
#ifndef RECUR_CLIBICAL_ICU_H
#define RECUR_CLIBICAL_ICU_H

/// Frees every cache of the ICU libical is linked with (`u_cleanup`; ICU reloads lazily). Only
/// with libical's lock held and no libical iterator alive: libical keeps no ICU object between
/// calls (icalrecur_iterator_new opens its calendars, icalrecur_iterator_free closes them).
void recur_icu_cleanup(void);

#endif
