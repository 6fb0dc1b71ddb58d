// Adapting a VTODO (RFC 5545 §3.6.2) to the planner, for `recur plan FILE.ics`: its time
// properties (DTSTART, DUE or DTSTART + DURATION, RRULEs, RDATE, EXDATE, EXRULE, TZIDs and its
// RECURRENCE-ID overrides) are read by Occurrences' `TimedComponent` and `ComponentSeries`, as
// `recur occurrences` and `recur import` read them; this adapter reads only what the planner
// adds: STATUS/COMPLETED/PERCENT-COMPLETE and the Reminders export's X-RECUR-ENABLED,
// X-RECUR-CONDITION ({"skipIfLogged": …}), X-RECUR-WEEKLY-NO-DAYS and
// X-RECUR-RECREATE-IF-INCOMPLETE.

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
  /// The planner's view of a VTODO; `nil` for an override (RECURRENCE-ID) or a todo without
  /// UID, which are written back but not planned. Values the model cannot read are left out
  /// with a warning naming `file` and line:column (an unknown TZID reads as floating time),
  /// as `recur import` and `recur occurrences` read them.
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
    // The planner's own properties, in one pass (names are stored uppercased).
    var enabledProperty: Property?
    var conditionProperty: Property?
    var recreateProperty: Property?
    var weekdaysProperty: Property?
    for property in vtodo.properties {
      switch property.name {
      case "RECURRENCE-ID": return nil
      case RecurProperty.enabled: if enabledProperty == nil { enabledProperty = property }
      case RecurProperty.condition: if conditionProperty == nil { conditionProperty = property }
      case RecurProperty.recreateIfIncomplete: if recreateProperty == nil { recreateProperty = property }
      case RecurProperty.noWeekdays: if weekdaysProperty == nil { weekdaysProperty = property }
      default: break
      }
    }
    var diagnostics: [Diagnostic] = []
    guard let timed = TimedComponent(component: vtodo, zones: cache.zones, warnings: &diagnostics),
          !timed.uid.isEmpty else { return nil }
    let uid = timed.uid
    let title = timed.summary ?? ""
    var warnings: [String] = []

    // Done with: completed (RFC 5545 §3.8.1.11, §3.8.2.1, §3.8.1.8) or cancelled (§3.8.1.11).
    let completed = timed.isCompleted || timed.isCancelled
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

    let overrides = cache.overrides.byUID[ComponentUID(uid)] ?? []
    let series = ComponentSeries(master: timed, overrides: overrides, warnings: &diagnostics)
    diagnostics.sort { ($0.line, $0.column) < ($1.line, $1.column) }
    warnings = diagnostics.map { "\(file):\($0.line):\($0.column): \($0.message)" } + warnings

    guard let anchor = timed.anchor else {
      // A todo with no date has no occurrence: nothing to plan, never overdue.
      self.init(uid: uid, title: title, kind: .oneTime, completed: completed, enabled: enabled,
                condition: condition, warnings: warnings, occurrences: { _ in EmptyOccurrenceStream() })
      return
    }
    let zone = anchor.zone ?? floatingZone
    let floating = floatingZone
    func instant(_ v: RecurrenceTime) -> Instant {
      SeriesOccurrenceStream.fire(v, floatingZone: floating, allDayTime: allDayTime)
    }
    // The first instance is due at DUE, else DTSTART + DURATION, else DTSTART (RFC 5545 §3.6.2);
    // it is overdue after `overdueAt` (an all-day due from the start of its day, as the
    // Reminders module reads it).
    let dueValue = timed.due ?? anchor
    let lead = instant(dueValue).secondsSinceEpoch - instant(anchor).secondsSinceEpoch
    let due = instant(dueValue)
    let overdueAt = dueValue.instant
      ?? floatingZone.instant(for: dueValue.isDate ? CivilDateTime(date: dueValue.civil.date, time: .midnight) : dueValue.civil)

    var plansNothing = false
    if weekdaysProperty != nil {
      warnings.append("weekly reminder with no weekdays: nothing planned")
      plansNothing = true
    }
    let recurring = timed.isRecurring
    let empty = plansNothing
    if !recurring, overrides.isEmpty, timed.exdates.isEmpty, timed.exceptionRules.isEmpty {
      // One-time: the occurrence is the due itself; no engine needed.
      self.init(
        uid: uid, title: title, kind: .oneTime, zone: zone, completed: completed, enabled: enabled,
        condition: condition, due: overdueAt, warnings: warnings,
        occurrences: { _ in InstantListStream(empty ? [] : [due]) })
      return
    }
    // A single rule that never ends and fires at DTSTART's time of day (DAILY or coarser without
    // BYHOUR, BYMINUTE, BYSECOND), or HOURLY with no BYxxx part, with nothing else in its set,
    // gets a cheap lower bound on its next occurrence (`SeriesBound`); DTSTART, the set's first
    // instance even when the rule does not generate it (RFC 5545 §3.8.5.3), bounds it too.
    var earliest: (@Sendable (Instant) -> Instant)?
    if timed.rules.count == 1, let rule = timed.rules.first, rule.count == nil, rule.until == nil,
       timed.rdates.isEmpty, timed.exdates.isEmpty, timed.exceptionRules.isEmpty, overrides.isEmpty, !plansNothing,
       let shape = SeriesBound.of(rule: rule, anchor: anchor, anchorInstant: instant(anchor),
                                  floatingZone: floatingZone, allDayTime: allDayTime) {
      let first = due
      earliest = { after in
        let bound = shape.bound(after: after, lead: lead)
        return first > after ? Swift.min(first, bound) : bound
      }
    }
    let allDay = allDayTime
    let stream: @Sendable (Instant) -> any OccurrenceStream = { after in
      guard !empty else { return EmptyOccurrenceStream() }
      return SeriesOccurrenceStream(series: series, after: after, floatingZone: floating, allDayTime: allDay)
    }
    // Instances a completed RECURRENCE-ID override marks done: when the latest is at or after
    // the due, the series goes on from the first occurrence after it, and is completed when
    // none is left — as `recur import` moves the reminder's due (ReminderImporter), so both
    // plans agree.
    var doneThrough: Instant?
    if !completed {
      for o in overrides where o.isCompleted {
        guard let rid = o.recurrenceID else { continue }
        let civil = rid.isDate ? CivilDateTime(date: rid.civil.date, time: .midnight) : rid.civil
        let i = rid.instant ?? zone.instant(for: civil)
        doneThrough = Swift.max(doneThrough ?? i, i)
      }
    }
    var isCompleted = completed
    var overdue = overdueAt
    var occurrences: @Sendable (Instant) -> any OccurrenceStream = stream
    var bound: (@Sendable (Instant) -> Instant)? = earliest
    if let done = doneThrough, overdueAt <= done {
      var rest = stream(done)
      if let next = rest.next() { overdue = next } else { isCompleted = true }
      occurrences = { (after: Instant) -> any OccurrenceStream in stream(Swift.max(after, done)) }
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
