// The JSON and iCalendar forms of `recur occurrences` (README): values as iCalendar text
// (RFC 5545 §3.3.4, §3.3.5), UTC forms for zoned and UTC times; standalone components with
// overrides applied (RFC 5545 §3.8.4.4, the instance written as its own component).

import ICalendar
import Planner
import Occurrences
import Recurrence
import Zones

/// Writes occurrences as JSON or iCalendar.
enum OccurrenceOutput {
  /// One line an occurrence: `START END UID SUMMARY`, values as iCalendar text, `-` when absent.
  static func writeText(_ occurrences: some Sequence<ComponentOccurrence>, to out: OutputStream) {
    for o in occurrences {
      out.write(iCalendar: o.start)
      out.write(byte: 0x20)
      out.write(iCalendar: o.end)
      out.write(byte: 0x20)
      out.write(o.uid)
      out.write(byte: 0x20)
      if let summary = o.summary { out.write(summary) }
      out.write(byte: 0x0A)
    }
  }

  /// `{"occurrences": [{"uid", "component", "start", "startUTC", "end", "endUTC", "recurrenceId",
  /// "summary"}]}`; a missing value is `null`. Written field by field into the stream's buffer.
  static func writeJSON(_ occurrences: some Sequence<ComponentOccurrence>, to out: OutputStream) {
    out.write("{\"occurrences\": [")
    var first = true
    for o in occurrences {
      out.write(first ? "\n  {\"uid\": " : ",\n  {\"uid\": ")
      first = false
      out.writeJSON(string: o.uid)
      out.write(", \"component\": ")
      out.writeJSON(string: o.kind.rawValue)
      out.write(", \"start\": ")
      out.writeJSON(iCalendar: o.start)
      out.write(", \"startUTC\": ")
      out.writeJSON(iCalendar: o.startInstant.map { .utc($0.utc) })
      out.write(", \"end\": ")
      out.writeJSON(iCalendar: o.end)
      out.write(", \"endUTC\": ")
      out.writeJSON(iCalendar: o.endInstant.map { .utc($0.utc) })
      out.write(", \"recurrenceId\": ")
      out.writeJSON(iCalendar: o.recurrenceID)
      out.write(", \"summary\": ")
      if let summary = o.summary { out.writeJSON(string: summary) } else { out.write("null") }
      out.write(byte: 0x7D)
    }
    out.write(first ? "]}\n" : "\n]}\n")
  }

  /// A VCALENDAR holding each occurrence as its own component (no RRULE, RDATE, EXDATE or
  /// EXRULE; DTSTART and DTEND/DUE of the occurrence; RECURRENCE-ID of a recurring one), with
  /// the file's VTIMEZONEs that those components name.
  static func writeICS(_ occurrences: some Sequence<ComponentOccurrence>, zones: ZoneResolver, to out: OutputStream) {
    var components: [Component] = []
    var tzids: [String] = []
    var parsed = OccurrenceComponents()
    for o in occurrences {
      var c = parsed.component(of: o)
      let hadDuration = c.firstProperty(named: "DURATION") != nil
      let position = c.properties.firstIndex { $0.name == "DTSTART" || $0.name == "DUE" || $0.name == "DTEND" }
        ?? c.properties.count
      var kept: [Property] = []
      var insertAt = 0
      for (i, p) in c.properties.enumerated() {
        if i == position { insertAt = kept.count }
        switch p.name {
        case "RRULE", "RDATE", "EXDATE", "EXRULE", "RECURRENCE-ID", "DTSTART", "DTEND", "DUE": continue
        case "DURATION" where o.start == nil: continue
        default: kept.append(p)
        }
      }
      if position == c.properties.count { insertAt = kept.count }
      var times: [Property] = []
      if let s = o.start { times.append(property("DTSTART", s)) }
      if let e = o.end, !(hadDuration && o.start != nil) {
        times.append(property(o.kind == .todo ? "DUE" : "DTEND", e))
      }
      if let rid = o.recurrenceID { times.append(property("RECURRENCE-ID", rid)) }
      kept.insert(contentsOf: times, at: min(insertAt, kept.count))
      c.properties = kept
      for p in times {
        if let t = p.tzid, zones.timeZoneComponents[t] != nil, !tzids.contains(t) { tzids.append(t) }
      }
      components.append(c)
    }
    var w = ICalendarWriter()
    w.begin("VCALENDAR")
    w.write(Property(name: "VERSION", rawValue: "2.0"))
    w.write(Property(name: "PRODID", text: "-//Recur//occurrences//EN"))
    for t in tzids { if let tz = zones.timeZoneComponents[t] { w.write(tz) } }
    for c in components { w.write(c) }
    w.end("VCALENDAR")
    out.write(bytes: w.takeBytes())
  }

  /// A DATE or DATE-TIME property for `value`: `VALUE=DATE` for dates, `TZID=` for zoned values.
  static func property(_ name: String, _ value: RecurrenceTime) -> Property {
    var params: [Parameter] = []
    switch value {
    case .date: params.append(Parameter(name: "VALUE", value: "DATE"))
    case .zoned(_, let zone): params.append(Parameter(name: "TZID", value: zone.identifier))
    case .floating, .utc: break
    }
    return Property(name: name, parameters: params, rawValue: value.iCalendarText)
  }
}
