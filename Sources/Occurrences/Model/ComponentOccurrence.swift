// One occurrence of a component (RFC 5545 §3.8.5.3 recurrence instance, with §3.8.4.4
// RECURRENCE-ID overrides applied): its component, start and end, recurrence id.

import ICalendar
import Recurrence
import Zones

/// One occurrence: the component it comes from (the master or its override), its start and end
/// as values (civil time in their zone) and as instants, and its recurrence id.
///
/// For `DTSTART;TZID=Europe/Paris:20260105T090000`, `DTEND;TZID=Europe/Paris:20260105T100000`,
/// `RRULE:FREQ=WEEKLY`, the second occurrence has `start` `.zoned(2026-01-12T09:00, Paris)`,
/// `startInstant` 2026-01-12T08:00:00Z, `end` 10:00 Paris, `recurrenceID` equal to `start`, and
/// `isOverride` false.
public struct ComponentOccurrence: Sendable {
  /// The component whose properties apply: the override when there is one, else the master
  /// (from a scanned file, parsed from its bytes when asked for).
  public var component: Component { source.component }
  /// Where that component lives.
  let source: ComponentSource
  /// VEVENT, VTODO or VJOURNAL.
  public let kind: ComponentKind
  /// UID.
  public let uid: String
  /// SUMMARY of `component`.
  public let summary: String?
  /// Start (DTSTART, or the instance), nil for a todo with only DUE.
  public let start: RecurrenceTime?
  /// End (DTEND/DUE or start + duration), nil when the component has no length.
  public let end: RecurrenceTime?
  /// The recurrence id (the instance as the rule generated it, in the master's frame), nil for
  /// a component that does not recur.
  public let recurrenceID: RecurrenceTime?
  /// Whether a RECURRENCE-ID component (or a THISANDFUTURE range) changed this occurrence.
  public let isOverride: Bool
  /// The order key: the start's instant (a floating or date start read in the window's
  /// floating zone), or the end's when there is no start.
  public let sortKey: Int64

  /// An occurrence from its parts.
  public init(component: Component, kind: ComponentKind, uid: String, summary: String?,
              start: RecurrenceTime?, end: RecurrenceTime?,
              recurrenceID: RecurrenceTime?, isOverride: Bool, sortKey: Int64) {
    self.init(source: .tree(component), kind: kind, uid: uid, summary: summary, start: start, end: end,
              recurrenceID: recurrenceID, isOverride: isOverride, sortKey: sortKey)
  }

  /// An occurrence from its parts and where its component lives.
  init(source: ComponentSource, kind: ComponentKind, uid: String, summary: String?,
       start: RecurrenceTime?, end: RecurrenceTime?,
       recurrenceID: RecurrenceTime?, isOverride: Bool, sortKey: Int64) {
    self.source = source
    self.kind = kind
    self.uid = uid
    self.summary = summary
    self.start = start
    self.end = end
    self.recurrenceID = recurrenceID
    self.isOverride = isOverride
    self.sortKey = sortKey
  }

  /// The start's instant; nil for floating and DATE starts (they name no instant alone).
  public var startInstant: Instant? { start?.instant }

  /// The end's instant; nil for floating and DATE ends.
  public var endInstant: Instant? { end?.instant }
}
