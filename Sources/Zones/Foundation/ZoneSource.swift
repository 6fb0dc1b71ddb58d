// Where `Zone.named(_:)` reads an IANA zone (zones wherever the package runs): the
// system's TZif files where readable (Linux, macOS), else Foundation's `TimeZone` (iOS, where
// no zoneinfo path can be counted on). Chosen automatically; `Zone.source` overrides it.

/// The data a named zone is built from.
///
/// ```swift
/// Zone.source = .foundation            // e.g. an iOS app that wants the system's own zone data
/// let ny = try Zone.named("America/New_York")
/// ```
public enum ZoneSource: String, CaseIterable, Hashable, Sendable {
  /// TZif files (`TZDIR`, else /usr/share/zoneinfo); when a zone's file is missing or
  /// unreadable, Foundation's `TimeZone` of the same name. The default.
  case automatic
  /// TZif files only (RFC 8536): the POSIX footer carries the zone's rule past the last listed
  /// transition, for any year.
  case tzif
  /// Foundation's `TimeZone` only: its transitions from 1800 to 2100 (after 2100 the offset of
  /// 2100 holds); needs Foundation's zone database (full Foundation with ICU on Linux).
  case foundation
}

/// The process-wide choice behind `Zone.source` (guarded by a mutex).
final class ZoneSourceSetting: @unchecked Sendable {
  static let shared = ZoneSourceSetting()
  private let mutex = PThreadMutex()
  private var value = ZoneSource.automatic

  var current: ZoneSource {
    get {
      mutex.lock()
      defer { mutex.unlock() }
      return value
    }
    set {
      mutex.lock()
      value = newValue
      mutex.unlock()
    }
  }
}

extension Zone {
  /// Where `Zone.named(_:)` reads zones from, for the whole process: `.automatic` unless set.
  /// Zones already loaded stay cached per source, so changing it affects later loads only.
  public static var source: ZoneSource {
    get { ZoneSourceSetting.shared.current }
    set { ZoneSourceSetting.shared.current = newValue }
  }
}
