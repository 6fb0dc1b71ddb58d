// Zones built from explicit data: what a VTIMEZONE's observances (RFC 5545 §3.6.5) say once the
// Recurrence layer has expanded their RRULE/RDATE into transitions, plus an optional ongoing
// yearly rule for everything after them (the shape of a TZif footer, RFC 8536 §3.3).

extension Zone {
  /// The largest number of explicit transitions accepted.
  public static let maximumExplicitTransitions = 1_000_000

  /// A zone from an initial local time type, sorted transitions and an optional ongoing rule.
  ///
  /// Each transition's `offsetAfter`, `abbreviation` and `isDST` are used; its `offsetBefore`
  /// is taken as the previous transition's offset (or `initial`'s), so the zone is always
  /// continuous. Instants must be strictly increasing, and each change's skipped or repeated
  /// wall-clock span must end before the next one's begins. A transition that changes nothing
  /// (same offset, abbreviation and DST flag) is dropped. `ongoing` applies strictly after the
  /// last transition (or everywhere, when there is none).
  /// ```swift
  /// let est = LocalTimeType(offset: UTCOffset(seconds: -18000), abbreviation: "EST", isDST: false)
  /// let edt = LocalTimeType(offset: UTCOffset(seconds: -14400), abbreviation: "EDT", isDST: true)
  /// let zone = try Zone(identifier: "US-Eastern", initial: est, transitions: [
  ///   ZoneTransition(instant: Instant(utc: 2026-03-08T07:00), offsetBefore: est.offset, to: edt),
  ///   ZoneTransition(instant: Instant(utc: 2026-11-01T06:00), offsetBefore: edt.offset, to: est),
  /// ])
  /// zone.resolve(2026-03-08T02:30)   // .gap(before: -0500, after: -0400) → instant 07:30Z (03:30 EDT)
  /// zone.resolve(2026-11-01T01:30)   // .fold(earlier: -0400, later: -0500) → instant 05:30Z (EDT)
  /// ```
  public init(identifier: String, initial: LocalTimeType, transitions: [ZoneTransition],
              ongoing: OngoingZoneRule? = nil) throws(ZoneError) {
    let offsets = -89_999...93_599
    guard transitions.count <= Self.maximumExplicitTransitions else {
      throw .invalidTransitions(identifier, index: Self.maximumExplicitTransitions,
                                expected: "at most \(Self.maximumExplicitTransitions) transitions")
    }
    guard offsets.contains(Int(initial.offset.seconds)) else {
      throw .invalidTransitions(identifier, index: -1, expected: "an initial offset in -89999...93599 seconds, found \(initial.offset.seconds)")
    }
    var types = [initial]
    var indexOf = [initial: 0]
    var times: [Int64] = []
    var indices: [Int] = []
    times.reserveCapacity(transitions.count)
    indices.reserveCapacity(transitions.count)
    for (n, transition) in transitions.enumerated() {
      let t = min(max(transition.instant.secondsSinceEpoch, -ZoneRules.clampLimit), ZoneRules.clampLimit)
      if let last = times.last, t <= last {
        throw .invalidTransitions(identifier, index: n, expected: "an instant later than transition \(n - 1)'s (\(Instant(secondsSinceEpoch: last))), found \(transition.instant)")
      }
      guard offsets.contains(Int(transition.offsetAfter.seconds)) else {
        throw .invalidTransitions(identifier, index: n, expected: "an offset in -89999...93599 seconds, found \(transition.offsetAfter.seconds)")
      }
      // Each change's skipped or repeated wall-clock span must end before the next one's
      // starts, or a wall-clock time could fall in two of them.
      let before = Int64(n == 0 ? initial.offset.seconds : transitions[n - 1].offsetAfter.seconds)
      let after = Int64(transition.offsetAfter.seconds)
      if n > 0 {
        let previousBefore = Int64(n == 1 ? initial.offset.seconds : transitions[n - 2].offsetAfter.seconds)
        let previousHigh = times[n - 1] + max(previousBefore, before)
        guard t + min(before, after) >= previousHigh else {
          throw .invalidTransitions(identifier, index: n, expected: "a wall-clock change that starts after transition \(n - 1)'s ends (\(CivilDateTime(secondsSinceEpoch: previousHigh)) local), found one starting \(CivilDateTime(secondsSinceEpoch: t + min(before, after)))")
        }
      }
      let type = transition.typeAfter
      let index: Int
      if let known = indexOf[type] {
        index = known
      } else {
        guard types.count < 65_000 else {
          throw .invalidTransitions(identifier, index: n, expected: "at most 65000 distinct local time types")
        }
        index = types.count
        types.append(type)
        indexOf[type] = index
      }
      times.append(t)
      indices.append(index)
    }
    if let rule = ongoing { try Self.validate(rule, identifier: identifier) }
    self.init(identifier: identifier,
              rules: ZoneRules(types: types, initialType: 0, times: times, typeIndices: indices, ongoing: ongoing))
  }

  /// Checks the ranges POSIX and RFC 8536 §3.3.1 give an ongoing rule's parts.
  static func validate(_ rule: OngoingZoneRule, identifier: String) throws(ZoneError) {
    let offsets = -89_999...93_599
    func fail(_ expected: String) -> ZoneError {
      .invalidOngoingRule(identifier, rule: rule.description, expected: expected)
    }
    guard offsets.contains(Int(rule.standard.offset.seconds)) else { throw fail("a standard offset in -89999...93599 seconds") }
    guard let dst = rule.daylight else { return }
    guard offsets.contains(Int(dst.type.offset.seconds)) else { throw fail("a daylight offset in -89999...93599 seconds") }
    for (name, r) in [("start", dst.start), ("end", dst.end)] {
      guard (-167 * 3600...167 * 3600).contains(Int(r.time)) else {
        throw fail("a \(name) time in -167...167 hours (RFC 8536 §3.3.1)")
      }
      switch r.day {
      case .monthWeekday(let month, let week, _):
        guard (1...12).contains(month) else { throw fail("a \(name) month 1...12") }
        guard (1...5).contains(week) else { throw fail("a \(name) week 1...5 (5 is the last)") }
      case .julian(let n):
        guard (1...365).contains(n) else { throw fail("a \(name) Julian day 1...365") }
      case .zeroBased(let n):
        guard (0...365).contains(n) else { throw fail("a \(name) zero-based day 0...365") }
      }
    }
  }
}
