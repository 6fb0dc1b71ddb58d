// The one atomic file writer and the bounded reader ("Limits"; SECURITY.md).
// Expectations are POSIX's (rename(2) replaces a directory entry in one step; stat(2) st_mode,
// lstat(2) S_IFLNK) and the limits of `InputLimits`, written out in full.

import Foundation
import XCTest
@testable import ICalendar

final class AtomicFileWriterTests: XCTestCase {
  private var directory = ""

  override func setUpWithError() throws {
    directory = NSTemporaryDirectory() + "recur-atomic-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(atPath: directory)
  }

  private func contents(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  private func mode(_ path: String) -> mode_t {
    var info = stat()
    _ = stat(path, &info)
    return info.st_mode & 0o7777
  }

  private func entries() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
  }

  // POSIX rename(2): the new bytes replace the old in one step; nothing else is left behind.
  func testReplacesContentsAndLeavesNoTemporaryFile() throws {
    let path = directory + "/plan.ics"
    try "old".write(toFile: path, atomically: false, encoding: .utf8)
    try AtomicFileWriter.write(Array("new".utf8), to: path)
    XCTAssertEqual(try contents(path), "new")
    XCTAssertEqual(try entries(), ["plan.ics"])
  }

  // A kill between write and rename leaves the temporary file and the old target: simulated by
  // looking at the directory from inside the write, then failing it.
  func testTargetIntactWhileWritingAndAfterAFailedWrite() throws {
    let path = directory + "/store.json"
    try "{\"reminders\": []}\n".write(toFile: path, atomically: false, encoding: .utf8)
    var seenDuringWrite: [String] = []
    var targetDuringWrite = ""
    XCTAssertThrowsError(try AtomicFileWriter.write(to: path) { fd in
      _ = "{\"remind".withCString { write(fd, $0, 8) }
      seenDuringWrite = (try? self.entries()) ?? []
      targetDuringWrite = (try? self.contents(path)) ?? ""
      errno = ENOSPC
      return false
    }) { error in
      guard let e = error as? FileWriteError else { return XCTFail("\(error)") }
      XCTAssertEqual(e.path, path)
      XCTAssertTrue(e.message.hasSuffix(": No space left on device"), e.message)
    }
    XCTAssertEqual(seenDuringWrite.count, 2)
    XCTAssertTrue(seenDuringWrite.contains { $0.hasPrefix(".store.json.recur-") }, "\(seenDuringWrite)")
    XCTAssertEqual(targetDuringWrite, "{\"reminders\": []}\n")
    XCTAssertEqual(try contents(path), "{\"reminders\": []}\n")
    XCTAssertEqual(try entries(), ["store.json"])
  }

  // SECURITY.md: "The store's mode (0600) is reset to 0644": the target's mode is kept.
  func testKeepsTheMode() throws {
    let path = directory + "/store.json"
    try "a".write(toFile: path, atomically: false, encoding: .utf8)
    XCTAssertEqual(chmod(path, 0o600), 0)
    try AtomicFileWriter.write(Array("b".utf8), to: path)
    XCTAssertEqual(mode(path), 0o600)
    XCTAssertEqual(chmod(path, 0o640), 0)
    try AtomicFileWriter.write(Array("c".utf8), to: path)
    XCTAssertEqual(mode(path), 0o640)
  }

  // A new file gets 0666 less the umask, as open(2) with O_CREAT and 0666 would give it.
  func testNewFileGetsTheUmaskMode() throws {
    let path = directory + "/new.ics"
    let old = umask(0o027)
    defer { umask(old) }
    try AtomicFileWriter.write(Array("x".utf8), to: path)
    XCTAssertEqual(mode(path), 0o640)
  }

  // SECURITY.md: "a symlinked store is replaced by a regular file": the link stays, its target
  // (relative to the link's directory) gets the bytes and keeps its mode.
  func testWritesThroughASymlinkChain() throws {
    try FileManager.default.createDirectory(atPath: directory + "/real", withIntermediateDirectories: true)
    let target = directory + "/real/store.json"
    try "old".write(toFile: target, atomically: false, encoding: .utf8)
    XCTAssertEqual(chmod(target, 0o600), 0)
    XCTAssertEqual(symlink("real/store.json", directory + "/middle.json"), 0)
    XCTAssertEqual(symlink(directory + "/middle.json", directory + "/store.json"), 0)
    try AtomicFileWriter.write(Array("new".utf8), to: directory + "/store.json")
    XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/store.json"), directory + "/middle.json")
    XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/middle.json"), "real/store.json")
    XCTAssertEqual(try contents(target), "new")
    XCTAssertEqual(mode(target), 0o600)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory + "/real"), ["store.json"])
  }

  // A dangling link creates its target, as open(2) with O_CREAT does.
  func testDanglingSymlinkCreatesItsTarget() throws {
    XCTAssertEqual(symlink("made.ics", directory + "/link.ics"), 0)
    try AtomicFileWriter.write(Array("x".utf8), to: directory + "/link.ics")
    XCTAssertEqual(try contents(directory + "/made.ics"), "x")
    XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/link.ics"), "made.ics")
  }

  // A device cannot be renamed over: /dev/null is written in place.
  func testDeviceIsWrittenInPlace() throws {
    try AtomicFileWriter.write(Array("x".utf8), to: "/dev/null")
  }

  // /dev/full (Linux): ENOSPC on every write, reported with the path.
  func testFullDeviceFails() throws {
    guard FileManager.default.fileExists(atPath: "/dev/full") else { throw XCTSkip("no /dev/full") }
    XCTAssertThrowsError(try AtomicFileWriter.write(Array("x".utf8), to: "/dev/full")) { error in
      XCTAssertEqual((error as? FileWriteError)?.description, "/dev/full: No space left on device")
    }
  }

  // A missing directory: nothing is created, the reason is given.
  func testMissingDirectoryFails() throws {
    XCTAssertThrowsError(try AtomicFileWriter.write(Array("x".utf8), to: directory + "/no/such.ics")) { error in
      XCTAssertEqual((error as? FileWriteError)?.message,
                     "cannot create a temporary file in \(directory)/no: No such file or directory")
    }
  }

  // InputLimits: /dev/zero has no line break, so the read stops at the line bound.
  func testBoundedReaderStopsAtTheLineLimit() throws {
    XCTAssertThrowsError(try BoundedFileReader.read("/dev/zero", maxLineBytes: 1000)) { error in
      XCTAssertEqual((error as? FileReadError)?.description,
                     "/dev/zero: line 1 is longer than 1000 bytes (the content-line limit, valid: 0...1000; SECURITY.md)")
      XCTAssertEqual((error as? FileReadError)?.isLimit, true)
    }
  }

  // InputLimits: a bare CR ends a physical line as a bare LF does (docs/SEMANTICS.md "Bare CR
  // line endings"), and CRLF ends one line, not two: "CCC" is line 3.
  func testBoundedReaderCountsBareCRLines() throws {
    let path = directory + "/bare-cr.ics"
    try "A\rBB\r\nCCC\r".write(toFile: path, atomically: false, encoding: .utf8)
    XCTAssertEqual(try BoundedFileReader.read(path, maxLineBytes: 3), Array("A\rBB\r\nCCC\r".utf8))
    XCTAssertThrowsError(try BoundedFileReader.read(path, maxLineBytes: 2)) { error in
      XCTAssertEqual((error as? FileReadError)?.message,
                     "line 3 is longer than 2 bytes (the content-line limit, valid: 0...2; SECURITY.md)")
    }
  }

  // InputLimits: a regular file's lines are checked at once after it is read; the line named
  // is the first too long, whatever its place (lines of exactly the bound pass).
  func testBoundedReaderChecksEveryLineOfAFile() throws {
    let path = directory + "/lines.ics"
    let fits = ["AAAAA", "B", "", "CCCCC", "DD"]
    try fits.joined(separator: "\r\n").write(toFile: path, atomically: false, encoding: .utf8)
    XCTAssertEqual(try BoundedFileReader.read(path, maxLineBytes: 5).count, 21)
    for (text, line) in [("AAAAA\r\nBBBBBB", 2), ("AAAAAA\nB", 1), ("A\rB\rC\rDDDDDD\r\n", 4), ("\n\n\nEEEEEEE", 4)] {
      try text.write(toFile: path, atomically: false, encoding: .utf8)
      XCTAssertThrowsError(try BoundedFileReader.read(path, maxLineBytes: 5), text) { error in
        XCTAssertEqual((error as? FileReadError)?.message,
                       "line \(line) is longer than 5 bytes (the content-line limit, valid: 0...5; SECURITY.md)")
      }
    }
  }

  // InputLimits: the size bound, also for input whose size is not known in advance.
  func testBoundedReaderStopsAtTheSizeLimit() throws {
    XCTAssertThrowsError(try BoundedFileReader.read("/dev/zero", maxBytes: 100_000)) { error in
      XCTAssertEqual((error as? FileReadError)?.description,
                     "/dev/zero: larger than 100000 bytes (the input size limit, valid: 0...100000; SECURITY.md)")
    }
    let path = directory + "/small.ics"
    try "A\nBB\nCCC\n".write(toFile: path, atomically: false, encoding: .utf8)
    XCTAssertEqual(try BoundedFileReader.read(path, maxBytes: 9, maxLineBytes: 3), Array("A\nBB\nCCC\n".utf8))
    XCTAssertThrowsError(try BoundedFileReader.read(path, maxBytes: 8))
    XCTAssertThrowsError(try BoundedFileReader.read(path, maxLineBytes: 2)) { error in
      XCTAssertEqual((error as? FileReadError)?.message,
                     "line 3 is longer than 2 bytes (the content-line limit, valid: 0...2; SECURITY.md)")
    }
  }

  // The streaming reader bounds a logical line (folds joined) the same way; the line named is
  // where the over-long line starts (line 2 here: the folded DESCRIPTION).
  func testStreamingLintStopsAtTheLineLimit() throws {
    let path = directory + "/long.ics"
    let folded = (0..<40).map { _ in String(repeating: "x", count: 70) }.joined(separator: "\r\n ")
    try ("BEGIN:VCALENDAR\r\nDESCRIPTION:" + folded + "\r\nEND:VCALENDAR\r\n").write(toFile: path, atomically: false, encoding: .utf8)
    let fd = open(path, O_RDONLY)
    defer { close(fd) }
    var scanner = ContentLineScanner()
    var sink = LintSink(report: { _ in })
    XCTAssertThrowsError(try ChunkReader.run(fd: fd, path: path, scanner: &scanner, sink: &sink, chunkSize: 64,
                                             maxLineBytes: 1000)) { error in
      XCTAssertEqual((error as? FileReadError)?.message,
                     "line 2 is longer than 1000 bytes (the content-line limit, valid: 0...1000; SECURITY.md)")
    }
  }

  // InputLimits: a reader that keeps what it reads (the tree of `parse(contentsOfFile:)`)
  // stops at the size bound; short lines do not help a hostile file past it.
  func testTreeReaderStopsAtTheSizeLimit() throws {
    let path = directory + "/many.ics"
    try String(repeating: "X-A:b\r\n", count: 100).write(toFile: path, atomically: false, encoding: .utf8)
    let fd = open(path, O_RDONLY)
    defer { close(fd) }
    var scanner = ContentLineScanner()
    var sink = LintSink(report: { _ in })
    XCTAssertThrowsError(try ChunkReader.run(fd: fd, path: path, scanner: &scanner, sink: &sink, chunkSize: 64,
                                             maxBytes: 500)) { error in
      XCTAssertEqual((error as? FileReadError)?.message,
                     "larger than 500 bytes (the input size limit, valid: 0...500; SECURITY.md)")
    }
  }

  // A read-only target is refused as open(2) would refuse it (a rename could replace it).
  func testReadOnlyTargetIsRefused() throws {
    guard geteuid() != 0 else { throw XCTSkip("root may write any file") }
    let path = directory + "/locked.ics"
    try "old".write(toFile: path, atomically: false, encoding: .utf8)
    XCTAssertEqual(chmod(path, 0o444), 0)
    XCTAssertThrowsError(try AtomicFileWriter.write(Array("new".utf8), to: path)) { error in
      XCTAssertEqual((error as? FileWriteError)?.description, "\(path): Permission denied")
    }
    XCTAssertEqual(try contents(path), "old")
  }

  // MARK: - Regressions

  // fuzz: `recur fmt x.ics -o ""` (an unset shell variable) made a temporary file "..recur-…" in
  // the working directory and failed at rename(2) with "cannot rename ./..recur-… to : No such
  // file or directory". Like open(2) (POSIX: ENOENT for ""), the empty path is refused first,
  // with the reason, and nothing is created.
  func testFuzzEmptyPathIsRefusedBeforeAnyFileIsMade() throws {
    let before = FileManager.default.currentDirectoryPath
    XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(directory))
    defer { _ = FileManager.default.changeCurrentDirectoryPath(before) }
    XCTAssertThrowsError(try AtomicFileWriter.write(Array("x".utf8), to: "")) { error in
      XCTAssertEqual((error as? FileWriteError)?.description, ": an empty path; expected a file name")
    }
    XCTAssertEqual(try entries(), [])
  }
}
