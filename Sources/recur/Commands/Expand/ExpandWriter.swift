// Writing `recur expand` output (README): iCalendar DATE / DATE-TIME values (RFC 5545
// §3.3.4, §3.3.5) as 8-byte digit words (LineDigits) stored straight into the line buffer
// (LineSink); no String, no array append and no allocation per line.

import Recurrence
import Zones

/// Writes occurrences as lines or as a JSON array of strings.
enum ExpandWriter {
  /// Expands `request` with the native engine and writes the result; true when the limit cut
  /// it (another occurrence follows the last one written).
  @discardableResult
  static func write(_ request: ExpandRequest) -> Bool {
    var sink = LineSink(fd: 1)
    guard let set = request.recurrenceSet() else { return false }
    var it = set.occurrences(after: request.after, before: request.before).makeIterator()
    let style = Style(request)
    if request.json { sink.append(CollectionOfOne(UInt8(ascii: "["))) }
    var digits = LineDigits()
    var n = 0
    let limit = request.limit
    // Batches of occurrences, never more than the limit asks for. A plain allocation rather
    // than a closure, so that the digits and the sink stay in registers.
    let capacity = 256
    let batch = UnsafeMutablePointer<Occurrence>.allocate(capacity: capacity)
    defer { batch.deallocate() }
    var guardSteps = 0
    while n < limit && guardSteps < Int.max {
      guardSteps &+= 1
      let got = it.next(into: UnsafeMutableBufferPointer(start: batch, count: min(capacity, limit &- n)))
      if got == 0 { break }
      for i in 0..<got {
        emit(batch[i], first: n &+ i == 0, style: style, digits: &digits, sink: &sink)
      }
      n &+= got
    }
    if request.json { sink.append("]\n".utf8) }
    return n == limit && it.next(into: UnsafeMutableBufferPointer(start: batch, count: 1)) > 0
  }

  /// Writes occurrences another engine hands over one at a time (`--engine libical`); the
  /// engine applies the limit.
  struct Streaming: ~Copyable {
    private var sink = LineSink(fd: 1)
    private let style: Style
    private var digits = LineDigits()
    private var first = true

    init(_ request: ExpandRequest) {
      style = Style(request)
      if request.json { sink.append(CollectionOfOne(UInt8(ascii: "["))) }
    }

    /// Writes one occurrence.
    mutating func write(_ o: Occurrence) {
      emit(o, first: first, style: style, digits: &digits, sink: &sink)
      first = false
    }

    /// Closes the JSON array, if any, and flushes.
    mutating func finish() {
      if style.json { sink.append("]\n".utf8) }
      sink.flush()
    }
  }

  /// Days added before dividing an instant by 86,400 (see `emit`).
  static let dayBias: Int64 = 800_000

  /// The output options, read once.
  struct Style {
    let utc: Bool
    let json: Bool
    init(_ request: ExpandRequest) {
      utc = request.utc
      json = request.json
    }
  }

  /// One value: `YYYYMMDD`, `YYYYMMDDTHHMMSS` or `YYYYMMDDTHHMMSSZ`, then LF (or, in JSON, the
  /// value quoted and separated by commas).
  @inline(__always)
  static func emit(_ o: Occurrence, first: Bool, style: Style, digits: inout LineDigits,
                   sink: inout LineSink) {
    let day: Int, second: Int, length: Int
    if style.utc && (o.form == .zoned || o.form == .utc) {
      // Floor division by a day as one unsigned division: instants from 2,190 years before
      // year 0 on are made non-negative first (iCalendar years are 0000...9999).
      let biased = o.sortKey &+ Self.dayBias &* 86_400
      if biased >= 0 {
        day = Int(UInt64(biased) / 86_400) &- Int(Self.dayBias)
        second = Int(o.sortKey &- Int64(day) &* 86_400)
      } else {
        let key = Int(o.sortKey)
        let q = key / 86_400
        day = (key % 86_400 != 0 && key < 0) ? q &- 1 : q
        second = key &- day &* 86_400
      }
      length = 16
    } else {
      day = o.dayNumber
      second = o.secondOfDay
      length = o.form == .date ? 8 : (o.form == .utc ? 16 : 15)
    }
    let p = UnsafeMutableRawPointer(sink.reserve())
    var at = 0
    if style.json {
      if !first {
        p.storeBytes(of: UInt8(ascii: ","), as: UInt8.self)
        at = 1
      }
      p.storeBytes(of: UInt8(ascii: "\""), toByteOffset: at, as: UInt8.self)
      at &+= 1
    }
    p.storeBytes(of: digits.date(day).littleEndian, toByteOffset: at, as: UInt64.self)
    if length > 8 {
      p.storeBytes(of: digits.time(second).littleEndian, toByteOffset: at &+ 8, as: UInt64.self)
    }
    at &+= length
    if style.json {
      p.storeBytes(of: UInt8(ascii: "\""), toByteOffset: at, as: UInt8.self)
    } else {
      p.storeBytes(of: UInt8(0x0A), toByteOffset: at, as: UInt8.self)
    }
    sink.commit(at &+ 1)
  }
}
