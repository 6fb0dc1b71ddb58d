// One validated content line (RFC 5545 §3.1) as seen by `ICalendarParser.scan`: byte ranges into
// the input, nothing decoded. BEGIN/END lines (§3.4, §3.6) carry the nesting depth, so a caller
// can walk components without a tree and decode only the properties it needs.

/// A content line of a scanned document; valid only inside the `scan` callback that receives it.
///
/// ```swift
/// // "BEGIN:vtodo\r\nUID:a\r\n b\r\nEND:VTODO\r\n" at offset 47, inside a VCALENDAR:
/// // .begin    depth 2, componentName "VTODO", range 47..<60
/// // .property depth 2, nameIs("UID"), rawValue "ab" (unfolded), range 60..<71 (both physical lines)
/// // .end      depth 1, pops 1, range 71..<82
/// ```
public struct ScannedLine {
  /// What the line does to the component structure.
  public enum Kind: Sendable, Equatable {
    /// `BEGIN:NAME`: opens a component (``ScannedLine/componentName`` holds NAME, uppercased).
    case begin
    /// `END:NAME`: closes ``ScannedLine/pops`` components (more than 1 when children were left open).
    case end
    /// A property of the innermost open component.
    case property
  }

  /// Begin, end or property.
  public let kind: Kind
  /// Open components after this line: a BEGIN of a VCALENDAR's child gives 2, its properties 2,
  /// its END 1.
  public let depth: Int
  /// Components an END closes (0 for other lines).
  public let pops: Int
  let line: ContentLine
  private let beginName: UnsafeBufferPointer<UInt8>

  init(kind: Kind, depth: Int, pops: Int, line: ContentLine, beginName: UnsafeBufferPointer<UInt8>) {
    self.kind = kind
    self.depth = depth
    self.pops = pops
    self.line = line
    self.beginName = beginName
  }

  /// The input bytes of the line: its first byte to just past its last line ending (folds included).
  public var range: Range<Int> { line.startOffset..<line.endOffset }

  /// Where the line starts (physical line, column 1).
  public var location: SourceLocation { line.location(0) }

  /// The name as written (`DTSTART`, `x-wr-calname`, `BEGIN`).
  public var name: UnsafeBufferPointer<UInt8> { line.name }

  /// The unfolded value bytes, escapes not decoded (`20261122T090000` of `DTSTART;TZID=…:20261122T090000`).
  public var rawValue: UnsafeBufferPointer<UInt8> { line.value }

  /// For `.begin`, the component's name uppercased (`VTODO` for `BEGIN:vtodo`); empty otherwise.
  public var componentName: UnsafeBufferPointer<UInt8> { beginName }

  /// Whether the name equals `upper` ignoring ASCII case: `nameIs("DTSTART")` for `dtstart;…`.
  public func nameIs(_ upper: StaticString) -> Bool { ValueSyntax.equalsUppercase(line.name, upper) }

  /// Whether a `.begin` line opens the component `upper`: `opens("VALARM")`.
  public func opens(_ upper: StaticString) -> Bool {
    kind == .begin && ValueSyntax.equalsUppercase(beginName, upper)
  }

  /// The value as TEXT, escapes decoded (§3.3.11), as `Property.text` reads it.
  public var text: String { TextValue.unescape(String(decoding: line.value, as: UTF8.self)) }

  /// The value's items, split on unescaped commas and left raw, as `Property.rawValues` reads them.
  public var rawValues: [String] {
    var items: [String] = []
    forEachRawValue { items.append(String(decoding: $0, as: UTF8.self)) }
    return items
  }

  /// Calls `body` with each of the value's items as `rawValues` splits them, as bytes in place
  /// (no String made): `20260105T090000` then `20260112T090000` for `EXDATE:20260105T090000,20260112T090000`.
  public func forEachRawValue(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    _ = ValueSyntax.splitList(line.value) { item in
      body(item)
      return true
    }
  }

  /// The value as a DURATION (§3.3.6), as `Property.duration` reads it; nil when it is none.
  public var duration: DurationValue? { ValueSyntax.duration(line.value) }

  /// The first value of the parameter `upper` (`parameterRawValue("TZID")`) as written: no
  /// quotes, RFC 6868 carets intact (`ParameterValue(raw:isQuoted:).decoded` decodes it); nil
  /// when the line has no such parameter.
  public func parameterRawValue(_ upper: StaticString) -> UnsafeBufferPointer<UInt8>? {
    line.param(upper).map { line.slice($0.valueStart, $0.valueEnd) }
  }

  /// The line decoded as the parser's `Property` (name uppercased, parameters, value as read, location),
  /// the same value `ICalendarParser.parse` stores for it.
  public func property() -> Property { TreeBuilder.property(line) }
}
