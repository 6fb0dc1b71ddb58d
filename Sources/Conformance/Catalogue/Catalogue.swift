// The catalogue of known libical 3.0.16 divergences from RFC 5545 (and of Recur's deliberate
// differences), and the classifier that names the class of every disagreement.
// The prose, with the same reproducers and outputs, is docs/CONFORMANCE.md.

import Zones

/// The known divergence classes, in the order the classifier tries them.
///
/// ```swift
/// Catalogue.standard.classify(observation)   // "dst-gap-carry", or "unexplained"
/// ```
public struct Catalogue: Sendable {
  /// The entries.
  public let entries: [CatalogueEntry]

  /// A catalogue of `entries`, tried in order (`Catalogue(entries: [])` explains nothing).
  public init(entries: [CatalogueEntry]) { self.entries = entries }

  /// The class of a disagreement no entry explains.
  public static let unexplained = "unexplained"

  /// The catalogue Recur ships (see docs/CONFORMANCE.md).
  public static let standard = Catalogue(entries: [
    .yearDayForwardUnfiltered, .forwardPastYearOf385Days, .implicitLeapMonthBydayShift, .hebrewShevatBydayEscape,
    .chineseNewMoonDay, .scaleIntervalYearLate, .scaleIntervalMonthLate, .scaleMonthlyLeapMonthSkip, .scaleLeapMonthSkipAfterLeap, .scaleShortMonthBydayShift, .scaleSkipMovedDay, .scaleBackwardFirstMonthYearLate, .scaleSkipForwardLeapMonth, .scaleBydayMonthByPosition, .weekNoWithoutDay, .hourlyHalfHourHang, .minutelyHalfHourHang, .unsupportedYearlyCombination, .rejectsValidRule,
    .weekNumberingYear, .dateStartTimeParts, .unsortedByList, .repeatsDtstart,
    .bysetposIgnored, .bysetposOnDays, .subDailyIntervalIgnored, .negativeDayLimit, .skipsLeading, .offInterval, .subDailyGapDropped, .gapInstanceAtStart, .hourlyGapNextDay, .minutelyHalfHourGap, .hourlyHalfHourGap, .weekNoYearEnd, .weekNoMonthEdgeCut, .weekNoMondayCount, .skipWithByday, .skipMovedDay, .duplicateMonthDay, .subDailyJumpKeepsTime, .repeatsInstances, .skippedDayShift,
    .dstGapCarry, .dstFoldLater, .dstGapOffsetAfter, .zoneOffset,
    .weekNoFirstDayYearLate, .weekNoSetPosCalendarYear, .scaleSkipMovesStartDay, .scaleLeapMonthBydayForward,
    .gapShiftPastStart, .startGapForward,
    .scaleMonthlyWalk, .scaleYearlyBydayWalk,
    .scaleLeapYearBydayShift, .hourlyMidHourGap, .skippedDayWeekStep,
    .yearDayBackwardLost, .leapStartMonthFlag,
  ])

  /// The entry called `name`.
  public func entry(named name: String) -> CatalogueEntry? { entries.first { $0.name == name } }

  /// The class of a disagreement: the first case-level entry that explains it; else, when every
  /// differing occurrence is explained by some occurrence-level entry (and the lists differ in
  /// length only where a window or UNTIL cuts a shifted occurrence), the names of those
  /// entries joined by `+`; else `unexplained`.
  public func classify(_ observation: Observation) -> String {
    let named = classifyWithRepeatsRemoved(observation)
    guard named == Self.unexplained else { return named }
    // Last resort, so every narrower reading keeps its name: BYSETPOS on libical's days with
    // the two sets' own class (Catalogue+SetposOnDaysSets.swift).
    return classifyOnDaysWithExplainedSets(observation) ?? named
  }

  /// The class from the entries, also with Recur's repeated gap instants counted once.
  func classifyWithRepeatsRemoved(_ observation: Observation) -> String {
    let direct = classifyAllowingRepairs(observation)
    guard direct == Self.unexplained, let deduplicated = observation.withoutRepeatedNativeInstants else { return direct }
    // Recur's iterator gives a sub-daily gap wall clock and the next one (the same instant)
    // both; the recurrence set, as `recur expand` prints it, has that instance once
    // (RFC 5545 §3.8.5.3 duplicates; docs/SEMANTICS.md). Classify that list too.
    return classifyAllowingRepairs(deduplicated)
  }

  /// The class from the entries, with libical's conversion defects undone when that is needed.
  func classifyAllowingRepairs(_ observation: Observation) -> String {
    let direct = classifyWithSortedLists(observation)
    guard direct == Self.unexplained else { return direct }
    // A conversion defect (wrong offset, fold, gap carry) hides one in the selection of
    // date-times: undo the conversion defects on libical's answers (its reruns too) and
    // classify what remains. Only entries of this catalogue are undone.
    let conversion = [CatalogueEntry.dstGapCarry.name, CatalogueEntry.dstFoldLater.name,
                      CatalogueEntry.dstGapOffsetAfter.name, CatalogueEntry.zoneOffset.name]
    guard conversion.allSatisfy({ name in entries.contains { $0.name == name } }),
          let repair = ConversionRepair(observation.testCase) else { return direct }
    // The reruns are repaired even when this answer needs no repair: they are the evidence
    // the predicates weigh, and may reach years where libical's offsets are wrong.
    let (fixed, defects) = repair.repair(observation.oracle)
    // Each rerun is repaired for its own rule: the time parts a variant allows (a days-only
    // variant's DTSTART time) are not the case's.
    let rerun = observation.rerun.map { run in { @Sendable (c: ConformanceCase) in
      run(c).map { (ConversionRepair(c) ?? repair).repair($0).expansion } } }
    let repaired = Observation(testCase: observation.testCase, native: observation.native, oracle: fixed, rerun: rerun)
    let suffix = defects.joined(separator: "+")
    if !defects.isEmpty, observation.native.outcome.agrees(with: fixed.outcome) { return suffix }
    let rest = classifyWithSortedLists(repaired)
    guard rest != Self.unexplained else { return direct }
    return defects.isEmpty ? rest : rest + "+" + suffix
  }

  /// The class from the entries directly, or with libical asked again with its lists sorted.
  func classifyWithSortedLists(_ observation: Observation) -> String {
    let direct = classifyDirectly(observation)
    guard direct == Self.unexplained else { return direct }
    // libical's list-order defect hides others: ask libical again with the lists sorted (the
    // same rule, RFC 5545 §3.3.10) and classify what remains.
    let parts = RuleParts(observation.testCase.rule)
    guard parts.hasUnsortedList, entries.contains(where: { $0.name == CatalogueEntry.unsortedByList.name }),
          let sorted = observation.oracleExpansion(rule: parts.sortedLists.text) else { return direct }
    // The sorted rule is the same rule (Recur's answer does not change), so the predicates'
    // own reruns ask about the sorted rule too.
    var sortedCase = observation.testCase
    sortedCase.rule = parts.sortedLists.text
    let repaired = Observation(testCase: sortedCase, native: observation.native,
                               oracle: sorted, rerun: observation.rerun)
    if repaired.native.outcome.agrees(with: sorted.outcome) { return CatalogueEntry.unsortedByList.name }
    let rest = classifyDirectly(repaired)
    return rest == Self.unexplained ? direct : CatalogueEntry.unsortedByList.name + "+" + rest
  }

  /// The class from a case-level entry, from occurrence-level entries, or from a combination of
  /// rule rewrites (Catalogue+Combinations.swift); else `unexplained`.
  func classifyDirectly(_ observation: Observation) -> String {
    let single = classifyByEntries(observation)
    guard single == Self.unexplained else { return single }
    let rewritten: String? = classifyAsRewrites(observation) ?? classifyWithoutYearEndDays(observation)
      ?? classifyWithoutRepeats(observation) ?? classifyOnDaysWithNegativeWeeks(observation)
      ?? classifyLateWithLeapMonthSkip(observation) ?? classifyLateWithMovedMonthStarts(observation)
    let combined: String? = rewritten ?? classifyOnDaysWithShiftedSet(observation) ?? classifyShortMonthWalk(observation)
      ?? classifyAsLunisolarUnion(observation) ?? classifyLateLunisolar(observation)
      ?? classifyNewMoonDtstartDay(observation) ?? classifyWithoutYearLateFirstDay(observation)
    let later: String? = combined ?? classifyWithoutGapShiftedLeading(observation) ?? classifyFromGapForwardStart(observation)
      ?? classifyWeekYearsWithPhantoms(observation) ?? classifyWeekNoSetPosOnOwnSet(observation) ?? classifyLateHebrewShevatEscape(observation)
      ?? classifyWeekNoSpan(observation) ?? classifyWithoutMonthEdgeDays(observation) ?? classifyWeekNoSpanSetPos(observation)
    // The walks model libical as a whole: tried last, so narrower classes keep their names.
    let walked: String? = later ?? classifyMonthWalk(observation) ?? classifyYearlyBydayWalk(observation)
      ?? classifyLeapStartWithCleanClass(observation)
    return walked ?? Self.unexplained
  }

  func classifyByEntries(_ observation: Observation) -> String {
    for entry in entries {
      if let predicate = entry.explainsCase, predicate(observation) { return entry.name }
    }
    guard let a = observation.native.outcome.list, let b = observation.oracle.outcome.list else {
      return Self.unexplained
    }
    if a.count != b.count {
      // A shifted last occurrence may fall either side of UNTIL or the window end; COUNT and
      // the limit cannot differ.
      let c = observation.testCase
      let windowed = c.rule.uppercased().contains("UNTIL=") || c.before != nil
      guard windowed, abs(a.count - b.count) == 1, max(a.count, b.count) < c.limit else {
        return Self.unexplained
      }
    }
    let indices = observation.differingIndices
    guard !indices.isEmpty || a.count != b.count else { return Self.unexplained }
    var names: [String] = []
    for i in indices {
      guard let entry = entries.first(where: { $0.explainsOccurrence?(observation, i) ?? false }) else {
        return Self.unexplained
      }
      if !names.contains(entry.name) { names.append(entry.name) }
    }
    // Only the lengths differ: nothing occurrence-level to explain it.
    if names.isEmpty { return Self.unexplained }
    return names.joined(separator: "+")
  }
}
