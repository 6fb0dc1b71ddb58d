// A VTODO property line (RFC 5545 §3.1) kept as byte offsets into the input, for the planner's
// fast reading of large .ics files (DESIGN.md §5): only unfolded lines whose parameters are
// plain `TZID=…` or `VALUE=…` (no quotes, lists or ^ escapes) qualify; anything else is decoded
// into a `Property` by the parser, and the todo is read the full way.

import ICalendar

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One unfolded property line of a VTODO, as offsets into the scanned input.
///
/// `DTSTART;TZID=America/New_York:20260305T090000\r\n` at offset 100: name 100..<107, TZID
/// value 113..<129, value 130..<145 (its line number is counted only if it is ever needed).
struct LeanLine {
  /// The planner's name for the property.
  enum Kind: UInt8 {
    case uid, summary, dtstart, due, rrule, status
    /// A property the fast reading does not handle (its `Property` is kept beside).
    case decoded
  }

  /// Which property.
  let kind: Kind
  /// The whole line (name through line ending).
  let line: Range<Int>
  /// The name's end (the name starts the line).
  let nameEnd: Int
  /// The value (after the colon, before the line ending).
  let value: Range<Int>
  /// The TZID parameter's value, if any.
  let tzid: Range<Int>?
  /// The VALUE parameter's value, if any.
  let valueType: Range<Int>?

  /// A placeholder for a line kept as a decoded `Property`.
  init(decodedAt line: Range<Int>) {
    kind = .decoded
    self.line = line
    nameEnd = line.lowerBound
    value = line.lowerBound..<line.lowerBound
    tzid = nil
    valueType = nil
  }

  /// `scanned` read from `input` (the bytes the scan walks), or `nil` when the line is folded,
  /// has parameters other than plain TZID and VALUE, or (for UID, SUMMARY, STATUS, RRULE) any
  /// parameter at all.
  init?(_ scanned: ScannedLine, kind: Kind, input: UnsafeBufferPointer<UInt8>) {
    let name = scanned.name
    let raw = scanned.rawValue
    guard let nameBase = name.baseAddress, let valueBase = raw.baseAddress, let bytes = input.baseAddress else { return nil }
    let valueOffset = valueBase - nameBase
    let logical = valueOffset + raw.count
    let range = scanned.range
    guard valueOffset > name.count, range.lowerBound >= 0, range.upperBound <= input.count else { return nil }
    // Unfolded: the physical line is the logical one plus its line ending (CRLF, LF or none).
    let end = range.upperBound
    switch range.count - logical {
    case 2: guard bytes[end - 2] == 0x0D, bytes[end - 1] == 0x0A else { return nil }
    case 1: guard bytes[end - 1] == 0x0A else { return nil }
    case 0: break
    default: return nil
    }
    let start = range.lowerBound
    let valueStart = start + valueOffset
    guard bytes[valueStart - 1] == UInt8(ascii: ":") else { return nil }
    var tzid: Range<Int>?
    var valueType: Range<Int>?
    var i = start + name.count
    let paramsEnd = valueStart - 1
    if i < paramsEnd {
      guard kind == .dtstart || kind == .due else { return nil }
      // `;NAME=VALUE` pairs; each pass consumes one pair or gives up: bounded by the line.
      while i < paramsEnd {
        guard bytes[i] == UInt8(ascii: ";") else { return nil }
        let nameStart = i + 1
        var j = nameStart
        while j < paramsEnd, bytes[j] != UInt8(ascii: "=") { j += 1 }
        guard j < paramsEnd else { return nil }
        let valueFrom = j + 1
        var k = valueFrom
        while k < paramsEnd {
          let c = bytes[k]
          if c == UInt8(ascii: ";") { break }
          if c == UInt8(ascii: "\"") || c == UInt8(ascii: ",") || c == UInt8(ascii: "^") || c == UInt8(ascii: ":") {
            return nil
          }
          k += 1
        }
        let paramName = UnsafeBufferPointer(start: bytes + nameStart, count: j - nameStart)
        if tzid == nil, LeanLine.equalsUppercase(paramName, "TZID") {
          tzid = valueFrom..<k
        } else if valueType == nil, LeanLine.equalsUppercase(paramName, "VALUE") {
          valueType = valueFrom..<k
        } else {
          return nil
        }
        i = k
      }
    }
    self.kind = kind
    self.line = range
    self.nameEnd = start + name.count
    self.value = valueStart..<(valueStart + raw.count)
    self.tzid = tzid
    self.valueType = valueType
  }

  /// The line at `range` whose name is `nameCount` bytes, when every byte after its name is
  /// the same as after `other`'s (an exported DUE repeating DTSTART's parameters and value):
  /// `other`'s parameters and value, moved; `nil` otherwise.
  init?(sameAs other: LeanLine, kind: Kind, line range: Range<Int>, nameCount: Int, input: UnsafeBufferPointer<UInt8>) {
    let nameEnd = range.lowerBound + nameCount
    guard other.kind != .decoded, range.lowerBound >= 0, range.upperBound <= input.count, nameEnd <= range.upperBound,
          range.upperBound - nameEnd == other.line.upperBound - other.nameEnd,
          LeanLine.same(UnsafeBufferPointer(rebasing: input[nameEnd..<range.upperBound]),
                        UnsafeBufferPointer(rebasing: input[other.nameEnd..<other.line.upperBound])) else { return nil }
    let delta = nameEnd - other.nameEnd
    func moved(_ r: Range<Int>) -> Range<Int> { (r.lowerBound + delta)..<(r.upperBound + delta) }
    self.kind = kind
    self.line = range
    self.nameEnd = nameEnd
    self.value = moved(other.value)
    self.tzid = other.tzid.map(moved)
    self.valueType = other.valueType.map(moved)
  }

  /// Whether `bytes` equal the uppercase ASCII `upper` ignoring case.
  static func equalsUppercase(_ bytes: UnsafeBufferPointer<UInt8>, _ upper: StaticString) -> Bool {
    guard bytes.count == upper.utf8CodeUnitCount, let p = bytes.baseAddress else { return bytes.isEmpty && upper.utf8CodeUnitCount == 0 }
    let u = upper.utf8Start
    for i in 0..<bytes.count {
      var c = p[i]
      if c >= 0x61 && c <= 0x7A { c &-= 0x20 }
      if c != u[i] { return false }
    }
    return true
  }

  /// Whether `input[range]` equals the uppercase ASCII `upper` ignoring case.
  static func equalsUppercase(_ input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ upper: StaticString) -> Bool {
    equalsUppercase(UnsafeBufferPointer(rebasing: input[range]), upper)
  }

  /// The property name the parser would give this line.
  var propertyName: String {
    switch kind {
    case .uid: "UID"
    case .summary: "SUMMARY"
    case .dtstart: "DTSTART"
    case .due: "DUE"
    case .rrule: "RRULE"
    case .status: "STATUS"
    case .decoded: ""
    }
  }

  /// The `Property` the parser's tree builder makes of this line (name and parameter names
  /// uppercased, values as written, location `lineNumber`:1).
  func property(_ input: UnsafeBufferPointer<UInt8>, lineNumber: Int) -> Property {
    var parameters: [Parameter] = []
    // Parameters in the order written.
    var pieces: [(String, Range<Int>)] = []
    if let tzid { pieces.append(("TZID", tzid)) }
    if let valueType { pieces.append(("VALUE", valueType)) }
    pieces.sort { $0.1.lowerBound < $1.1.lowerBound }
    for (name, range) in pieces {
      parameters.append(Parameter(name: name, values: [ParameterValue(raw: LeanLine.string(input, range), isQuoted: false)]))
    }
    return Property(name: propertyName, parameters: parameters, rawValue: LeanLine.string(input, value),
                    location: SourceLocation(line: lineNumber, column: 1))
  }

  /// The bytes at `range` as a String.
  static func string(_ input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: input[range]), as: UTF8.self)
  }

  /// Whether two byte buffers hold the same bytes (memcmp).
  static func same(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    guard a.count == b.count else { return false }
    guard let pa = a.baseAddress, let pb = b.baseAddress else { return a.count == 0 }
    return memcmp(pa, pb, a.count) == 0
  }
}
