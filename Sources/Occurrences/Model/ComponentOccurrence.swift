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
  /// Where the occurrence's component is: read in place in its series (an occurrence then holds
  /// one reference, whatever the component's size), or given whole.
  enum Origin: Sendable {
    /// Component `component` (an override's index, -1 for the master) of `all[series]`.
    case series([ComponentSeries], series: Int, component: Int)
    /// A component given with its UID and summary.
    case given(ComponentSource, uid: String, summary: String?)
  }

  /// Where the component is.
  let origin: Origin
  /// The component whose properties apply: the override when there is one, else the master
  /// (from a scanned file, parsed from its bytes when asked for).
  public var component: Component { source.component }
  /// Where that component lives.
  var source: ComponentSource {
    switch origin {
    case .series(let all, let s, let c):
      if c >= 0 { return all[s].overrides[c].source }
      return all[s].master?.source ?? .tree(Component(name: ""))
    case .given(let source, _, _):
      return source
    }
  }
  /// VEVENT, VTODO or VJOURNAL.
  public let kind: ComponentKind
  /// UID.
  public var uid: String {
    switch origin {
    case .series(let all, let s, let c): c >= 0 ? all[s].overrides[c].uid : all[s].uid
    case .given(_, let uid, _): uid
    }
  }
  /// SUMMARY of `component`.
  public var summary: String? {
    switch origin {
    case .series(let all, let s, let c): c >= 0 ? all[s].overrides[c].summary : all[s].master?.summary
    case .given(_, _, let summary): summary
    }
  }
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
    self.init(origin: .given(.tree(component), uid: uid, summary: summary), kind: kind, start: start, end: end,
              recurrenceID: recurrenceID, isOverride: isOverride, sortKey: sortKey)
  }

  /// An occurrence of component `component` (an override's index, -1 for the master) of
  /// `all[series]`.
  init(all: [ComponentSeries], series: Int, component: Int, kind: ComponentKind,
       start: RecurrenceTime?, end: RecurrenceTime?,
       recurrenceID: RecurrenceTime?, isOverride: Bool, sortKey: Int64) {
    self.init(origin: .series(all, series: series, component: component), kind: kind, start: start, end: end,
              recurrenceID: recurrenceID, isOverride: isOverride, sortKey: sortKey)
  }

  /// An occurrence from where its component is and its times.
  init(origin: Origin, kind: ComponentKind, start: RecurrenceTime?, end: RecurrenceTime?,
       recurrenceID: RecurrenceTime?, isOverride: Bool, sortKey: Int64) {
    self.origin = origin
    self.kind = kind
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
