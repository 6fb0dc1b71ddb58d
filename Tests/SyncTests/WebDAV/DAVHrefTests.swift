// Hrefs (RFC 4918 §8.3; RFC 3986 §2.1 percent-encoding): keys, encoding back, resource names.

import Foundation
import Testing
@testable import Sync

@Suite("WebDAV: hrefs")
struct DAVHrefTests {
  let base = URL(string: "http://127.0.0.1:5232/alice/tasks/")!

  @Test("absolute paths, absolute URLs and encoded forms give one key")
  func keys() {
    #expect(DAVHref.key("/alice/tasks/a%40b.ics", relativeTo: base) == "/alice/tasks/a@b.ics")
    #expect(DAVHref.key("http://127.0.0.1:5232/alice/tasks/a@b.ics", relativeTo: base) == "/alice/tasks/a@b.ics")
    #expect(DAVHref.key("a.ics", relativeTo: base) == "/alice/tasks/a.ics")
    #expect(DAVHref.key("/alice/tasks/", relativeTo: base) == "/alice/tasks/")
    #expect(DAVHref.key("/alice/my%20tasks/", relativeTo: base) == "/alice/my tasks/")
  }

  @Test("encoding a key gives a path servers accept, and back")
  func roundTrip() {
    let key = "/alice/my tasks/a b#?.ics"
    let url = DAVHref.url(key, on: base)
    #expect(url?.absoluteString == "http://127.0.0.1:5232/alice/my%20tasks/a%20b%23%3F.ics")
    #expect(url.flatMap { DAVHref.key($0.absoluteString, relativeTo: base) } == key)
  }

  @Test("resource names: UUIDs as they are, anything else made safe and unique")
  func names() {
    #expect(DAVHref.resourceName(forUID: "A0000000-0000-4000-8000-000000000001") == "A0000000-0000-4000-8000-000000000001.ics")
    let odd = DAVHref.resourceName(forUID: "a/b c")
    #expect(odd.hasPrefix("a_b_c-") && odd.hasSuffix(".ics"))
    #expect(odd != DAVHref.resourceName(forUID: "a_b c"))
    #expect(DAVHref.resourceName(forUID: "").hasSuffix(".ics"))
    #expect(!DAVHref.resourceName(forUID: "..").hasPrefix(".."))
  }
}
