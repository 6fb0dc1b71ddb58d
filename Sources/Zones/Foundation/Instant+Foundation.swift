// Instant ⇄ Foundation's `Date` (bridges for apps). Off the hot paths: the engine
// keeps whole seconds since the epoch and never touches Foundation.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Instant {
  /// The instant of `date`, rounded down to the whole second (Recur's instants are whole
  /// seconds, as iCalendar's are): `Date(timeIntervalSince1970: 1_795_356_000.9)` becomes
  /// 2026-11-22T12:00:00Z.
  public init(_ date: Date) {
    let seconds = date.timeIntervalSince1970.rounded(.down)
    // Dates beyond ±2^62 s are clamped (a Double that large does not fit an Int64 safely).
    let limit = Double(Int64(1) << 62)
    self.init(secondsSinceEpoch: Int64(min(max(seconds, -limit), limit)))
  }

  /// The instant of `date` if it is a whole second, else `nil`.
  public init?(exactly date: Date) {
    guard let seconds = Int64(exactly: date.timeIntervalSince1970) else { return nil }
    self.init(secondsSinceEpoch: seconds)
  }

  /// The same instant as a `Date` (2026-11-22T12:00:00Z ↦ `Date(timeIntervalSince1970: 1_795_356_000)`).
  public var date: Date { Date(timeIntervalSince1970: TimeInterval(secondsSinceEpoch)) }
}
