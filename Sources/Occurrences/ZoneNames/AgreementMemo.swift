// A memo of `ZoneResolver.agree` answers (RFC 5545 §3.6.5 VTIMEZONE against tzdata), by TZID and
// year, shared by every copy of one resolver and safe across threads.

import Zones

/// Remembers whether a file's VTIMEZONE agrees with the IANA zone it names, per year, and each
/// TZID's resolution.
final class AgreementMemo: @unchecked Sendable {
  private let mutex = PThreadMutex()
  private var answers: [String: [Int: Bool]] = [:]

  private var resolutions: [String: [Int: ZoneResolver.Resolution]] = [:]

  /// The remembered resolution of (`tzid`, `year`; nil year as -1), or `compute()`'s, remembered.
  func resolution(_ tzid: String, year: Int?, _ compute: () -> ZoneResolver.Resolution) -> ZoneResolver.Resolution {
    let y = year ?? -1
    mutex.lock()
    let known = resolutions[tzid]?[y]
    mutex.unlock()
    if let known { return known }
    let answer = compute()
    mutex.lock()
    resolutions[tzid, default: [:]][y] = answer
    mutex.unlock()
    return answer
  }

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
