// `--horizon` (our decision, docs/SEMANTICS.md "Planner: horizon"): either an RFC 5545
// §3.3.6 DURATION after `--now` (`P7D`, `PT48H`, `P2W`; a day counts as exactly 24 h) or an end
// time (`20261129T000000Z`, `2026-11-29T00:00:00Z`, or with an offset). The end is inclusive:
// candidates are the occurrences t with now < t ≤ end.

import ICalendar
import Recurrence
import Zones

/// Reads `--horizon` into the last instant a candidate may have.
///
/// ```swift
/// try Horizon.end("P7D", now: 2026-11-22T12:00:00Z)                // 2026-11-29T12:00:00Z
/// try Horizon.end("2026-11-24T00:00:00Z", now: …)                 // 2026-11-24T00:00:00Z
/// ```
public enum Horizon {
  /// The horizon's end; fails for a negative or zero duration, a floating time, or other text.
  public static func end(_ text: String, now: Instant) throws(PlanInputError) -> Instant {
    let trimmed = text
    if trimmed.hasPrefix("P") || trimmed.hasPrefix("+P") || trimmed.hasPrefix("-P") {
      guard let duration = DurationValue(trimmed), duration.totalSeconds > 0 else {
        throw PlanInputError(file: "--horizon", field: trimmed,
                             message: "expected a positive RFC 5545 duration such as P7D, PT48H or P2W, or an end time such as 2026-11-29T00:00:00Z")
      }
      return now.adding(seconds: Int64(duration.totalSeconds))
    }
    let value: RecurrenceTime
    do {
      value = try RecurrenceTime(cliTime: trimmed)
    } catch {
      throw PlanInputError(file: "--horizon", field: trimmed,
                           message: "expected a duration such as P7D or an end time such as 2026-11-29T00:00:00Z (\(error))")
    }
    guard let instant = value.instant else {
      throw PlanInputError(file: "--horizon", field: trimmed,
                           message: "an end time needs Z or an offset, e.g. 2026-11-29T00:00:00Z")
    }
    return instant
  }
}
