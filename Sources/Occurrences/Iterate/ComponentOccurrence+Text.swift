// An occurrence's start and end as iCalendar text (RFC 5545 §3.3.4 DATE, §3.3.5 DATE-TIME),
// written straight from its stamps into a byte buffer: the text output of `recur occurrences`,
// with no value (and no reference to its zone) made per occurrence.

import Recurrence
import Zones

extension ComponentOccurrence {
  /// The longest text `writeStartAndEnd(into:)` writes: two 16-byte values and a space.
  package static let startAndEndLength = 2 * ICalendarDigits.maximumLength + 1

  /// Writes `START END` into `buffer` (at least `startAndEndLength` bytes) and returns the number
  /// of bytes written: each value's iCalendar text as `RecurrenceTime.iCalendarText` gives it (a
  /// zoned value its wall-clock time), `-` for a missing one.
  ///
  /// A weekly 09:00–10:00 Paris event: `20260112T090000 20260112T100000`; a todo with only
  /// DUE 2026-01-31: `- 20260131`.
  package func writeStartAndEnd(into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    guard buffer.count >= Self.startAndEndLength, let base = buffer.baseAddress else { return 0 }
    var n: Int
    var m: Int
    if case .given(let g) = origin {
      n = Self.write(g.start, base)
      base[n] = 0x20
      n += 1
      m = Self.write(g.end, base + n)
    } else {
      n = startStamp.write(hasZone: zone != nil, base)
      base[n] = 0x20
      n += 1
      m = endStamp.write(hasZone: zone != nil, base + n)
    }
    return n + m
  }

  /// `writeStartAndEnd(into:)` of an occurrence held as its stamps (`hasZone`: a zone goes
  /// with its zoned ones).
  static func writeStartAndEnd(_ start: Stamp, _ end: Stamp, hasZone: Bool,
                               into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    guard buffer.count >= Self.startAndEndLength, let base = buffer.baseAddress else { return 0 }
    var n = start.write(hasZone: hasZone, base)
    base[n] = 0x20
    n += 1
    return n + end.write(hasZone: hasZone, base + n)
  }

  /// Writes `value`'s text, or `-`, at `p` (room for 16 bytes); returns the bytes written.
  static func write(_ value: RecurrenceTime?, _ p: UnsafeMutablePointer<UInt8>) -> Int {
    guard let value else {
      p[0] = 0x2D
      return 1
    }
    return ICalendarDigits.write(value, into: UnsafeMutableBufferPointer(start: p, count: ICalendarDigits.maximumLength))
  }
}

extension ComponentOccurrence.Stamp {
  /// Writes the text of `value(in: zone)` at `p` (room for 16 bytes), `-` when that is nil
  /// (`hasZone`: `zone` is not nil); returns the bytes written.
  func write(hasZone: Bool, _ p: UnsafeMutablePointer<UInt8>) -> Int {
    let digits: ICalendarDigits.Form
    switch form {
    case .none:
      p[0] = 0x2D
      return 1
    case .date: digits = .date
    case .floating: digits = .local
    case .utc: digits = .utc
    case .zoned:
      guard hasZone else {
        p[0] = 0x2D
        return 1
      }
      digits = .local
    }
    let seconds = Int(hour) * 3600 + Int(minute) * 60 + Int(second)
    return ICalendarDigits.write(year: Int(year), month: Int(month), day: Int(day),
                                 secondOfDay: digits == .date ? 0 : seconds, form: digits,
                                 into: UnsafeMutableBufferPointer(start: p, count: ICalendarDigits.maximumLength))
  }
}
