// The compact form of parsed properties (RFC 5545 §3.1 content lines, §3.5 properties): one
// table per parse holds one 12-byte record per property line (name, parameter list, where the
// value starts, physical line), the names and parameter lists those records share, and the values:
// read in place from the input array when the line was not folded, else copied. A value ends at
// the first CR or LF from its start (no value holds one: the scanner ends lines there), so its
// length is found on reading rather than stored; a copied value is followed by an LF. A parsed
// `Component` refers to a range of records; `Property` values are made only when read. Parsing a file then makes no String and no array per property, and a program
// that reads a few properties of each component pays for those alone.
//
// Example: `DTSTART;TZID=America/New_York:20260620T205500` on line 27 becomes the record
// (name: index of DTSTART in `PropertyRules.all`, parameters: the table's list for
// `;TZID=America/New_York`, shared by every line with that section, value: its offset in the
// input, read up to the CR of the line's CRLF, line 27); `property(_:)` turns it back into the
// same `Property` the line gives on its own. A table keeps its input alive as long as a component of it is kept.

/// The property lines of one parse, filled once by the tree builder before any component that
/// refers to it is handed out and never changed after (so it is shared across threads safely).
final class PropertyTable: @unchecked Sendable {
  /// One property line (12 bytes: a 100k-todo file has 1.1 million of them; the records are
  /// most of the fresh memory a parse touches, and touching fresh memory is much of its time).
  struct Record {
    /// Where the value starts: in `source`, or in `bytes` when `line` has `inBytes` set; it
    /// ends at the first CR or LF from there (or the end of `source`).
    var valueStart: UInt32
    /// The physical line the property starts on (its column is 1), plus `inBytes`.
    var line: UInt32
    /// The name id in the low `nameBits` bits (all ones for a line kept whole) and the
    /// parameter list's index plus one above them (0 for none).
    private var ids: UInt32

    /// The bit of `line` saying the value is in `bytes`.
    static var inBytes: UInt32 { 1 << 31 }
    /// Bits of `ids` holding the name id: 4,095 names (RFC 5545's and X- ones) per table.
    static var nameBits: UInt32 { 12 }
    /// How many name ids a record can hold; a line whose name would need another is kept whole.
    static var nameLimit: Int { (1 << Int(nameBits)) - 1 }
    /// How many parameter lists records can refer to (about a million per table); a line that
    /// would need another is kept whole.
    static var parameterListLimit: Int { (1 << (32 - Int(nameBits))) - 1 }

    /// Below `PropertyRules.names.count`: that name; at or above, `extraNames[name - count]`;
    /// -1 for a line kept whole in `fallback` (valueStart and line then hold its index).
    var name: Int32 {
      let id = ids & UInt32(Self.nameLimit)
      return id == UInt32(Self.nameLimit) ? -1 : Int32(id)
    }

    /// An index of `parameterLists`, -1 for none.
    var parameters: Int32 { Int32(ids >> Self.nameBits) - 1 }

    /// A record of a line kept whole: `fallback[index]`.
    init(fallback index: Int) {
      let i = UInt64(index)
      valueStart = UInt32(truncatingIfNeeded: i)
      line = UInt32(truncatingIfNeeded: i >> 32)
      ids = UInt32(Self.nameLimit)
    }

    /// A record; `name` below `nameLimit`, `parameters` -1 or below `parameterListLimit`.
    init(valueStart: UInt32, line: UInt32, name: Int, parameters: Int) {
      self.valueStart = valueStart
      self.line = line
      ids = UInt32(truncatingIfNeeded: name) | UInt32(truncatingIfNeeded: parameters + 1) << Self.nameBits
    }

    /// For a record made by `init(fallback:)`, its index.
    var fallbackIndex: Int { Int(UInt64(line) << 32 | UInt64(valueStart)) }
  }

  /// The records, in the order components were closed (each component's own records adjacent).
  private(set) var records: [Record] = []
  /// The parsed input when it was one array: unfolded UTF-8 values are read from it in place.
  private(set) var source: [UInt8] = []
  /// The other values (folded, read in chunks, or not UTF-8, stored as decoding gives them), so
  /// every value's bytes are UTF-8; each is followed by an LF.
  private(set) var bytes: [UInt8] = []
  /// Uppercased names of X- and other properties RFC 5545 does not define, each once.
  private(set) var extraNames: [String] = []
  /// The parameter lists of the records that have parameters.
  private(set) var parameterLists: [[Parameter]] = []
  /// Properties kept as values: a column other than 1 (a first physical line left empty and
  /// folded), or a line beyond what 32 bits count (4 GiB of values, 2^31 lines).
  private(set) var fallback: [Property] = []

  /// An empty table, to be filled once.
  init() {}

  /// Hands the table its contents (the builder calls this once, before handing out components).
  func fill(records: [Record], source: [UInt8], bytes: [UInt8], extraNames: [String], parameterLists: [[Parameter]],
            fallback: [Property]) {
    self.records = records
    self.source = source
    self.bytes = bytes
    self.extraNames = extraNames
    self.parameterLists = parameterLists
    self.fallback = fallback
  }

  /// The name of record `r` (not a fallback one).
  @inline(__always)
  func name(_ r: Record) -> String {
    let known = PropertyRules.names
    let i = Int(r.name)
    return i < known.count ? known[i] : extraNames[i - known.count]
  }

  /// The name id of an uppercased `name` in this table, nil when no compact record can have it.
  func nameID(_ name: String) -> Int32? {
    var n = name
    if let i = n.withUTF8({ PropertyRules.index($0) }) { return Int32(i) }
    guard let k = extraNames.firstIndex(of: name) else { return nil }
    return Int32(PropertyRules.names.count + k)
  }

  /// The parameters of record `r` (not a fallback one).
  @inline(__always)
  func parameters(_ r: Record) -> [Parameter] { r.parameters < 0 ? [] : parameterLists[Int(r.parameters)] }

  /// Calls `body` with the raw value bytes of record `r` (not a fallback one).
  @inline(__always)
  func withValue<T>(_ r: Record, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
    let start = Int(r.valueStart)
    @inline(__always) func value(_ all: UnsafeBufferPointer<UInt8>) -> T {
      guard let base = all.baseAddress, start < all.count else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
      let end = ContentLineScanner.nextLineBreak(base, start, all.count)
      return body(UnsafeBufferPointer(rebasing: all[start..<end]))
    }
    return r.line & Record.inBytes == 0 ? source.withUnsafeBufferPointer(value) : bytes.withUnsafeBufferPointer(value)
  }

  /// The property of record `r`.
  func property(_ r: Record) -> Property {
    if r.name < 0 { return fallback[r.fallbackIndex] }
    return Property(uppercasedName: name(r), parameters: parameters(r),
      rawValue: withValue(r) { String(decoding: $0, as: UTF8.self) },
      location: SourceLocation(line: Int(r.line & ~Record.inBytes), column: 1))
  }

  /// The properties of records `range`, in order.
  func properties(_ range: Range<Int>) -> [Property] {
    var out: [Property] = []
    out.reserveCapacity(range.count)
    for i in range { out.append(property(records[i])) }
    return out
  }

  /// Whether record `r` is named `name` (uppercased), whose id here is `id`.
  @inline(__always)
  private func isNamed(_ r: Record, _ id: Int32?, _ name: String) -> Bool {
    r.name >= 0 ? r.name == id : fallback[r.fallbackIndex].name == name
  }

  /// The properties of records `range` named `name` (uppercased), in order.
  func properties(named name: String, _ range: Range<Int>) -> [Property] {
    let id = nameID(name)
    if id == nil && fallback.isEmpty { return [] }
    var out: [Property] = []
    for i in range where isNamed(records[i], id, name) { out.append(property(records[i])) }
    return out
  }

  /// The first property of records `range` named `name` (uppercased).
  func firstProperty(named name: String, _ range: Range<Int>) -> Property? {
    let id = nameID(name)
    if id == nil && fallback.isEmpty { return nil }
    for i in range where isNamed(records[i], id, name) { return property(records[i]) }
    return nil
  }
}
