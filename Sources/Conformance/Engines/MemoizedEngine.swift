// An oracle that remembers its answers (RFC 5545 §3.8.5.3 expansions of a case) for the rest of
// the process: the catalogue's predicates ask libical the same question many times while they
// classify one disagreement (each classification pass asks again), and some questions are long
// (a Chinese or Korean rule's month starts over decades).

import Zones

/// Wraps an engine and answers a repeated question from memory.
///
/// A question is the case without its occurrence limit: an answer with `limit` n is the first n
/// occurrences of the expansion, so a longer answer (or a complete one, shorter than its limit)
/// also answers every shorter question. Errors are remembered per limit.
///
/// ```swift
/// let memo = MemoizedEngine(LibICalEngine())
/// var c = ConformanceCase(rule: "RSCALE=CHINESE;FREQ=MONTHLY;BYMONTHDAY=1",
///                         dtstart: "DTSTART;VALUE=DATE:20260217", limit: 1_500, source: "q")
/// _ = memo.expand(c)       // libical runs once: 1,500 month starts
/// c.limit = 40
/// _ = memo.expand(c)       // the first 40 of them, libical not asked
/// ```
public final class MemoizedEngine: ExpansionEngine, @unchecked Sendable {
  /// The wrapped engine's name.
  public var name: String { engine.name }

  private let engine: any ExpansionEngine
  private let capacity: Int
  private let lock = PThreadMutex()
  /// Question → (the limit asked, the answer); under `lock`.
  private var answers: [Question: (limit: Int, expansion: Expansion)] = [:]

  /// What a case asks, apart from how many occurrences.
  struct Question: Hashable {
    let rule: String
    let dtstart: String
    let startAt: String?
    let before: String?
  }

  /// A memo over `engine` holding at most `capacity` answers (all are forgotten when it fills,
  /// so memory stays bounded over any number of cases).
  public init(_ engine: any ExpansionEngine, capacity: Int = 2_048) {
    self.engine = engine
    self.capacity = max(1, capacity)
  }

  /// The engine's answer for `testCase`, from memory when an earlier question covers it.
  public func expand(_ testCase: ConformanceCase) -> Expansion {
    let question = Question(rule: testCase.rule, dtstart: testCase.dtstart, startAt: testCase.startAt,
                            before: testCase.before)
    if let known = remembered(question, limit: testCase.limit) { return known }
    let answer = engine.expand(testCase)
    lock.lock()
    defer { lock.unlock() }
    if let old = answers[question], old.limit >= testCase.limit { return answer }
    if answers.count >= capacity { answers.removeAll(keepingCapacity: true) }
    answers[question] = (testCase.limit, answer)
    return answer
  }

  /// The answer to `question` with `limit` occurrences, if a remembered answer covers it.
  private func remembered(_ question: Question, limit: Int) -> Expansion? {
    lock.lock()
    defer { lock.unlock() }
    guard let (asked, answer) = answers[question] else { return nil }
    switch answer.outcome {
    case .error: return asked == limit ? answer : nil
    case .occurrences(let list):
      // Complete (fewer than asked for) or long enough: its prefix is the answer.
      guard asked >= limit || list.count < asked else { return nil }
      guard list.count > limit else { return answer }
      return Expansion(outcome: .occurrences(Array(list.prefix(limit))),
                       wall: answer.wall.count == list.count ? Array(answer.wall.prefix(limit)) : answer.wall)
    }
  }
}
