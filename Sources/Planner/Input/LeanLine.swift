// A VTODO property line (RFC 5545 §3.1) kept as byte offsets into the input, for the planner's
// fast reading of large .ics files (docs/SEMANTICS.md "Planner"): only unfolded lines whose parameters are
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

  /// A lean line of these parts (the checks are the callers').
  private init(kind: Kind, line: Range<Int>, nameEnd: Int, value: Range<Int>, tzid: Range<Int>?, valueType: Range<Int>?) {
    self.kind = kind
    self.line = line
    self.nameEnd = nameEnd
    self.value = value
    self.tzid = tzid
    self.valueType = valueType
  }

  /// Appends `scanned` read from `input` (the bytes the scan walks) to `lines`; false (nothing
  /// appended) when the line is folded, has parameters other than plain TZID and VALUE, or (for
  /// UID, SUMMARY, STATUS, RRULE) any parameter at all. (Appended where it is made: a lean line
  /// returned and then copied into the array was read back while its fields' stores were still
  /// in flight, a store-forwarding stall per line.)
  static func append(_ scanned: ScannedLine, kind: Kind, input: UnsafeBufferPointer<UInt8>, to lines: inout [LeanLine]) -> Bool {
    let name = scanned.name
    let raw = scanned.rawValue
    guard let nameBase = name.baseAddress, let valueBase = raw.baseAddress, let bytes = input.baseAddress else { return false }
    let valueOffset = valueBase - nameBase
    let logical = valueOffset + raw.count
    let range = scanned.range
    guard valueOffset > name.count, range.lowerBound >= 0, range.upperBound <= input.count else { return false }
    // Unfolded: the physical line is the logical one plus its line ending (CRLF, LF or none).
    let end = range.upperBound
    switch range.count - logical {
    case 2: guard bytes[end - 2] == 0x0D, bytes[end - 1] == 0x0A else { return false }
    case 1: guard bytes[end - 1] == 0x0A else { return false }
    case 0: break
    default: return false
    }
    let start = range.lowerBound
    let valueStart = start + valueOffset
    guard bytes[valueStart - 1] == UInt8(ascii: ":") else { return false }
    var tzid: Range<Int>?
    var valueType: Range<Int>?
    var i = start + name.count
    let paramsEnd = valueStart - 1
    if i < paramsEnd {
      guard kind == .dtstart || kind == .due else { return false }
      // `;NAME=VALUE` pairs; each pass consumes one pair or gives up: bounded by the line.
      while i < paramsEnd {
        guard bytes[i] == UInt8(ascii: ";") else { return false }
        let nameStart = i + 1
        var j = nameStart
        while j < paramsEnd, bytes[j] != UInt8(ascii: "=") { j += 1 }
        guard j < paramsEnd else { return false }
        let valueFrom = j + 1
        var k = valueFrom
        while k < paramsEnd {
          let c = bytes[k]
          if c == UInt8(ascii: ";") { break }
          if c == UInt8(ascii: "\"") || c == UInt8(ascii: ",") || c == UInt8(ascii: "^") || c == UInt8(ascii: ":") {
            return false
          }
          k += 1
        }
        let paramName = UnsafeBufferPointer(start: bytes + nameStart, count: j - nameStart)
        if tzid == nil, LeanLine.equalsUppercase(paramName, "TZID") {
          tzid = valueFrom..<k
        } else if valueType == nil, LeanLine.equalsUppercase(paramName, "VALUE") {
          valueType = valueFrom..<k
        } else {
          return false
        }
        i = k
      }
    }
    lines.append(LeanLine(kind: kind, line: range, nameEnd: start + name.count, value: valueStart..<(valueStart + raw.count),
                          tzid: tzid, valueType: valueType))
    return true
  }

  /// Appends the line at `range` whose name is `nameCount` bytes to `lines` when every byte
  /// after its name is the same as after `lines[index]`'s (an exported DUE repeating DTSTART's
  /// parameters and value): that line's parameters and value, moved; false (nothing appended)
  /// otherwise.
  static func append(sameAs index: Int, kind: Kind, line range: Range<Int>, nameCount: Int,
                     input: UnsafeBufferPointer<UInt8>, to lines: inout [LeanLine]) -> Bool {
    guard lines.indices.contains(index) else { return false }
    let other = lines[index]
    let nameEnd = range.lowerBound + nameCount
    guard other.kind != .decoded, range.lowerBound >= 0, range.upperBound <= input.count, nameEnd <= range.upperBound,
          range.upperBound - nameEnd == other.line.upperBound - other.nameEnd,
          LeanLine.same(UnsafeBufferPointer(rebasing: input[nameEnd..<range.upperBound]),
                        UnsafeBufferPointer(rebasing: input[other.nameEnd..<other.line.upperBound])) else { return false }
    let delta = nameEnd - other.nameEnd
    func moved(_ r: Range<Int>) -> Range<Int> { (r.lowerBound + delta)..<(r.upperBound + delta) }
    lines.append(LeanLine(kind: kind, line: range, nameEnd: nameEnd, value: moved(other.value), tzid: other.tzid.map(moved),
                          valueType: other.valueType.map(moved)))
    return true
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
