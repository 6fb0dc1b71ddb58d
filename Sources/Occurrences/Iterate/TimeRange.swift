// Whether an occurrence overlaps a window [from, to): the CalDAV time-range rules of RFC 4791
// §9.9, per component kind, on instants (floating and DATE values read in one floating zone).

/// The overlap test of RFC 4791 §9.9 on second counts.
enum TimeRange {
  /// Whether an occurrence starting at `start` and ending at `end` (either may be missing) overlaps
  /// [from, to). `dayEnd` is the end of a DATE start's day (used when there is no end).
  ///
  /// - VEVENT: with an end after the start, `start < to && end > from`; with a zero length or a
  ///   DATE-TIME start and no end, `from <= start && start < to`; a DATE start without an end
  ///   lasts its day.
  /// - VTODO: start and end: `(from < end || from <= start) && (to > start || to >= end)`;
  ///   start only: `from <= start && start < to`; end (DUE) only: `from < end && to >= end`.
  /// - VJOURNAL: a DATE-TIME start: `from <= start && start < to`; a DATE start lasts its day.
  static func overlaps(_ kind: ComponentKind, start: Int64?, end: Int64?, dayEnd: Int64?,
                       from: Int64, to: Int64) -> Bool {
    switch kind {
    case .event, .journal:
      guard let s = start else { return false }
      if kind == .event, let e = end, e > s { return s < to && e > from }
      if end == nil, let d = dayEnd { return s < to && d > from }
      return from <= s && s < to
    case .todo:
      switch (start, end) {
      case (let s?, let e?): return (from < e || from <= s) && (to > s || to >= e)
      case (let s?, nil):
        if let d = dayEnd { return s < to && d > from }
        return from <= s && s < to
      case (nil, let e?): return from < e && to >= e
      case (nil, nil): return false
      }
    }
  }
}
