// What the classifier sees of one disagreement between the native engine and an oracle
// (libical 3.0.16 live, or a corpus file's recorded INSTANCES): RFC 5545 §3.8.5.3 expansions.

import LibICal
import Zones

/// Both answers for one case, with the readings the catalogue's predicates need.
public struct Observation: Sendable {
  /// The case.
  public let testCase: ConformanceCase
  /// The native engine's answer.
  public let native: Expansion
  /// The oracle's answer (libical, or the corpus expectation).
  public let oracle: Expansion
  /// Runs the oracle again on a variant of the case (libical only; nil for a corpus expectation),
  /// with its wall-clock readings for zoned starts; nil for a variant `rerunRefusal` names, which
  /// predicates weigh exactly as a missing rerun.
  let rerun: (@Sendable (ConformanceCase) -> Expansion?)?

  /// Both answers for `testCase`; `rerun` lets predicates ask the oracle about a variant rule.
  /// Every rerun keeps the case's occurrence limit and window (`before`, injected into libical as
  /// UNTIL), and a variant libical is known never to return from is not run (`rerunRefusal`).
  public init(testCase: ConformanceCase, native: Expansion, oracle: Expansion,
              rerun: (@Sendable (ConformanceCase) -> Expansion?)? = nil) {
    self.testCase = testCase
    self.native = native
    self.oracle = oracle
    self.rerun = rerun.map { run in { @Sendable (c: ConformanceCase) -> Expansion? in Self.rerunRefusal(c) == nil ? run(c) : nil } }
  }

  /// Why libical 3.0.16 is not asked about the variant `c` (nil when it is asked): its iterator
  /// loops forever inside one `icalrecur_iterator_next` call, where no occurrence limit or window
  /// (UNTIL) can stop it. Known: FREQ=MINUTELY with BYMINUTE when the span from DTSTART to the
  /// rule's end (UNTIL, `before`; none: unbounded) reaches a fold of Lord Howe's 30-minute DST
  /// and COUNT is not used up before it (`FREQ=MINUTELY;BYHOUR=4;BYMINUTE=0` from 2023-04-01
  /// 01:00 Australia/Lord_Howe, fold on 2023-04-02). LibICal refuses the same rules itself (`LibICalRecurrence.knownDefect`); a refused
  /// rerun is no evidence, where a refused first answer is an error the catalogue names.
  static func rerunRefusal(_ c: ConformanceCase) -> String? {
    guard tzid(c.dtstart) != nil, let start = LibICalStart(parsing: c.dtstart) else { return nil }
    let before = c.before.flatMap { LibICalStart(parsing: $0)?.civil }
    guard let defect = LibICalRecurrence.knownDefect(rule: c.rule, start: start, before: before),
          LibICalRecurrence.isMinutelyFoldHang(defect) else { return nil }
    return defect.description
  }

  /// An observation whose `rerun` already applies `rerunRefusal`.
  init(testCase: ConformanceCase, native: Expansion, oracle: Expansion, checkedRerun: (@Sendable (ConformanceCase) -> Expansion?)?) {
    self.testCase = testCase
    self.native = native
    self.oracle = oracle
    self.rerun = checkedRerun
  }

  /// The oracle's answer for the same case with `rule` instead.
  func oracle(rule: String) -> Outcome? { oracleExpansion(rule: rule)?.outcome }

  /// The oracle's whole answer (with wall-clock readings) for the same case with `rule` instead.
  func oracleExpansion(rule: String) -> Expansion? {
    guard let rerun else { return nil }
    var c = testCase
    c.rule = rule
    return rerun(c)
  }

  /// The zone of a zoned start, loaded by the native Zones module (nil otherwise or unknown).
  public var zone: Zone? {
    guard let id = Self.tzid(testCase.dtstart) else { return nil }
    return try? Zone.named(id)
  }

  /// The TZID parameter of a DTSTART content line.
  static func tzid(_ dtstart: String) -> String? {
    let head = dtstart.split(separator: ":", maxSplits: 1).first ?? ""
    for p in head.split(separator: ";").dropFirst() where p.uppercased().hasPrefix("TZID=") {
      return String(p.dropFirst(5))
    }
    return nil
  }

  /// The same observation with every repeat of an instant in the native list left out (its
  /// first wall clock kept), or nil when the native list repeats none.
  var withoutRepeatedNativeInstants: Observation? {
    guard let list = native.outcome.list, Set(list).count < list.count else { return nil }
    var seen = Set<String>(), kept: [String] = [], walls: [String] = []
    let hasWalls = native.wall.count == list.count
    for (i, x) in list.enumerated() where seen.insert(x).inserted {
      kept.append(x)
      if hasWalls { walls.append(native.wall[i]) }
    }
    return Observation(testCase: testCase, native: Expansion(outcome: .occurrences(kept), wall: walls),
                       oracle: oracle, checkedRerun: rerun)
  }

  /// Whether the occurrences only one answer has are all read by `reading` (Recur's by
  /// `native`, libical's by `libical`), weighed up to where both answers reach (with COUNT, up
  /// to the earlier end: libical's extra occurrences end its list earlier), with at least one
  /// such occurrence. False when either answer is no list or they agree. Recur's `[1, 3]`
  /// against libical's `[1, 2, 3]` is read when `reading.libical(2)` holds.
  func oneSidedOccurrencesRead(
    by reading: (native: @Sendable (String) -> Bool, libical: @Sendable (String) -> Bool)
  ) -> Bool {
    guard let a = native.outcome.list, let b = oracle.outcome.list, a != b else { return false }
    let horizon = RuleParts(testCase.rule).has("COUNT") ? min(a.last ?? "", b.last ?? "")
      : commonHorizon(a, b, limit: testCase.limit)
    let aSet = Set(a), bSet = Set(b)
    let nativeOnly = a.filter { !bSet.contains($0) && $0 <= horizon }
    let libicalOnly = b.filter { !aSet.contains($0) && $0 <= horizon }
    guard !nativeOnly.isEmpty || !libicalOnly.isEmpty else { return false }
    return nativeOnly.allSatisfy(reading.native) && libicalOnly.allSatisfy(reading.libical)
  }

  /// Indices below both list lengths at which the two occurrence lists differ.
  public var differingIndices: [Int] {
    guard let a = native.outcome.list, let b = oracle.outcome.list else { return [] }
    return (0..<min(a.count, b.count)).filter { a[$0] != b[$0] }
  }
}

/// Reads `YYYYMMDD`, `YYYYMMDDTHHMMSS` and `YYYYMMDDTHHMMSSZ` back into Zones values.
enum ValueText {
  /// The civil reading of any of the three forms (a date at midnight).
  static func civil(_ s: String) -> CivilDateTime? {
    let b = Array(s.utf8)
    func n(_ r: Range<Int>) -> Int? {
      var v = 0
      for i in r {
        guard i < b.count, b[i] >= 48, b[i] <= 57 else { return nil }
        v = v * 10 + Int(b[i] - 48)
      }
      return v
    }
    guard let y = n(0..<4), let mo = n(4..<6), let d = n(6..<8) else { return nil }
    if b.count == 8 { return CivilDateTime(year: y, month: mo, day: d) }
    guard b.count >= 15, let h = n(9..<11), let mi = n(11..<13), let se = n(13..<15) else { return nil }
    return CivilDateTime(year: y, month: mo, day: d, hour: h, minute: mi, second: se)
  }

  /// The instant of a `…Z` value.
  static func instant(_ s: String) -> Instant? { civil(s).map { Instant(utc: $0) } }
}

extension Observation {
  /// DTSTART as the compared lists print it (UTC for a zoned start, by the native Zones rule).
  var dtstartText: String? {
    guard let start = LibICalStartReader.read(testCase.dtstart) else { return nil }
    switch start {
    case .date(let d): return LibICalTextBridge.date(d)
    case .floating(let t): return LibICalTextBridge.local(t)
    case .utc(let t): return LibICalTextBridge.local(t) + "Z"
    case .zoned(let t, let id):
      guard let zone = try? Zone.named(id) else { return nil }
      return LibICalTextBridge.local(zone.instant(for: t).utc) + "Z"
    }
  }
}
