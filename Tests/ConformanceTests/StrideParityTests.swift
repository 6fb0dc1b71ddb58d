// The random rules of `recur conformance --random N --seed S` (RuleGenerator) read two ways: in
// batches (`RecurrenceSet.Iterator.next(into:)`, which `recur expand` uses and which takes the
// stride path of RuleSequenceIterator+Stride.swift where a rule allows it) and one at a time
// (`next()`, the general path only). RFC 5545 §3.3.10 gives a rule one set of instances however it
// is read, so the two lists must be equal; the general path is the one cross-checked against
// libical by `recur conformance`.

import Conformance
import Recurrence
import XCTest
import Zones

final class StrideParityTests: XCTestCase {
  /// 2,000 generated rules (seeds 3 and 11), up to 400 instances each, batches of 1, 7 and 256.
  func testGeneratedRulesReadTheSameInBatches() throws {
    var compared = 0
    for seed: UInt64 in [3, 11] {
      var generator = RuleGenerator(seed: seed)
      for index in 0..<1000 {
        let c = generator.next(index: index)
        guard let rule = try? RecurrenceRule(parsing: c.rule),
              let start = try? RecurrenceTime(contentLine: c.dtstart, zone: { try? Zone.named($0) }),
              let set = try? RecurrenceSet(start: start, rules: [rule]) else { continue }
        var single = set.makeIterator()
        var whole: [Occurrence] = []
        while whole.count < 400, let o = single.next() { whole.append(o) }
        for batch in [1, 7, 256] {
          var it = set.makeIterator()
          let got = Self.read(&it, batch: batch, limit: 400)
          if got != whole {
            let i = (0..<min(got.count, whole.count)).first { got[$0] != whole[$0] } ?? min(got.count, whole.count)
            XCTFail("\(c.source) \(c.rule) from \(c.dtstart), batches of \(batch): first difference at \(i) "
                    + "(\(got.count) vs \(whole.count) instances)")
          }
        }
        compared += 1
      }
    }
    // Nearly every generated rule is valid (RuleGeneratorTests): the comparison covered them.
    XCTAssertGreaterThan(compared, 1950)
  }

  static func read(_ it: inout RecurrenceSet.Iterator, batch: Int, limit: Int) -> [Occurrence] {
    var out: [Occurrence] = []
    var buffer = [Occurrence](repeating: Occurrence(dayNumber: 0, secondOfDay: 0, sortKey: 0, form: .floating),
                              count: batch)
    var guardSteps = 0
    while out.count < limit && guardSteps < limit {
      guardSteps += 1
      let want = min(batch, limit - out.count)
      let got = buffer.withUnsafeMutableBufferPointer { it.next(into: UnsafeMutableBufferPointer(rebasing: $0[0..<want])) }
      if got == 0 { break }
      out += buffer[0..<got]
    }
    return out
  }
}
