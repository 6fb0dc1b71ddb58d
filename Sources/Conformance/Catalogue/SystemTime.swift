// An independent reading of the system tzdata (RFC 5545 §3.3.5 local time ↔ UTC): glibc's
// localtime_r with TZ set, used to confirm which engine's UTC offset is right.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Zones

/// glibc's wall-clock reading of an instant in a zone (process-wide TZ; call from one thread).
enum SystemTime {
  /// The wall clock at `instant` in `zoneID` according to the C library, or nil.
  ///
  /// `SystemTime.wall(Instant(secondsSinceEpoch: 1_772_955_000), zoneID: "America/New_York")`
  /// is 2026-03-08T03:30:00.
  static func wall(_ instant: Instant, zoneID: String) -> CivilDateTime? {
    let previous = getenv("TZ").map { String(cString: $0) }
    setenv("TZ", ":" + zoneID, 1)
    tzset()
    defer {
      if let previous { setenv("TZ", previous, 1) } else { unsetenv("TZ") }
      tzset()
    }
    var t = time_t(instant.secondsSinceEpoch)
    var parts = tm()
    guard localtime_r(&t, &parts) != nil else { return nil }
    return CivilDateTime(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday),
                         hour: Int(parts.tm_hour), minute: Int(parts.tm_min), second: Int(parts.tm_sec))
  }
}
