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
  /// Where the occurrence's component is: read in place in its series, or given whole.
  enum Origin: Sendable {
    /// Component `component` (an override's index, -1 for the master) of a series; the times
    /// are the stamps, zoned ones in `zone`.
    case series(ComponentSeries, component: Int)
    /// A component and times given as they are.
    case given(Given)
  }

  /// An occurrence's parts as given (`init(component:…)`, or times in more than one zone).
  final class Given: Sendable {
    let source: ComponentSource
    let uid: String
    let summary: String?
    let start: RecurrenceTime?
    let end: RecurrenceTime?
    let recurrenceID: RecurrenceTime?

    init(source: ComponentSource, uid: String, summary: String?, start: RecurrenceTime?, end: RecurrenceTime?,
         recurrenceID: RecurrenceTime?) {
      self.source = source
      self.uid = uid
      self.summary = summary
      self.start = start
      self.end = end
      self.recurrenceID = recurrenceID
    }
  }

  /// A start, end or recurrence id without its zone: its form and wall-clock fields (10 bytes,
  /// so that an occurrence stays a small value to copy through the merge).
  struct Stamp: Sendable {
    /// The value's form; `none` for no value.
    enum Form: UInt8, Sendable { case none, date, floating, utc, zoned }
    let form: Form
    let year: Int16
    let month: UInt8, day: UInt8, hour: UInt8, minute: UInt8, second: UInt8

    /// Whether the stamp of `value` gives it back (with its zone): its year fits 16 bits.
    static func holds(_ value: RecurrenceTime?) -> Bool {
      guard let year = value?.civil.date.year else { return true }
      return year >= Int(Int16.min) && year <= Int(Int16.max)
    }

    /// The stamp of `value` (its zone is kept apart).
    init(_ value: RecurrenceTime?) {
      let form: Form
      switch value {
      case nil: form = .none
      case .date?: form = .date
      case .floating?: form = .floating
      case .utc?: form = .utc
      case .zoned?: form = .zoned
      }
      self.init(form: form, civil: value?.civil ?? CivilDateTime(date: CivilDate(daysSinceEpoch: 0), time: .midnight))
    }

    /// The stamp of the wall-clock reading `civil` in form `form`.
    init(form: Form, civil c: CivilDateTime) {
      self.form = form
      year = Int16(truncatingIfNeeded: c.date.year)
      month = UInt8(truncatingIfNeeded: c.date.month)
      day = UInt8(truncatingIfNeeded: c.date.day)
      hour = UInt8(truncatingIfNeeded: c.time.hour)
      minute = UInt8(truncatingIfNeeded: c.time.minute)
      second = UInt8(truncatingIfNeeded: c.time.second)
    }

    /// The value again, a zoned one in `zone`.
    func value(in zone: Zone?) -> RecurrenceTime? {
      let date = CivilDate(uncheckedYear: Int(year), month: Int(month), day: Int(day))
      let civil = CivilDateTime(date: date, time: CivilTime(uncheckedHour: Int(hour), minute: Int(minute), second: Int(second)))
      switch form {
      case .none: return nil
      case .date: return .date(date)
      case .floating: return .floating(civil)
      case .utc: return .utc(civil)
      case .zoned: return zone.map { .zoned(civil, $0) }
      }
    }
  }

  /// Where the component is.
  let origin: Origin
  /// Start, end and recurrence id of a `.series` origin; zoned ones are in `zone`.
  let startStamp: Stamp
  let endStamp: Stamp
  let idStamp: Stamp
  let zone: Zone?

  /// The component whose properties apply: the override when there is one, else the master
  /// (from a scanned file, parsed from its bytes when asked for).
  public var component: Component { source.component }
  /// Where that component lives.
  var source: ComponentSource {
    switch origin {
    case .series(let series, let c):
      if c >= 0 { return series.overrides[c].source }
      return series.master?.source ?? .tree(Component(name: ""))
    case .given(let g):
      return g.source
    }
  }
  /// VEVENT, VTODO or VJOURNAL.
  public let kind: ComponentKind
  /// UID.
  public var uid: String {
    switch origin {
    case .series(let series, let c): c >= 0 ? series.overrides[c].uid : series.uid
    case .given(let g): g.uid
    }
  }
  /// SUMMARY of `component`.
  public var summary: String? {
    switch origin {
    case .series(let series, let c): c >= 0 ? series.overrides[c].summary : series.master?.summary
    case .given(let g): g.summary
    }
  }
  /// Start (DTSTART, or the instance), nil for a todo with only DUE.
  public var start: RecurrenceTime? {
    if case .given(let g) = origin { return g.start }
    return startStamp.value(in: zone)
  }
  /// End (DTEND/DUE or start + duration), nil when the component has no length.
  public var end: RecurrenceTime? {
    if case .given(let g) = origin { return g.end }
    return endStamp.value(in: zone)
  }
  /// The recurrence id (the instance as the rule generated it, in the master's frame), nil for
  /// a component that does not recur.
  public var recurrenceID: RecurrenceTime? {
    if case .given(let g) = origin { return g.recurrenceID }
    return idStamp.value(in: zone)
  }
  /// Whether a RECURRENCE-ID component (or a THISANDFUTURE range) changed this occurrence.
  public let isOverride: Bool
  /// The order key: the start's instant (a floating or date start read in the window's
  /// floating zone), or the end's when there is no start.
  public let sortKey: Int64

  /// An occurrence from its parts.
  public init(component: Component, kind: ComponentKind, uid: String, summary: String?,
              start: RecurrenceTime?, end: RecurrenceTime?,
              recurrenceID: RecurrenceTime?, isOverride: Bool, sortKey: Int64) {
    self.init(given: Given(source: .tree(component), uid: uid, summary: summary, start: start, end: end,
                           recurrenceID: recurrenceID),
              kind: kind, isOverride: isOverride, sortKey: sortKey)
  }

  /// An occurrence of component `component` (an override's index, -1 for the master) of
  /// `series`; its times are kept as stamps when their zoned values share one zone.
  init(series: ComponentSeries, component: Int, kind: ComponentKind,
       start: RecurrenceTime?, end: RecurrenceTime?,
       recurrenceID: RecurrenceTime?, isOverride: Bool, sortKey: Int64) {
    func zoneOf(_ value: RecurrenceTime?) -> Zone? {
      if case .zoned(_, let z)? = value { return z }
      return nil
    }
    let startZone = zoneOf(start), endZone = zoneOf(end), idZone = zoneOf(recurrenceID)
    let zone = startZone ?? endZone ?? idZone
    var oneZone = true
    if let zone {
      if let endZone, endZone != zone { oneZone = false }
      if let idZone, idZone != zone { oneZone = false }
    }
    guard oneZone else {
      let o = component >= 0 ? series.overrides[component] : series.master
      self.init(given: Given(source: o?.source ?? .tree(Component(name: "")), uid: o?.uid ?? series.uid, summary: o?.summary,
                             start: start, end: end, recurrenceID: recurrenceID),
                kind: kind, isOverride: isOverride, sortKey: sortKey)
      return
    }
    self.init(origin: .series(series, component: component),
              startStamp: Stamp(start), endStamp: Stamp(end), idStamp: Stamp(recurrenceID), zone: zone,
              kind: kind, isOverride: isOverride, sortKey: sortKey)
  }

  /// An occurrence whose parts are all given.
  init(given: Given, kind: ComponentKind, isOverride: Bool, sortKey: Int64) {
    self.init(origin: .given(given), startStamp: Stamp(nil), endStamp: Stamp(nil), idStamp: Stamp(nil), zone: nil,
              kind: kind, isOverride: isOverride, sortKey: sortKey)
  }

  /// An occurrence from its stored parts.
  init(origin: Origin, startStamp: Stamp, endStamp: Stamp, idStamp: Stamp, zone: Zone?, kind: ComponentKind,
       isOverride: Bool, sortKey: Int64) {
    self.origin = origin
    self.startStamp = startStamp
    self.endStamp = endStamp
    self.idStamp = idStamp
    self.zone = zone
    self.kind = kind
    self.isOverride = isOverride
    self.sortKey = sortKey
  }

  /// The start's instant; nil for floating and DATE starts (they name no instant alone).
  public var startInstant: Instant? { start?.instant }

  /// The end's instant; nil for floating and DATE ends.
  public var endInstant: Instant? { end?.instant }
}
