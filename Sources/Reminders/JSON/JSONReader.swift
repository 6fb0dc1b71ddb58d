// Reading JSON (RFC 8259) straight from bytes into `JSONValue`: one pass, no Codable machinery,
// nesting bounded. The reminders store is read through it element by element, so a store of a
// million reminders never exists as one JSON tree (SECURITY.md "Limits").

/// A JSON text read from bytes; errors give the line, the column and what was expected.
///
/// ```swift
/// var reader = JSONReader(Array(#"{"a": [1, 2.5, "x\n", true, null]}"#.utf8))
/// try reader.document()   // .object(["a": .array([.integer(1), .number(2.5), .string("x\n"), .bool(true), .null])])
/// ```
struct JSONReader: ~Copyable {
  /// How deeply arrays and objects may nest (a deeper text is refused, not a stack overflow).
  static let maxDepth = 512

  private let bytes: [UInt8]
  private var position = 0
  private var depth = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The one value of the whole text (whitespace around it allowed).
  mutating func document() throws(ReminderStoreError) -> JSONValue {
    let v = try value()
    try end()
    return v
  }

  /// Checks that only whitespace is left.
  mutating func end() throws(ReminderStoreError) {
    skipSpace()
    if position < bytes.count { throw failure("unexpected text after the JSON value") }
  }

  /// The next byte after whitespace, not consumed; nil at the end.
  mutating func peek() -> UInt8? {
    skipSpace()
    return position < bytes.count ? bytes[position] : nil
  }

  /// Consumes `byte` (after whitespace) or fails saying what was expected.
  mutating func expect(_ byte: UInt8, _ what: String) throws(ReminderStoreError) {
    guard peek() == byte else { throw failure("expected \(what)") }
    position += 1
  }

  /// Consumes `byte` (after whitespace) when it is next.
  mutating func take(_ byte: UInt8) -> Bool {
    guard peek() == byte else { return false }
    position += 1
    return true
  }

  /// One value of any kind.
  mutating func value() throws(ReminderStoreError) -> JSONValue {
    guard let b = peek() else { throw failure("unexpected end of input; expected a value") }
    switch b {
    case UInt8(ascii: "{"):
      position += 1
      try enter()
      var map: [String: JSONValue] = [:]
      if !take(UInt8(ascii: "}")) {
        repeat {
          let key = try string()
          try expect(UInt8(ascii: ":"), "':' after an object key")
          map[key] = try value()
        } while take(UInt8(ascii: ","))
        try expect(UInt8(ascii: "}"), "',' or '}' in an object")
      }
      depth -= 1
      return .object(map)
    case UInt8(ascii: "["):
      position += 1
      try enter()
      var items: [JSONValue] = []
      if !take(UInt8(ascii: "]")) {
        repeat { items.append(try value()) } while take(UInt8(ascii: ","))
        try expect(UInt8(ascii: "]"), "',' or ']' in an array")
      }
      depth -= 1
      return .array(items)
    case UInt8(ascii: "\""):
      return .string(try string())
    case UInt8(ascii: "t"):
      try word("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try word("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try word("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return try number()
    default:
      throw failure("unexpected character '\(Self.shown(b))'; expected a value")
    }
  }

  /// Counts one level of nesting; too deep fails.
  mutating func enter() throws(ReminderStoreError) {
    depth += 1
    if depth > Self.maxDepth { throw failure("nested more than \(Self.maxDepth) levels deep") }
  }

  /// Leaves a level entered with `enter()` by a caller that reads the container itself.
  mutating func leave() { depth -= 1 }

  /// A string (after whitespace), escapes decoded.
  mutating func string() throws(ReminderStoreError) -> String {
    guard peek() == UInt8(ascii: "\"") else { throw failure("expected a string") }
    position += 1
    let start = position
    // Fast path: no escape, no control character.
    while position < bytes.count {
      let c = bytes[position]
      if c == UInt8(ascii: "\"") {
        let s = bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<position]), as: UTF8.self) }
        position += 1
        return s
      }
      if c == UInt8(ascii: "\\") || c < 0x20 { break }
      position += 1
    }
    var out = Array(bytes[start..<position])
    while position < bytes.count {
      let c = bytes[position]
      position += 1
      switch c {
      case UInt8(ascii: "\""):
        return String(decoding: out, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard position < bytes.count else { break }
        let e = bytes[position]
        position += 1
        switch e {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
          var scalar = try hex4()
          if (0xD800...0xDBFF).contains(scalar) {
            // A high surrogate must be followed by \u and a low one (RFC 8259 §7).
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
              throw failure("a \\u high surrogate without its low surrogate")
            }
            position += 2
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw failure("a \\u high surrogate without its low surrogate") }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          } else if (0xDC00...0xDFFF).contains(scalar) {
            throw failure("a \\u low surrogate without a high one")
          }
          guard let u = Unicode.Scalar(scalar) else { throw failure("\\u escape is not a character") }
          out.append(contentsOf: Array(String(Character(u)).utf8))
        default:
          position -= 1
          throw failure("invalid escape '\\\(Self.shown(e))'; valid: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
        }
      default:
        if c < 0x20 {
          position -= 1
          throw failure("control character U+00\(String(c, radix: 16, uppercase: true).count == 1 ? "0" : "")\(String(c, radix: 16, uppercase: true)) in a string; write it as an escape such as \\n or \\u0007")
        }
        out.append(c)
      }
    }
    throw failure("unterminated string")
  }

  private mutating func hex4() throws(ReminderStoreError) -> UInt32 {
    guard position + 4 <= bytes.count else { throw failure("\\u needs four hex digits") }
    var v: UInt32 = 0
    for _ in 0..<4 {
      let c = bytes[position]
      let d: UInt8
      switch c {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): d = c - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): d = c - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): d = c - UInt8(ascii: "A") + 10
      default: throw failure("\\u needs four hex digits")
      }
      v = v << 4 | UInt32(d)
      position += 1
    }
    return v
  }

  private mutating func word(_ w: String) throws(ReminderStoreError) {
    let expected = Array(w.utf8)
    let n = expected.count
    let matches = position + n <= bytes.count && (0..<n).allSatisfy { bytes[position + $0] == expected[$0] }
    guard matches else { throw failure("unexpected character '\(Self.shown(bytes[position]))'; expected a value") }
    position += n
  }

  /// A number (RFC 8259 §6): an integer when it has no fraction or exponent and fits an Int.
  private mutating func number() throws(ReminderStoreError) -> JSONValue {
    let start = position
    if bytes[position] == UInt8(ascii: "-") { position += 1 }
    func digits() -> Int {
      let from = position
      while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
      return position - from
    }
    let intStart = position
    let intDigits = digits()
    guard intDigits > 0 else { throw failure("a number needs digits") }
    if intDigits > 1 && bytes[intStart] == UInt8(ascii: "0") {
      position = intStart
      throw failure("a number may not start with 0")
    }
    var integral = true
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      integral = false
      guard digits() > 0 else { throw failure("a number needs digits after '.'") }
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
      position += 1
      integral = false
      if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
      guard digits() > 0 else { throw failure("a number needs digits in its exponent") }
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    if integral, let i = Int(text) { return .integer(i) }
    guard let d = Double(text), d.isFinite else { throw failure("number \(text) is out of range") }
    return .number(d)
  }

  private mutating func skipSpace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return
      }
    }
  }

  /// A syntax error at the current position: `line 3, column 7: expected …`.
  func failure(_ message: String) -> ReminderStoreError {
    var line = 1, column = 1
    for b in bytes[0..<min(position, bytes.count)] {
      if b == 0x0A {
        line += 1
        column = 1
      } else if b & 0xC0 != 0x80 {
        column += 1
      }
    }
    return .syntax("line \(line), column \(column): \(message)")
  }

  private static func shown(_ b: UInt8) -> String {
    b >= 0x20 && b < 0x7F ? String(UnicodeScalar(b)) : "\\u{\(String(b, radix: 16))}"
  }
}
