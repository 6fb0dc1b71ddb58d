// A component's recurrence set with its overrides (RFC 5545 §3.8.5.3 recurrence set, §3.8.4.4
// RECURRENCE-ID, §3.2.13 RANGE=THISANDFUTURE): the master (DTSTART + RRULEs + RDATEs − EXDATEs −
// EXRULEs) and the components of the same UID that replace or cancel some of its instances.

import ICalendar
import Recurrence
import Zones

/// One UID's master and overrides, ready to list occurrences in a window.
///
/// The set includes DTSTART even when no rule generates it (RFC 5545 §3.8.5.3: "The DTSTART
/// property defines the first instance in the recurrence set"); an EXDATE that is a DATE
/// removes that day's instance of a timed series; an override replaces the instance its
/// RECURRENCE-ID names (read in the master's zone), or removes it with STATUS:CANCELLED.
public struct ComponentSeries: Sendable {
  /// How long each instance of the master lasts.
  enum Length: Sendable {
    /// No DTEND/DUE/DURATION.
    case none
    /// DTEND/DUE − DTSTART, exact (RFC 5545 §3.8.5.3).
    case exact(Int64)
    /// DURATION, nominal days and weeks (§3.3.6).
    case nominal(DurationValue)
  }

  /// What the series holds, once: a copy of a series (into an iterator, a window) is one
  /// reference.
  final class Storage: Sendable {
    let kind: ComponentKind
    let master: TimedComponent?
    let overrides: [TimedComponent]
    let setExdates: [RecurrenceTime]
    let exceptionRules: [RuleSequence]
    let exceptionDays: Set<Int>
    let length: Length
    let overrideByKey: [Int64: Int]
    let futureOverrides: [(key: Int64, index: Int)]
    let splitOverrides: [(key: Int64, index: Int)]
    let overrideReach: Int64

    init(kind: ComponentKind, master: TimedComponent?, overrides: [TimedComponent],
         setExdates: [RecurrenceTime], exceptionRules: [RuleSequence], exceptionDays: Set<Int>, length: Length,
         overrideByKey: [Int64: Int], futureOverrides: [(key: Int64, index: Int)],
         splitOverrides: [(key: Int64, index: Int)], overrideReach: Int64) {
      self.kind = kind
      self.master = master
      self.overrides = overrides
      self.setExdates = setExdates
      self.exceptionRules = exceptionRules
      self.exceptionDays = exceptionDays
      self.length = length
      self.overrideByKey = overrideByKey
      self.futureOverrides = futureOverrides
      self.splitOverrides = splitOverrides
      self.overrideReach = overrideReach
    }
  }

  /// Where the series is held: most series are a master alone (no override, EXDATE or
  /// EXRULE), with nothing worked out ahead to keep, so they hold just their master.
  enum Backing: Sendable {
    /// A master without overrides, EXDATE or EXRULE.
    case lone(TimedComponent)
    /// Any other series.
    case full(Storage)
  }

  /// The series.
  let backing: Backing

  /// UID.
  public var uid: String {
    switch backing {
    case .lone(let m): m.uid
    case .full(let s): (s.master ?? s.overrides.first)?.uid ?? ""
    }
  }
  /// Calls `body` with the UTF-8 bytes of `uid` (no String made for a scanned file's).
  public func withUID<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    switch backing {
    case .lone(let m): return m.withUID(body)
    case .full(let s):
      guard let first = s.master ?? s.overrides.first else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
      return first.withUID(body)
    }
  }
  /// VEVENT, VTODO or VJOURNAL.
  public var kind: ComponentKind {
    switch backing {
    case .lone(let m): m.kind
    case .full(let s): s.kind
    }
  }
  /// The component without RECURRENCE-ID, nil when the file has only overrides for this UID.
  public var master: TimedComponent? {
    switch backing {
    case .lone(let m): m
    case .full(let s): s.master
    }
  }
  /// The components with RECURRENCE-ID, in file order.
  public var overrides: [TimedComponent] {
    switch backing {
    case .lone: []
    case .full(let s): s.overrides
    }
  }
  /// The master's recurrence set (nil without a master or an anchor), built when asked for: a
  /// window builds it, iterates, and lets it go, so a calendar holds no engine state per series.
  var set: RecurrenceSet? { Self.set(master: master, exdates: setExdates) }

  /// `master`'s set without the EXDATEs it does not take (`setExdates`).
  static func set(master: TimedComponent?, exdates: [RecurrenceTime]) -> RecurrenceSet? {
    guard let master, let anchor = master.anchor else { return nil }
    // DTSTART is the first instance of the set even when no rule generates it (§3.8.5.3).
    return try? RecurrenceSet(start: anchor, rules: master.rules, rdates: master.rdates, exdates: exdates,
                              includingStart: true)
  }
  /// The EXDATEs the set removes (the DATE ones of a timed series are `exceptionDays`).
  var setExdates: [RecurrenceTime] {
    if case .full(let s) = backing { return s.setExdates }
    return []
  }
  /// EXRULEs bound to the anchor.
  var exceptionRules: [RuleSequence] {
    if case .full(let s) = backing { return s.exceptionRules }
    return []
  }
  /// Days (days since 1970-01-01) whose instances DATE EXDATEs remove from a timed series.
  var exceptionDays: Set<Int> {
    if case .full(let s) = backing { return s.exceptionDays }
    return []
  }
  /// The master's instance length.
  var length: Length {
    switch backing {
    case .lone(let m): Self.length(of: m)
    case .full(let s): s.length
    }
  }
  /// Override index by the key of its RECURRENCE-ID in the master's frame.
  var overrideByKey: [Int64: Int] {
    if case .full(let s) = backing { return s.overrideByKey }
    return [:]
  }
  /// THISANDFUTURE overrides read as a shift (`readsAsSplit` false): (key, index), ascending.
  var futureOverrides: [(key: Int64, index: Int)] {
    if case .full(let s) = backing { return s.futureOverrides }
    return []
  }
  /// THISANDFUTURE overrides read as a split (`readsAsSplit`): (key, index), ascending.
  var splitOverrides: [(key: Int64, index: Int)] {
    if case .full(let s) = backing { return s.splitOverrides }
    return []
  }
  /// The longest shift of a THISANDFUTURE override and the longest override length, in seconds.
  var overrideReach: Int64 {
    if case .full(let s) = backing { return s.overrideReach }
    return 0
  }

  /// How long each instance of `master` lasts: DTEND/DUE − DTSTART, else DURATION; none
  /// without an anchor.
  static func length(of master: TimedComponent) -> Length {
    guard master.storage.hasAnchor else { return .none }
    if master.storage.hasStart, let seconds = master.startToEnd { return .exact(seconds) }
    if let d = master.duration { return .nominal(d) }
    return .none
  }

  /// Builds a series; problems (an override without master, one that matches no instance, a
  /// RECURRENCE-ID in another zone or of another type, EXDATE of another type) go to `warnings`.
  public init(master: TimedComponent?, overrides: [TimedComponent], warnings: inout [Diagnostic]) {
    self.init(master: master, overrides: overrides, validated: nil, warnings: &warnings)
  }

  /// `init(master:overrides:warnings:)`; `validated`, when given, remembers the rules that
  /// earlier series of the same reading validated (their overrides are checked against sets).
  init(master: TimedComponent?, overrides: [TimedComponent], validated: ValidatedRules?,
       warnings: inout [Diagnostic]) {
    func warn(_ loc: SourceLocation?, _ message: String) {
      warnings.append(Diagnostic(severity: .warning, line: loc?.line ?? 0, column: loc?.column ?? 0,
                                 phase: .validation, message: message))
    }
    if overrides.isEmpty, let master, master.exdates.isEmpty, master.exceptionRules.isEmpty {
      backing = .lone(master)
      return
    }
    let first = master ?? overrides.first
    var length = Length.none
    var setExdates: [RecurrenceTime] = []
    var exrules: [RuleSequence] = []
    var days = Set<Int>()
    if let master, let anchor = master.anchor {
      length = Self.length(of: master)
      var exdates: [RecurrenceTime] = []
      for x in master.exdates {
        if x.isDate && !anchor.isDate {
          days.insert(x.civil.date.daysSinceEpoch)
        } else {
          exdates.append(x)
        }
      }
      if master.exdates.contains(where: { $0.isDate != anchor.isDate }) {
        warn(master.exdateLocation,
             "EXDATE of another value type than DTSTART (RFC 5545 §3.8.5.1); a DATE removes that day's instance, a DATE-TIME its day's")
      }
      setExdates = exdates
      for r in master.exceptionRules {
        if let e = try? RuleSequence(rule: r, start: anchor) { exrules.append(e) }
      }
    }
    // Overrides are checked against the set (built here only when there are some).
    let set = overrides.isEmpty ? nil
      : validated.map { $0.set(master: master, exdates: setExdates) } ?? Self.set(master: master, exdates: setExdates)
    var byKey: [Int64: Int] = [:]
    var future: [(key: Int64, index: Int)] = []
    var splits: [(key: Int64, index: Int)] = []
    var reach: Int64 = 0
    for (i, o) in overrides.enumerated() {
      if let len = o.due.flatMap({ e in o.start.map { TimeMath.seconds(from: $0, to: e) } }) { reach = max(reach, len) }
      guard let rid = o.recurrenceID else { continue }
      guard let master, let anchor = master.anchor else {
        if master == nil {
          warn(o.recurrenceIDLocation, "\(o.kind.rawValue) with RECURRENCE-ID has no master with UID \"\(o.uid)\"; listed on its own")
        }
        continue
      }
      if rid.isDate != anchor.isDate {
        warn(o.recurrenceIDLocation, "RECURRENCE-ID \(rid.iCalendarText) is not of DTSTART's value type (RFC 5545 §3.8.4.4); matched to that day's instance")
      } else if let rz = rid.zone, let az = anchor.zone, rz.identifier != az.identifier, !(rid.isUTCValue) {
        warn(o.recurrenceIDLocation, "RECURRENCE-ID is in zone \(rz.identifier), DTSTART in \(az.identifier) (RFC 5545 §3.8.4.4 asks for the same); matched by instant")
      }
      let key = Self.key(rid, anchor: anchor)
      byKey[key] = i
      let isInstance = set.map { Self.contains($0, key: key, anchor: anchor) } ?? false
      if o.thisAndFuture {
        if !o.rules.isEmpty || !isInstance {
          if set != nil, !isInstance { warn(o.recurrenceIDLocation, Self.guessedSplitWarning(o, recurrenceID: rid)) }
          splits.append((key, i))
          continue
        }
        future.append((key, i))
        if let s = o.start { reach = max(reach, abs(TimeMath.seconds(from: rid, to: s))) }
      }
      if set != nil, !isInstance {
        warn(o.recurrenceIDLocation, "RECURRENCE-ID \(rid.iCalendarText) of \"\(o.uid)\" names no instance of its series; listed as an added instance")
      }
    }
    backing = .full(Storage(kind: first?.kind ?? .event, master: master, overrides: overrides,
                      setExdates: setExdates, exceptionRules: exrules, exceptionDays: days, length: length,
                      overrideByKey: byKey, futureOverrides: future.count < 2 ? future : future.sorted { $0.key < $1.key },
                      splitOverrides: splits.count < 2 ? splits : splits.sorted { $0.key < $1.key }, overrideReach: reach))
  }

  /// The key of a RECURRENCE-ID in the frame of `anchor`; a DATE under a timed anchor names the
  /// instance at the anchor's time of day on that date.
  static func key(_ rid: RecurrenceTime, anchor: RecurrenceTime) -> Int64 {
    var value = rid
    if rid.isDate && !anchor.isDate {
      let civil = CivilDateTime(date: rid.civil.date, time: anchor.civil.time)
      switch anchor {
      case .zoned(_, let zone): value = .zoned(civil, zone)
      case .utc: value = .utc(civil)
      default: value = .floating(civil)
      }
    }
    return RecurrenceSet.occurrence(value, frame: anchor).sortKey
  }

  /// A value at `key` in `anchor`'s frame, for window bounds.
  static func frameValue(_ key: Int64, anchor: RecurrenceTime) -> RecurrenceTime {
    switch anchor {
    case .zoned, .utc: .utc(Instant(secondsSinceEpoch: key).utc)
    case .floating, .date: .floating(CivilDateTime(secondsSinceEpoch: key))
    }
  }

  /// Whether the set has an instance at `key` (a bounded look at one second).
  static func contains(_ set: RecurrenceSet, key: Int64, anchor: RecurrenceTime) -> Bool {
    var it = set.occurrences(after: frameValue(key - 1, anchor: anchor), before: frameValue(key + 1, anchor: anchor)).makeIterator()
    return it.next()?.sortKey == key
  }
}

extension RecurrenceTime {
  /// Whether this is a UTC DATE-TIME.
  var isUTCValue: Bool {
    if case .utc = self { return true }
    return false
  }
}
