// A memo of `ZoneResolver.agree` answers (RFC 5545 §3.6.5 VTIMEZONE against tzdata), by TZID and
// year, shared by every copy of one resolver and safe across threads.

import Zones

/// Remembers whether a file's VTIMEZONE agrees with the IANA zone it names, per year.
final class AgreementMemo: @unchecked Sendable {
  private let mutex = PThreadMutex()
  private var answers: [String: [Int: Bool]] = [:]

  /// The remembered answer for (`tzid`, `year`), or `compute()`'s, remembered.
  func agree(_ tzid: String, year: Int, _ compute: () -> Bool) -> Bool {
    mutex.lock()
    let known = answers[tzid]?[year]
    mutex.unlock()
    if let known { return known }
    let answer = compute()
    mutex.lock()
    answers[tzid, default: [:]][year] = answer
    mutex.unlock()
    return answer
  }
}
