// The properties of a VEVENT, VTODO or VJOURNAL the model reads (RFC 5545 §3.8.1.11 STATUS,
// §3.8.1.12 SUMMARY, §3.8.2 date and time, §3.8.4.4 RECURRENCE-ID, §3.8.4.7 UID, §3.8.5
// recurrence); every other property is left where it is written.

/// A property `TimedComponent.Reader` takes, by its name.
///
/// ```swift
/// TimeProperty(rawValue: "DTSTART")   // .start
/// TimeProperty(rawValue: "LOCATION")  // nil: not read by the model
/// ```
enum TimeProperty: String, Sendable {
  case uid = "UID"
  case summary = "SUMMARY"
  case status = "STATUS"
  case start = "DTSTART"
  case end = "DTEND"
  case due = "DUE"
  case duration = "DURATION"
  case rrule = "RRULE"
  case exrule = "EXRULE"
  case rdate = "RDATE"
  case exdate = "EXDATE"
  case recurrenceID = "RECURRENCE-ID"
}
