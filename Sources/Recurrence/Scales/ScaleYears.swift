// A per-rule cache of a calendar system's years, so the iterator asks the system once per year.

// FoundationInternationalization holds the ICU calendars; full Foundation (swift-corelibs) is not
// needed, and not loading it keeps `recur` start-up short.
#if canImport(FoundationInternationalization)
import FoundationEssentials
import FoundationInternationalization
#else
import Foundation
#endif
import Zones

/// The years of one calendar system, computed on first use and kept (at most the 10,000 years
/// the engine expands). Shared by copies of an iterator; a lock guards the cache.
final class ScaleYears: @unchecked Sendable {
  let system: any CalendarSystem
  private let lock = PThreadMutex()
  private var byYear: [Int: ScaleYear] = [:]
  private var last: ScaleYear?

  init(system: any CalendarSystem) { self.system = system }

  /// The year holding `day`.
  func containing(_ day: Int) -> ScaleYear {
    lock.lock()
    defer { lock.unlock() }
    if let last, day >= last.first && day < last.first + last.length { return last }
    let y = system.year(containing: day)
    byYear[y.year] = y
    last = y
    return y
  }

  /// Year number `year`, reached from `near` (a year of the same system): aimed at by the mean
  /// year length, then stepped year by year (at most 40 steps).
  func year(_ year: Int, near: ScaleYear) -> ScaleYear {
    lock.lock()
    if let y = byYear[year] {
      lock.unlock()
      return y
    }
    lock.unlock()
    var current = near
    if abs(year - near.year) > 2 {
      let aim = near.first + Int((Double(year - near.year) * system.meanYearLength).rounded()) + near.length / 2
      current = containing(aim)
    }
    var steps = 0
    while current.year != year && steps < 40 {
      steps += 1
      current = current.year < year ? containing(current.first + current.length) : containing(current.first - 1)
    }
    return current
  }

  /// The year after `y`.
  func next(after y: ScaleYear) -> ScaleYear { containing(y.first + y.length) }
}
