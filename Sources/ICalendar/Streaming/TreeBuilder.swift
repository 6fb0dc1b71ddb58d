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
  /// The records of the open components' properties, outermost component's first: a child's
  /// records are moved to `records` when it closes, so each component's records stay adjacent.
  private var pending: [PropertyTable.Record] = []
  /// Where each open component's records start in `pending`.
  private var pendingStarts: [Int] = []
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
      let v = value.baseAddress, v >= a, v - a <= all.count - count
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
    }
    guard start + count <= Int(UInt32.max) else { return keepWhole(line, rule: rule) }
    pending.append(PropertyTable.Record(valueStart: UInt32(truncatingIfNeeded: start), valueCount: UInt32(truncatingIfNeeded: count),
      line: UInt32(truncatingIfNeeded: location.line) | inBytes,
      name: rule ?? nameID(line.name), parameters: line.params.isEmpty ? -1 : parameterList(line)))
  }

  /// Adds a line a record cannot describe (another column, a line beyond 32 bits) as a `Property`.
  private mutating func keepWhole(_ line: ContentLine, rule: Int?) {
    pending.append(PropertyTable.Record(fallback: fallback.count))
    fallback.append(Self.property(line, &interner, rule: rule))
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
    pendingStarts.append(pending.count)
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
    guard var c = stack.popLast(), let first = pendingStarts.popLast() else { return nil }
    if first < pending.count {
      let start = records.count
      pending.withUnsafeBufferPointer { records.append(contentsOf: UnsafeBufferPointer(rebasing: $0[first...])) }
      pending.removeLast(pending.count - first)
      c.store = .table(table, start: start, end: records.count)
    }
    return c
  }
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
