// The store's JSON reader (a store of 10^6 reminders took 39–64 s and 1.2–2.1 GB).
// Expectations come from RFC 8259 (§2 grammar, §6 numbers, §7 strings and escapes, §9: a
// parser may limit nesting depth) and this project's messages, written out in full.

import Foundation
import Reminders
import XCTest

final class JSONReaderTests: XCTestCase {
  private func value(_ text: String) throws(ReminderStoreError) -> JSONValue { try ReminderStore.jsonValue(Array(text.utf8)) }

  private func error(_ text: String) -> String? {
    do {
      _ = try value(text)
      return nil
    } catch {
      return error.description
    }
  }

  // RFC 8259 §2–§7: every kind of value.
  func testValues() throws {
    XCTAssertEqual(try value(#" {"a": [1, -2, 2.5, 1e3, "x\n\u00e9\ud83d\ude00\/", true, false, null], "b": {}} "#),
                   .object(["a": .array([.integer(1), .integer(-2), .number(2.5), .number(1000), .string("x\né😀/"),
                                         .bool(true), .bool(false), .null]), "b": .object([:])]))
    XCTAssertEqual(try value("[]"), .array([]))
    XCTAssertEqual(try value("99999999999999999999"), .number(1e20))
  }

  // RFC 8259: what is not JSON, with line and column.
  func testSyntaxErrors() {
    XCTAssertEqual(error("{\"a\": 1,\n \"b\" 2}"), "not valid JSON: line 2, column 6: expected ':' after an object key")
    XCTAssertEqual(error("[1, 2"), "not valid JSON: line 1, column 6: expected ',' or ']' in an array")
    XCTAssertEqual(error("[01]"), "not valid JSON: line 1, column 2: a number may not start with 0")
    XCTAssertEqual(error("\"a\u{7}\""), "not valid JSON: line 1, column 3: control character U+0007 in a string; write it as an escape such as \\n or \\u0007")
    XCTAssertEqual(error("\"\\x\""), "not valid JSON: line 1, column 3: invalid escape '\\x'; valid: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
    XCTAssertEqual(error("\"\\ud800\""), "not valid JSON: line 1, column 8: a \\u high surrogate without its low surrogate")
    XCTAssertEqual(error("[1] x"), "not valid JSON: line 1, column 5: unexpected text after the JSON value")
    XCTAssertEqual(error("1e999"), "not valid JSON: line 1, column 6: number 1e999 is out of range")
  }

  // RFC 8259 §9: nesting is bounded (512 levels), so a hostile store cannot overflow the stack.
  func testNestingIsBounded() {
    XCTAssertNotNil(try? value(String(repeating: "[", count: 512) + String(repeating: "]", count: 512)))
    XCTAssertEqual(error(String(repeating: "[", count: 100_000)), "not valid JSON: line 1, column 514: nested more than 512 levels deep")
    let store = #"{"reminders": "# + String(repeating: "[", count: 600)
    XCTAssertEqual((try? ReminderStore(json: Data(store.utf8))).map { _ in "" } ?? "refused", "refused")
  }

  // docs/FORMATS.md: the store's own errors are unchanged by reading it element by element.
  func testStoreShapeErrors() {
    func storeError(_ text: String) -> String? {
      do {
        _ = try ReminderStore(json: Data(text.utf8))
        return nil
      } catch {
        return error.description
      }
    }
    XCTAssertEqual(storeError("[1]"), #"the store must be an object {"reminders": [...]}, not an array"#)
    XCTAssertEqual(storeError(#"{"other": 1}"#), #"reminders: missing (valid: {"reminders": [...]})"#)
    XCTAssertEqual(storeError(#"{"reminders": 3}"#), "reminders: 3 is not an array")
    XCTAssertEqual(storeError(#"{"reminders": [{"id": "A", "title": "t"}, {"id": "A", "title": "u"}]}"#),
                   #"reminders[1] (id "A"): id: the same id as reminders[0] (ids must be unique)"#)
    let kept = try? ReminderStore(json: Data(#"{"version": 2, "reminders": [{"id": "A", "title": "t"}]}"#.utf8))
    XCTAssertEqual(kept?.reminders.map(\.id), ["A"])
    XCTAssertEqual(kept?.extra, ["version": .integer(2)])
  }
}
