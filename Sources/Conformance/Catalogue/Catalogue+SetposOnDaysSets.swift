// `libical-bysetpos-on-days-only` where the sets BYSETPOS picks from differ for a catalogued
// reason too (a Chinese month begun a day off, a missing leap month resolved by position):
// libical picks among its own days, Recur among its own date-times, and the two sets without
// BYSETPOS are themselves an explained divergence.

import Recurrence

extension Catalogue {
  /// `libical-bysetpos-on-days-only` plus the class of the rule's sets without BYSETPOS: libical's
  /// dates are the days it picks for the rule without its time parts, Recur's answer lies in
  /// Recur's set without BYSETPOS, and that set against libical's is explained by the catalogue.
  /// `RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=1,8,9L;BYHOUR=0,12;BYSETPOS=1,-1;SKIP=BACKWARD` from
  /// 2029-05-07: libical begins Chinese 2030 on 02-02, so its first day of that year is 02-25.
  func classifyOnDaysWithExplainedSets(_ obs: Observation) -> String? {
    let onDays = CatalogueEntry.bysetposOnDays
    let parts = RuleParts(obs.testCase.rule)
    guard entries.contains(where: { $0.name == onDays.name }), ["MONTHLY", "YEARLY"].contains(parts.value("FREQ") ?? ""),
          parts.has("BYSETPOS"), parts.has("BYHOUR") || parts.has("BYMINUTE") || parts.has("BYSECOND"),
          let a = obs.native.outcome.list, let b = obs.oracle.outcome.list, !a.isEmpty,
          libicalOnDaysOnly(obs, parts: parts, libical: b) == true else { return nil }
    var full = obs.testCase
    full.rule = parts.removing("BYSETPOS").removing("COUNT").text
    full.limit = wholeDaysLimit(parts, min(max(a.count, 1) * 20, 1000))
    let native = NativeEngine().expand(full)
    guard let set = native.outcome.list, let libicalSet = obs.rerun?(full),
          let last = a.last, let setLast = set.last else { return nil }
    // Recur's answer within its own set (up to where the set reaches).
    let inSet = Set(set)
    guard a.allSatisfy({ inSet.contains($0) || $0 > setLast }), last <= setLast || set.count < full.limit,
          recurSelectsByPosition(obs, parts: parts) else { return nil }
    let sub = Observation(testCase: full, native: native, oracle: libicalSet, checkedRerun: obs.rerun)
    guard native.outcome.agrees(with: libicalSet.outcome) == false else { return nil }
    let rest = classify(sub)
    guard rest != Self.unexplained else { return nil }
    return unsortedPrefix(parts, libical: b) + onDays.name + "+" + rest
  }

  /// `libical-unsorted-by-list+` when libical's answer is out of order because a BY list is
  /// (libical 3.0.16 lists a day's times in the written order, BYHOUR=1,0,2: 01:00, 00:00,
  /// 02:00), so a combination reached on the rule as written names that defect too; else "".
  func unsortedPrefix(_ parts: RuleParts, libical b: [String]) -> String {
    let unsorted = CatalogueEntry.unsortedByList.name
    guard parts.hasUnsortedList, b != b.sorted(), entries.contains(where: { $0.name == unsorted }) else { return "" }
    return unsorted + "+"
  }
}
