// The `ical` field of a reminder: iCalendar content the model has no field for, kept as
// unfolded content lines (RFC 5545 §3.1) so that export gives it back.

import ICalendar

/// Converts kept content lines to and from properties and components.
enum ICalLines {
  /// The unfolded content lines of a property.
  static func lines(_ property: Property) -> [String] { [property.description] }

  /// The unfolded content lines of a whole component, BEGIN to END.
  static func lines(_ component: Component) -> [String] {
    var out = ["BEGIN:" + component.name]
    for p in component.properties { out.append(p.description) }
    for c in component.components { out += lines(c) }
    out.append("END:" + component.name)
    return out
  }

  /// Reads kept lines back into properties and child components; lines that do not parse are
  /// returned as diagnostics (line numbers count within `lines`, from 1).
  static func parse(_ lines: [String]) -> (properties: [Property], components: [Component], diagnostics: [Diagnostic]) {
    guard !lines.isEmpty else { return ([], [], []) }
    let text = "BEGIN:X-RECUR-KEPT\r\n" + lines.joined(separator: "\r\n") + "\r\nEND:X-RECUR-KEPT\r\n"
    let result = ICalendarParser.parse(text)
    guard let wrapper = result.components.first(where: { $0.name == "X-RECUR-KEPT" }) else {
      return ([], [], result.diagnostics)
    }
    let shifted = result.diagnostics.map { d in
      var d = d
      d.line -= 1
      return d
    }
    return (wrapper.properties, wrapper.components, shifted)
  }
}
