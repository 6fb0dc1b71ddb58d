// Multistatus parsing (RFC 4918 §13, §14.16; RFC 6578 §6.4), on bodies shaped as the servers
// we test against send them: Radicale 3.9 (default namespace, `HTTP/1.1 200 OK` statuses) and
// Xandikos 0.4 (`ns0:` prefixes, CalendarServer getctag). Observed with curl on 127.0.0.1.

import Foundation
import Testing
@testable import Sync

@Suite("WebDAV: multistatus bodies and XML")
struct MultistatusTests {
  @Test("Radicale-style Depth 0 PROPFIND of a VTODO collection (RFC 4791 §5.2.3)")
  func radicaleCollection() throws {
    let body = """
      <?xml version='1.0' encoding='utf-8'?>
      <multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav" xmlns:CS="http://calendarserver.org/ns/"><response><href>/alice/tasks/</href><propstat><prop><resourcetype><C:calendar /><collection /></resourcetype><CS:getctag>"abc"</CS:getctag><sync-token>http://radicale.org/ns/sync/abc</sync-token><C:supported-calendar-component-set><C:comp name="VTODO" /></C:supported-calendar-component-set><supported-report-set><supported-report><report><sync-collection /></report></supported-report></supported-report-set></prop><status>HTTP/1.1 200 OK</status></propstat><propstat><prop><C:calendar-home-set /></prop><status>HTTP/1.1 404 Not Found</status></propstat></response></multistatus>
      """
    let ms = try #require(Multistatus.parse(Data(body.utf8)))
    #expect(ms.responses.count == 1)
    let props = CollectionProperties(try #require(ms.responses.first))
    #expect(props.isCalendar)
    #expect(props.components == ["VTODO"])
    #expect(props.ctag == "\"abc\"")
    #expect(props.syncToken == "http://radicale.org/ns/sync/abc")
    #expect(props.supportsSyncCollection)
    #expect(props.calendarHomes == [])  // reported under 404: not found
    #expect(props.holdsTodos)
  }

  @Test("Xandikos-style prefixes (ns0 = DAV:), several components: a mixed calendar holds VTODOs")
  func xandikosPrefixes() throws {
    let body = """
      <ns0:multistatus xmlns:ns0="DAV:" xmlns:ns3="urn:ietf:params:xml:ns:caldav"><ns0:response><ns0:href>/user/calendars/calendar/</ns0:href><ns0:propstat><ns0:status>HTTP/1.1 200 OK</ns0:status><ns0:prop><ns0:resourcetype><ns0:collection /><ns3:calendar /></ns0:resourcetype><ns3:supported-calendar-component-set><ns3:comp name="VEVENT" /><ns3:comp name="VTODO" /></ns3:supported-calendar-component-set></ns0:prop></ns0:propstat></ns0:response></ns0:multistatus>
      """
    let ms = try #require(Multistatus.parse(Data(body.utf8)))
    let props = CollectionProperties(try #require(ms.responses.first))
    #expect(props.components == ["VEVENT", "VTODO"])
    #expect(props.holdsTodos)
  }

  @Test("sync-collection answer: a changed member, a removed one (404), the new token (RFC 6578 §3.5, §6.4)")
  func syncCollection() throws {
    let body = """
      <d:multistatus xmlns:d="DAV:"><d:response><d:href>/c/a.ics</d:href><d:propstat><d:prop><d:getetag>"2"</d:getetag></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response><d:response><d:href>/c/b.ics</d:href><d:status>HTTP/1.1 404 Not Found</d:status></d:response><d:sync-token>tok-5</d:sync-token></d:multistatus>
      """
    let ms = try #require(Multistatus.parse(Data(body.utf8)))
    #expect(ms.syncToken == "tok-5")
    #expect(ms.responses.map(\.href) == ["/c/a.ics", "/c/b.ics"])
    #expect(ms.responses[0].property("DAV:", "getetag")?.trimmedText == "\"2\"")
    #expect(ms.responses[1].status == 404)
  }

  @Test("calendar-data with CRLFs and entities survives as text (RFC 4791 §9.6)")
  func calendarData() throws {
    let body = "<d:multistatus xmlns:d=\"DAV:\" xmlns:c=\"urn:ietf:params:xml:ns:caldav\"><d:response><d:href>/c/a.ics</d:href><d:propstat><d:prop><c:calendar-data>BEGIN:VCALENDAR\r\nSUMMARY:a &amp; b &lt;c&gt;\r\nEND:VCALENDAR\r\n</c:calendar-data></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response></d:multistatus>"
    let ms = try #require(Multistatus.parse(Data(body.utf8)))
    let text = try #require(ms.responses.first?.property(DAVElement.caldav, "calendar-data")?.text)
    #expect(text.contains("SUMMARY:a & b <c>"))
  }

  @Test("hostile or broken bodies give nil, never a crash: not XML, wrong root, too deep, empty")
  func hostile() {
    #expect(Multistatus.parse(Data("not xml".utf8)) == nil)
    #expect(Multistatus.parse(Data("<a xmlns='DAV:'/>".utf8)) == nil)
    #expect(Multistatus.parse(Data()) == nil)
    let deep = String(repeating: "<x>", count: 200) + String(repeating: "</x>", count: 200)
    #expect(DAVElement.parse(Data(deep.utf8)) == nil)
    #expect(Multistatus.parse(Data("<d:multistatus xmlns:d='DAV:'><d:response></d:response></d:multistatus>".utf8))?.responses == [])
  }

  @Test("status lines: RFC 9112 §4 `HTTP/1.1 404 Not Found` → 404; junk → nil")
  func statusLines() {
    #expect(Multistatus.statusCode("HTTP/1.1 404 Not Found") == 404)
    #expect(Multistatus.statusCode("HTTP/1.1 200") == 200)
    #expect(Multistatus.statusCode("garbage") == nil)
    #expect(Multistatus.statusCode("HTTP/1.1 999999999999999999999 x") == nil)
  }

  @Test("request bodies escape hrefs and tokens (XML 1.0 §2.4)")
  func escaping() {
    let body = String(decoding: DAVRequestBody.multiget(hrefs: ["/c/a&b<.ics"]), as: UTF8.self)
    #expect(body.contains("<d:href>/c/a&amp;b&lt;.ics</d:href>"))
    #expect(DAVElement.parse(DAVRequestBody.syncCollection(token: "t&<>")) != nil)
  }
}
