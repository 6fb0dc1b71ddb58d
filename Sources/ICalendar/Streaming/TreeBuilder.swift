// Builds the component tree (RFC 5545 §3.4, §3.6) from validated content lines: components as
// values, their properties as records of a compact `PropertyTable` (values kept exactly as read,
// names uppercased when read back).

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Assembles components from content lines; emits top-level ones (or their children) as they close.
/// Properties go into a `PropertyTable` as records (values read in place from `source`, else
/// copied; names and parameter lists shared), never as `Property` values; `publish()` hands the
/// table its contents.
struct TreeBuilder {
  /// Open components, outermost first.
  private(set) var stack: [Component] = []
  /// Where each open component's records are, outermost first. A component's records go
  /// straight to the end of `records` while no other component's come after them (the common
  /// case: every property before the first child, or no child); once a child's records follow,
  /// its later ones collect in `pending`, and all of them move to `records` when it closes. So
  /// each component's records stay adjacent.
  private var open: [OpenRecords] = []
  /// The index in `open` of the component whose records end `records` (its run is still
  /// growing), -1 for none.
  private var tail = -1
  /// The records of open components whose run was interrupted by a child's, outermost first.
  private var pending: [PropertyTable.Record] = []
  /// Capacity for the outermost component's children (the input's size over 256 when known).
  private var expectedChildren = 0
  /// The table closed components refer to, and what it will hold.
  private var table = PropertyTable()
  private var records: [PropertyTable.Record] = []
  private var bytes: [UInt8] = []
  private var extraNames: [String] = []
  private var extraNameIDs: [String: Int] = [:]
  private var parameterLists: [[Parameter]] = []
  private var fallback: [Property] = []
  /// The input when it is one array, and (while it is being scanned) its bytes: values of
  /// unfolded lines are then recorded where they are, not copied.
  var source: [UInt8] = []
  var sourceBytes: UnsafeBufferPointer<UInt8>?
  /// Parameter sections (`;TZID=America/New_York`) recently read and their `parameterLists` index.
  private var sections: [[UInt8]] = []
  private var sectionLists: [Int] = []
  private var nextSection = 0

  /// Strings and parameter lists shared across the lines of one parse.
  var interner = ValueInterner()
  /// How many names RFC 5545 defines (`PropertyRules.names.count`), read once.
  private let knownNames = PropertyRules.names.count
  /// The last component name opened and its key: the next BEGIN of the same name takes the
  /// String from here instead of decoding the bytes again.
  private var lastBegin: (key: PropertyRules.Key, name: String)?

  /// Parameter sections remembered (replaced oldest first).
  static let sectionCount = 8

  /// A builder; `expectedBytes` (the input's size, when known) sizes the record table.
  init(expectedBytes: Int = 0) {
    // About one property per 30 bytes in typical files; reserved (not touched) memory is free,
    // and growing a large table by copying is not.
    if expectedBytes > 0 { records.reserveCapacity(expectedBytes / 24) }
    expectedChildren = expectedBytes / 256
    pending.reserveCapacity(64)
    open.reserveCapacity(8)
  }

  /// A Property from a content line read on its own.
  static func property(_ line: ContentLine) -> Property {
    var none = ValueInterner.none
    return property(line, &none)
  }

  /// A Property from a content line, sharing equal values through `interner`; `rule` is the
  /// name's position in `PropertyRules.all` when the validator found it (its name is then
  /// copied, not made).
  static func property(_ line: ContentLine, _ interner: inout ValueInterner, rule: Int? = nil) -> Property {
    var params: [Parameter] = []
    if !line.params.isEmpty {
      let section = line.slice(line.nameEnd, line.valueStart - 1)
      params = interner.parameters(section: section) { interner in parameters(line, &interner) }
    }
    let name = rule.map { PropertyRules.names[$0] } ?? upperString(line.name)
    return Property(uppercasedName: name, parameters: params,
      rawValue: interner.string(line.value), location: line.location(0))
  }

  /// The parameters of a content line.
  static func parameters(_ line: ContentLine, _ interner: inout ValueInterner) -> [Parameter] {
    var params: [Parameter] = []
    params.reserveCapacity(line.params.count)
    for s in line.params {
      let v = ParameterValue(raw: interner.string(line.slice(s.valueStart, s.valueEnd)), isQuoted: s.isQuoted)
      if s.isFirst {
        params.append(Parameter(uppercasedName: upperString(line.slice(s.nameStart, s.nameEnd)), values: [v]))
      } else if !params.isEmpty {
        params[params.count - 1].values.append(v)
      }
    }
    return params
  }

  /// Adds a content line as a property of the innermost open component; `rule` as for `property`.
  mutating func property(_ line: ContentLine, rule: Int?) {
    guard !stack.isEmpty else { return }
    // The common line: unfolded (so its column is 1), UTF-8, a name RFC 5545 defines, no
    // parameters, its value inside the input array.
    if let rule, line.params.isEmpty, line.segmentStarts.isEmpty, !line.invalidUTF8, let all = sourceBytes,
      line.firstLine >= 0, line.firstLine < Int(PropertyTable.Record.inBytes),
      let a = all.baseAddress, let v = line.bytes.baseAddress.map({ $0 + line.valueStart })
    {
      let start = v - a
      let count = line.bytes.count - line.valueStart
      if start >= 0, start + count <= all.count, start + count <= Int(UInt32.max), Self.endsLine(all, start + count) {
        return add(PropertyTable.Record(valueStart: UInt32(truncatingIfNeeded: start),
          line: UInt32(truncatingIfNeeded: line.firstLine), name: rule, parameters: -1))
      }
    }
    let value = line.value
    let location = line.location(0)
    guard location.column == 1, location.line >= 0, location.line < Int(PropertyTable.Record.inBytes),
      knownNames + extraNames.count < PropertyTable.Record.nameLimit,
      parameterLists.count < PropertyTable.Record.parameterListLimit
    else { return keepWhole(line, rule: rule) }
    var start = 0
    var count = value.count
    var inBytes: UInt32 = 0
    if let all = sourceBytes, line.segmentStarts.isEmpty, !line.invalidUTF8, let a = all.baseAddress,
      let v = value.baseAddress, v >= a, v - a <= all.count - count, Self.endsLine(all, v - a + count)
    {
      start = v - a
    } else {
      inBytes = PropertyTable.Record.inBytes
      start = bytes.count
      // A value that is not UTF-8 is kept as reading it gives it (U+FFFD for each bad
      // sequence), so every stored value is UTF-8 and the writer may copy it without decoding.
      let decoded = line.invalidUTF8 ? String(decoding: value, as: UTF8.self) : nil
      count = decoded?.utf8.count ?? value.count
      guard start + count <= Int(UInt32.max) else { return keepWhole(line, rule: rule) }
      if let decoded { bytes.append(contentsOf: decoded.utf8) } else { bytes.append(contentsOf: value) }
      bytes.append(0x0A)  // where the value ends (`PropertyTable.withValue`)
    }
    guard start + count <= Int(UInt32.max) else { return keepWhole(line, rule: rule) }
    add(PropertyTable.Record(valueStart: UInt32(truncatingIfNeeded: start),
      line: UInt32(truncatingIfNeeded: location.line) | inBytes,
      name: rule ?? nameID(line.name), parameters: line.params.isEmpty ? -1 : parameterList(line)))
  }

  /// Whether a value read in place that ends at `end` of `all` is found again there by reading
  /// up to the next line break (`PropertyTable.withValue`): a CR or LF follows, or the input ends.
  /// (Not so for a line cut short by a range given to `ICalendarParser.parseComponent`.)
  @inline(__always)
  static func endsLine(_ all: UnsafeBufferPointer<UInt8>, _ end: Int) -> Bool {
    end >= all.count || all[end] == 0x0A || all[end] == 0x0D
  }

  /// Adds a line a record cannot describe (another column, a line beyond 32 bits) as a `Property`.
  private mutating func keepWhole(_ line: ContentLine, rule: Int?) {
    add(PropertyTable.Record(fallback: fallback.count))
    fallback.append(Self.property(line, &interner, rule: rule))
  }

  /// Adds a record of the innermost open component.
  @inline(__always)
  private mutating func add(_ record: PropertyTable.Record) {
    if tail == open.count - 1 {
      records.append(record)
    } else {
      addAfterChild(record)
    }
  }

  /// `add` when the innermost component's run is not at the end of `records`: its first
  /// record starts a run there; else a child's records followed its run, which then moves
  /// to `pending` (its slots in `records` are left unused), as do its later records.
  private mutating func addAfterChild(_ record: PropertyTable.Record) {
    let k = open.count - 1
    guard k >= 0 else { return }
    if open[k].inPending {
      pending.append(record)
    } else if open[k].start < 0 {
      endTail()
      open[k].start = records.count
      tail = k
      records.append(record)
    } else {
      let run = open[k].start..<open[k].end
      open[k] = OpenRecords(start: pending.count, end: 0, inPending: true)
      records.withUnsafeBufferPointer { pending.append(contentsOf: UnsafeBufferPointer(rebasing: $0[run])) }
      pending.append(record)
    }
  }

  /// Marks the end of the run at the end of `records` before another component's records follow.
  private mutating func endTail() {
    if tail >= 0 {
      open[tail].end = records.count
      tail = -1
    }
  }

  /// The table id of a name the validator did not find among RFC 5545's.
  private mutating func nameID(_ name: UnsafeBufferPointer<UInt8>) -> Int {
    if let i = PropertyRules.index(name) { return i }
    let upper = Self.upperString(name)
    if let id = extraNameIDs[upper] { return id }
    let id = PropertyRules.names.count + extraNames.count
    extraNames.append(upper)
    extraNameIDs[upper] = id
    return id
  }

  /// The `parameterLists` index of a line's parameters, shared with a recent equal section.
  private mutating func parameterList(_ line: ContentLine) -> Int {
    let section = line.slice(line.nameEnd, line.valueStart - 1)
    for k in 0..<sections.count where sections[k].count == section.count {
      let equal = sections[k].withUnsafeBufferPointer { stored in
        guard let a = stored.baseAddress, let b = section.baseAddress else { return stored.isEmpty }
        return memcmp(a, b, section.count) == 0
      }
      if equal { return sectionLists[k] }
    }
    let id = parameterLists.count
    parameterLists.append(Self.parameters(line, &interner))
    if sections.count < Self.sectionCount {
      sections.append(Array(section))
      sectionLists.append(id)
    } else {
      sections[nextSection] = Array(section)
      sectionLists[nextSection] = id
      nextSection = (nextSection + 1) % Self.sectionCount
    }
    return id
  }

  /// Gives the current table everything recorded so far and starts a new one; every component
  /// closed before this call reads from the table from now on. Records of components still
  /// open stay pending and go to the next table. With `more`, the next table is sized like this one.
  mutating func publish(more: Bool = false) {
    moveOpenRecordsToPending()
    table.fill(records: records, source: source, bytes: bytes, extraNames: extraNames,
      parameterLists: parameterLists, fallback: fallback)
    table = PropertyTable()
    fallback = []
    let (recordCount, byteCount) = (records.count, bytes.count)
    records = []
    bytes = []
    if more {
      records.reserveCapacity(recordCount)
      bytes.reserveCapacity(byteCount)
    }
    extraNames = []
    extraNameIDs = [:]
    parameterLists = []
    sections.removeAll(keepingCapacity: true)
    sectionLists.removeAll(keepingCapacity: true)
    nextSection = 0
  }

  /// Moves the records of every open component to `pending` (outermost first), so they go to
  /// the next table rather than this one.
  private mutating func moveOpenRecordsToPending() {
    endTail()
    guard open.contains(where: { $0.inPending || $0.start >= 0 }) else { return }
    var moved: [PropertyTable.Record] = []
    for k in open.indices {
      let start = moved.count
      if open[k].inPending {
        var end = pending.count
        for j in (k + 1)..<open.count where open[j].inPending {
          end = open[j].start
          break
        }
        moved.append(contentsOf: pending[open[k].start..<end])
      } else if open[k].start >= 0 {
        moved.append(contentsOf: records[open[k].start..<open[k].end])
      } else {
        continue
      }
      open[k] = OpenRecords(start: start, end: 0, inPending: true)
    }
    pending = moved
  }

  /// An uppercased String from ASCII name bytes.
  static func upperString(_ p: UnsafeBufferPointer<UInt8>) -> String {
    var lower = false
    for b in p where b >= 0x61 && b <= 0x7A { lower = true }
    if !lower { return String(decoding: p, as: UTF8.self) }
    return String(decoding: p.map { $0 >= 0x61 && $0 <= 0x7A ? $0 &- 0x20 : $0 }, as: UTF8.self)
  }

  /// Opens a component named `name` (uppercased), whose `PropertyRules.key` is `key` (nil when
  /// it has none).
  mutating func begin(_ name: [UInt8], key: PropertyRules.Key?, at location: SourceLocation) {
    let string: String
    if let key, let last = lastBegin, last.key == key {
      string = last.name
    } else {
      string = String(decoding: name, as: UTF8.self)
      if let key { lastBegin = (key, string) }
    }
    stack.append(Component(uppercasedName: string, location: location))
    if stack.count == 1 && expectedChildren > 0 {
      // Reserved, not touched: growing a large array by copying is what costs.
      stack[0].components.reserveCapacity(expectedChildren)
      expectedChildren = 0
    }
    open.append(OpenRecords(start: -1, end: 0, inPending: false))
  }

  /// Closes the innermost component: returns it if it was top-level, else attaches it to its parent.
  mutating func endOne() -> Component? {
    guard let c = popDetached() else { return nil }
    if stack.isEmpty { return c }
    stack[stack.count - 1].components.append(c)
    return nil
  }

  /// Closes the innermost component and returns it without attaching it to its parent (its
  /// properties are readable once `publish()` has run).
  mutating func popDetached() -> Component? {
    guard !stack.isEmpty, let f = open.popLast() else { return nil }
    let k = open.count
    if f.inPending {
      endTail()
      let start = records.count
      pending.withUnsafeBufferPointer { records.append(contentsOf: UnsafeBufferPointer(rebasing: $0[f.start...])) }
      pending.removeLast(pending.count - f.start)
      stack[k].store = .table(table, start: start, end: records.count)
    } else if f.start >= 0 {
      let end = tail == k ? records.count : f.end
      if tail == k { tail = -1 }
      stack[k].store = .table(table, start: f.start, end: end)
    }
    return stack.removeLast()
  }
}

/// Where an open component's records are: a run `start..<end` of `records` (`end` known once
/// another component's records follow; `start` -1 while it has none), or, when `inPending`,
/// `pending` from `start` on.
private struct OpenRecords {
  var start: Int
  var end: Int
  var inPending: Bool
}

extension Component {
  /// A component whose name is already uppercase.
  init(uppercasedName: String, location: SourceLocation?) {
    self.name = uppercasedName
    self.store = .array([])
    self.components = []
    self.location = location
  }
}

extension Parameter {
  /// A parameter whose name is already uppercase.
  init(uppercasedName: String, values: [ParameterValue]) {
    self.name = uppercasedName
    self.values = values
  }
}

extension Property {
  /// A property whose name is already uppercase.
  init(uppercasedName: String, parameters: [Parameter], rawValue: String, location: SourceLocation?) {
    self.name = uppercasedName
    self.parameters = parameters
    self.rawValue = rawValue
    self.location = location
  }
}
