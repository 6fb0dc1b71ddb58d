// Where physical lines end, as the content-line scanner ends them (RFC 5545 §3.1 asks for CRLF;
// a bare LF and a bare CR are read too, docs/SEMANTICS.md "Bare CR line endings"): for readers
// that bound a line's length before the scanner sees the bytes (`BoundedFileReader`, the
// Planner's whole-file read), so every reader numbers lines as the scanner's diagnostics do.

/// Counts physical lines and the length of the current one across chunks of input.
///
/// ```swift
/// var counter = PhysicalLineCounter()
/// // "A\rBB\r\nCCC\r": CR, CRLF and CR end three lines; "CCC" is line 3, 3 bytes long.
/// counter.count(bytes, maxLineBytes: 2)   // false: line 3 is longer than 2 bytes
/// counter.lineNumber                      // 3
/// ```
package struct PhysicalLineCounter: Sendable {
  /// The number of the line being read (1 for the first).
  package private(set) var lineNumber = 1
  /// Bytes of the line being read so far, line endings not counted.
  package private(set) var lineLength = 0
  /// The last byte counted (a CR there and an LF next are one CRLF ending).
  private var lastByte: UInt8 = 0

  /// A counter at the start of the input.
  package init() {}

  /// Counts `bytes`, the next bytes of the input; false as soon as the line being read grows
  /// longer than `maxLineBytes` (`lineNumber` then names it; the rest of `bytes` is not counted).
  /// Line endings are found by the scanner's own search (`ContentLineScanner.nextLineBreak`): a
  /// CR or an LF ends a line, a CR followed by an LF ends one.
  package mutating func count(_ bytes: UnsafeBufferPointer<UInt8>, maxLineBytes: Int) -> Bool {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return true }
    let n = bytes.count
    var i = 0
    while i < n {
      let b = ContentLineScanner.nextLineBreak(base, i, n)
      lineLength += b - i
      if lineLength > maxLineBytes { return false }
      if b == n { break }
      // A CR ends a line; an LF ends one unless it completes a CRLF (counted at its CR).
      let previous = b > 0 ? base[b - 1] : lastByte
      if base[b] == 0x0D || previous != 0x0D { lineNumber += 1 }
      lineLength = 0
      i = b + 1
    }
    lastByte = base[n - 1]
    return true
  }
}
