// libical-bysetpos-on-days-only with the sets' own class, asked for whole days of times, and
// with Recur's picks weighed month by month.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 5545 §3.3.10 BYSETPOS (after BYHOUR); RFC 7529 §3.1; Chinese months from ICU

  /// Random seed 8423 #9065. Each Chinese month's set is {day -28, day 16} at 00:00, 01:00 and
  /// 02:00 Tehran, so BYSETPOS=-2 is the 16th at 01:00 (2016-04-22 01:00, 20:30Z). libical
  /// applies BYSETPOS to the days (day -28, 2016-04-08, at all three hours, BYHOUR in the
  /// written order), and its set without BYSETPOS differs from Recur's where its ICU begins a
  /// month a day off. That set is asked for 999 instances, whole days of three times: at 1000
  /// one list would end inside a day and read as a day that lost its 02:00.
  func testBysetposOnDaysWithNewMoonSetOnWholeDays() {
    let rule = "RSCALE=CHINESE;FREQ=MONTHLY;BYMONTHDAY=16,-28;BYHOUR=1,0,2;BYSETPOS=-2;SKIP=FORWARD"
    let dtstart = "DTSTART;TZID=Asia/Tehran:20160324T120000"
    let r = run(rule, dtstart)
    XCTAssertEqual(r.native.count, 50)
    XCTAssertEqual(Array(r.native.prefix(4)), ["20160421T203000Z", "20160521T203000Z", "20160619T203000Z", "20160718T203000Z"])
    XCTAssertEqual(Array(r.libical.prefix(4)), ["20160408T203000Z", "20160408T193000Z", "20160408T213000Z", "20160507T203000Z"])
    XCTAssertEqual(r.cls, "libical-unsorted-by-list+libical-bysetpos-on-days-only+chinese-new-moon-day")
    // Neighbour: a Recur answer with 02:00 on the 16th of the first month (21:30Z), a time of
    // the set but not its second from the end, is not this class (libical asked again).
    let c = ConformanceCase(rule: rule, dtstart: dtstart, source: "test")
    let real = NativeEngine().expand(c)
    var wrong = r.native, walls = real.wall
    wrong[0] = "20160421T213000Z"
    walls[0] = "20160422T020000"
    let obs = Observation(testCase: c, native: Expansion(outcome: .occurrences(wrong), wall: walls),
                          oracle: LibICalEngine().expand(c), rerun: { LibICalEngine().expand($0) })
    XCTAssertEqual(Catalogue.standard.classify(obs), "unexplained")
  }
}
