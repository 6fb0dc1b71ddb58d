// The two renderings of a differential run (RFC 5545 §3.8.5.3): the JSON object of
// `recur conformance --json` and the human summary table.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `recur conformance --json`: `{"cases":…,"agree":…,"unexplained":…,"oracleCrashed":…,"oracleTimedOut":…,"byClass":{…},"divergences":[…]}`.
public enum ConformanceReportJSON {
  struct Payload: Encodable {
    let cases: Int
    let agree: Int
    let unexplained: Int
    let oracleCrashed: Int
    let oracleTimedOut: Int
    let byClass: [String: Int]
    let seconds: Double
    let libical: String
    let divergences: [Divergence]
  }

  /// The report as one JSON object (keys sorted, so output is stable).
  public static func render(_ report: ConformanceReport) -> String {
    let payload = Payload(cases: report.cases, agree: report.agree, unexplained: report.unexplained,
                          oracleCrashed: report.oracleCrashed, oracleTimedOut: report.oracleTimedOut, byClass: report.byClass, seconds: (report.seconds * 1000).rounded() / 1000,
                          libical: "3.0.16", divergences: report.divergences)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(payload) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}

/// The human summary: totals, a per-class table, and the unexplained cases in full.
public enum ConformanceReportText {
  /// Renders `report`, e.g.
  /// ```text
  /// 38 cases: 31 agree, 7 diverge, 0 unexplained (0.05 s)
  ///   class                                      cases
  ///   dst-gap-carry                                  5
  /// ```
  public static func render(_ report: ConformanceReport, showUnexplained: Int = 20) -> String {
    var s = "\(report.cases) cases: \(report.agree) agree, \(report.divergences.count) diverge, "
      + "\(report.unexplained) unexplained (" + fixed2(report.seconds) + " s)\n"
    let classes = report.byClass.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
    if !classes.isEmpty {
      let width = max(40, classes.map(\.key.count).max() ?? 0)
      s += "  " + pad("class", width) + "  cases\n"
      for (name, count) in classes {
        s += "  " + pad(name, width) + "  " + String(repeating: " ", count: max(0, 5 - String(count).count)) + "\(count)\n"
      }
    }
    let unexplained = report.divergences.filter { $0.class.contains(Catalogue.unexplained) }
    for d in unexplained.prefix(showUnexplained) {
      s += "\nunexplained: \(d.source)\n  RRULE:\(d.rrule)\n  \(d.dtstart)\n"
      s += "  native:   " + d.native.joined(separator: ",") + "\n"
      s += "  libical:  " + d.libical.joined(separator: ",") + "\n"
      if let e = d.expected { s += "  expected: " + e.joined(separator: ",") + "\n" }
    }
    if unexplained.count > showUnexplained {
      s += "\n… and \(unexplained.count - showUnexplained) more unexplained (see --json)\n"
    }
    // libical's own failures, each with its reproducer (not unexplained: no answer to weigh).
    let failed = [ConformanceReport.oracleCrashedClass: "oracle crashed", ConformanceReport.oracleTimeoutClass: "oracle timed out"]
    for d in report.divergences {
      guard let heading = failed[d.class] else { continue }
      s += "\n\(heading): \(d.source)\n  RRULE:\(d.rrule)\n  \(d.dtstart)\n"
      s += "  native:   " + d.native.joined(separator: ",") + "\n"
      s += "  libical:  " + d.libical.joined(separator: ",") + "\n"
    }
    return s
  }

  /// `x` with two decimals, rounded half away from zero (`fixed2(73.456)` is "73.46"; String(format:) is not in FoundationEssentials).
  static func fixed2(_ x: Double) -> String {
    guard x.isFinite else { return "\(x)" }
    let hundredths = Int((abs(x) * 100).rounded())
    let fraction = hundredths % 100
    return (x < 0 && hundredths > 0 ? "-" : "") + "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
  }

  static func pad(_ s: String, _ w: Int) -> String { s + String(repeating: " ", count: max(0, w - s.count)) }
}
