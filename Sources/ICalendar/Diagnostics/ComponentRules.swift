// Which properties each component must have and may have only once (RFC 5545 §3.6.1–§3.6.6,
// the "REQUIRED, but MUST NOT occur more than once" / "OPTIONAL, but MUST NOT occur more than
// once" lists of each component's grammar), as bit masks over `PropertyRules.all`.

/// The cardinality rules of one component kind.
struct ComponentRules: Sendable {
  /// The component kinds RFC 5545 defines rules for; everything else (X-, IANA) is unchecked.
  enum Kind: UInt8, Sendable {
    case other, calendar, event, todo, journal, freebusy, timezone, observance, alarm
  }

  /// The RFC section quoted in messages, e.g. `§3.6.2`.
  let section: StaticString
  /// Properties that must be present (each bit is `PropertyRules.bit(named:)`).
  let required: UInt64
  /// Properties that may appear at most once (required ones included).
  let once: UInt64

  /// The kind of a component from its uppercased name.
  static func kind(_ name: [UInt8]) -> Kind {
    guard let key = name.withUnsafeBufferPointer({ PropertyRules.key($0) }) else { return .other }
    for (k, kind) in kinds where k == key { return kind }
    return .other
  }

  /// The names with rules, packed as `PropertyRules.Key`s (two words compared per entry).
  private static let kinds: [(PropertyRules.Key, Kind)] = {
    let named: [(StaticString, Kind)] = [
      ("VTODO", .todo), ("VEVENT", .event), ("VALARM", .alarm), ("VCALENDAR", .calendar), ("VTIMEZONE", .timezone),
      ("STANDARD", .observance), ("DAYLIGHT", .observance), ("VJOURNAL", .journal), ("VFREEBUSY", .freebusy),
    ]
    return named.compactMap { name, kind in
      PropertyRules.key(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)).map { ($0, kind) }
    }
  }()

  /// The rules of `kind`, nil for kinds without rules.
  static func rules(_ kind: Kind) -> ComponentRules? {
    switch kind {
    case .other: nil
    case .calendar: calendar
    case .event: event
    case .todo: todo
    case .journal: journal
    case .freebusy: freebusy
    case .timezone: timezone
    case .observance: observance
    case .alarm: alarm
    }
  }

  private static func mask(_ names: [StaticString]) -> UInt64 {
    names.reduce(0) { $0 | PropertyRules.bit(named: $1) }
  }

  // §3.6: calscale, method, prodid, version. (PRODID and VERSION are reported missing by the
  // validator's own VCALENDAR check, with the expected values.)
  static let calendar = ComponentRules(section: "§3.6", required: 0,
                                       once: mask(["CALSCALE", "METHOD", "PRODID", "VERSION"]))
  // §3.6.1 eventprop. DTSTART is required only without a calendar METHOD (checked apart).
  static let event = ComponentRules(section: "§3.6.1", required: mask(["DTSTAMP", "UID"]), once: mask([
    "DTSTAMP", "UID", "DTSTART", "CLASS", "CREATED", "DESCRIPTION", "GEO", "LAST-MODIFIED", "LOCATION",
    "ORGANIZER", "PRIORITY", "SEQUENCE", "STATUS", "SUMMARY", "TRANSP", "URL", "RECURRENCE-ID", "DTEND", "DURATION",
  ]))
  // §3.6.2 todoprop.
  static let todo = ComponentRules(section: "§3.6.2", required: mask(["DTSTAMP", "UID"]), once: mask([
    "DTSTAMP", "UID", "CLASS", "COMPLETED", "CREATED", "DESCRIPTION", "DTSTART", "GEO", "LAST-MODIFIED",
    "LOCATION", "ORGANIZER", "PERCENT-COMPLETE", "PRIORITY", "RECURRENCE-ID", "SEQUENCE", "STATUS", "SUMMARY",
    "URL", "DUE", "DURATION",
  ]))
  // §3.6.3 jourprop.
  static let journal = ComponentRules(section: "§3.6.3", required: mask(["DTSTAMP", "UID"]), once: mask([
    "DTSTAMP", "UID", "CLASS", "CREATED", "DTSTART", "LAST-MODIFIED", "ORGANIZER", "RECURRENCE-ID", "SEQUENCE",
    "STATUS", "SUMMARY", "URL",
  ]))
  // §3.6.4 fbprop.
  static let freebusy = ComponentRules(section: "§3.6.4", required: mask(["DTSTAMP", "UID"]), once: mask([
    "DTSTAMP", "UID", "CONTACT", "DTSTART", "DTEND", "ORGANIZER", "URL",
  ]))
  // §3.6.5 timezone: tzid required; last-mod, tzurl once.
  static let timezone = ComponentRules(section: "§3.6.5", required: mask(["TZID"]),
                                       once: mask(["TZID", "LAST-MODIFIED", "TZURL"]))
  // §3.6.5 tzprop (STANDARD, DAYLIGHT).
  static let observance = ComponentRules(section: "§3.6.5", required: mask(["DTSTART", "TZOFFSETTO", "TZOFFSETFROM"]),
                                         once: mask(["DTSTART", "TZOFFSETTO", "TZOFFSETFROM"]))
  // §3.6.6 audioprop / dispprop / emailprop: action and trigger always; the rest by ACTION.
  static let alarm = ComponentRules(section: "§3.6.6", required: mask(["ACTION", "TRIGGER"]),
                                    once: mask(["ACTION", "TRIGGER", "DURATION", "REPEAT", "DESCRIPTION", "SUMMARY"]))
}
