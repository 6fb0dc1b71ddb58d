// The Recurrence engine's DTSTART-like value (RFC 5545 §3.3.4, §3.3.5) under a name that does
// not clash with ICalendar's `DateTimeValue` or the `Recurrence` type in files importing both.

import Recurrence

/// Recurrence's `DateTimeValue`: a DATE, or a floating, UTC or zoned DATE-TIME.
typealias StartValue = DateTimeValue
