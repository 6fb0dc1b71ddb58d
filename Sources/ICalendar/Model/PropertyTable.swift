// The compact form of parsed properties (RFC 5545 §3.1 content lines, §3.5 properties): one
// table per parse holds every property line's value bytes, one fixed-size record per line (name,
// parameter list, where the value is, physical line) and the names and parameter lists those
// records share. A parsed `Component` refers to a range of records; `Property` values are made
// only when read. Parsing a file then makes no String and no array per property, and a program
// that reads a few properties of each component pays for those alone.
//
// Example: `DTSTART;TZID=America/New_York:20260620T205500` on line 27 becomes the record
// (name: index of DTSTART in `PropertyRules.all`, parameters: the table's list for
// `;TZID=America/New_York`, shared by every line with that section, value: 15 bytes at some
// offset of `bytes`, location 27:1); `property(_:)` turns it back into the same `Property` the line
// gives on its own.

/// The property lines of one parse, filled once by the tree builder before any component that
/// refers to it is handed out and never changed after (so it is shared across threads safely).
final class PropertyTable: @unchecked Sendable {
  /// One property line.
  struct Record {
    /// The value's bytes in `bytes`.
    var valueStart: Int
    var valueEnd: Int
    /// Where the line starts.
    var location: SourceLocation
    /// Below `PropertyRules.names.count`: that name; above, `extraNames[name - count]`.
    var name: Int32
    /// An index of `parameterLists`, or -1 for none.
    var parameters: Int32
  }

  /// The records, in the order components were closed (each component's own records adjacent).
  private(set) var records: [Record] = []
  /// The value bytes of every record, exactly as read (unfolded, escapes intact; a value that
  /// was not UTF-8 is stored as decoding it gives, so these bytes are always UTF-8).
  private(set) var bytes: [UInt8] = []
  /// Uppercased names of X- and other properties RFC 5545 does not define, each once.
  private(set) var extraNames: [String] = []
  /// The parameter lists of the records that have parameters.
  private(set) var parameterLists: [[Parameter]] = []

  /// An empty table, to be filled once.
  init() {}

  /// Hands the table its contents (the builder calls this once, before handing out components).
  func fill(records: [Record], bytes: [UInt8], extraNames: [String], parameterLists: [[Parameter]]) {
    self.records = records
    self.bytes = bytes
    self.extraNames = extraNames
    self.parameterLists = parameterLists
  }

  /// The name of record `r`.
  @inline(__always)
  func name(_ r: Record) -> String {
    let known = PropertyRules.names
    let i = Int(r.name)
    return i < known.count ? known[i] : extraNames[i - known.count]
  }

  /// The name id of an uppercased `name` in this table, nil when no record can have it.
  func nameID(_ name: String) -> Int32? {
    var n = name
    if let i = n.withUTF8({ PropertyRules.index($0) }) { return Int32(i) }
    guard let k = extraNames.firstIndex(of: name) else { return nil }
    return Int32(PropertyRules.names.count + k)
  }

  /// The parameters of record `r`.
  @inline(__always)
  func parameters(_ r: Record) -> [Parameter] { r.parameters < 0 ? [] : parameterLists[Int(r.parameters)] }

  /// Calls `body` with the raw value bytes of record `r`.
  @inline(__always)
  func withValue<T>(_ r: Record, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
    bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[r.valueStart..<r.valueEnd])) }
  }

  /// The raw value of record `r`, as a String.
  @inline(__always)
  func rawValue(_ r: Record) -> String {
    bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[r.valueStart..<r.valueEnd]), as: UTF8.self) }
  }

  /// The property of record `r`.
  func property(_ r: Record) -> Property {
    Property(uppercasedName: name(r), parameters: parameters(r),
      rawValue: rawValue(r), location: r.location)
  }

  /// The properties of records `range`, in order.
  func properties(_ range: Range<Int>) -> [Property] {
    var out: [Property] = []
    out.reserveCapacity(range.count)
    for i in range { out.append(property(records[i])) }
    return out
  }

  /// The properties of records `range` named `name` (uppercased), in order.
  func properties(named name: String, _ range: Range<Int>) -> [Property] {
    guard let id = nameID(name) else { return [] }
    var out: [Property] = []
    for i in range where records[i].name == id { out.append(property(records[i])) }
    return out
  }

  /// The first property of records `range` named `name` (uppercased).
  func firstProperty(named name: String, _ range: Range<Int>) -> Property? {
    guard let id = nameID(name) else { return nil }
    for i in range where records[i].name == id { return property(records[i]) }
    return nil
  }
}
