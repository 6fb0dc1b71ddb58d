// Plain-language descriptions of RRULEs (RFC 5545 §3.3.10; README `recur describe`):
// every rule part in words, with docs/SEMANTICS.md's clamped forms named as such.

import Recurrence
import Zones

/// Describes any RRULE in English, using DTSTART (when given) for what the rule leaves to it.
///
/// - `FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;WKST=MO` from 09:00 → "Every 2 weeks on Monday and Wednesday at 9:00"
/// - `FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1` → "Monthly on the 31st (the last day in shorter months)"
/// - `FREQ=HOURLY;INTERVAL=3` → "Every 3 hours"
/// - `FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1` → "Yearly on February 29 (February 28 in common years)"
/// - `FREQ=DAILY;UNTIL=20261125` → "Daily until November 25, 2026"
/// - `FREQ=MONTHLY;BYDAY=-1FR;COUNT=6` → "Monthly on the last Friday, 6 times"
public enum RuleDescriber {
  /// The sentence for `rule` (with or without `RRULE:`); `start` is DTSTART's wall-clock value
  /// (a date for all-day rules) and `zone` its zone, used to read a UTC UNTIL as a local date.
  public static func describe(_ rule: String, start: ReminderDue? = nil, zone: Zone? = nil) throws(RuleDescriptionError) -> String {
    let p: RuleText
    do {
      p = try RuleText(RuleText.strippingPrefix(rule))
    } catch {
      throw RuleDescriptionError(message: error.message)
    }
    // Only a rule the engine accepts is described: RuleText splits the parts, the Recurrence
    // module owns validation (an unknown part or RSCALE, UNTIL=2026, BYWEEKNO under DAILY).
    do {
      _ = try RecurrenceRule(parsing: p.text)
    } catch {
      throw RuleDescriptionError(message: error.description)
    }
    guard let freq = p.frequency else { throw RuleDescriptionError(message: "FREQ is missing (valid: FREQ=SECONDLY…YEARLY)") }
    let n = p.interval
    var s = ""
    let unit: String
    switch freq {
    case "SECONDLY": unit = "second"
    case "MINUTELY": unit = "minute"
    case "HOURLY": unit = "hour"
    case "DAILY": unit = "day"
    case "WEEKLY": unit = "week"
    case "MONTHLY": unit = "month"
    default: unit = "year"
    }
    let adverb = ["SECONDLY": "Every second", "MINUTELY": "Every minute", "HOURLY": "Hourly", "DAILY": "Daily",
                  "WEEKLY": "Weekly", "MONTHLY": "Monthly", "YEARLY": "Yearly"][freq] ?? "Yearly"
    s = n == 1 ? adverb : "Every \(n) \(unit)s"

    let months = p.integers("BYMONTH")
    var monthDays = p.integers("BYMONTHDAY")
    var setPos = p.integers("BYSETPOS")
    let byDay = p.byDay
    // A calendar with months of its own (RFC 7529 RSCALE): its days are described by
    // RuleDescriber+Calendar, its month names used below.
    let scale = p["RSCALE"].flatMap { CalendarScale(rawValue: $0.uppercased()) }
    let scaled = scale.map { !$0.hasGregorianMonths } ?? false
    let calendarParts = scaled ? calendarDayParts(p.text, start: start) : nil
    let skipBackward = !scaled && p["RSCALE"] != nil && p["SKIP"]?.uppercased() == "BACKWARD"
    var clampNote: String?

    // docs/SEMANTICS.md clamped forms: BYMONTHDAY=28,…,d;BYSETPOS=-1 (and RSCALE/SKIP=BACKWARD).
    if let md = monthDays, setPos == [-1], byDay == nil, let last = md.last, (29...31).contains(last), md == Array(28...last) {
      monthDays = [last]
      setPos = nil
      clampNote = months == [2] ? "February 28 in common years" : "the last day in shorter months"
    } else if skipBackward, freq == "MONTHLY" || freq == "YEARLY" {
      let day = monthDays?.count == 1 ? monthDays?.first : (monthDays == nil ? start?.date.day : nil)
      if let day, day >= 29 {
        monthDays = [day]
        let m = months?.first ?? (freq == "YEARLY" ? start?.date.month : nil)
        clampNote = m == 2 ? "February 28 in common years" : "the last day in shorter months"
      }
    }

    var parts: [String] = []
    // Days.
    if let calendarParts {
      parts += calendarParts
    } else if !scaled, freq == "YEARLY", let md = monthDays, md.count == 1, let day = md.first, day > 0, months?.count ?? 0 <= 1,
       let m = months?.first ?? start?.date.month, byDay == nil {
      parts.append("on \(monthName(m)) \(day)")
    } else {
      var monthPhrase = months.flatMap { $0.isEmpty ? nil : "in " + list($0.map(monthName)) }
      if let scale, scaled {
        // BYMONTH counts the calendar's months (`5L` is Hebrew Adar I).
        let items = (p["BYMONTH"] ?? "").split(separator: ",").compactMap { item -> String? in
          let leap = item.uppercased().hasSuffix("L")
          return Int(leap ? item.dropLast() : item).map { (scale.hasNamedMonths ? "" : "the ") + scale.monthName($0, isLeap: leap) }
        }
        monthPhrase = (items.isEmpty ? "" : "in " + list(items) + " ") + "(\(scale.adjective) calendar)"
      }
      if let weeks = p.integers("BYWEEKNO") { parts.append("in week" + (weeks.count > 1 ? "s " : " ") + list(weeks.map(weekNumber)) + " of the year") }
      if let yd = p.integers("BYYEARDAY") { parts.append("on the " + list(yd.map(dayOrdinal)) + " day of the year") }
      if let md = monthDays { parts.append("on the " + list(md.map(dayOrdinal)) + (md.allSatisfy { $0 > 0 } ? "" : " day of the month")) }
      if let days = byDay {
        let plain = days.allSatisfy { $0.ordinal == nil }
        let names = days.map(\.day)
        if plain, Set(names) == Set([.monday, .tuesday, .wednesday, .thursday, .friday]), names.count == 5,
           let pos = setPos, pos.count == 1, freq == "MONTHLY" || freq == "YEARLY" {
          parts.append("on the " + dayOrdinal(pos[0]) + " weekday" + (freq == "YEARLY" && months == nil ? " of the year" : ""))
          setPos = nil
        } else if plain, Set(names) == Set([.monday, .tuesday, .wednesday, .thursday, .friday]), names.count == 5 {
          parts.append("on weekdays")
        } else if plain, Set(names) == Set([.saturday, .sunday]), names.count == 2 {
          parts.append("on weekends")
        } else {
          let scope = freq == "YEARLY" && months == nil && p["BYWEEKNO"] == nil && p["BYYEARDAY"] == nil ? " of the year" : ""
          parts.append("on " + list(days.map { d in
            d.ordinal.map { "the " + dayOrdinal($0) + " " + dayName(d.day) + scope } ?? dayName(d.day)
          }))
        }
      }
      // "on the 4th Thursday in November": the months after the days they hold.
      if let monthPhrase { parts.append(monthPhrase) }
      // What DTSTART supplies when the rule names no day (a calendar's day: DTSTART read in it).
      if monthDays == nil, byDay == nil, p["BYYEARDAY"] == nil, p["BYWEEKNO"] == nil, let start {
        switch freq {
        case "MONTHLY" where scaled, "YEARLY" where scaled:
          let day = scale.map { $0.date(of: start.date).day } ?? start.date.day
          parts.insert("on the " + dayOrdinal(day), at: 0)
        case "WEEKLY": parts.append("on " + dayName(start.date.weekday))
        case "MONTHLY":
          parts.append("on the " + dayOrdinal(start.date.day))
          if start.date.day > 28, clampNote == nil { clampNote = "months without a \(dayOrdinal(start.date.day)) are skipped" }
        case "YEARLY" where months == nil:
          parts.append("on \(monthName(start.date.month)) \(start.date.day)")
          if start.date.month == 2, start.date.day == 29, clampNote == nil { clampNote = "only in leap years" }
        case "YEARLY":
          parts.insert("on the " + dayOrdinal(start.date.day), at: Swift.max(0, parts.count - 1))
        default: break
        }
      }
    }
    if let note = clampNote { parts.append("(\(note))") }
    if let pos = setPos {
      parts.append("keeping only the " + list(pos.map(dayOrdinal)) + " of those each \(unit)")
    }
    // Times.
    let hours = p.integers("BYHOUR"), minutes = p.integers("BYMINUTE"), seconds = p.integers("BYSECOND")
    if hours != nil || minutes != nil || seconds != nil {
      let hs = hours ?? (["DAILY", "WEEKLY", "MONTHLY", "YEARLY"].contains(freq) ? [start?.civil.time.hour ?? 0] : [])
      let ms = minutes ?? (["SECONDLY", "MINUTELY"].contains(freq) ? [] : [start?.civil.time.minute ?? 0])
      let ss = seconds ?? [start?.civil.time.second ?? 0]
      if !hs.isEmpty, !ms.isEmpty, hs.count * ms.count * ss.count <= 8 {
        var times: [String] = []
        for h in hs { for m in ms { for sec in ss { times.append(clock(h, m, sec)) } } }
        parts.append("at " + list(times))
      } else {
        if let hours { parts.append("in hour" + (hours.count > 1 ? "s " : " ") + list(hours.map(String.init))) }
        if let minutes { parts.append("at minute" + (minutes.count > 1 ? "s " : " ") + list(minutes.map(String.init))) }
        if let seconds { parts.append("at second" + (seconds.count > 1 ? "s " : " ") + list(seconds.map(String.init))) }
      }
    } else if let t = start?.time, ["DAILY", "WEEKLY", "MONTHLY", "YEARLY"].contains(freq) {
      parts.append("at " + clock(t.hour, t.minute, t.second))
    }
    if let wkst = p["WKST"], let day = Weekday(icalName: wkst), day != .monday, freq == "WEEKLY" || p["BYWEEKNO"] != nil {
      parts.append("(weeks start on \(dayName(day)))")
    }
    if let skip = p["SKIP"]?.uppercased(), scaled, calendarParts == nil {
      switch skip {
      case "BACKWARD": parts.append("(a leap month or day a year lacks moves back)")
      case "FORWARD": parts.append("(a leap month or day a year lacks moves forward)")
      default: break
      }
    } else if let skip = p["SKIP"]?.uppercased(), p["RSCALE"] != nil, clampNote == nil, calendarParts == nil {
      switch skip {
      case "BACKWARD": parts.append("(a day a month lacks moves back to its last day)")
      case "FORWARD": parts.append("(a day a month lacks moves forward to the next month's first day)")
      default: break
      }
    }
    if let until = p["UNTIL"] { parts.append("until " + untilText(until, zone: zone)) }
    var sentence = ([s] + parts).joined(separator: " ")
    if let count = p.count { sentence += count == 1 ? ", once" : ", \(count) times" }
    return sentence
  }

  static func untilText(_ text: String, zone: Zone?) -> String {
    if let d = DateTimeText.icalDate(Substring(text)) { return longDate(d) }
    guard let (civil, utc) = DateTimeText.icalDateTime(Substring(text)) else { return text }
    var local = civil
    if utc, let zone { local = zone.civil(at: Instant(utc: civil)) }
    if local.time.secondsSinceMidnight == 86_399 { return longDate(local.date) }
    return longDate(local.date) + " at " + clock(local.time.hour, local.time.minute, local.time.second)
      + (utc && zone == nil ? " UTC" : "")
  }

  /// "November 25, 2026".
  static func longDate(_ d: CivilDate) -> String { "\(monthName(d.month)) \(d.day), \(d.year)" }

  /// "9:00", "17:30", "9:00:30".
  static func clock(_ h: Int, _ m: Int, _ s: Int) -> String {
    "\(h):" + CivilDateText.pad(m, 2) + (s == 0 ? "" : ":" + CivilDateText.pad(s, 2))
  }

  /// "1st", "22nd", "last", "2nd-to-last".
  static func dayOrdinal(_ n: Int) -> String {
    if n == -1 { return "last" }
    if n < 0 { return ordinal(-n) + "-to-last" }
    return ordinal(n)
  }

  static func weekNumber(_ n: Int) -> String { n > 0 ? String(n) : dayOrdinal(n) }

  static func ordinal(_ n: Int) -> String {
    let suffix: String
    switch (n % 10, n % 100) {
    case (_, 11...13): suffix = "th"
    case (1, _): suffix = "st"
    case (2, _): suffix = "nd"
    case (3, _): suffix = "rd"
    default: suffix = "th"
    }
    return "\(n)\(suffix)"
  }

  static func monthName(_ m: Int) -> String {
    let names = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                 "October", "November", "December"]
    return (1...12).contains(m) ? names[m - 1] : "month \(m)"
  }

  static func dayName(_ d: Weekday) -> String {
    switch d {
    case .monday: "Monday"
    case .tuesday: "Tuesday"
    case .wednesday: "Wednesday"
    case .thursday: "Thursday"
    case .friday: "Friday"
    case .saturday: "Saturday"
    case .sunday: "Sunday"
    }
  }

  /// "a", "a and b", "a, b and c".
  static func list(_ items: [String]) -> String {
    switch items.count {
    case 0: return ""
    case 1: return items[0]
    default: return items.dropLast().joined(separator: ", ") + " and " + (items.last ?? "")
    }
  }
}

/// An RRULE that cannot be described because it is malformed.
public struct RuleDescriptionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, with the valid form.
  public let message: String
  /// The message.
  public var description: String { message }
}
