// The line limit of the Planner's whole-file read (SECURITY.md "Limits") counts physical lines
// as the scanner ends them: CRLF, a bare LF and a bare CR each end one (docs/SEMANTICS.md "Bare
// CR line endings"), so the line it names is the line lint names.

import Foundation
import XCTest
import ICalendar
@testable import Planner

final class FileBytesTests: XCTestCase {
  func write(_ text: String) throws -> String {
    let path = NSTemporaryDirectory() + "recur-filebytes-\(UUID().uuidString).ics"
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
  }

  /// Source: docs/SEMANTICS.md "Bare CR line endings" ("Line numbers count CR-ended lines as
  /// lines"; CRLF is one ending). "A\rBB\r\nCCC\r" is three lines of 1, 2 and 3 bytes: within a
  /// 3-byte limit, and line 3 breaks a 2-byte one (counting only LF, it was one 5-byte line 1).
  func testBareCRLinesCountAsTheScannerCountsThem() throws {
    let path = try write("A\rBB\r\nCCC\r")
    XCTAssertEqual(try FileBytes.read(path, maxLineBytes: 3), Array("A\rBB\r\nCCC\r".utf8))
    XCTAssertThrowsError(try FileBytes.read(path, maxLineBytes: 2)) { error in
      XCTAssertEqual((error as? FileReadError)?.message,
                     "line 3 is longer than 2 bytes (the content-line limit, valid: 0...2; SECURITY.md)")
    }
    // The same answer as the other whole-input reader, which shares the definition.
    XCTAssertThrowsError(try BoundedFileReader.read(path, maxLineBytes: 2)) { error in
      XCTAssertEqual((error as? FileReadError)?.message,
                     "line 3 is longer than 2 bytes (the content-line limit, valid: 0...2; SECURITY.md)")
    }
  }

  /// Source: RFC 5545 §3.1 (a line's CRLF delimits it, it is not part of its text) and
  /// SECURITY.md "Limits": line 2 of "A\r\n" + 70,000 ×
  /// "B" + "\r\nC\r\n" fits a 70,000-byte limit and breaks a 65,536-byte one.
  func testALinesEndingIsNotPartOfItsLength() throws {
    let long = "A\r\n" + String(repeating: "B", count: 70_000) + "\r\nC\r\n"
    let path = try write(long)
    XCTAssertEqual(try FileBytes.read(path, maxLineBytes: 70_000).count, long.utf8.count)
    XCTAssertThrowsError(try FileBytes.read(path, maxLineBytes: 65_536)) { error in
      XCTAssertEqual((error as? FileReadError)?.message,
                     "line 2 is longer than 65536 bytes (the content-line limit, valid: 0...65536; SECURITY.md)")
    }
  }
}
