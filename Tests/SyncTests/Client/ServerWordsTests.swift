// How a server's refusal of one object is quoted ("names the object and the
// server's words"): RFC 4918 §16 / RFC 4791 §1.3 precondition elements, plain-text bodies.

import Foundation
import Testing
@testable import Sync

@Suite("Refusals quote the server's words")
struct ServerWordsTests {
  // Reasoned examples: a CalDAV precondition body (RFC 4791 §5.3.2.1 valid-calendar-data), a
  // plain-text 400 like Radicale's, and control characters that must not reach the terminal.
  @Test("precondition element names, plain text, control characters as spaces")
  func words() {
    #expect(CalDAVClient.serverWords(Data(#"<?xml version="1.0"?><D:error xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><C:valid-calendar-data/></D:error>"#.utf8)) == "valid-calendar-data")
    #expect(CalDAVClient.serverWords(Data("Bad Request\n\nThe client sent\tan invalid request.".utf8)) == "Bad Request The client sent an invalid request.")
    #expect(CalDAVClient.serverWords(Data("a\u{1B}[31mred".utf8)) == "a [31mred")
    #expect(CalDAVClient.serverWords(Data(String(repeating: "x ", count: 400).utf8)).count == 300)
  }
}
