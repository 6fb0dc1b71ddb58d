// What one VEVENT, VTODO or VJOURNAL says about time (RFC 5545 §3.6.1–§3.6.3, §3.8.2 date and
// time properties, §3.8.4.4 RECURRENCE-ID, §3.8.5 recurrence properties), read once, with the
// file's zones (`ZoneResolver`); every other reader goes through this type.

import ICalendar
import Recurrence
import Zones

/// The time properties of one component, read leniently (warnings instead of failures).
///
/// ```
/// BEGIN:VTODO
/// UID:t1
/// DTSTART;TZID=Europe/Paris:20260105T090000
/// DURATION:P5D
/// RRULE:FREQ=WEEKLY;COUNT=3
/// END:VTODO
/// ```
/// reads as `start` = `.zoned(2026-01-05T09:00, Europe/Paris)`, `end` = nil, `duration` = P5D,
/// `due` = `.zoned(2026-01-10T09:00, Europe/Paris)` (DTSTART + DURATION, RFC 5545 §3.6.2), one rule.
public struct TimedComponent: Sendable {
  /// The component as read (from a scanned file, parsed from its bytes when asked for).
  public var component: Component { source.component }
  /// Where the component lives: its tree, or its range of the file scanned.
  let source: ComponentSource
  /// VEVENT, VTODO or VJOURNAL.
  public let kind: ComponentKind
  /// UID (empty when missing).
  public let uid: String
  /// SUMMARY, unescaped.
  public let summary: String?
  /// DTSTART.
  public let start: RecurrenceTime?
  /// DTEND (events) or DUE (todos), as written.
  public let end: RecurrenceTime?
  /// DURATION, when written (events and todos without DTEND/DUE).
  public let duration: DurationValue?
  /// Every RRULE that could be read (RFC 2445 allowed several), UNTIL made to match DTSTART.
  public let rules: [RecurrenceRule]
  /// Every EXRULE (RFC 2445, deprecated by RFC 5545 but still read).
  public let exceptionRules: [RecurrenceRule]
  /// Every RDATE entry (DATE, DATE-TIME or PERIOD).
  public let rdates: [RecurrenceDate]
  /// Every EXDATE entry, in its own zone and form.
  public let exdates: [RecurrenceTime]
  /// RECURRENCE-ID, for an override.
  public let recurrenceID: RecurrenceTime?
  /// Where RECURRENCE-ID was written.
  public let recurrenceIDLocation: SourceLocation?
  /// RECURRENCE-ID had `RANGE=THISANDFUTURE` (§3.2.13).
  public let thisAndFuture: Bool
  /// STATUS:CANCELLED.
  public let isCancelled: Bool

  /// A todo's due: DUE, else DTSTART + DURATION (RFC 5545 §3.6.2, §3.8.2.5); an event's end:
  /// DTEND, else DTSTART + DURATION; nil otherwise.
  public var due: RecurrenceTime? {
    if let end { return end }
    if let start, let duration { return TimeMath.adding(duration, to: start) }
    return nil
  }

  /// Whether the component says it is done: STATUS:COMPLETED, a COMPLETED date or
  /// PERCENT-COMPLETE:100 (RFC 5545 §3.8.1.11, §3.8.2.1, §3.8.1.8), as `recur import` and
  /// `recur plan` read a todo or a completed override.
  public var isCompleted: Bool { Self.isCompleted(component) }

  /// Whether `component` says it is done (see `isCompleted`): for an occurrence's component,
  /// e.g. a completed override met while iterating a series.
  public static func isCompleted(_ component: Component) -> Bool {
    component.firstProperty(named: "STATUS")?.rawValue.uppercased() == "COMPLETED"
      || component.firstProperty(named: "COMPLETED") != nil
      || component.firstProperty(named: "PERCENT-COMPLETE")?.integer == 100
  }

  /// The value recurrence instances are anchored at: DTSTART, else (a todo with only DUE) DUE.
  public var anchor: RecurrenceTime? { start ?? end }

  /// Whether RRULE, RDATE or EXRULE make this a recurring component.
  public var isRecurring: Bool { !rules.isEmpty || !rdates.isEmpty }

  /// A component from its parts (for tests and writers); see `init(component:zones:warnings:)`
  /// to read one.
  public init(component: Component, kind: ComponentKind, uid: String, summary: String?,
              start: RecurrenceTime?, end: RecurrenceTime?, duration: DurationValue?,
              rules: [RecurrenceRule], exceptionRules: [RecurrenceRule], rdates: [RecurrenceDate],
              exdates: [RecurrenceTime], recurrenceID: RecurrenceTime?,
              recurrenceIDLocation: SourceLocation?, thisAndFuture: Bool, isCancelled: Bool) {
    self.init(source: .tree(component), kind: kind, uid: uid, summary: summary, start: start, end: end,
              duration: duration, rules: rules, exceptionRules: exceptionRules, rdates: rdates, exdates: exdates,
              recurrenceID: recurrenceID, recurrenceIDLocation: recurrenceIDLocation, thisAndFuture: thisAndFuture,
              isCancelled: isCancelled)
  }

  /// A component from its parts and where it lives.
  init(source: ComponentSource, kind: ComponentKind, uid: String, summary: String?,
       start: RecurrenceTime?, end: RecurrenceTime?, duration: DurationValue?,
       rules: [RecurrenceRule], exceptionRules: [RecurrenceRule], rdates: [RecurrenceDate],
       exdates: [RecurrenceTime], recurrenceID: RecurrenceTime?,
       recurrenceIDLocation: SourceLocation?, thisAndFuture: Bool, isCancelled: Bool) {
    self.source = source
    self.kind = kind
    self.uid = uid
    self.summary = summary
    self.start = start
    self.end = end
    self.duration = duration
    self.rules = rules
    self.exceptionRules = exceptionRules
    self.rdates = rdates
    self.exdates = exdates
    self.recurrenceID = recurrenceID
    self.recurrenceIDLocation = recurrenceIDLocation
    self.thisAndFuture = thisAndFuture
    self.isCancelled = isCancelled
  }
}
