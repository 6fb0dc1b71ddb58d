// Input and output helpers of `recur plan` and `recur snooze` (DESIGN.md §3): `--now` read as
// an iCalendar or ISO 8601 time that names an instant (their `-o` writes: Support/OutputFile.swift).

import Planner
import Recurrence
import Zones

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
}
