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
  /// Each line is formatted straight into one byte buffer on `out`'s descriptor (written every
  /// 64 KiB) from the merge's plain records (`Iterator.nextLine`): no value, String, reference
  /// count or class access per line. Whatever `out` holds is flushed first, so the order stays.
  static func writeText(_ occurrences: OccurrenceCalendar.Window, to out: OutputStream) {
    out.flush()
    var sink = LineSink(fd: out.descriptor)
    var it = occurrences.makeIterator()
    let room = ComponentOccurrence.startAndEndLength + 1
    var more = true
    while more {
      let p = sink.reserve(room)
      more = it.nextLine(startAndEnd: UnsafeMutableBufferPointer(start: p, count: room)) { n, uid, summary in
        p[n] = 0x20
        sink.commit(n + 1)
        sink.append(bytes: uid)
        sink.append(byte: 0x20)
        if let summary { sink.append(bytes: summary) }
        sink.append(byte: 0x0A)
      }
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
  /// the file's VTIMEZONEs that those components name. Streamed in two passes over the lazy
  /// window: the first finds the zones (written first), the second writes each component as it
  /// is made, so memory does not grow with the number of occurrences.
  static func writeICS(_ occurrences: OccurrenceCalendar.Window, zones: ZoneResolver, to out: OutputStream) {
    var parsed = OccurrenceComponents()
    var tzids: [String] = []
    for o in occurrences {
      for p in times(of: o, in: parsed.component(of: o)) {
        if let t = p.tzid, zones.timeZoneComponents[t] != nil, !tzids.contains(t) { tzids.append(t) }
      }
    }
    var w = ICalendarWriter()
    w.begin("VCALENDAR")
    w.write(Property(name: "VERSION", rawValue: "2.0"))
    w.write(Property(name: "PRODID", text: "-//Recur//occurrences//EN"))
    for t in tzids { if let tz = zones.timeZoneComponents[t] { w.write(tz) } }
    for o in occurrences {
      w.write(standalone(o, parsed.component(of: o)))
      if w.bytes.count >= 1 << 16 { out.write(bytes: w.takeBytes()) }
    }
    w.end("VCALENDAR")
    out.write(bytes: w.takeBytes())
  }

  /// `c` (the occurrence's master or override) as the occurrence alone: the recurrence
  /// properties dropped, the occurrence's own times where DTSTART/DTEND/DUE stood.
  static func standalone(_ o: ComponentOccurrence, _ component: Component) -> Component {
    var c = component
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
    kept.insert(contentsOf: times(of: o, in: c), at: min(insertAt, kept.count))
    c.properties = kept
    return c
  }

  /// The occurrence's DTSTART, DTEND or DUE (unless `c` keeps its DURATION) and RECURRENCE-ID.
  static func times(of o: ComponentOccurrence, in c: Component) -> [Property] {
    let hadDuration = c.firstProperty(named: "DURATION") != nil
    var times: [Property] = []
    if let s = o.start { times.append(property("DTSTART", s)) }
    if let e = o.end, !(hadDuration && o.start != nil) {
      times.append(property(o.kind == .todo ? "DUE" : "DTEND", e))
    }
    if let rid = o.recurrenceID { times.append(property("RECURRENCE-ID", rid)) }
    return times
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
