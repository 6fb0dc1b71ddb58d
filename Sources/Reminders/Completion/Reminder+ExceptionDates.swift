// EXDATE on a reminder (RFC 5545 §3.8.5.1): the occurrences a user deleted from a series
// ("skip this one"), kept in `ical` as imported and written back on export, and removed from
// the reminder's occurrences. Values are compared in the frame of the due, as the engine's
// RecurrenceSet compares them (docs/SEMANTICS.md, "EXDATE on a reminder").

import Occurrences
import Recurrence
import Zones

extension Reminder {
  /// The EXDATE values kept in `ical`, each as the key the engine's `RecurrenceSet` compares
  /// occurrences by in the frame of `frame` (the due as a DTSTART-like value): the instant for a
  /// zoned or UTC due, the wall-clock reading for a floating one, the day for an all-day one.
  ///
  /// `EXDATE;TZID=America/New_York:20260304T090000` and `EXDATE:20260304T140000Z` name the same
  /// key for a reminder due daily at 09:00 in New York (14:00Z in March before the change).
  /// Fails for a value that is no DATE or DATE-TIME, or a TZID no zone source defines.
  func exceptionKeys(frame: RecurrenceTime) throws(ReminderScheduleError) -> Set<Int64> {
    // Cheap test first: most reminders keep no EXDATE.
    guard ical.contains(where: Self.isExceptionLine) else { return [] }
    let kept = ICalLines.parse(ical.filter(Self.isExceptionLine))
    var keys: Set<Int64> = []
    for property in kept.properties where property.name == "EXDATE" {
      var zone: Zone?
      if let tzid = property.tzid {
        switch ZoneNameResolver.resolve(tzid) {
        case .iana(let name, _): zone = try ReminderZones.zone(named: name, reminder: self)
        case .vtimezone(let z): zone = z
        case .unknown: zone = try ReminderZones.zone(named: tzid, reminder: self)
        }
      }
      let wantsDate = property.parameterValue("VALUE")?.uppercased() == "DATE"
      for item in property.rawValues {
        let value: RecurrenceTime
        do throws(RecurrenceError) {
          value = try RecurrenceTime(iCalendar: item, zone: zone)
        } catch {
          throw .invalidExceptionDate(reminder: id, value: item, reason: error.message)
        }
        if wantsDate, !value.isDate {
          throw .invalidExceptionDate(reminder: id, value: item, reason: "VALUE=DATE but the value is not a DATE (YYYYMMDD)")
        }
        keys.insert(RecurrenceSet.occurrence(value, frame: frame).sortKey)
      }
    }
    return keys
  }

  /// Whether a kept line is an EXDATE property (any case, with or without parameters).
  static func isExceptionLine(_ line: String) -> Bool {
    let name: StaticString = "EXDATE"
    var n = 0
    for b in line.utf8 {
      if n == name.utf8CodeUnitCount { return b == UInt8(ascii: ";") || b == UInt8(ascii: ":") }
      // Letters compared with ASCII case folded (0xDF clears the lowercase bit).
      guard b & 0xDF == name.utf8Start[n] else { return false }
      n += 1
    }
    return false
  }

  /// `occurrences` without those an EXDATE in `ical` names; the search stays bounded because
  /// each skipped occurrence uses up one of the finitely many EXDATE values.
  func excludingExceptions(_ occurrences: AnyIterator<ReminderDue>, due: ReminderDue) throws(ReminderScheduleError) -> AnyIterator<ReminderDue> {
    // Most reminders keep no EXDATE: no zone lookup or parse for them.
    guard ical.contains(where: Self.isExceptionLine) else { return occurrences }
    let zone: Zone? = timeZone == nil ? nil : try self.zone(floating: .utc)
    let frame = RuleOccurrences.start(due, zone: zone)
    let keys = try exceptionKeys(frame: frame)
    guard !keys.isEmpty else { return occurrences }
    return AnyIterator {
      while let candidate = occurrences.next() {
        let key = RecurrenceSet.occurrence(RuleOccurrences.start(candidate, zone: zone), frame: frame).sortKey
        if !keys.contains(key) { return candidate }
      }
      return nil
    }
  }
}
