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
  /// What was read, held once: a copy of a `TimedComponent` (a series' master, an occurrence's
  /// origin) is one reference, not a copy of every value. What most components lack (an
  /// override's RECURRENCE-ID, DURATION, RDATE, EXRULE) is held apart, allocated only when read.
  final class Storage: Sendable {
    /// The parts most components lack.
    final class Rare: Sendable {
      let duration: DurationValue?
      let exceptionRules: [RecurrenceRule]
      let rdates: [RecurrenceDate]
      let recurrenceID: RecurrenceTime?
      let recurrenceIDLocation: SourceLocation?
      let thisAndFuture: Bool
      /// DTSTART and DTEND/DUE as read, when their stamps cannot hold them (two zones, a year
      /// outside ±32767).
      let times: (start: RecurrenceTime?, end: RecurrenceTime?)?

      init(duration: DurationValue?, exceptionRules: [RecurrenceRule], rdates: [RecurrenceDate],
           recurrenceID: RecurrenceTime?,
           recurrenceIDLocation: SourceLocation?, thisAndFuture: Bool,
           times: (start: RecurrenceTime?, end: RecurrenceTime?)?) {
        self.duration = duration
        self.exceptionRules = exceptionRules
        self.rdates = rdates
        self.recurrenceID = recurrenceID
        self.recurrenceIDLocation = recurrenceIDLocation
        self.thisAndFuture = thisAndFuture
        self.times = times
      }
    }

    let source: ComponentSource
    let kind: ComponentKind
    let isCancelled: Bool
    /// UID and SUMMARY as read (a scanned file's are mostly ranges of its bytes).
    let uidText: ComponentText
    let summaryText: ComponentText
    /// DTSTART and DTEND/DUE as stamps (8 bytes each, not a value of some 80 with its zone),
    /// zoned ones in `zone`; when they cannot say it, `rare.times` holds the values.
    let startStamp: ComponentOccurrence.Stamp
    let endStamp: ComponentOccurrence.Stamp
    let zone: Zone?
    /// DTEND/DUE − DTSTART in exact seconds, when both are read.
    let startToEnd: Int64?
    let rules: [RecurrenceRule]
    let exdates: [RecurrenceTime]
    let exdateLocation: SourceLocation?
    /// Nil when every rare part is absent.
    let rare: Rare?

    init(source: ComponentSource, kind: ComponentKind, uid: String, summary: String?,
         start: RecurrenceTime?, end: RecurrenceTime?, startToEnd: Int64?, duration: DurationValue?,
         rules: [RecurrenceRule], exceptionRules: [RecurrenceRule], rdates: [RecurrenceDate],
         exdates: [RecurrenceTime], exdateLocation: SourceLocation?, recurrenceID: RecurrenceTime?,
         recurrenceIDLocation: SourceLocation?, thisAndFuture: Bool, isCancelled: Bool) {
      self.source = source
      self.kind = kind
      self.isCancelled = isCancelled
      uidText = .decoded(uid)
      summaryText = summary.map { .decoded($0) } ?? .absent
      self.startToEnd = startToEnd
      self.rules = rules
      self.exdates = exdates
      self.exdateLocation = exdateLocation
      let startZone = start?.zone, endZone = end?.zone
      let fits = (startZone == nil || endZone == nil || startZone == endZone)
        && ComponentOccurrence.Stamp.holds(start) && ComponentOccurrence.Stamp.holds(end)
      startStamp = ComponentOccurrence.Stamp(fits ? start : nil)
      endStamp = ComponentOccurrence.Stamp(fits ? end : nil)
      zone = fits ? startZone ?? endZone : nil
      rare = Self.rare(duration: duration, exceptionRules: exceptionRules, rdates: rdates, recurrenceID: recurrenceID,
                       recurrenceIDLocation: recurrenceIDLocation, thisAndFuture: thisAndFuture,
                       times: fits ? nil : (start, end))
    }

    /// Storage of DTSTART and DTEND/DUE already as stamps (zoned ones in `zone`), or, when
    /// stamps cannot say them, as `times` (the stamps then none).
    init(source: ComponentSource, kind: ComponentKind, uid: ComponentText, summary: ComponentText,
         startStamp: ComponentOccurrence.Stamp, endStamp: ComponentOccurrence.Stamp, zone: Zone?,
         times: (start: RecurrenceTime?, end: RecurrenceTime?)?, startToEnd: Int64?, duration: DurationValue?,
         rules: [RecurrenceRule], exceptionRules: [RecurrenceRule], rdates: [RecurrenceDate],
         exdates: [RecurrenceTime], exdateLocation: SourceLocation?, recurrenceID: RecurrenceTime?,
         recurrenceIDLocation: SourceLocation?, thisAndFuture: Bool, isCancelled: Bool) {
      self.source = source
      self.kind = kind
      self.isCancelled = isCancelled
      uidText = uid
      summaryText = summary
      self.startToEnd = startToEnd
      self.rules = rules
      self.exdates = exdates
      self.exdateLocation = exdateLocation
      self.startStamp = startStamp
      self.endStamp = endStamp
      self.zone = zone
      rare = Self.rare(duration: duration, exceptionRules: exceptionRules, rdates: rdates, recurrenceID: recurrenceID,
                       recurrenceIDLocation: recurrenceIDLocation, thisAndFuture: thisAndFuture, times: times)
    }

    /// The rare parts, nil when every one is absent.
    private static func rare(duration: DurationValue?, exceptionRules: [RecurrenceRule], rdates: [RecurrenceDate],
                             recurrenceID: RecurrenceTime?, recurrenceIDLocation: SourceLocation?, thisAndFuture: Bool,
                             times: (start: RecurrenceTime?, end: RecurrenceTime?)?) -> Rare? {
      if times == nil && duration == nil && exceptionRules.isEmpty && rdates.isEmpty && recurrenceID == nil
        && recurrenceIDLocation == nil && !thisAndFuture {
        return nil
      }
      return Rare(duration: duration, exceptionRules: exceptionRules, rdates: rdates, recurrenceID: recurrenceID,
                  recurrenceIDLocation: recurrenceIDLocation, thisAndFuture: thisAndFuture, times: times)
    }

    /// UID (empty when missing), decoded now.
    var uid: String { uidText.text(in: source) ?? "" }
    /// SUMMARY, decoded now.
    var summary: String? { summaryText.text(in: source) }

    /// Whether DTSTART was read (no value made).
    var hasStart: Bool {
      if let times = rare?.times { return times.start != nil }
      return startStamp.form != .none
    }
    /// Whether DTSTART or DTEND/DUE was read: the component has an anchor (no value made).
    var hasAnchor: Bool {
      if let times = rare?.times { return times.start != nil || times.end != nil }
      return startStamp.form != .none || endStamp.form != .none
    }

    /// DTSTART.
    var start: RecurrenceTime? {
      if let times = rare?.times { return times.start }
      return startStamp.value(in: zone)
    }
    /// DTEND or DUE.
    var end: RecurrenceTime? {
      if let times = rare?.times { return times.end }
      return endStamp.value(in: zone)
    }
  }

  /// The values read.
  let storage: Storage

  /// The component as read (from a scanned file, parsed from its bytes when asked for).
  public var component: Component { source.component }
  /// Where the component lives: its tree, or its range of the file scanned.
  var source: ComponentSource { storage.source }
  /// VEVENT, VTODO or VJOURNAL.
  public var kind: ComponentKind { storage.kind }
  /// UID (empty when missing).
  public var uid: String { storage.uid }
  /// SUMMARY, unescaped.
  public var summary: String? { storage.summary }
  /// Calls `body` with the UTF-8 bytes of `uid` (read in place in a scanned file: no String made).
  public func withUID<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    storage.uidText.withBytes(in: storage.source, body)
  }
  /// Calls `body` with the UTF-8 bytes of `summary`, nil when there is none (no String made).
  public func withSummary<R>(_ body: (UnsafeBufferPointer<UInt8>?) -> R) -> R {
    if case .absent = storage.summaryText { return body(nil) }
    return storage.summaryText.withBytes(in: storage.source) { body($0) }
  }
  /// DTSTART.
  public var start: RecurrenceTime? { storage.start }
  /// DTEND (events) or DUE (todos), as written.
  public var end: RecurrenceTime? { storage.end }
  /// DTEND/DUE − DTSTART in exact seconds (RFC 5545 §3.8.5.3: an instance's length), when both are read.
  var startToEnd: Int64? {
    if let seconds = storage.startToEnd { return seconds }
    guard let start, let end else { return nil }
    return TimeMath.seconds(from: start, to: end)
  }
  /// DURATION, when written (events and todos without DTEND/DUE).
  public var duration: DurationValue? { storage.rare?.duration ?? nil }
  /// Every RRULE that could be read (RFC 2445 allowed several), UNTIL made to match DTSTART.
  public var rules: [RecurrenceRule] { storage.rules }
  /// Every EXRULE (RFC 2445, deprecated by RFC 5545 but still read).
  public var exceptionRules: [RecurrenceRule] { storage.rare?.exceptionRules ?? [] }
  /// Every RDATE entry (DATE, DATE-TIME or PERIOD).
  public var rdates: [RecurrenceDate] { storage.rare?.rdates ?? [] }
  /// Every EXDATE entry, in its own zone and form.
  public var exdates: [RecurrenceTime] { storage.exdates }
  /// Where the first EXDATE was written.
  var exdateLocation: SourceLocation? { storage.exdateLocation }
  /// RECURRENCE-ID, for an override.
  public var recurrenceID: RecurrenceTime? { storage.rare?.recurrenceID ?? nil }
  /// Where RECURRENCE-ID was written.
  public var recurrenceIDLocation: SourceLocation? { storage.rare?.recurrenceIDLocation ?? nil }
  /// RECURRENCE-ID had `RANGE=THISANDFUTURE` (§3.2.13).
  public var thisAndFuture: Bool { storage.rare?.thisAndFuture ?? false }
  /// STATUS:CANCELLED.
  public var isCancelled: Bool { storage.isCancelled }

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
              startToEnd: nil, duration: duration, rules: rules, exceptionRules: exceptionRules, rdates: rdates, exdates: exdates,
              exdateLocation: exdates.isEmpty ? nil : component.firstProperty(named: "EXDATE")?.location,
              recurrenceID: recurrenceID, recurrenceIDLocation: recurrenceIDLocation, thisAndFuture: thisAndFuture,
              isCancelled: isCancelled)
  }

  /// A component from its parts, DTSTART and DTEND/DUE as stamps (see `Storage`), and where it lives.
  init(source: ComponentSource, kind: ComponentKind, uid: ComponentText, summary: ComponentText,
       startStamp: ComponentOccurrence.Stamp, endStamp: ComponentOccurrence.Stamp, zone: Zone?,
       times: (start: RecurrenceTime?, end: RecurrenceTime?)?, startToEnd: Int64?, duration: DurationValue?,
       rules: [RecurrenceRule], exceptionRules: [RecurrenceRule], rdates: [RecurrenceDate],
       exdates: [RecurrenceTime], exdateLocation: SourceLocation?, recurrenceID: RecurrenceTime?,
       recurrenceIDLocation: SourceLocation?, thisAndFuture: Bool, isCancelled: Bool) {
    storage = Storage(source: source, kind: kind, uid: uid, summary: summary, startStamp: startStamp, endStamp: endStamp,
                      zone: zone, times: times, startToEnd: startToEnd, duration: duration, rules: rules,
                      exceptionRules: exceptionRules, rdates: rdates, exdates: exdates, exdateLocation: exdateLocation,
                      recurrenceID: recurrenceID, recurrenceIDLocation: recurrenceIDLocation,
                      thisAndFuture: thisAndFuture, isCancelled: isCancelled)
  }

  /// A component from its parts and where it lives.
  init(source: ComponentSource, kind: ComponentKind, uid: String, summary: String?,
       start: RecurrenceTime?, end: RecurrenceTime?, startToEnd: Int64?, duration: DurationValue?,
       rules: [RecurrenceRule], exceptionRules: [RecurrenceRule], rdates: [RecurrenceDate],
       exdates: [RecurrenceTime], exdateLocation: SourceLocation?, recurrenceID: RecurrenceTime?,
       recurrenceIDLocation: SourceLocation?, thisAndFuture: Bool, isCancelled: Bool) {
    storage = Storage(source: source, kind: kind, uid: uid, summary: summary, start: start, end: end,
                      startToEnd: startToEnd, duration: duration, rules: rules, exceptionRules: exceptionRules, rdates: rdates,
                      exdates: exdates, exdateLocation: exdateLocation, recurrenceID: recurrenceID,
                      recurrenceIDLocation: recurrenceIDLocation, thisAndFuture: thisAndFuture,
                      isCancelled: isCancelled)
  }
}
