// Reading recurrence corpus files in libical's test format (RFC 5545 §3.8.5.3 examples and
// regressions): blocks of `RRULE:`, `DTSTART[;TZID=…]:`, optional `START-AT:` and
// `INSTANCES:` (or `INSTANCES: *** error`) lines, `#` comments, blank lines between blocks.

/// A parsed corpus file: its cases, in order.
///
/// ```text
/// # Monthly on the 31st, clamped
/// RRULE:FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1;COUNT=3
/// DTSTART:20260131T090000
/// INSTANCES:20260131T090000,20260228T090000,20260331T090000
/// ```
/// gives one case with `expected == .occurrences([...3 values...])`. Zoned cases list their
/// instances in UTC (`…Z`), as `recur expand --utc` prints them.
public struct CorpusFile: Sendable {
  /// The file's name as given (used in `source` of each case).
  public let name: String
  /// The cases, in file order.
  public let cases: [ConformanceCase]

  /// The most occurrences compared for a case whose INSTANCES list is cut short (no COUNT or UNTIL).
  public static let maximumLimit = 5000

  /// Parses `text`; `name` labels the cases. Throws `CorpusError` naming the line and column.
  public init(name: String, text: String) throws(CorpusError) {
    self.name = name
    var cases: [ConformanceCase] = []
    var block = Block()
    var comment = ""
    var lineNumber = 0

    func finish() throws(CorpusError) {
      defer { block = Block(); comment = "" }
      guard block.startLine > 0 else { return }
      guard let rule = block.rule else {
        throw CorpusError(file: name, line: block.startLine, column: 1, message: "block without an RRULE: line")
      }
      guard let dtstart = block.dtstart else {
        throw CorpusError(file: name, line: block.startLine, column: 1, message: "block without a DTSTART line")
      }
      guard let recorded = block.expected else {
        throw CorpusError(file: name, line: block.startLine, column: 1, message: "block without an INSTANCES: line")
      }
      // Bounded rules compare one more than expected, so an extra occurrence shows; unbounded
      // ones (the corpus lists what fitted libical's 2048-byte buffer) compare exactly as many.
      // libical's harness compares only the instances at or after START-AT (icalrecur_test.c,
      // skip_until), so the expectation is cut the same way.
      var expected = recorded
      if let startAt = block.startAt, let from = ValueText.civil(startAt), case .occurrences(let all) = expected {
        expected = .occurrences(all.filter { (ValueText.civil($0) ?? from) >= from })
      }
      let upper = rule.uppercased()
      let bounded = upper.contains("COUNT=") || upper.contains("UNTIL=")
      let count = expected.list?.count ?? 0
      var limit = bounded ? count + 1 : count
      if case .error = expected { limit = 50 }
      if block.startAt != nil { limit = CorpusFile.maximumLimit }
      cases.append(ConformanceCase(
        rule: rule, dtstart: dtstart, startAt: block.startAt, limit: min(max(limit, 1), CorpusFile.maximumLimit),
        expected: expected, source: "\(name):\(block.startLine)", title: comment))
    }

    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      var line = Substring(rawLine)
      if line.hasSuffix("\r") { line = line.dropLast() }
      if line.allSatisfy({ $0 == " " || $0 == "\t" }) {
        try finish()
        continue
      }
      if line.hasPrefix("#") {
        if block.startLine == 0 {
          let c = line.dropFirst().trimmingSpaces()
          comment = comment.isEmpty ? c : comment + " " + c
        }
        continue
      }
      if block.startLine == 0 { block.startLine = lineNumber }
      guard let colon = line.firstIndex(of: ":") else {
        throw CorpusError(file: name, line: lineNumber, column: 1,
                          message: "expected 'NAME:value' (RRULE, DTSTART, START-AT or INSTANCES), got '\(line)'")
      }
      let key = line[..<colon].uppercased()
      let value = String(line[line.index(after: colon)...]).trimmingSpaces()
      let keyName = key.split(separator: ";").first.map(String.init) ?? key
      switch keyName {
      case "RRULE":
        guard block.rule == nil else { throw CorpusError(file: name, line: lineNumber, column: 1, message: "second RRULE in a block") }
        block.rule = value
      case "DTSTART":
        guard block.dtstart == nil else { throw CorpusError(file: name, line: lineNumber, column: 1, message: "second DTSTART in a block") }
        block.dtstart = String(line)
      case "START-AT":
        block.startAt = value
      case "INSTANCES":
        if value.hasPrefix("***") {
          block.expected = .error(String(value.dropFirst(3)).trimmingSpaces())
        } else if value.isEmpty {
          block.expected = .occurrences([])
        } else {
          block.expected = .occurrences(value.split(separator: ",").map { String($0).trimmingSpaces() })
        }
      default:
        throw CorpusError(file: name, line: lineNumber, column: 1,
                          message: "unknown line '\(keyName)'; expected RRULE, DTSTART, START-AT or INSTANCES")
      }
    }
    try finish()
    self.cases = cases
  }

  private struct Block {
    var startLine = 0
    var rule: String?
    var dtstart: String?
    var startAt: String?
    var expected: Outcome?
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  func trimmingSpaces() -> String {
    var s = Substring(self)
    while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
    while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
    return String(s)
  }
}
