// Adapting a VTODO (RFC 5545 §3.6.2) to the planner, for `recur plan FILE.ics`: UID, SUMMARY,
// DTSTART/DUE (TZID zones from tzdata), RRULE/RDATE/EXDATE through the Recurrence engine's
// recurrence sets, STATUS/COMPLETED/PERCENT-COMPLETE, and the Reminders export's
// X-RECUR-ENABLED, X-RECUR-CONDITION ({"skipIfLogged": …}), X-RECUR-WEEKLY-NO-DAYS and
// X-RECUR-RECREATE-IF-INCOMPLETE. A small adapter in Planner: the Reminders module maps
// VTODOs to reminders, but the planner needs only these fields, for 100,000 todos at a time.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ICalendar
import Occurrences
import Recurrence
import Reminders
import Zones

extension PlannableReminder {
  /// `text` uppercased, without a new String when it is already uppercase ASCII
  /// (`NEEDS-ACTION`, the usual case); `completed` → `COMPLETED`.
  static func uppercasedStatus(_ text: String) -> String {
    let plain = text.utf8.withContiguousStorageIfAvailable { bytes in
      !bytes.contains { $0 >= 0x61 && $0 <= 0x7A || $0 >= 0x80 }
    } ?? false
    return plain ? text : text.uppercased()
  }

  /// The planner's view of a VTODO; `nil` for an override (RECURRENCE-ID) or a todo without
  /// UID, which are written back but not planned. Errors name `file`, line:column and property.
  ///
  /// ```
  /// BEGIN:VTODO
  /// UID:W
  /// SUMMARY:Work out
  /// DTSTART;VALUE=DATE:20261122          → fires at 18:00 local (workout's default time)
  /// RRULE:FREQ=DAILY
  /// X-RECUR-CONDITION:{"skipIfLogged":"workout"}
  /// END:VTODO
  /// ```
  public init?(vtodo: Component, file: String, floatingZone: Zone = .utc,
               cache: VTODOReadCache = VTODOReadCache()) throws(PlanInputError) {
    // One pass over the properties (names are stored uppercased).
    var uidProperty: Property?
    var summary: Property?
    var startProperty: Property?
    var dueProperty: Property?
    var durationProperty: Property?
    var status: String?
    var hasCompleted = false
    var percent: Property?
    var enabledProperty: Property?
    var conditionProperty: Property?
    var recreateProperty: Property?
    var weekdaysProperty: Property?
    var rrules: [Property] = []
    var rdateProperties: [Property] = []
    var exdateProperties: [Property] = []
    for property in vtodo.properties {
      switch property.name {
      case "RECURRENCE-ID": return nil
      case "UID": if uidProperty == nil { uidProperty = property }
      case "SUMMARY": if summary == nil { summary = property }
      case "DTSTART": if startProperty == nil { startProperty = property }
      case "DUE": if dueProperty == nil { dueProperty = property }
      case "DURATION": if durationProperty == nil { durationProperty = property }
      case "STATUS": if status == nil { status = Self.uppercasedStatus(property.rawValue) }
      case "COMPLETED": hasCompleted = true
      case "PERCENT-COMPLETE": if percent == nil { percent = property }
      case RecurProperty.enabled: if enabledProperty == nil { enabledProperty = property }
      case RecurProperty.condition: if conditionProperty == nil { conditionProperty = property }
      case RecurProperty.recreateIfIncomplete: if recreateProperty == nil { recreateProperty = property }
      case RecurProperty.noWeekdays: if weekdaysProperty == nil { weekdaysProperty = property }
      case "RRULE": rrules.append(property)
      case "RDATE": rdateProperties.append(property)
      case "EXDATE": exdateProperties.append(property)
      default: break
      }
    }
    guard let uid = uidProperty?.text, !uid.isEmpty else { return nil }
    let title = summary?.text ?? ""
    var warnings: [String] = []

    func fail(_ property: Property, _ message: String) -> PlanInputError {
      PlanInputError(file: file, field: "\(property.location?.description ?? uid) \(property.name)", message: message)
    }
    // An unknown TZID is floating time with a warning at its line:column, as `recur import` and
    // `recur occurrences` read it (ZoneResolver), and the rest of the file is planned.
    func zoneOf(_ property: Property) -> Zone? {
      guard let tzid = property.tzid else { return nil }
      let text = property.rawValue.utf8
      let year = text.count >= 4 ? Int(String(decoding: text.prefix(4), as: UTF8.self)) : nil
      if let zone = try? cache.zone(tzid, year: year) { return zone }
      warnings.append("\(property.location?.description ?? "") \(property.name) TZID \"\(tzid)\" names no known zone (VTIMEZONE in the file, IANA, Windows or vendor-prefixed); read as floating time")
      return nil
    }
    func value(_ property: Property) throws(PlanInputError) -> RecurrenceTime {
      let z = zoneOf(property)
      do {
        let v = try RecurrenceTime(iCalendar: property.rawValue, zone: z)
        if property.parameterValue("VALUE")?.uppercased() == "DATE", !v.isDate {
          throw fail(property, "VALUE=DATE but \(property.rawValue) is not a DATE (YYYYMMDD)")
        }
        return v
      } catch let error as PlanInputError {
        throw error
      } catch {
        throw fail(property, "\(error)")
      }
    }

    let completed = status == "COMPLETED" || status == "CANCELLED" || hasCompleted || percent?.integer == 100
    let enabled = enabledProperty?.rawValue.uppercased() != "FALSE"
    var condition: SmartCondition?
    if let c = conditionProperty {
      struct Shape: Decodable { let skipIfLogged: String? }
      if let shape = try? JSONDecoder().decode(Shape.self, from: Data(c.text.utf8)) {
        condition = shape.skipIfLogged.flatMap { $0.isEmpty ? nil : SmartCondition(skipIfLogged: $0) }
      } else {
        warnings.append("X-RECUR-CONDITION is not {\"skipIfLogged\": TYPE}: condition ignored")
      }
    }
    let allDayTime = condition?.defaultTime ?? SmartCondition.allDayTime
    let recreate = recreateProperty?.rawValue.uppercased() == "TRUE"

    guard let anchorProperty = startProperty ?? dueProperty else {
      // A todo with no date has no occurrence: nothing to plan, never overdue.
      self.init(uid: uid, title: title, kind: .oneTime, completed: completed, enabled: enabled,
                condition: condition, warnings: warnings, occurrences: { _ in EmptyOccurrenceStream() })
      return
    }
    let anchor = try value(anchorProperty)
    let zone = anchor.zone ?? floatingZone
    func instant(_ v: RecurrenceTime) -> Instant {
      if let i = v.instant { return i }
      if v.isDate { return floatingZone.instant(for: CivilDateTime(date: v.civil.date, time: allDayTime)) }
      return floatingZone.instant(for: v.civil)
    }
    var dueOffset: Int64 = 0
    var dueValue = anchor
    if let dueProperty, let startProperty {
      // Exported reminders write DUE equal to DTSTART: read it once.
      dueValue = dueProperty.rawValue == startProperty.rawValue && dueProperty.parameters == startProperty.parameters
        ? anchor : try value(dueProperty)
      dueOffset = instant(dueValue).secondsSinceEpoch - instant(anchor).secondsSinceEpoch
    } else if startProperty != nil, let duration = durationProperty?.duration {
      // No DUE: the todo is due at DTSTART + DURATION (RFC 5545 §3.6.2), as `recur import` and
      // `recur occurrences` read it (Occurrences' `RecurrenceTime.adding(_:)`).
      dueValue = anchor.adding(duration)
      dueOffset = instant(dueValue).secondsSinceEpoch - instant(anchor).secondsSinceEpoch
    }
    // The first instance fires at `due`; it is overdue after `overdueAt` (an all-day due from
    // the start of its day, as the Reminders module reads it).
    let due = instant(dueValue)
    let overdueAt = dueValue.instant
      ?? floatingZone.instant(for: dueValue.isDate ? CivilDateTime(date: dueValue.civil.date, time: .midnight) : dueValue.civil)

    var rules: [RecurrenceRule] = []
    for property in rrules {
      do {
        var rule = try cache.rule(property.rawValue)
        // A mismatched UNTIL type is read leniently, as `recur import` and `recur occurrences`
        // read it (Occurrences' `untilMatching(start:)`, docs/SEMANTICS.md).
        if (try? rule.validate(start: anchor)) == nil, let fixed = rule.untilMatching(start: anchor),
           (try? fixed.validate(start: anchor)) != nil {
          rule = fixed
          warnings.append("RRULE UNTIL does not match DTSTART's value type (RFC 5545 §3.3.10); read as UNTIL=\(fixed.until?.iCalendarText ?? "")")
        }
        rules.append(rule)
      } catch {
        throw fail(property, "\(error)")
      }
    }
    var rdates: [RecurrenceDate] = []
    for property in rdateProperties {
      let z = zoneOf(property)
      for item in property.rawValues {
        do {
          rdates.append(try RecurrenceDate(parsing: item, zone: z))
        } catch {
          throw fail(property, "\(error)")
        }
      }
    }
    var exdates: [RecurrenceTime] = []
    for property in exdateProperties {
      let z = zoneOf(property)
      for item in property.rawValues {
        do {
          exdates.append(try RecurrenceTime(iCalendar: item, zone: z))
        } catch {
          throw fail(property, "\(error)")
        }
      }
    }
    let recurring = !rules.isEmpty || !rdates.isEmpty
    var plansNothing = false
    if weekdaysProperty != nil {
      warnings.append("weekly reminder with no weekdays: nothing planned")
      plansNothing = true
    }
    if !recurring {
      // One-time: the occurrence is the due itself (DTSTART shifted to DUE); no engine needed,
      // unless an EXDATE removes it.
      let fire = exdates.isEmpty ? due : nil
      let empty = plansNothing
      self.init(
        uid: uid, title: title, kind: .oneTime, zone: zone, completed: completed, enabled: enabled,
        condition: condition, due: overdueAt, warnings: warnings,
        occurrences: { _ in InstantListStream(empty ? [] : (fire.map { [$0] } ?? [])) })
      return
    }
    let floating = floatingZone
    let empty = plansNothing
    let lead = dueOffset
    // A series that never ends and fires at DTSTART's time of day (DAILY or coarser, no COUNT,
    // UNTIL, BYHOUR, BYMINUTE, BYSECOND, RDATE or EXDATE; BYSETPOS picks among those days, so
    // the time stays DTSTART's), or HOURLY with no BYxxx
    // part (at DTSTART's minute and second), gets a cheap lower bound on its next occurrence,
    // and its engine set is built only when the planner asks for it.
    var earliest: (@Sendable (Instant) -> Instant)?
    let set: RecurrenceSet?
    let bounded = rules.count == 1 && rdates.isEmpty && exdates.isEmpty && !plansNothing
    if bounded, let rule = rules.first, rule.count == nil, rule.until == nil,
       let shape = SeriesBound.of(rule: rule, anchor: anchor, anchorInstant: instant(anchor),
                                  floatingZone: floatingZone, allDayTime: allDayTime) {
      do {
        if rule == (try? cache.rule(rrules[0].rawValue)) {
          try cache.validate(rule, text: rrules[0].rawValue, start: anchor)
        } else {
          try rule.validate(start: anchor)
        }
      } catch {
        throw fail(rrules.first ?? anchorProperty, "\(error)")
      }
      set = nil
      earliest = { after in shape.bound(after: after, lead: lead) }
    } else {
      do {
        set = try RecurrenceSet(start: anchor, rules: rules, rdates: rdates, exdates: exdates)
      } catch {
        throw fail(rrules.first ?? anchorProperty, "\(error)")
      }
    }
    let frozenRules = rules
    let series: @Sendable (Instant) -> any OccurrenceStream = { after in
        guard !empty else { return EmptyOccurrenceStream() }
        // The window is read in DTSTART's frame, before the DUE − DTSTART shift: instants for
        // UTC and zoned starts; wall clock for floating ones (3 h early, for folds); the day
        // before for dates (an all-day occurrence fires later on its own day). The policy
        // drops what is not after `after`.
        let shifted = after.adding(seconds: -lead)
        let windowStart: RecurrenceTime
        switch anchor {
        case .utc, .zoned: windowStart = .utc(shifted.utc)
        case .floating: windowStart = .floating(floating.civil(at: shifted.adding(seconds: -10_800)))
        case .date: windowStart = .date(floating.civil(at: shifted).date.adding(days: -1))
        }
        guard let recurrence = set ?? (try? RecurrenceSet(start: anchor, rules: frozenRules)) else {
          return EmptyOccurrenceStream()
        }
        let window = recurrence.occurrences(after: windowStart).makeIterator()
        return RecurrenceSetStream(base: window, floatingZone: floating, allDayTime: allDayTime, dueOffset: lead)
      }
    // Instances a completed RECURRENCE-ID override marks done (CompletedOverrides, read by
    // Occurrences' TimedComponent): when the latest is at or after the due, the series goes on
    // from the first occurrence after it, and is completed when none is left — as `recur import`
    // moves the reminder's due (ReminderImporter), so both plans agree.
    var doneThrough: Instant?
    if !completed, let rids = cache.completedOverrides.latest[uid] {
      for rid in rids {
        let civil = rid.isDate ? CivilDateTime(date: rid.civil.date, time: .midnight) : rid.civil
        let i = rid.instant ?? zone.instant(for: civil)
        doneThrough = Swift.max(doneThrough ?? i, i)
      }
    }
    var isCompleted = completed
    var overdue = overdueAt
    var occurrences: @Sendable (Instant) -> any OccurrenceStream = series
    var bound: (@Sendable (Instant) -> Instant)? = earliest
    if let done = doneThrough, overdueAt <= done {
      // The stream may start before `done` (floating and all-day windows open early; the policy
      // drops the rest): the next instance is the first strictly after it. Bounded: a window
      // opens at most a day early.
      var rest = series(done)
      var next = rest.next()
      var early = 0
      while let n = next, n <= done, early < 100_000 {
        next = rest.next()
        early += 1
      }
      if let next, next > done { overdue = next } else { isCompleted = true }
      occurrences = { (after: Instant) -> any OccurrenceStream in series(Swift.max(after, done)) }
      if let e = earliest {
        bound = { (after: Instant) -> Instant in e(Swift.max(after, done)) }
      }
    }
    self.init(
      uid: uid, title: title, kind: recurring ? .recurring : .oneTime, zone: zone, completed: isCompleted,
      enabled: enabled, condition: condition, due: recurring && recreate ? nil : overdue, warnings: warnings,
      earliest: bound, occurrences: occurrences)
  }
}
