// `ComponentUID`, the one identity of a UID (docs/SEMANTICS.md "UIDs compare as bytes").
// Reasoned examples: RFC 5545 §3.8.4.7 makes UID a TEXT value and says nothing of
// normalization, so two UIDs are the same when their unescaped UTF-8 octets are (libical's
// `strcmp`). The octets are written out from Unicode's tables: U+00E9 is C3 A9, U+0301 is CC 81.
// Text is compared through `Array(utf8)` here, since XCTAssertEqual on Strings would call
// canonically equivalent spellings equal.

import Foundation
import XCTest
@testable import ICalendar

final class ComponentUIDTests: XCTestCase {
  let precomposed = "caf\u{E9}"
  let decomposed = "cafe\u{301}"

  // Reasoned: Swift calls the two spellings equal (canonical equivalence); the key does not.
  func testCanonicallyEquivalentSpellingsAreTwoUIDs() {
    XCTAssertEqual(precomposed, decomposed)  // String: one
    XCTAssertEqual(Array(precomposed.utf8), [0x63, 0x61, 0x66, 0xC3, 0xA9])
    XCTAssertEqual(Array(decomposed.utf8), [0x63, 0x61, 0x66, 0x65, 0xCC, 0x81])
    XCTAssertNotEqual(ComponentUID(precomposed), ComponentUID(decomposed))
    XCTAssertFalse(ComponentUID(precomposed).matches(decomposed))
    XCTAssertTrue(ComponentUID(precomposed).matches("caf\u{E9}"))
    XCTAssertEqual(Set([ComponentUID(precomposed), ComponentUID(decomposed), ComponentUID("caf\u{E9}")]).count, 2)
    var table: [ComponentUID: Int] = [:]
    table[ComponentUID(precomposed), default: 0] += 1
    table[ComponentUID(decomposed), default: 0] += 1
    table[ComponentUID(precomposed), default: 0] += 1
    XCTAssertEqual(table[ComponentUID(precomposed)], 2)
    XCTAssertEqual(table[ComponentUID(decomposed)], 1)
  }

  // Reasoned: a key made from bytes is the key of the same text; order is UTF-8 byte order
  // (0x65 'e' before 0xC3, so the decomposed spelling sorts first; a prefix sorts first).
  func testBytesAndOrder() {
    let bytes: [UInt8] = [0x63, 0x61, 0x66, 0xC3, 0xA9]
    let key = bytes.withUnsafeBufferPointer { ComponentUID(bytes: $0) }
    XCTAssertEqual(key, ComponentUID(precomposed))
    XCTAssertEqual(key.hashValue, ComponentUID(precomposed).hashValue)
    XCTAssertEqual([ComponentUID(precomposed), ComponentUID(decomposed), ComponentUID("caf")].sorted().map { Array($0.text.utf8) },
                   [[0x63, 0x61, 0x66], Array(decomposed.utf8), Array(precomposed.utf8)])
  }

  // RFC 5545 §3.3.11: the UID is compared after unescaping, so `a\,b` is the UID `a,b`.
  func testKeyOfAComponentIsItsUnescapedFirstUID() throws {
    let parsed = ICalendarParser.parse("BEGIN:VTODO\r\nUID:a\\,b\r\nUID:second\r\nEND:VTODO\r\n")
    let todo = try XCTUnwrap(parsed.components.first)
    XCTAssertEqual(ComponentUID(of: todo), ComponentUID("a,b"))
    XCTAssertNil(ComponentUID(of: Component(name: "VTODO")))
  }

  // Reasoned: a key codes as its text (a JSON string), bytes kept.
  func testCodesAsItsText() throws {
    let data = try JSONEncoder().encode([ComponentUID(decomposed)])
    XCTAssertEqual([UInt8](data), Array("[\"cafe\u{301}\"]".utf8))
    let back = try JSONDecoder().decode([ComponentUID].self, from: data)
    XCTAssertEqual(back.map { Array($0.text.utf8) }, [Array(decomposed.utf8)])
  }
}
