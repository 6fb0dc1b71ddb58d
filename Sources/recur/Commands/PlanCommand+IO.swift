// Output helpers of `recur plan` and `recur snooze` (DESIGN.md §3): whole-file writes.

import Planner
import Recurrence
import Zones

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension PlanCommand {
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
