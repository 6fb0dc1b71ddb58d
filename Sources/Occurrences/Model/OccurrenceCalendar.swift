// A whole iCalendar object's events, todos and journals as series (RFC 5545 §3.4 VCALENDAR,
// §3.6 components; §3.8.4.4 overrides grouped by UID), with its zones and the warnings found.

import ICalendar
import Recurrence
import Zones

/// The series of a calendar file, grouped by UID and kind, in file order of their first component.
///
/// ```swift
/// let calendar = OccurrenceCalendar(bytes: Array(text.utf8))
/// for o in calendar.occurrences(from: from, to: to) { print(o.uid, o.start?.iCalendarText ?? "-") }
/// calendar.diagnostics   // syntax problems of the file and warnings of the model, line:column
/// ```
public struct OccurrenceCalendar: Sendable {
  /// Every series, in file order of its first component.
  public let series: [ComponentSeries]
  /// The resolver of the file's TZIDs.
  public let zones: ZoneResolver
  /// Warnings of this reading (and, from `init(bytes:)`, the parser's syntax diagnostics), in
  /// line order.
  public let diagnostics: [Diagnostic]

  /// Reads every VEVENT, VTODO and VJOURNAL of `kinds` in the top-level components (VCALENDARs,
  /// or bare components outside one).
  public init(components: [Component], kinds: Set<ComponentKind> = Set(ComponentKind.allCases)) {
    var warnings: [Diagnostic] = []
    var timezones: [Component] = []
    var items: [Component] = []
    for top in components {
      if top.name == "VCALENDAR" {
        for c in top.components {
          if c.name == "VTIMEZONE" { timezones.append(c) } else { items.append(c) }
        }
      } else if top.name == "VTIMEZONE" {
        timezones.append(top)
      } else {
        items.append(top)
      }
    }
    let zones = ZoneResolver(timeZones: timezones)
    var masters: [String: TimedComponent] = [:]
    var overrides: [String: [TimedComponent]] = [:]
    var order: [String] = []
    for c in items {
      guard let kind = ComponentKind(componentName: c.name), kinds.contains(kind),
            let t = TimedComponent(component: c, zones: zones, warnings: &warnings) else { continue }
      let key = kind.rawValue + "\u{0}" + t.uid
      if masters[key] == nil && overrides[key] == nil { order.append(key) }
      if t.recurrenceID != nil {
        overrides[key, default: []].append(t)
      } else if masters[key] != nil {
        let loc = c.location
        warnings.append(Diagnostic(severity: .warning, line: loc?.line ?? 0, column: loc?.column ?? 0, phase: .validation,
                                   message: "\(kind.rawValue) UID \"\(t.uid)\" repeats an earlier one without RECURRENCE-ID; listed on its own"))
        order.append(key + "\u{0}\(order.count)")
        masters[key + "\u{0}\(order.count - 1)"] = t
      } else {
        masters[key] = t
      }
    }
    var series: [ComponentSeries] = []
    series.reserveCapacity(order.count)
    for key in order {
      let master = masters[key]
      let list = overrides[key] ?? []
      if master == nil {
        // Overrides without a master: each is listed on its own.
        for o in list { series.append(ComponentSeries(master: nil, overrides: [o], warnings: &warnings)) }
      } else {
        series.append(ComponentSeries(master: master, overrides: list, warnings: &warnings))
      }
    }
    warnings.sort { ($0.line, $0.column) < ($1.line, $1.column) }
    self.series = series
    self.zones = zones
    self.diagnostics = warnings
  }

  /// Parses `bytes` (leniently: the parser recovers and reports, RFC 5545 §3.1) and reads it;
  /// `diagnostics` then also holds the parser's syntax diagnostics, as warnings.
  public init(bytes: [UInt8], kinds: Set<ComponentKind> = Set(ComponentKind.allCases)) {
    let parsed = ICalendarParser.parse(bytes)
    let read = OccurrenceCalendar(components: parsed.components, kinds: kinds)
    var all = read.diagnostics
    for d in parsed.diagnostics where d.phase == .syntax {
      var w = d
      w.severity = .warning
      all.append(w)
    }
    all.sort { ($0.line, $0.column) < ($1.line, $1.column) }
    series = read.series
    zones = read.zones
    diagnostics = all
  }

  /// Every occurrence of every series that overlaps [from, to) (RFC 4791 §9.9), in start order
  /// (ties: UID, then file order); lazy: each series is expanded only as far as the merge needs.
  /// Floating and DATE values are read in `floatingZone`. Bound: as `ComponentSeries.occurrences`,
  /// plus one pending occurrence per series.
  public func occurrences(from: Instant, to: Instant, floatingZone: Zone = .utc) -> Window {
    Window(calendar: self, from: from, to: to, floatingZone: floatingZone)
  }

  /// A calendar's occurrences in a window.
  public struct Window: Sequence, Sendable {
    let calendar: OccurrenceCalendar
    let from: Instant
    let to: Instant
    let floatingZone: Zone

    /// A merging iterator.
    public func makeIterator() -> Iterator { Iterator(window: self) }
  }

  /// Merges the series' iterators with a binary heap keyed by (start, UID, series index).
  public struct Iterator: IteratorProtocol {
    var iterators: [ComponentSeries.Iterator] = []
    var heads: [ComponentOccurrence?] = []
    var heap: [Int] = []

    init(window: Window) {
      for s in window.calendar.series {
        var it = s.occurrences(from: window.from, to: window.to, floatingZone: window.floatingZone).makeIterator()
        guard let first = it.next() else { continue }
        iterators.append(it)
        heads.append(first)
        heap.append(heads.count - 1)
        siftUp(heap.count - 1)
      }
    }

    func less(_ a: Int, _ b: Int) -> Bool {
      guard let x = heads[a], let y = heads[b] else { return heads[a] != nil }
      if x.sortKey != y.sortKey { return x.sortKey < y.sortKey }
      if x.uid != y.uid { return x.uid < y.uid }
      return a < b
    }

    mutating func siftUp(_ i: Int) {
      var c = i
      while c > 0 {
        let p = (c - 1) / 2
        guard less(heap[c], heap[p]) else { return }
        heap.swapAt(c, p)
        c = p
      }
    }

    mutating func siftDown(_ i: Int) {
      var p = i
      while true {
        let l = 2 * p + 1, r = l + 1
        var m = p
        if l < heap.count && less(heap[l], heap[m]) { m = l }
        if r < heap.count && less(heap[r], heap[m]) { m = r }
        if m == p { return }
        heap.swapAt(p, m)
        p = m
      }
    }

    /// The next occurrence of the calendar in start order.
    public mutating func next() -> ComponentOccurrence? {
      guard let top = heap.first, let out = heads[top] else { return nil }
      heads[top] = iterators[top].next()
      if heads[top] == nil {
        heap[0] = heap[heap.count - 1]
        heap.removeLast()
      }
      if !heap.isEmpty { siftDown(0) }
      return out
    }
  }
}
