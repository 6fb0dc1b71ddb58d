// DATE and DATE-TIME values (RFC 5545 §3.3.4, §3.3.5) and JSON strings written straight into an
// `OutputStream`'s buffer: digits by `ICalendarDigits`, no String built per value.

import Planner
import Recurrence

extension OutputStream {
  /// Writes `value`'s iCalendar text (`20260131`, `20260131T090000`, `20260131T090000Z`; a zoned
  /// value writes its wall-clock time), or `-` when it is nil.
  func write(iCalendar value: RecurrenceTime?) {
    guard let value else {
      write(byte: 0x2D)
      return
    }
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: ICalendarDigits.maximumLength) { digits in
      let n = ICalendarDigits.write(value, into: digits)
      write(bytes: UnsafeBufferPointer(rebasing: digits[0..<n]))
    }
  }

  /// Writes `value`'s iCalendar text as a JSON string, or `null` when it is nil.
  func writeJSON(iCalendar value: RecurrenceTime?) {
    guard value != nil else {
      write("null")
      return
    }
    write(byte: 0x22)
    write(iCalendar: value)
    write(byte: 0x22)
  }

  /// Writes `text` as a JSON string (RFC 8259 §7): as is between quotes when nothing in it needs
  /// escaping (no quote, backslash or control character), else as `PlanJSON.string` escapes it.
  func writeJSON(string text: String) {
    var s = text
    let plain = s.withUTF8 { bytes in !bytes.contains { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 } }
    guard plain else {
      write(PlanJSON.string(text))
      return
    }
    write(byte: 0x22)
    write(s)
    write(byte: 0x22)
  }
}
