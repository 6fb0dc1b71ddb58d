// libical's conversion defects also decide which instances it keeps: it drops an instance
// before DTSTART by comparing instants converted with its own offsets.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 5545 §3.3.10 (DTSTART is the first instance), §3.3.5 (a TZID time is the zone's local time)

  /// Random seed 8451 #19948, with BYMINUTE sorted and COUNT=3. Chatham keeps +13:45 from
  /// 1995-10-01, so from 03:45 on 1995-10-10 (14:00Z) the instances are Oct 10 03:46 (14:01Z),
  /// Nov 10 03:37 and 03:46. libical converts Oct 10 with +12:45: 03:37 becomes 14:52Z, after
  /// DTSTART's instant, so it keeps that instance before DTSTART and counts it toward COUNT.
  /// Its answer with the offsets repaired, less the instances before DTSTART, is Recur's.
  func testRepairedInstanceBeforeStart() {
    let rule = "FREQ=MONTHLY;BYMINUTE=37,46;COUNT=3"
    let dtstart = "DTSTART;TZID=Pacific/Chatham:19951010T034500"
    let r = run(rule, dtstart)
    XCTAssertEqual(r.native, ["19951009T140100Z", "19951109T135200Z", "19951109T140100Z"])
    XCTAssertEqual(r.libical, ["19951009T145200Z", "19951009T150100Z", "19951109T135200Z"])
    XCTAssertEqual(r.cls, "dst-gap-carry")
    // Neighbour: a Recur answer whose third instance is Nov 10 03:55 (14:10Z) is not this: libical,
    // asked for one instance more, gives 03:46 there.
    let c = ConformanceCase(rule: rule, dtstart: dtstart, source: "test")
    let obs = Observation(testCase: c, native: Expansion(outcome: .occurrences(["19951009T140100Z", "19951109T135200Z", "19951109T141000Z"]),
                                                         wall: ["19951010T034600", "19951110T033700", "19951110T035500"]),
                          oracle: LibICalEngine().expand(c), rerun: { LibICalEngine().expand($0) })
    XCTAssertEqual(Catalogue.standard.classify(obs), "unexplained")
  }
}
