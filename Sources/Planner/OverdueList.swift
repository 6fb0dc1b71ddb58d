// The overdue reminders of a plan (README `recur plan --json`, docs/SEMANTICS.md "Planner"), kept as the reader
// found them: entries decoded by the full VTODO reading, or byte ranges of UID and SUMMARY in
// the input for the fast one. Texts are decoded and the list is sorted only when asked for, so
// a plan written as .ics never makes a String per overdue todo.

import ICalendar
import Zones

/// Overdue reminders in gathering order, decoded and sorted (by due, then UID) on request.
///
/// ```swift
/// var list = OverdueList.Builder()
/// list.add(Plan.Overdue(reminderUID: "b", title: "Pay", due: t2))
/// list.add(due: t1, uid: 10..<11, title: 20..<23)          // "a", "Gym" in the input
/// OverdueList(list, input: InputBytes(bytes)).entries    // [a Gym t1, b Pay t2] when t1 < t2
/// ```
public final class OverdueList: Sendable {
  /// One overdue reminder: decoded (`decoded >= 0`, an index into `decoded`) or as input ranges
  /// (`titleStart < 0`: no SUMMARY).
  struct Record {
    let due: Instant
    let uidStart: Int32
    let uidCount: Int32
    let titleStart: Int32
    let titleCount: Int32
    let decoded: Int32
  }

  /// Overdue reminders collected while reading.
  public struct Builder: Sendable {
    var records: [Record] = []
    var decoded: [Plan.Overdue] = []

    /// An empty list.
    public init() {}

    /// Adds a decoded entry.
    public mutating func add(_ overdue: Plan.Overdue) {
      decoded.append(overdue)
      records.append(Record(due: overdue.due, uidStart: 0, uidCount: 0, titleStart: -1, titleCount: 0,
                            decoded: Int32(decoded.count - 1)))
    }

    /// Adds an entry whose UID (TEXT without escapes) and SUMMARY (raw TEXT, or `nil`) are
    /// byte ranges of the input.
    mutating func add(due: Instant, uid: Range<Int>, title: Range<Int>?) {
      records.append(Record(due: due, uidStart: Int32(uid.lowerBound), uidCount: Int32(uid.count),
                            titleStart: Int32(title?.lowerBound ?? -1), titleCount: Int32(title?.count ?? 0),
                            decoded: -1))
    }

    /// How many entries.
    public var count: Int { records.count }

    /// Makes room for `count` entries.
    mutating func reserve(_ count: Int) {
      records.reserveCapacity(count)
      HugePageAdvice.advise(&records)
    }
  }

  private let records: [Record]
  private let decoded: [Plan.Overdue]
  /// The bytes the ranges point into (held, so they stay valid).
  private let input: InputBytes?

  /// The list of `builder`, whose ranges point into `input`.
  init(_ builder: Builder, input: InputBytes? = nil) {
    self.records = builder.records
    self.decoded = builder.decoded
    self.input = input
  }

  /// A list of decoded entries.
  convenience init(_ entries: [Plan.Overdue]) {
    var builder = Builder()
    for entry in entries { builder.add(entry) }
    self.init(builder)
  }

  /// How many reminders are overdue.
  public var count: Int { records.count }

  /// The entries, by due then UID (made on each call).
  public var entries: [Plan.Overdue] {
    var out: [Plan.Overdue] = []
    out.reserveCapacity(records.count)
    withExtendedLifetime(input) {
      let bytes = input?.buffer ?? UnsafeBufferPointer(start: nil, count: 0)
      for r in records {
        if r.decoded >= 0 {
          out.append(decoded[Int(r.decoded)])
          continue
        }
        let uidStart = Int(r.uidStart)
        let uid = String(decoding: UnsafeBufferPointer(rebasing: bytes[uidStart..<(uidStart + Int(r.uidCount))]), as: UTF8.self)
        var title = ""
        if r.titleStart >= 0 {
          let titleStart = Int(r.titleStart)
          let raw = String(decoding: UnsafeBufferPointer(rebasing: bytes[titleStart..<(titleStart + Int(r.titleCount))]),
                           as: UTF8.self)
          title = TextValue.unescape(raw)
        }
        out.append(Plan.Overdue(reminderUID: uid, title: title, due: r.due))
      }
    }
    out.sort { ($0.due, $0.reminderUID) < ($1.due, $1.reminderUID) }
    return out
  }
}
