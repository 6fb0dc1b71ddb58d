// Locating a file's events, todos, journals and VTIMEZONEs without building its tree (RFC 5545
// §3.4, §3.6): `ICalendarParser.scan` (the parser's own scanner and validator) hands each line
// as byte ranges; an item keeps its range, and `TimedComponent.Reader` takes its own lines as
// they come (no `Property` is made for them); VTIMEZONEs are built whole (they are few).

import ICalendar

/// What a scan of a calendar file found, for `OccurrenceCalendar(bytes:)`: each item is read
/// into a `TimedComponent` line by line, with the VTIMEZONEs seen so far. A VTIMEZONE after
/// the first item (RFC 5545 does not order them) may change what earlier TZIDs mean, so then
/// every item is read again from its bytes at the end.
///
/// ```
/// BEGIN:VCALENDAR            depth 1
/// BEGIN:VEVENT               depth 2: an item opens at bytes 40…
/// UID:a                      read (a time property or UID/SUMMARY/STATUS)
/// LOCATION:Room 1            not read (parsed from the range if someone asks)
/// BEGIN:VALARM … END:VALARM  skipped
/// END:VEVENT                 …the item's range ends after this line
/// ```
struct CalendarScan {
  /// The VTIMEZONE components, whole.
  var timezones: [Component] = []
  /// The resolver of `timezones`.
  var zones = ZoneResolver(timeZones: [])
  /// The VEVENTs, VTODOs and VJOURNALs of the wanted kinds, read, in file order.
  var read: [TimedComponent] = []
  /// The warnings of reading them.
  var warnings: [Diagnostic] = []
  /// Whether any top-level component was seen.
  var hasComponents = false
  /// A VTIMEZONE came after an item: `finish` reads every item again.
  private var lateZone = false
  /// Rules already parsed, shared by every item.
  private let memo = RuleMemo()

  /// The kinds kept, by `OccurrenceCalendar.table` (event, todo, journal).
  let keeps: (Bool, Bool, Bool)
  /// The input, shared with each item's source.
  let bytes: [UInt8]
  /// `bytes` while they are being scanned (the lines point into them), else empty.
  var file = UnsafeBufferPointer<UInt8>(start: nil, count: 0)

  /// Inside a VCALENDAR (its children are depth 2).
  private var inCalendar = false
  /// The item being read: its depth, first byte and first line (depth 0: none)…
  private var item: (depth: Int, start: Int, line: Int) = (0, 0, 0)
  /// …and its reader, updated in place line by line (meaningful while `item.depth` is not 0).
  /// Not an Optional: a line taken through `reader?.take` copied the whole reader out and back.
  private var reader: TimedComponent.Reader
  /// The VTIMEZONE being built (outermost first) and the depth of its root.
  private var zoneStack: [Component] = []
  private var zoneDepth = 0

  init(bytes: [UInt8], kinds: Set<ComponentKind>) {
    self.bytes = bytes
    keeps = (kinds.contains(.event), kinds.contains(.todo), kinds.contains(.journal))
    reader = TimedComponent.Reader(kind: .event, zones: ZoneResolver(timeZones: []), memo: nil)
  }

  /// The kind a `.begin` line opens, when it is an event, todo or journal.
  static func kind(_ line: ScannedLine) -> ComponentKind? {
    if line.opens("VEVENT") { return .event }
    if line.opens("VTODO") { return .todo }
    if line.opens("VJOURNAL") { return .journal }
    return nil
  }

  /// Whether items of `kind` are kept.
  func keeps(_ kind: ComponentKind) -> Bool {
    switch kind {
    case .event: keeps.0
    case .todo: keeps.1
    case .journal: keeps.2
    }
  }

  /// Takes one scanned line.
  mutating func visit(_ line: ScannedLine) {
    switch line.kind {
    case .begin:
      if !zoneStack.isEmpty {
        zoneStack.append(Component(name: String(decoding: line.componentName, as: UTF8.self), location: line.location))
        return
      }
      if item.depth != 0 { return }  // a VALARM or other child of an item: not read
      let top = line.depth == 1
      if top { hasComponents = true }
      guard top || (inCalendar && line.depth == 2) else { return }
      if top && line.opens("VCALENDAR") {
        inCalendar = true
      } else if line.opens("VTIMEZONE") {
        zoneStack = [Component(name: "VTIMEZONE", location: line.location)]
        zoneDepth = line.depth
      } else if let kind = Self.kind(line), keeps(kind) {
        item = (line.depth, line.range.lowerBound, line.location.line)
        reader = TimedComponent.Reader(kind: kind, zones: zones, memo: memo, file: file)
      }
    case .property:
      if !zoneStack.isEmpty {
        zoneStack[zoneStack.count - 1].properties.append(line.property())
      } else if item.depth == line.depth {
        reader.take(line)
      }
    case .end:
      if !zoneStack.isEmpty {
        for _ in 0..<line.pops { closeZone() }
      }
      if line.depth < item.depth { closeItem(end: line.range.upperBound) }
      if line.depth == 0 { inCalendar = false }
    }
  }

  /// Closes the innermost open VTIMEZONE component.
  private mutating func closeZone() {
    guard let c = zoneStack.popLast() else { return }
    if zoneStack.isEmpty {
      timezones.append(c)
      zones = ZoneResolver(timeZones: timezones)
      memo.forgetZones()
      if !read.isEmpty { lateZone = true }
    } else {
      zoneStack[zoneStack.count - 1].components.append(c)
    }
  }

  /// Keeps the open item, its range ending at `end`.
  private mutating func closeItem(end: Int) {
    guard item.depth != 0 else { return }
    let source = ComponentSource.bytes(bytes, range: item.start..<end, firstLine: item.line)
    item = (0, 0, 0)
    read.append(reader.finish(source: source, warnings: &warnings))
  }

  /// Closes what the end of the input leaves open (as the parser does); after a late VTIMEZONE,
  /// reads every item again, whole from its bytes, with all the file's zones.
  mutating func finish() {
    while !zoneStack.isEmpty { closeZone() }
    closeItem(end: bytes.count)
    guard lateZone else { return }
    let first = read
    read = []
    warnings = []
    for t in first {
      if let again = TimedComponent(reading: t.component, source: t.source, zones: zones, rules: memo, warnings: &warnings) {
        read.append(again)
      }
    }
  }
}
