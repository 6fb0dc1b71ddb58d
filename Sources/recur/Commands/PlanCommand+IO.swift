// Input and output helpers of `recur plan` and `recur snooze` (DESIGN.md §3): `--now` read as
// an iCalendar or ISO 8601 time that names an instant, and whole-file writes.

import Planner
import Recurrence
import Zones

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension PlanCommand {
  /// A command-line time that must name an instant: `20261122T120000Z`, `2026-11-22T12:00:00Z`,
  /// `2026-11-22T07:00:00-05:00`. Floating times and dates are refused (exit 64).
  static func instant(_ text: String, option: String) throws(PlanInputError) -> Instant {
    let value: DateTimeValue
    do {
      value = try DateTimeValue(cliTime: text)
    } catch {
      throw PlanInputError(file: option, field: text, message: "\(error.description)")
    }
    guard let instant = value.instant else {
      throw PlanInputError(file: option, field: text,
                           message: "needs Z or an offset to name an instant, e.g. 20261122T120000Z or 2026-11-22T12:00:00Z")
    }
    return instant
  }

  /// Writes the .ics plan of `result` to `path` (replacing it), streamed; false when it cannot.
  static func write(_ result: PlanResult, to path: String) -> Bool {
    let fd = path.withCString { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
    guard fd >= 0 else { return false }
    defer { close(fd) }
    return result.writeICS(to: fd)
  }

  /// Writes `bytes` to `path` (replacing it); false when it cannot.
  static func write(_ bytes: [UInt8], to path: String) -> Bool {
    let fd = path.withCString { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
    guard fd >= 0 else { return false }
    defer { close(fd) }
    return bytes.withUnsafeBufferPointer { PlanByteSink.writeAll($0, to: fd) }
  }
}
