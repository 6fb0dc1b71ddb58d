// Structure and value checks on content lines: BEGIN/END balance (RFC 5545 §3.4, §3.6), the
// required VERSION and PRODID (§3.6, §3.7.3, §3.7.4), each property's value type (§3.3, §3.7–3.8),
// TEXT escaping (§3.3.11) and the DTSTART/UNTIL agreement of §3.3.10. Works on bytes only.

/// What the tree builder should do with a line after validation.
enum LineAction: Equatable {
  /// Open a component with this (uppercased) name.
  case begin
  /// Close this many open components (more than 1 when an END skipped unclosed children).
  case end(pops: Int)
  /// Add the property to the innermost component.
  case property
  /// Drop the line (already diagnosed).
  case skip
}

/// Validates a stream of content lines; keeps only a stack of open components.
struct Validator {
  enum StartKind { case none, date, floating, utc, zoned }

  struct Frame {
    var name: [UInt8] = []
    /// `name` packed as a `PropertyRules.Key` (nil when longer than 16 octets): a frame reused
    /// for a component of the same name keeps its `name` and `kind` without rewriting them.
    var key: PropertyRules.Key? = nil
    var line = 0
    var column = 0
    var isCalendar = false
    var sawVersion = false
    var sawProdID = false
    var start: StartKind = .none
    var untilKind: StartKind = .none
    var untilText: [UInt8] = []
    var untilLocation = SourceLocation(line: 0, column: 0)
    /// The component kind whose cardinality rules apply (RFC 5545 §3.6.x).
    var kind = ComponentRules.Kind.other
    /// The properties seen so far, as `PropertyRules.Rule.bit`s.
    var seen: UInt64 = 0
    /// A VALARM's ACTION: AUDIO, DISPLAY, EMAIL decide what else it needs (§3.6.6).
    var action = AlarmAction.none
    /// Whether a VTIMEZONE has a STANDARD or DAYLIGHT child (§3.6.5 needs one).
    var sawObservance = false

    /// Makes this (possibly reused) frame the one of a component just opened, named `name`
    /// (uppercased) whose key is `key`; returns its kind. The name and kind are kept when the
    /// frame last held a component of the same name.
    mutating func open(key: PropertyRules.Key?, name: [UInt8], line: Int, column: Int, isCalendar: Bool) -> ComponentRules.Kind {
      if key == nil || key != self.key {
        self.name.removeAll(keepingCapacity: true)
        self.name.append(contentsOf: name)
        self.key = key
        kind = ComponentRules.kind(name)
      }
      self.line = line
      self.column = column
      self.isCalendar = isCalendar
      sawVersion = false
      sawProdID = false
      start = .none
      untilKind = .none
      seen = 0
      action = .none
      sawObservance = false
      return kind
    }
  }

  /// A VALARM's ACTION value, as far as §3.6.6's rules depend on it.
  enum AlarmAction { case none, audio, display, email, other }

  var frames: [Frame] = []
  private(set) var depth = 0
  /// The innermost frame's `seen` and `kind`, kept outside the array on the per-property path
  /// and written back to `frames` when a child opens or the frame closes.
  var topSeen: UInt64 = 0
  var topKind = ComponentRules.Kind.other
  private var sawAnyComponent = false
  /// The name of the component a `.begin` action opens (uppercased), valid until the next line.
  private(set) var beginName: [UInt8] = []
  /// `beginName` as a key (nil when longer than 16 octets or not yet set).
  private(set) var beginKey: PropertyRules.Key? = nil
  /// The masks of the common closing case (`closesQuietly`), read once per parse rather than
  /// through the globals' lazy initialisers once per component.
  private let todoRequired = ComponentRules.todo.required
  private let eventRequired = ComponentRules.event.required
  private let durationBit = Self.durationBit
  private let dtstartBit = Self.dtstartBit
  private let dtendBit = Self.dtendBit
  /// `PropertyRules.table` and `PropertyRules.all`, kept here for the per-line lookup.
  let lookup = PropertyRules.table
  let rules = PropertyRules.all
  /// For a `.property` action, the property's position in `PropertyRules.all` (nil for X- and
  /// unknown properties), valid until the next line: the tree builder takes its name from there.
  var propertyIndex: Int?

  /// The deepest nesting accepted (RFC 5545 objects nest 3 deep: VCALENDAR > VTODO > VALARM).
  /// Deeper BEGINs are reported and skipped, which keeps every END search bounded.
  static let maxDepth = 64

  init() { frames.reserveCapacity(8) }

  private func diag(_ report: (Diagnostic) -> Void, _ sev: Diagnostic.Severity, _ phase: Diagnostic.Phase, _ loc: SourceLocation, _ msg: String) {
    report(Diagnostic(severity: sev, line: loc.line, column: loc.column, phase: phase, message: msg))
  }

  static func text(_ p: UnsafeBufferPointer<UInt8>, limit: Int = 60) -> String {
    if p.count <= limit { return String(decoding: p, as: UTF8.self) }
    var n = limit
    while n > 0 && p[n] & 0xC0 == 0x80 { n -= 1 }
    return String(decoding: UnsafeBufferPointer(rebasing: p[0..<n]), as: UTF8.self) + "..."
  }

  static func upper(_ p: UnsafeBufferPointer<UInt8>) -> String {
    String(decoding: p, as: UTF8.self).uppercased()
  }

  /// Checks one content line.
  @inline(__always)
  mutating func check(_ line: ContentLine, report: (Diagnostic) -> Void) -> LineAction {
    let name = line.name
    if line.nameHasLowercase {
      diag(report, .warning, .validation, line.location(0),
        "name '\(Self.text(name))' is not uppercase; write '\(Self.upper(name))'")
    }
    if let key = line.key, key.b == 0 {
      if key.a == Self.beginKeyA { return begin(line, report) }
      if key.a == Self.endKeyA { return end(line, report) }
    }
    guard depth > 0 else {
      // Exporters put X- lines before BEGIN:VCALENDAR or after its END; nothing is lost.
      let isX = name.count > 2 && (name[0] | 0x20) == 0x78 && name[1] == 0x2D
      diag(report, isX ? .warning : .error, .syntax, line.location(0),
        "property '\(Self.upper(name))' outside any component\(isX ? " ignored" : ""); expected BEGIN:VCALENDAR first")
      return .skip
    }
    checkProperty(line, report)
    return .property
  }

  /// The component name of a BEGIN/END line, with trailing whitespace trimmed (and reported).
  private func componentName(_ line: ContentLine, _ report: (Diagnostic) -> Void, _ keyword: String) -> UnsafeBufferPointer<UInt8>? {
    var v = line.value
    // The common case in one loop: no parameters, 1-16 uppercase letters, digits or '-'.
    if line.params.isEmpty && !v.isEmpty && v.count <= 16 {
      var plain = true
      for b in v where !((b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x2D) { plain = false }
      if plain { return v }
    }
    var lead = 0
    while lead < v.count && (v[lead] == 0x20 || v[lead] == 0x09) { lead += 1 }
    if lead > 0 {
      diag(report, .warning, .syntax, line.location(line.valueStart), "whitespace before the \(keyword) component name ignored")
      v = UnsafeBufferPointer(rebasing: v[lead...])
    }
    var n = v.count
    while n > 0 && (v[n - 1] == 0x20 || v[n - 1] == 0x09) { n -= 1 }
    if n < v.count {
      diag(report, .warning, .syntax, line.location(line.valueStart + lead + n),
        "trailing whitespace after \(keyword):\(Self.text(UnsafeBufferPointer(rebasing: v[0..<n]))) ignored")
      v = UnsafeBufferPointer(rebasing: v[0..<n])
    }
    var ok = n > 0 && line.params.isEmpty
    for b in v where !((b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == 0x2D) {
      ok = false
    }
    if !ok {
      diag(report, .error, .syntax, line.location(line.valueStart),
        "\(keyword) needs a component name of letters, digits and '-'; expected \(keyword):VTODO, \(keyword):VALARM, ...")
      return nil
    }
    var hasLower = false
    for b in v where b >= 0x61 { hasLower = true }
    if hasLower {
      diag(report, .warning, .validation, line.location(line.valueStart),
        "component name '\(Self.text(v))' is not uppercase; write '\(Self.upper(v))'")
    }
    return v
  }

  private mutating func begin(_ line: ContentLine, _ report: (Diagnostic) -> Void) -> LineAction {
    guard let v = componentName(line, report, "BEGIN") else { return .skip }
    // Most BEGIN lines repeat the previous one's name (BEGIN:VTODO 100,000 times): compared
    // as one key, the uppercased name is then written only when it changes.
    let key = Self.componentKey(v, line)
    if key == nil || key != beginKey {
      beginName.removeAll(keepingCapacity: true)
      for var b in v {
        if b >= 0x61 && b <= 0x7A { b &-= 0x20 }
        beginName.append(b)
      }
      beginKey = key
    }
    let isCalendar = key == Self.calendarKey
    let loc = line.location(0)
    if depth >= Self.maxDepth {
      diag(report, .error, .syntax, loc,
        "BEGIN:\(Self.upper(v)) is nested more than \(Self.maxDepth) components deep; the component is skipped")
      return .skip
    }
    if depth == 0 && !isCalendar {
      diag(report, .error, .validation, loc,
        "BEGIN:\(Self.upper(v)) at top level; components belong inside BEGIN:VCALENDAR ... END:VCALENDAR")
    } else if depth > 0 && isCalendar {
      diag(report, .error, .validation, loc, "BEGIN:VCALENDAR inside another component; VCALENDAR objects cannot nest")
    }
    sawAnyComponent = true
    if depth > 0 { frames[depth - 1].seen = topSeen }
    if frames.count == depth { frames.append(Frame()) }
    let kind = frames[depth].open(key: key, name: beginName, line: loc.line, column: loc.column, isCalendar: isCalendar)
    if kind == .observance, depth > 0, frames[depth - 1].kind == .timezone { frames[depth - 1].sawObservance = true }
    depth += 1
    topSeen = 0
    topKind = kind
    return .begin
  }

  /// The first word of the keys of BEGIN and END (`PropertyRules.key`: the name's bytes,
  /// little-endian; the second word is 0).
  static var beginKeyA: UInt64 { 0x4E_49_47_45_42 }
  static var endKeyA: UInt64 { 0x44_4E_45 }

  /// `PropertyRules.key(v)` for the component name `v` of a BEGIN/END line: a short name that
  /// ends the line (BEGIN:VTODO) read as the line's last word, shifted.
  @inline(__always)
  private static func componentKey(_ v: UnsafeBufferPointer<UInt8>, _ line: ContentLine) -> PropertyRules.Key? {
    let n = v.count
    let count = line.bytes.count
    if n > 0, n < 8, count >= 8, let base = line.bytes.baseAddress, v.baseAddress == base + (count - n) {
      let word = UnsafeRawPointer(base + (count - 8)).loadUnaligned(as: UInt64.self) >> (8 * UInt64(8 - n))
      return PropertyRules.Key(a: PropertyRules.uppercased(word), b: 0)
    }
    return PropertyRules.key(v)
  }

  /// The key of VCALENDAR.
  static let calendarKey = PropertyRules.key(UnsafeBufferPointer(start: ("VCALENDAR" as StaticString).utf8Start, count: 9))

  /// Whether frame `index` holds `v` (any case), whose key is `key`, as its name.
  @inline(__always)
  private func frameNamed(_ index: Int, _ key: PropertyRules.Key?, _ v: UnsafeBufferPointer<UInt8>) -> Bool {
    if let key, let k = frames[index].key { return key == k }
    return Self.equalName(frames[index].name, v)
  }

  private static func equalName(_ a: [UInt8], _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    guard a.count == b.count else { return false }
    for i in 0..<a.count {
      var c = b[i]
      if c >= 0x61 && c <= 0x7A { c &-= 0x20 }
      if a[i] != c { return false }
    }
    return true
  }

  private mutating func end(_ line: ContentLine, _ report: (Diagnostic) -> Void) -> LineAction {
    guard let v = componentName(line, report, "END") else { return .skip }
    let loc = line.location(0)
    let key = Self.componentKey(v, line)
    var k = depth - 1
    while k >= 0 && !frameNamed(k, key, v) { k -= 1 }
    if k < 0 {
      // A misspelled END (END:VEVNT) closes the innermost component when the names differ by
      // at most two letters, so the components after it are not read as its children.
      if depth > 1, Self.nearName(frames[depth - 1].name, v) {
        let top = String(decoding: frames[depth - 1].name, as: UTF8.self)
        diag(report, .warning, .syntax, loc, "END:\(Self.upper(v)) read as END:\(top) (misspelled); expected END:\(top)")
        popFrame(report)
        return .end(pops: 1)
      }
      diag(report, .error, .syntax, loc, "END:\(Self.upper(v)) without a matching BEGIN:\(Self.upper(v))")
      return .skip
    }
    if k != depth - 1 {
      let top = frames[depth - 1]
      diag(report, .error, .syntax, loc,
        "END:\(Self.upper(v)) does not match BEGIN:\(String(decoding: top.name, as: UTF8.self)) on line \(top.line); expected END:\(String(decoding: top.name, as: UTF8.self))")
    }
    let pops = depth - k
    while depth > k { popFrame(report) }
    return .end(pops: pops)
  }

  /// Whether `b` (any case, at least four letters) is within two single-letter edits of `a`,
  /// an RFC 5545 component name: VEVNT, VEVETN and VTDO are near VEVENT and VTODO.
  static func nearName(_ a: [UInt8], _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    let known: [[UInt8]] = ["VEVENT", "VTODO", "VJOURNAL", "VALARM", "VTIMEZONE", "VFREEBUSY", "STANDARD", "DAYLIGHT"]
      .map { Array($0.utf8) }
    guard known.contains(a), b.count >= 4, abs(a.count - b.count) <= 2, a.count <= 32, b.count <= 32 else { return false }
    let upper = b.map { $0 >= 0x61 && $0 <= 0x7A ? $0 &- 0x20 : $0 }
    var previous = Array(0...upper.count)
    for i in 1...a.count {
      var row = [i] + Array(repeating: 0, count: upper.count)
      for j in 1...upper.count {
        let cost = a[i - 1] == upper[j - 1] ? 0 : 1
        row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == upper[j - 2], a[i - 2] == upper[j - 1] { row[j] = min(row[j], previous[j - 2] + 1) }
      }
      previous = row
    }
    return previous[upper.count] <= 2
  }

  /// Closes the innermost frame and makes its parent the top.
  private mutating func popFrame(_ report: (Diagnostic) -> Void) {
    let top = depth - 1
    frames[top].seen = topSeen
    if !closesQuietly(top) {
      let f = frames[top]
      close(f, report)
    }
    depth -= 1
    topSeen = depth > 0 ? frames[depth - 1].seen : 0
    topKind = depth > 0 ? frames[depth - 1].kind : .other
  }

  /// Whether closing frame `index` reports nothing, told from a few fields and masks (the
  /// common case: a VTODO or VEVENT with what it needs, an unchecked component) without
  /// copying the frame; `close` decides every other case.
  /// (Mutating only so that calling it copies nothing.)
  @inline(__always)
  private mutating func closesQuietly(_ index: Int) -> Bool {
    if frames[index].isCalendar || (frames[index].untilKind != .none && frames[index].start != .none) { return false }
    let seen = frames[index].seen
    switch frames[index].kind {
    case .other: return true
    case .todo: return todoRequired & ~seen == 0 && seen & durationBit == 0
    case .event:
      return eventRequired & ~seen == 0 && seen & dtstartBit != 0 && seen & (dtendBit | durationBit) != (dtendBit | durationBit)
    default: return false
    }
  }

  private func close(_ f: Frame, _ report: (Diagnostic) -> Void) {
    let at = SourceLocation(line: f.line, column: f.column)
    checkCardinality(f, report)
    if f.isCalendar {
      if !f.sawVersion { diag(report, .error, .validation, at, "VCALENDAR has no VERSION property; expected VERSION:2.0") }
      if !f.sawProdID {
        diag(report, .error, .validation, at, "VCALENDAR has no PRODID property; expected PRODID:-//Company//Product//EN")
      }
    }
    guard f.untilKind != .none, f.start != .none else { return }
    let until = String(decoding: f.untilText, as: UTF8.self)
    let u = f.untilLocation
    switch (f.start, f.untilKind) {
    case (.date, .date), (.floating, .floating), (.utc, .utc), (.zoned, .utc):
      return
    case (.date, _):
      diag(report, .error, .validation, u,
        "RRULE UNTIL '\(until)' is a DATE-TIME but DTSTART is a DATE; UNTIL must be a DATE (YYYYMMDD) like DTSTART (RFC 5545 §3.3.10)")
    case (_, .date):
      diag(report, .error, .validation, u,
        "RRULE UNTIL '\(until)' is a DATE but DTSTART is a DATE-TIME; UNTIL must be a DATE-TIME like DTSTART (RFC 5545 §3.3.10)")
    case (.zoned, _), (.utc, _):
      diag(report, .error, .validation, u,
        "RRULE UNTIL '\(until)' must be a UTC DATE-TIME (YYYYMMDDTHHMMSSZ) because DTSTART has a TZID or is UTC (RFC 5545 §3.3.10)")
    case (.floating, _):
      diag(report, .warning, .validation, u,
        "RRULE UNTIL '\(until)' is UTC but DTSTART is floating; UNTIL should be a local DATE-TIME (YYYYMMDDTHHMMSS) (RFC 5545 §3.3.10)")
    default:
      return
    }
  }

  /// Reports components left open at the end of input; returns how many the builder must close.
  mutating func finish(lineNumber: Int, report: (Diagnostic) -> Void) -> Int {
    if !sawAnyComponent {
      diag(report, .error, .syntax, SourceLocation(line: 1, column: 1),
        "no BEGIN:VCALENDAR found; an iCalendar object is BEGIN:VCALENDAR ... END:VCALENDAR")
    }
    let open = depth
    while depth > 0 {
      let f = frames[depth - 1]
      let name = String(decoding: f.name, as: UTF8.self)
      diag(report, .error, .syntax, SourceLocation(line: f.line, column: f.column),
        "BEGIN:\(name) is never closed; expected END:\(name) before the end of input")
      popFrame(report)
    }
    return open
  }
}
