// The examples of Sources/Zones/Zones.docc/ZonesAndFoundation.md, as written there.

import Zones

/// Where 02:30 and 01:30 land in New York on the days its clocks change in 2026.
func gapAndFold() throws -> [Instant] {
  let ny = try Zone.named("America/New_York")
  // Clocks jump 02:00 EST → 03:00 EDT on 2026-03-08: 02:30 does not exist and reads as 03:30 EDT.
  let gap = CivilDateTime(year: 2026, month: 3, day: 8, hour: 2, minute: 30)
  // Clocks go 02:00 EDT → 01:00 EST on 2026-11-01: 01:30 happens twice; the first is taken.
  let fold = CivilDateTime(year: 2026, month: 11, day: 1, hour: 1, minute: 30)
  return [gap, fold].compactMap { $0.map { ny.instant(for: $0) } }
}

import Foundation
import Zones

/// A `Date` through Recur's types and back: instant, zone, wall clock, `DateComponents`.
func bridge(_ date: Date, in timeZone: TimeZone) throws -> (Date, DateComponents, CivilDateTime?) {
  let instant = Instant(date)                       // rounded down to the second
  let zone = try Zone(timeZone)                     // by name, else from Foundation's data
  let wallClock = zone.civil(at: instant)
  let components = wallClock.dateComponents(timeZone: zone.timeZone)   // Gregorian, in the zone
  let back = CivilDateTime(components)              // the same wall clock
  return (instant.date, components, back)
}

import Zones

/// Paris built from Foundation's transitions rather than a TZif file.
func parisFromFoundation() throws -> Zone {
  let previous = Zone.source
  defer { Zone.source = previous }
  Zone.source = .foundation
  return try Zone.named("Europe/Paris")
}
