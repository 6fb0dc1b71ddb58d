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
  /// Whether the input held any top-level component (a file with none is not iCalendar).
  public let hasComponents: Bool

  /// Reads every VEVENT, VTODO and VJOURNAL of `kinds` in the top-level components (VCALENDARs,
  /// or bare components outside one).
  public init(components: [Component], kinds: Set<ComponentKind> = Set(ComponentKind.allCases)) {
    var timezones: [Component] = []
    var items: [(component: Component, source: ComponentSource)] = []
    for top in components {
      if top.name == "VCALENDAR" {
        for c in top.components {
          if c.name == "VTIMEZONE" { timezones.append(c) } else { items.append((c, .tree(c))) }
        }
      } else if top.name == "VTIMEZONE" {
        timezones.append(top)
      } else {
        items.append((top, .tree(top)))
      }
    }
    self.init(timezones: timezones, items: items, kinds: kinds, hasComponents: !components.isEmpty)
  }

  /// Reads `items` (each component to read and where it lives) with the zones of `timezones`.
  init(timezones: [Component], items: [(component: Component, source: ComponentSource)],
       kinds: Set<ComponentKind>, hasComponents: Bool) {
    var warnings: [Diagnostic] = []
    let zones = ZoneResolver(timeZones: timezones)
    var read: [TimedComponent] = []
    read.reserveCapacity(items.count)
    let memo = RuleMemo()
    for (c, source) in items {
      guard let kind = ComponentKind(componentName: c.name), kinds.contains(kind),
            let t = TimedComponent(reading: c, source: source, zones: zones, rules: memo, warnings: &warnings)
      else { continue }
      read.append(t)
    }
    self.init(zones: zones, read: read, warnings: warnings, hasComponents: hasComponents)
  }

  /// Groups components already read (in file order) into series.
  init(zones: ZoneResolver, read: [TimedComponent], warnings found: [Diagnostic], hasComponents: Bool) {
    var warnings = found
    // Groups by kind and UID, in file order of each group's first component; values stay in
    // `read` and the tables hold indices, so no component is copied while grouping.
    var groups: [(master: Int?, overrides: [Int])] = []
    groups.reserveCapacity(read.count)
    // One table per kind (event, todo, journal), keyed by UID: no key string is built.
    // Each sized for its kind's components (an oversized table costs its pages).
    var perKind = [0, 0, 0]
    for t in read { perKind[Self.table(t.kind)] += 1 }
    var groupByUID: [[String: Int]] = perKind.map { Dictionary(minimumCapacity: $0) }
    for index in read.indices {
      let t = read[index]
      let kind = t.kind
      let table = Self.table(kind)
      let g: Int
      if let known = groupByUID[table][t.uid] {
        g = known
      } else {
        g = groups.count
        groups.append((nil, []))
        groupByUID[table][t.uid] = g
      }
      if t.recurrenceID != nil {
        groups[g].overrides.append(index)
      } else if groups[g].master != nil {
        let loc = t.source.location
        warnings.append(Diagnostic(severity: .warning, line: loc?.line ?? 0, column: loc?.column ?? 0, phase: .validation,
                                   message: "\(kind.rawValue) UID \"\(t.uid)\" repeats an earlier one without RECURRENCE-ID; listed on its own"))
        groups.append((index, []))
      } else {
        groups[g].master = index
      }
    }
    var series: [ComponentSeries] = []
    series.reserveCapacity(groups.count)
    for group in groups {
      let list = group.overrides.map { read[$0] }
      if let m = group.master {
        series.append(ComponentSeries(master: read[m], overrides: list, warnings: &warnings))
      } else {
        // Overrides without a master: each is listed on its own.
        for o in list { series.append(ComponentSeries(master: nil, overrides: [o], warnings: &warnings)) }
      }
    }
    warnings.sort { ($0.line, $0.column) < ($1.line, $1.column) }
    self.series = series
    self.zones = zones
    self.diagnostics = warnings
    self.hasComponents = hasComponents
  }

  /// The grouping table of `kind`: events 0, todos 1, journals 2.
  static func table(_ kind: ComponentKind) -> Int { kind == .event ? 0 : kind == .todo ? 1 : 2 }

  /// Reads `bytes` (leniently: the parser recovers and reports, RFC 5545 §3.1) as
  /// `init(components:)` reads their parse, without building the tree: the parser's scan
  /// locates each event, todo and journal and decodes only the properties the model reads;
  /// `component` of a series or occurrence is parsed from its range of `bytes` when asked for.
  /// `diagnostics` also holds the parser's syntax diagnostics, as warnings.
  public init(bytes: [UInt8], kinds: Set<ComponentKind> = Set(ComponentKind.allCases)) {
    var scan = CalendarScan(bytes: bytes, kinds: kinds)
    let found = ICalendarParser.scan(bytes) { line in scan.visit(line) }
    scan.finish()
    let read = OccurrenceCalendar(zones: scan.zones, read: scan.read, warnings: scan.warnings,
                                  hasComponents: scan.hasComponents)
    var all = read.diagnostics
    for d in found where d.phase == .syntax {
      var w = d
      w.severity = .warning
      all.append(w)
    }
    all.sort { ($0.line, $0.column) < ($1.line, $1.column) }
    series = read.series
    zones = read.zones
    diagnostics = all
    hasComponents = read.hasComponents
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

  /// Merges the series' iterators with a binary heap keyed by (start, UID, series index); the
  /// heap compares plain keys, never copies an occurrence.
  public struct Iterator: IteratorProtocol {
    var iterators: [ComponentSeries.Iterator] = []
    var heads: [ComponentOccurrence?] = []
    var keys: [Int64] = []
    /// Each iterator's place in UID order (ties of UID in file order), for ties of start.
    var ranks: [Int] = []
    var heap: [Int] = []

    init(window: Window) {
      let series = window.calendar.series
      var indices: [Int] = []
      for (i, s) in series.enumerated() {
        var it = s.occurrences(from: window.from, to: window.to, floatingZone: window.floatingZone).makeIterator()
        guard let first = it.next() else { continue }
        iterators.append(it)
        heads.append(first)
        keys.append(first.sortKey)
        indices.append(i)
      }
      // Ties of start go in UID order, then file order: only the series in the window are ranked.
      let byUID = indices.indices.sorted {
        let a = series[indices[$0]].uid, b = series[indices[$1]].uid
        return a != b ? a < b : $0 < $1
      }
      ranks = [Int](repeating: 0, count: indices.count)
      for (r, i) in byUID.enumerated() { ranks[i] = r }
      for i in heads.indices {
        heap.append(i)
        siftUp(heap.count - 1)
      }
    }

    @inline(__always)
    func less(_ a: Int, _ b: Int) -> Bool {
      keys[a] != keys[b] ? keys[a] < keys[b] : ranks[a] < ranks[b]
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
      let n = heap.count
      while true {
        let l = 2 * p + 1, r = l + 1
        var m = p
        if l < n && less(heap[l], heap[m]) { m = l }
        if r < n && less(heap[r], heap[m]) { m = r }
        if m == p { return }
        heap.swapAt(p, m)
        p = m
      }
    }

    /// The next occurrence of the calendar in start order.
    public mutating func next() -> ComponentOccurrence? {
      guard let top = heap.first, let out = heads[top] else { return nil }
      let following = iterators[top].next()
      heads[top] = following
      if let following {
        keys[top] = following.sortKey
      } else {
        heap[0] = heap[heap.count - 1]
        heap.removeLast()
      }
      if !heap.isEmpty { siftDown(0) }
      return out
    }
  }
}
