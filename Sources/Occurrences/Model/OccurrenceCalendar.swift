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
    // One table per kind (event, todo, journal), keyed by the UID's bytes (no String made; UIDs
    // are equal when their bytes are, as ICalendar's `ComponentUID` decides for every other
    // command, docs/SEMANTICS.md "UIDs compare as bytes"), and the group
    // of each of its keys.
    var groupByUID = [ByteKeyTable(), ByteKeyTable(), ByteKeyTable()]
    var groupOf: [[Int]] = [[], [], []]
    for index in read.indices {
      let t = read[index]
      let kind = t.kind
      let table = Self.table(kind)
      let found = t.withUID { groupByUID[table].indexAdding($0) }
      let g: Int
      if found.added {
        g = groups.count
        groups.append((nil, []))
        groupOf[table].append(g)
      } else {
        g = groupOf[table][found.index]
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
    // `read` holds every rule array while the series are built (`ValidatedRules` finds them by storage).
    let validated = ValidatedRules()
    for group in groups {
      let list = group.overrides.map { read[$0] }
      if let m = group.master {
        series.append(ComponentSeries(master: read[m], overrides: list, validated: validated, warnings: &warnings))
      } else {
        // Overrides without a master: each is listed on its own.
        for o in list { series.append(ComponentSeries(master: nil, overrides: [o], validated: validated, warnings: &warnings)) }
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
    let found = bytes.withUnsafeBufferPointer { file in
      // The lines point into `file` while it is scanned (UID and SUMMARY kept as ranges of it).
      scan.file = file
      defer { scan.file = UnsafeBufferPointer(start: nil, count: 0) }
      return ICalendarParser.scan(file) { line in scan.visit(line) }
    }
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
}
