// libical's expansion of whole components (`icalcomponent_foreach_recurrence`: DTSTART, RRULE,
// RDATE, minus EXDATE and EXRULE, RFC 5545 §3.8.5) over every VEVENT, VTODO and VJOURNAL of a
// calendar, counted: the libical side of `recur bench occurrences`. libical applies no
// RECURRENCE-ID overrides here; each override is expanded as a component of its own.

import CLibICal

/// Parses a calendar with libical and expands each event, todo and journal in a window.
///
/// ```swift
/// // A VCALENDAR with one VEVENT, DTSTART 20260105T090000Z, RRULE:FREQ=DAILY;COUNT=10:
/// LibICalComponentExpansion.count(bytes, from: 1_767_830_400, to: 1_768_089_600)
///   // Result(parsed: true, components: 1, occurrences: 3): Jan 8, 9 and 10 at 09:00Z
/// ```
public enum LibICalComponentExpansion {
  /// What libical found.
  public struct Result: Hashable, Sendable {
    /// Whether libical returned a component at all.
    public var parsed: Bool
    /// The VEVENTs, VTODOs and VJOURNALs expanded.
    public var components: Int
    /// The time spans `icalcomponent_foreach_recurrence` reported in the window.
    public var occurrences: Int
  }

  /// Parses `bytes` (a NUL is appended), expands every VEVENT, VTODO and VJOURNAL of the root
  /// (or the root itself when it is one) in [`from`, `to`] (seconds since 1970, UTC), counts
  /// the spans, and frees the tree.
  public static func count(_ bytes: [UInt8], from: Int64, to: Int64) -> Result {
    LibICalRuntime.shared.withLock { expand(bytes, from: from, to: to) }
  }

  /// `count`'s body, under the libical lock.
  private static func expand(_ bytes: [UInt8], from: Int64, to: Int64) -> Result {
    var text = bytes
    text.append(0)
    return text.withUnsafeBufferPointer { buf -> Result in
      guard let base = buf.baseAddress,
            let root = icalparser_parse_string(UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)) else {
        return Result(parsed: false, components: 0, occurrences: 0)
      }
      defer { icalcomponent_free(root) }
      let utc = icaltimezone_get_utc_timezone()
      let start = icaltime_from_timet_with_zone(time_t(from), 0, utc)
      let end = icaltime_from_timet_with_zone(time_t(to), 0, utc)
      var spans = 0
      var components = 0
      let kinds = [ICAL_VEVENT_COMPONENT, ICAL_VTODO_COMPONENT, ICAL_VJOURNAL_COMPONENT]
      let callback: @convention(c) (OpaquePointer?, UnsafeMutablePointer<icaltime_span>?, UnsafeMutableRawPointer?) -> Void = { _, _, data in
        data?.assumingMemoryBound(to: Int.self).pointee += 1
      }
      withUnsafeMutablePointer(to: &spans) { counter in
        if kinds.contains(icalcomponent_isa(root)) {
          components += 1
          icalcomponent_foreach_recurrence(root, start, end, callback, counter)
          return
        }
        for kind in kinds {
          var c = icalcomponent_get_first_component(root, kind)
          while let component = c {
            components += 1
            icalcomponent_foreach_recurrence(component, start, end, callback, counter)
            c = icalcomponent_get_next_component(root, kind)
          }
        }
      }
      return Result(parsed: true, components: components, occurrences: spans)
    }
  }
}
