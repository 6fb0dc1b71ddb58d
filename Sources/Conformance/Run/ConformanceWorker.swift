// The child side of an isolated differential run (RFC 5545 §3.8.5.3 expansions compared and
// classified): one JSON request line per case in, one JSON answer line per case out, so that a
// crash inside libical ends only this process and names the case it was on.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The worker loop behind `recur conformance-worker` and its line protocol.
///
/// ```text
/// in:  {"index":7,"testCase":{"rule":"FREQ=DAILY;COUNT=3","dtstart":"DTSTART:20260101T090000",…}}
/// out: {"index":7}                                  (the engines agree)
/// out: {"index":8,"divergence":{"class":"dst-gap-carry",…}}
/// ```
public enum ConformanceWorker {
  /// One case to run.
  public struct Request: Codable, Sendable {
    /// The case's position in the run.
    public let index: Int
    /// The case.
    public let testCase: ConformanceCase

    /// Case `testCase` at position `index`.
    public init(index: Int, testCase: ConformanceCase) {
      self.index = index
      self.testCase = testCase
    }
  }

  /// What the worker made of one case: nil `divergence` when the engines agree.
  public struct Answer: Codable, Sendable {
    /// The request's `index`.
    public let index: Int
    /// The classified disagreement, or nil.
    public let divergence: Divergence?

    /// The answer to request `index`.
    public init(index: Int, divergence: Divergence?) {
      self.index = index
      self.divergence = divergence
    }
  }

  /// Answers every request line from `readLine` (until it returns nil) with one answer line to
  /// `writeLine`, which must flush; a line that is not a request ends the loop with false.
  public static func serve(runner: ConformanceRunner, readLine: () -> String?,
                           writeLine: (String) -> Void) -> Bool {
    let decoder = JSONDecoder()
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    while let line = readLine() {
      guard let request = try? decoder.decode(Request.self, from: Data(line.utf8)) else { return false }
      var report = ConformanceReport()
      runner.compare(request.testCase, into: &report)
      let answer = Answer(index: request.index, divergence: report.divergences.first)
      guard let data = try? encoder.encode(answer) else { return false }
      writeLine(String(decoding: data, as: UTF8.self))
    }
    return true
  }
}
