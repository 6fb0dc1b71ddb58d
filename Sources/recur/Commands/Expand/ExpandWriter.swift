// Writing `recur expand` output (DESIGN.md §3): iCalendar DATE / DATE-TIME values (RFC 5545
// §3.3.4, §3.3.5) formatted digit by digit into the buffered writer; no String per line.

import Recurrence
import Zones

/// Writes occurrences as lines or as a JSON array of strings.
enum ExpandWriter {
  /// Expands `request` with the native engine and writes the result.
  static func write(_ request: ExpandRequest) {
    let out = OutputStream(fd: 1)
    guard let set = request.recurrenceSet() else { return }
    var it = set.occurrences(after: request.after, before: request.before).makeIterator()
    var n = 0
    if request.json { out.write(byte: UInt8(ascii: "[")) }
    var dates = DayCache()
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
      while n < request.limit, let o = it.next() {
        emit(o, index: n, request: request, dates: &dates, buffer: buffer, out: out)
        n &+= 1
      }
    }
    finish(out, request: request)
  }

  /// Writes occurrences another engine computed.
  static func write(_ occurrences: [Occurrence], request: ExpandRequest) {
    let out = OutputStream(fd: 1)
    if request.json { out.write(byte: UInt8(ascii: "[")) }
    var dates = DayCache()
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
      for (i, o) in occurrences.prefix(request.limit).enumerated() {
        emit(o, index: i, request: request, dates: &dates, buffer: buffer, out: out)
      }
    }
    finish(out, request: request)
  }

  @inline(__always)
  static func emit(_ o: Occurrence, index: Int, request: ExpandRequest, dates: inout DayCache,
                   buffer: UnsafeMutableBufferPointer<UInt8>, out: OutputStream) {
    var start = 0
    if request.json {
      if index > 0 { buffer[0] = UInt8(ascii: ","); start = 1 }
      buffer[start] = UInt8(ascii: "\"")
      start += 1
    }
    let body = UnsafeMutableBufferPointer(rebasing: buffer[start...])
    let day: Int, second: Int, form: ICalendarDigits.Form
    if request.utc && (o.form == .zoned || o.form == .utc) {
      let key = Int(o.sortKey)
      let q = key / 86_400
      day = (key % 86_400 != 0 && key < 0) ? q - 1 : q
      second = key - day * 86_400
      form = .utc
    } else {
      day = o.dayNumber
      second = o.secondOfDay
      form = o.form == .date ? .date : (o.form == .utc ? .utc : .local)
    }
    let (y, m, d) = dates.date(day)
    var n = ICalendarDigits.write(year: y, month: m, day: d, secondOfDay: second, form: form, into: body)
    n += start
    buffer[n] = request.json ? UInt8(ascii: "\"") : 0x0A
    n += 1
    out.write(bytes: UnsafeBufferPointer(rebasing: buffer[0..<n]))
  }

  static func finish(_ out: OutputStream, request: ExpandRequest) {
    if request.json { out.write(bytes: "]\n".utf8) }
    out.flush()
  }
}
