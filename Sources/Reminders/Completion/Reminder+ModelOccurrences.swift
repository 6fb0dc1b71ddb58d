// A reminder's occurrences read by the Occurrences model (RFC 5545 §3.8.5.3 recurrence set,
// §3.8.4.4 overrides), as `recur plan x.ics` and `recur occurrences` read the VTODO it exports:
// used whenever the reminder says more than a preset can (a free RRULE, or lines import kept
// that touch time: a DTSTART apart from DUE, a second RRULE, RDATE, EXDATE, EXRULE, an
// override). The rule then expands from DTSTART and each instance is due the same exact time
// after its start as DUE is after DTSTART; DTSTART is an instance even when the rule does not
// generate it; a DATE EXDATE removes that day's instance; an override moves or cancels its
// instance.

import ICalendar
import Occurrences
import Recurrence
import Zones

extension Reminder {
  /// Whether a kept line names a time property the model reads (DTSTART, RRULE, RDATE,
  /// EXDATE, EXRULE) or opens a kept override (`BEGIN:VTODO`), any case.
  static func isKeptTimeLine(_ line: String) -> Bool {
    let upper = line.prefix(11).uppercased()
    if upper.hasPrefix("BEGIN:VTODO") { return true }
    for name in ["DTSTART", "RRULE", "RDATE", "EXDATE", "EXRULE"] where upper.hasPrefix(name) {
      let next = line.utf8.dropFirst(name.utf8.count).first
      if next == UInt8(ascii: ";") || next == UInt8(ascii: ":") { return true }
    }
    return false
  }

  /// Where the kept lines of the todo itself are a time line (`isKeptTimeLine`), not counting
  /// those inside a kept component (a VTIMEZONE observance's DTSTART, an override's own
  /// lines); an override's `BEGIN:VTODO` counts.
  var keptTimeLineIndices: [Int] {
    var depth = 0
    var found: [Int] = []
    for (i, line) in ical.enumerated() {
      if depth == 0, Self.isKeptTimeLine(line) { found.append(i) }
      let upper = line.prefix(6).uppercased()
      if upper.hasPrefix("BEGIN:") { depth += 1 } else if upper.hasPrefix("END:") { depth = Swift.max(0, depth - 1) }
    }
    return found
  }

  /// The index of the todo's own kept DTSTART line (not one inside a kept component).
  var keptStartIndex: Int? {
    keptTimeLineIndices.first { ical[$0].prefix(7).uppercased() == "DTSTART" }
  }

  /// Whether the reminder's occurrences are read by the model (see the file comment).
  var readsThroughModel: Bool {
    due != nil && (recurrence?.rule != nil || (ical.contains(where: Self.isKeptTimeLine) && !keptTimeLineIndices.isEmpty))
  }

  /// The overrides import kept (RECURRENCE-ID VTODOs of the same UID, written back beside the
  /// reminder's own VTODO on export).
  var keptOverrides: [Component] {
    guard ical.contains(where: { $0.uppercased().hasPrefix("BEGIN:VTODO") }) else { return [] }
    return ICalLines.parse(ical).components.filter { $0.name == "VTODO" }
  }

  /// The series the model reads from the reminder's VTODO: with `patternOnly`, DTSTART, DUE and
  /// the reminder's own rule alone (what a rule's COUNT counts, RFC 5545 §3.8.5.3); otherwise
  /// the whole exported VTODO with its kept lines and overrides.
  func modelSeries(patternOnly: Bool) throws(ReminderScheduleError) -> ComponentSeries {
    let kept = ICalLines.parse(ical)
    let todo = try modelComponent(kept: kept.properties, patternOnly: patternOnly)
    let timeZones = kept.components.filter { $0.name == "VTIMEZONE" }
    let zones = timeZones.isEmpty ? Self.sharedZones : ZoneResolver(timeZones: timeZones)
    var warnings: [Diagnostic] = []
    guard let master = TimedComponent(component: todo, zones: zones, warnings: &warnings) else {
      throw .noDue(reminder: id)
    }
    if let rule = recurrence?.rule, master.rules.isEmpty {
      throw .invalidRule(reminder: id, rule: rule, reason: warnings.first?.message ?? "not read")
    }
    var overrides: [TimedComponent] = []
    if !patternOnly {
      for o in kept.components where o.name == "VTODO" {
        if let t = TimedComponent(component: o, zones: zones, warnings: &warnings), t.recurrenceID != nil {
          overrides.append(t)
        }
      }
    }
    return ComponentSeries(master: master, overrides: overrides, warnings: &warnings)
  }

  /// The resolver of reminders that keep no VTIMEZONE: shared, so each TZID (and year) a store
  /// names is resolved once per process rather than once per reminder.
  static let sharedZones = ZoneResolver(timeZones: [])

  /// The VTODO time lines export writes for the reminder (`vtodo(stamp:)`): DTSTART (kept, or
  /// the due), DUE, the rule, and, unless `patternOnly`, the kept RRULE, RDATE, EXDATE and
  /// EXRULE lines; nothing else (the model reads no other property of it).
  func modelComponent(kept: [Property], patternOnly: Bool) throws(ReminderScheduleError) -> Component {
    var todo = Component(name: "VTODO")
    guard let due else { return todo }
    todo.append(Property(name: "UID", text: id))
    var props = kept
    let keptStart = props.firstIndex { $0.name == "DTSTART" }.map { props.remove(at: $0) }
    todo.append(keptStart ?? Self.dateProperty("DTSTART", due, tzid: timeZone))
    todo.append(Self.dateProperty("DUE", due, tzid: timeZone))
    if let recurrence {
      // The RRULE line with parameters kept on import belongs to the rule (Reminder+VTODOExport).
      let keptRule = props.firstIndex { $0.name == "RRULE" && !$0.parameters.isEmpty }.map { props.remove(at: $0) }
      if !(recurrence.frequency == .weekly && recurrence.weekdays?.isEmpty == true) {
        let ruleZone = timeZone == nil ? nil : try zone(floating: .utc)
        todo.append(Self.rrule(recurrence, due: due, zone: ruleZone, kept: keptRule))
      }
    } else {
      // A kept RRULE of a one-time reminder repeats nothing (Reminder+KeptRecurrence).
      props.removeAll { $0.name == "RRULE" }
    }
    guard !patternOnly else { return todo }
    for p in props where ["RRULE", "RDATE", "EXDATE", "EXRULE"].contains(p.name) { todo.append(p) }
    return todo
  }

  /// The wall-clock dues of `series` (on the reminder's clock), at or after `notBefore` when
  /// given, soonest first; a completed or cancelled override is no occurrence.
  func modelDues(_ series: ComponentSeries, notBefore: CivilDateTime?) throws(ReminderScheduleError) -> AnyIterator<ReminderDue> {
    guard let due else { return AnyIterator { nil } }
    let zone = try self.zone(floating: .utc)
    let allDay = due.isAllDay
    // From two days before `notBefore` (or the series' first instance): offsets never exceed
    // ±26 h, and an all-day due's key is its midnight.
    let startCivil = notBefore ?? series.master?.anchor.map { Self.wallClock($0, in: zone) } ?? due.civil
    let from = zone.instant(for: startCivil).adding(seconds: -2 * 86_400)
    var base = series.occurrences(from: from, to: Instant(secondsSinceEpoch: 32_503_680_000), floatingZone: zone).makeIterator()
    var head = base.next()
    // Occurrences come in start order; a moved override may be due before the instance ahead
    // of it, so dues wait in a small sorted buffer until the next start is later.
    var pending: [(key: Int64, due: ReminderDue)] = []
    var last: Int64?
    func key(_ value: RecurrenceTime) -> Int64 {
      if let i = value.instant { return i.secondsSinceEpoch }
      return zone.instant(for: value.civil).secondsSinceEpoch
    }
    return AnyIterator {
      var steps = 0
      while steps < 100_000 {
        steps += 1
        while let h = head, pending.isEmpty || h.sortKey <= pending[0].key {
          head = base.next()
          if h.isOverride, TimedComponent.isCompleted(h.component) { continue }
          guard let value = h.end ?? h.start else { continue }
          let wall = Self.wallClock(value, in: zone)
          let d: ReminderDue = allDay ? .date(wall.date) : .dateTime(wall)
          let k = key(value)
          var i = pending.count
          while i > 0, pending[i - 1].key > k { i -= 1 }
          pending.insert((k, d), at: i)
        }
        guard !pending.isEmpty else { return nil }
        let next = pending.removeFirst()
        if let notBefore, next.due.civil < notBefore { continue }
        if let last, next.key <= last { continue }
        last = next.key
        return next.due
      }
      return nil
    }
  }

  /// The master instance whose occurrence is due at `target` (the instance an override
  /// replaces, for an override's occurrence): its start, in DTSTART's frame, and its own due on
  /// the reminder's clock (start + DUE − DTSTART, exactly); nil when no occurrence is due then.
  func modelInstance(dueAt target: ReminderDue) throws(ReminderScheduleError) -> (start: RecurrenceTime, due: ReminderDue)? {
    guard let due else { return nil }
    let series = try modelSeries(patternOnly: false)
    guard let master = series.master, let anchor = master.start ?? master.anchor else { return nil }
    let zone = try self.zone(floating: .utc)
    func instant(_ v: RecurrenceTime) -> Instant { v.instant ?? zone.instant(for: v.civil) }
    let length = master.due.map { instant($0).secondsSinceEpoch - instant(anchor).secondsSinceEpoch } ?? 0
    let from = zone.instant(for: target.civil).adding(seconds: -2 * 86_400 - Swift.max(0, length))
    var it = series.occurrences(from: from, to: Instant(secondsSinceEpoch: 32_503_680_000), floatingZone: zone).makeIterator()
    var steps = 0
    while let o = it.next(), steps < 100_000 {
      steps += 1
      guard let value = o.end ?? o.start else { continue }
      let wall = Self.wallClock(value, in: zone)
      let d: ReminderDue = due.isAllDay ? .date(wall.date) : .dateTime(wall)
      if d.civil > target.civil, !o.isOverride { return nil }
      guard d == target else { continue }
      let start = o.isOverride ? (o.recurrenceID ?? o.start ?? value) : (o.start ?? value)
      let dueInstant = instant(start).adding(seconds: length)
      let dueWall = zone.civil(at: dueInstant)
      return (start, due.isAllDay ? .date(start.civil.date.adding(days: Int(length / 86_400))) : .dateTime(dueWall))
    }
    return nil
  }

  /// `value` on the reminder's wall clock: a zoned or UTC value converted into `zone`, a
  /// floating or DATE one as written.
  static func wallClock(_ value: RecurrenceTime, in zone: Zone?) -> CivilDateTime {
    switch value {
    case .zoned(let c, let z): return (zone ?? .utc).civil(at: z.instant(for: c))
    case .utc(let c): return (zone ?? .utc).civil(at: Instant(utc: c))
    default: return value.civil
    }
  }
}
