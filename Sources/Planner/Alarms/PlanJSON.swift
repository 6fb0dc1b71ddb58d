// `recur plan --json` (README): one JSON object with the notifications
// (notification id, reminder id, fire time, title), `overdue`, `leftOut`, and with a previous
// plan the `add`, `remove` and `keep` lists of alarm UIDs. Keys in a fixed order; the same plan
// always gives the same bytes.

import Zones

/// The JSON form of a plan.
///
/// ```json
/// {"now": "2026-11-22T12:00:00Z", "budget": 64, "reserve": 14, ("policy": "coverage",)
///  "notifications": [{"id": "A…1/20261122T140000Z", "reminderId": "A…1",
///                     "fireAt": "2026-11-22T14:00:00Z", "title": "Pay rent"}],
///  "overdue": [{"reminderId": "B…2", "title": "Call mum", "due": "2026-11-21T18:00:00Z"}],
///  "leftOut": 0, "add": […], "remove": […], "keep": […]}
/// ```
public enum PlanJSON {
  /// The plan as pretty-printed JSON text ending in a newline.
  public static func encode(_ plan: Plan, policy: PlanPolicy) -> String {
    var s = "{\n"
    s += "  \"now\": \(string(NotificationID.isoText(plan.now))),\n"
    s += "  \"budget\": \(policy.budget),\n"
    s += "  \"reserve\": \(policy.reserve),\n"
    // Written only when not the default, so soonest-first plans keep their bytes.
    if policy.strategy != .soonest { s += "  \"policy\": \(string(policy.strategy.rawValue)),\n" }
    if let end = policy.horizonEnd { s += "  \"horizonEnd\": \(string(NotificationID.isoText(end))),\n" }
    s += "  \"notifications\": ["
    for (i, n) in plan.notifications.enumerated() {
      s += i == 0 ? "\n" : ",\n"
      s += "    {\"id\": \(string(n.id)), \"reminderId\": \(string(n.reminderUID)), "
      s += "\"fireAt\": \(string(NotificationID.isoText(n.fireAt))), \"title\": \(string(n.title))"
      if let original = n.snoozeOf { s += ", \"snoozeOf\": \(string(original))" }
      s += "}"
    }
    s += plan.notifications.isEmpty ? "],\n" : "\n  ],\n"
    s += "  \"overdue\": ["
    let overdue = plan.overdue
    for (i, o) in overdue.enumerated() {
      s += i == 0 ? "\n" : ",\n"
      s += "    {\"reminderId\": \(string(o.reminderUID)), \"title\": \(string(o.title)), "
      s += "\"due\": \(string(NotificationID.isoText(o.due)))}"
    }
    s += overdue.isEmpty ? "],\n" : "\n  ],\n"
    s += "  \"leftOut\": \(plan.leftOut)"
    if let diff = plan.diff {
      s += ",\n  \"add\": \(list(diff.add)),\n  \"remove\": \(list(diff.remove)),\n  \"keep\": \(list(diff.keep))"
    }
    s += "\n}\n"
    return s
  }

  private static func list(_ items: [String]) -> String {
    items.isEmpty ? "[]" : "[" + items.map(string).joined(separator: ", ") + "]"
  }

  /// A JSON string literal (RFC 8259 §7 escapes); the tool's other JSON writers use it too.
  package static func string(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
