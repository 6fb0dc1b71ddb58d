// One process-wide cache of years per non-Gregorian calendar scale, so that every rule (and
// every caller of `CalendarScale.system`) asks Foundation's ICU calendar once per year.

import Zones

/// A calendar system whose years are computed once per process and kept, in day order.
///
/// Reckoning a Chinese year through ICU costs hundreds of new-moon computations; a conformance
/// run or a planner that expands many rules of one scale reads each year once:
/// ```swift
/// let y = CalendarScale.chinese.system.year(containing: 20_489)   // computed
/// CalendarScale.chinese.system.year(containing: 20_490).year       // same year, from the cache
/// ```
/// The years of a CLDR calendar do not depend on who asks or in what order (Foundation's ICU
/// keeps Chinese and Dangi apart), so sharing them changes no answer. At most `capacity` years
/// per scale are kept; beyond that the cache starts again.
final class SharedCalendarSystem: CalendarSystem, @unchecked Sendable {
  /// The years kept per scale before the cache is emptied (the engine expands at most 10,000).
  static let capacity = 20_000

  let base: any CalendarSystem
  private let lock = PThreadMutex()
  /// The years computed so far, sorted by first day, none overlapping.
  private var ordered: [ScaleYear] = []

  init(base: any CalendarSystem) { self.base = base }

  var meanYearLength: Double { base.meanYearLength }

  /// The year holding `day`: from the cache, or computed by `base` and kept.
  func year(containing day: Int) -> ScaleYear {
    lock.lock()
    defer { lock.unlock() }
    var lo = 0, hi = ordered.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if ordered[mid].first + ordered[mid].length <= day { lo = mid + 1 } else { hi = mid }
    }
    if lo < ordered.count, ordered[lo].first <= day { return ordered[lo] }
    let y = base.year(containing: day)
    // Kept only where it fits between its neighbours (a year's bounds never overlap another's).
    if ordered.count >= Self.capacity { ordered.removeAll(keepingCapacity: true); lo = 0 }
    let fitsBefore = lo == 0 || ordered[lo - 1].first + ordered[lo - 1].length <= y.first
    let fitsAfter = lo == ordered.count || y.first + y.length <= ordered[lo].first
    if fitsBefore && fitsAfter && y.first <= day && day < y.first + y.length { ordered.insert(y, at: lo) }
    return y
  }

  private static let tableLock = PThreadMutex()
  nonisolated(unsafe) private static var table: [CalendarScale: SharedCalendarSystem] = [:]

  /// The shared system of `scale` (Foundation's calendar behind it).
  static func shared(for scale: CalendarScale) -> SharedCalendarSystem {
    tableLock.lock()
    defer { tableLock.unlock() }
    if let s = table[scale] { return s }
    let s = SharedCalendarSystem(base: FoundationCalendarSystem(scale: scale))
    table[scale] = s
    return s
  }
}
