// Writing iCalendar (RFC 5545 §3.1): CRLF line endings, lines folded at 75 octets with CRLF +
// one space, never inside a UTF-8 sequence; values and parameter values written as stored.

/// Writes components as iCalendar bytes, whole or piece by piece for streaming.
///
/// ```swift
/// var w = ICalendarWriter()
/// w.begin("VCALENDAR")
/// w.write(Property(name: "VERSION", rawValue: "2.0"))
/// w.write(todo)                // a whole child component
/// let chunk = w.takeBytes()    // hand these to the output, keep writing
/// w.end("VCALENDAR")
/// ```
public struct ICalendarWriter: Sendable {
  /// The bytes written and not yet taken.
  public private(set) var bytes: [UInt8] = []
  private var line: [UInt8] = []

  /// The longest physical line, in octets, excluding CRLF (RFC 5545 §3.1).
  public static let maxLineOctets = 75

  /// An empty writer.
  public init() {}

  /// Writes `BEGIN:NAME`.
  public mutating func begin(_ name: String) { writeLine("BEGIN:" + name.uppercased()) }

  /// Writes `END:NAME`.
  public mutating func end(_ name: String) { writeLine("END:" + name.uppercased()) }

  /// Writes one property as a folded content line.
  public mutating func write(_ property: Property) {
    startLine(property.name, property.parameters)
    line.append(contentsOf: property.rawValue.utf8)
    fold()
  }

  /// Starts `line` with `NAME;PARAM=v,...:`.
  private mutating func startLine(_ name: String, _ parameters: [Parameter]) {
    line.removeAll(keepingCapacity: true)
    line.append(contentsOf: name.utf8)
    for p in parameters {
      line.append(UInt8(ascii: ";"))
      line.append(contentsOf: p.name.utf8)
      line.append(UInt8(ascii: "="))
      for (i, v) in p.values.enumerated() {
        if i > 0 { line.append(UInt8(ascii: ",")) }
        // A value built unquoted but holding ':' ';' or ',' is quoted anyway (RFC 5545 §3.1.1);
        // parsed values never need this, so writing stays lossless.
        let quote = v.isQuoted || v.raw.utf8.contains { $0 == 0x3A || $0 == 0x3B || $0 == 0x2C }
        if quote { line.append(0x22) }
        line.append(contentsOf: v.raw.utf8)
        if quote { line.append(0x22) }
      }
    }
    line.append(UInt8(ascii: ":"))
  }

  /// Writes a component with its properties and children.
  public mutating func write(_ component: Component) {
    begin(component.name)
    switch component.store {
    case .array(let properties):
      for p in properties { write(p) }
    case .table(let table, let start, let end):
      // As parsed: the same line as writing `table.property(r)`, without making its Strings.
      for i in start..<end {
        let r = table.records[i]
        if r.name < 0 {
          write(table.property(r))
          continue
        }
        startLine(table.name(r), table.parameters(r))
        table.withValue(r) { line.append(contentsOf: $0) }
        fold()
      }
    }
    for c in component.components { write(c) }
    end(component.name)
  }

  /// Writes one stream event (the inverse of the streaming reader).
  public mutating func write(_ event: StreamEvent) {
    switch event {
    case .begin(let name, _): begin(name)
    case .property(let p): write(p)
    case .component(let c): write(c)
    case .end(let name): end(name)
    }
  }

  /// Returns the bytes written so far and empties the buffer.
  public mutating func takeBytes() -> [UInt8] {
    let out = bytes
    bytes.removeAll(keepingCapacity: true)
    return out
  }

  private mutating func writeLine(_ s: String) {
    line.removeAll(keepingCapacity: true)
    line.append(contentsOf: s.utf8)
    fold()
  }

  /// Copies `line` to `bytes`, folding so no physical line exceeds 75 octets and no fold splits
  /// a UTF-8 sequence (a continuation byte 10xxxxxx never starts a new physical line).
  private mutating func fold() {
    var start = 0
    var limit = Self.maxLineOctets
    let n = line.count
    while n - start > limit {
      var cut = start + limit
      while cut > start + 1 && line[cut] & 0xC0 == 0x80 { cut -= 1 }
      bytes.append(contentsOf: line[start..<cut])
      bytes.append(0x0D)
      bytes.append(0x0A)
      bytes.append(0x20)
      start = cut
      limit = Self.maxLineOctets - 1
    }
    bytes.append(contentsOf: line[start..<n])
    bytes.append(0x0D)
    bytes.append(0x0A)
  }

  /// The bytes of whole components, one after another.
  public static func bytes(_ components: [Component]) -> [UInt8] {
    var w = ICalendarWriter()
    for c in components { w.write(c) }
    return w.bytes
  }

  /// The text of one component.
  public static func string(_ component: Component) -> String {
    String(decoding: bytes([component]), as: UTF8.self)
  }
}
