// How a RANGE=THISANDFUTURE override (RFC 5545 §3.2.13, §3.8.4.4) goes on with the rest of its
// series, read once here for every command (docs/SEMANTICS.md "RANGE=THISANDFUTURE"): at a real
// instance of the master, with no RRULE of its own, later instances move by the override's
// shift (DTSTART − RECURRENCE-ID); otherwise (a RECURRENCE-ID that names no instance, as python
// caldav's guess, or an override with its own RRULE) the master ends at the RECURRENCE-ID and
// the override starts the rest at its own DTSTART with its RRULE, else the master's.

import ICalendar
import Recurrence
import Zones

extension ComponentSeries {
  /// The rest of a series from one of its THISANDFUTURE overrides.
  public struct FutureSeries: Sendable {
    /// The override's own occurrence (its DTSTART, DUE or DTEND): the first of the rest.
    public let first: ComponentOccurrence
    /// The rules the rest follows from `first`'s start: the override's, else the master's with
    /// a COUNT lowered by the master's instances before the RECURRENCE-ID.
    public let rules: [RecurrenceRule]
    /// Whether the rest is the master's instances moved by the override's shift (the
    /// RECURRENCE-ID names an instance and the override has no RRULE), not a new series.
    public let isShift: Bool

    /// Whether `rules` expanded from `first` give the rest's instances: always for a split;
    /// for a shift, when no rule has a BY part or UNTIL (moving every instance by the same
    /// seconds is then the same rule from the moved start).
    ///
    /// Weekly from 09:00 shifted to 09:30 re-anchors; `FREQ=WEEKLY;BYDAY=MO,WE` shifted by a
    /// day (Monday → Tuesday) does not: the shift gives Tuesdays and Thursdays.
    public var reanchors: Bool {
      !isShift || rules.allSatisfy { rule in
        rule.until == nil && rule.presentParts.allSatisfy { [.freq, .interval, .count, .wkst].contains($0) }
      }
    }
  }

  /// The warning for a THISANDFUTURE override whose RECURRENCE-ID names no instance of the
  /// master (a guess, as python caldav writes): RFC 5545 §3.8.4.4 moves "the given recurrence
  /// instance", so there is no time difference to shift by, and the model reads a split.
  ///
  /// `RECURRENCE-ID;RANGE=THISANDFUTURE:20261202T231658Z` under weekly 09:00Z instances:
  /// `RECURRENCE-ID;RANGE=THISANDFUTURE 20261202T231658Z of "cd" names no instance of its
  /// series (RFC 5545 §3.8.4.4); the series ends there and goes on from the override's own start`.
  static func guessedSplitWarning(_ o: TimedComponent, recurrenceID rid: RecurrenceTime) -> String {
    "RECURRENCE-ID;RANGE=THISANDFUTURE \(rid.iCalendarText) of \"\(o.uid)\" names no instance of its series (RFC 5545 §3.8.4.4); the series ends there and goes on from the override's own start"
  }

  /// Whether the model reads THISANDFUTURE override `index` (into `overrides`) as a split.
  public func readsAsSplit(overrideAt index: Int) -> Bool {
    splitOverrides.contains { $0.index == index }
  }

  /// How the rest of the series goes on from THISANDFUTURE override `index` (into
  /// `overrides`); nil when that override is none, has no DTSTART/DUE or names no place in a
  /// master. `floatingZone` reads floating and DATE values, as in `occurrences(from:to:)`.
  ///
  /// python caldav 2.2's "this and future" completion: weekly from DTSTART 2026-12-01T09:00Z,
  /// DUE 10:00Z, `RECURRENCE-ID;RANGE=THISANDFUTURE:20261202T231658Z` (no instance) with
  /// DTSTART 2026-12-08T09:30Z, DUE 10:30Z: a split, first 12-08 09:30–10:30, `FREQ=WEEKLY`.
  public func futureSeries(overrideAt index: Int, floatingZone: Zone = .utc) -> FutureSeries? {
    guard overrides.indices.contains(index), let master, let anchor = master.anchor else { return nil }
    let o = overrides[index]
    guard o.thisAndFuture, let rid = o.recurrenceID else { return nil }
    let split = readsAsSplit(overrideAt: index)
    guard let oAnchor = o.anchor else { return nil }
    let at = TimeMath.key(oAnchor, floating: floatingZone)
    let window = Window(all: [self], index: 0, from: at - 1, to: at + 1, floatingZone: floatingZone)
    guard let first = window.occurrence(overrideAt: index, recurrenceID: rid) else { return nil }
    let rules = split ? Self.restRules(master: master, override: o, anchor: anchor, key: Self.key(rid, anchor: anchor))
      : master.rules
    return FutureSeries(first: first, rules: rules, isShift: !split)
  }

  /// The rules of a split's rest: the override's, else the master's with COUNT lowered by the
  /// master's instances before `key` (RFC 5545 §3.8.5.3 counts from DTSTART), none left when
  /// those used up the COUNT. Bounded: a COUNT rule has at most COUNT instances to count.
  static func restRules(master: TimedComponent, override o: TimedComponent, anchor: RecurrenceTime, key: Int64) -> [RecurrenceRule] {
    guard o.rules.isEmpty else { return o.rules }
    var out: [RecurrenceRule] = []
    for var rule in master.rules {
      if let count = rule.count {
        var before = 0
        if let set = try? RecurrenceSet(start: anchor, rules: [rule], includingStart: false) {
          var it = set.occurrences(before: frameValue(key, anchor: anchor)).makeIterator()
          while before < count, it.next() != nil { before += 1 }
        }
        guard count - before > 0 else { continue }
        rule.count = count - before
      }
      out.append(rule)
    }
    return out
  }
}
