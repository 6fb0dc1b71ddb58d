// Combinations around a DTSTART and a DST gap: libical's answer read as its answer from DTSTART
// one gap length later (`dtstart-in-gap-time-of-day`), or without its leading candidates a gap
// moved past DTSTART (`libical-gap-shift-past-dtstart`), with the rest named by the catalogue.

extension Catalogue {
  /// `dtstart-in-gap-time-of-day+X`: libical's answer is its answer from DTSTART one gap length
  /// later, and that differs from Recur's answer from there by the catalogued class X.
  /// `FREQ=WEEKLY;BYMINUTE=15,30` from 2015-09-27 02:45 Pacific/Chatham (in the 02:45-03:45
  /// gap): libical expands from 03:45, keeps 03:15 and 03:30 moved to 04:15 and 04:30, and
  /// carries 04:xx a week on.
  func classifyFromGapForwardStart(_ obs: Observation) -> String? {
    let name = CatalogueEntry.startGapForward.name
    guard entries.contains(where: { $0.name == name }), let inner = gapForwardObservation(obs) else { return nil }
    if let a = inner.native.outcome.list, a == inner.oracle.outcome.list { return name }
    let rest = classify(inner)
    return rest == Self.unexplained ? nil : name + "+" + rest
  }

  /// `libical-gap-shift-past-dtstart+X`: libical's list without its leading candidates a gap
  /// moved past DTSTART differs from Recur's by the occurrence-level class X (`dst-gap-carry`).
  /// `FREQ=MONTHLY;INTERVAL=2;BYMINUTE=15,45` from 2001-04-03 02:30:45 New York: libical moves
  /// 02:15:45 and 02:45:45 to 03:15:45 and 03:45:45 (the 2001-04-01 gap) and keeps both.
  func classifyWithoutGapShiftedLeading(_ obs: Observation) -> String? {
    let name = CatalogueEntry.gapShiftPastStart.name
    guard entries.contains(where: { $0.name == name }), let (rest, _) = withoutGapShiftedLeading(obs) else { return nil }
    if let a = rest.native.outcome.list, !a.isEmpty, a == rest.oracle.outcome.list { return name }
    let byEntries = classifyByEntries(rest)
    return byEntries == Self.unexplained ? nil : name + "+" + byEntries
  }
}
