// iCalendar value text (RFC 5545 §3.3.4, §3.3.5) and DTSTART reading, shared with LibICal.

import LibICal
import Zones

/// `YYYYMMDD` and `YYYYMMDDTHHMMSS` text, as LibICal writes it.
enum LibICalTextBridge {
  static func date(_ d: CivilDate) -> String { LibICalText.date(d) }
  static func local(_ t: CivilDateTime) -> String { LibICalText.local(t) }
}

/// DTSTART content lines read as LibICal reads them.
enum LibICalStartReader {
  static func read(_ text: String) -> LibICalStart? { LibICalStart(parsing: text) }
}
