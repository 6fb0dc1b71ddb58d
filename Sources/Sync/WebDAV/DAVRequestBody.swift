// The XML bodies the client sends: PROPFIND (RFC 4918 §9.1), calendar-query and
// calendar-multiget (RFC 4791 §7.8, §7.9), sync-collection (RFC 6578 §3.2), MKCALENDAR (§5.3.1).

import Foundation

/// Builders for WebDAV/CalDAV request bodies; every text inserted is XML-escaped.
///
/// Example: `DAVRequestBody.multiget(hrefs: ["/c/a&b.ics"])` contains
/// `<d:href>/c/a&amp;b.ics</d:href>`.
public enum DAVRequestBody {
  private static let prolog = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
  private static let namespaces =
    "xmlns:d=\"DAV:\" xmlns:c=\"urn:ietf:params:xml:ns:caldav\" xmlns:cs=\"http://calendarserver.org/ns/\""

  /// A PROPFIND asking for the named properties, given as prefixed names (`d:getetag`).
  public static func propfind(_ properties: [String]) -> Data {
    let props = properties.map { "<\($0)/>" }.joined()
    return Data((prolog + "<d:propfind \(namespaces)><d:prop>\(props)</d:prop></d:propfind>").utf8)
  }

  /// A calendar-query REPORT listing every VTODO's ETag (RFC 4791 §7.8, comp-filter VTODO).
  public static func todoQuery() -> Data {
    Data((prolog + "<c:calendar-query \(namespaces)><d:prop><d:getetag/></d:prop>"
      + "<c:filter><c:comp-filter name=\"VCALENDAR\"><c:comp-filter name=\"VTODO\"/></c:comp-filter></c:filter>"
      + "</c:calendar-query>").utf8)
  }

  /// A calendar-multiget REPORT for the ETag and calendar data of `hrefs` (RFC 4791 §7.9).
  public static func multiget(hrefs: [String]) -> Data {
    let list = hrefs.map { "<d:href>\(escape($0))</d:href>" }.joined()
    return Data((prolog + "<c:calendar-multiget \(namespaces)><d:prop><d:getetag/><c:calendar-data/></d:prop>"
      + list + "</c:calendar-multiget>").utf8)
  }

  /// A sync-collection REPORT from `token` ("" for the initial sync), depth 1 (RFC 6578 §3.2).
  public static func syncCollection(token: String) -> Data {
    Data((prolog + "<d:sync-collection \(namespaces)><d:sync-token>\(escape(token))</d:sync-token>"
      + "<d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>").utf8)
  }

  /// An MKCALENDAR body making a VTODO collection named `displayName` (RFC 4791 §5.3.1).
  public static func makeTodoCalendar(displayName: String) -> Data {
    Data((prolog + "<c:mkcalendar \(namespaces)><d:set><d:prop><d:displayname>\(escape(displayName))</d:displayname>"
      + "<c:supported-calendar-component-set><c:comp name=\"VTODO\"/></c:supported-calendar-component-set>"
      + "</d:prop></d:set></c:mkcalendar>").utf8)
  }

  /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities (XML 1.0 §2.4).
  public static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for ch in text {
      switch ch {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      default: out.append(ch)
      }
    }
    return out
  }
}
