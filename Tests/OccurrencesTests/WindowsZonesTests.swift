// The CLDR windowsZones table (Unicode CLDR common/supplemental/windowsZones.xml, territory
// 001 rows): every Windows name and every Outlook display name resolves to a zone this
// system's tzdata knows.

@testable import Occurrences
import XCTest
import Zones

final class WindowsZonesTests: XCTestCase {
  // Source: CLDR windowsZones.xml (mapTimezones typeVersion 2021a), 139 Windows zones.
  func testEveryRowResolves() throws {
    XCTAssertEqual(WindowsZones.all.count, 139)
    XCTAssertEqual(Set(WindowsZones.all.map(\.windowsName)).count, 139)
    for row in WindowsZones.all {
      XCTAssertNoThrow(try Zone.named(row.iana), row.iana)
      // "UTC" is itself a tzdata name, found first.
      let expected: ResolvedZoneName = row.windowsName == "UTC" ? .iana("UTC", via: .iana) : .iana(row.iana, via: .windows)
      XCTAssertEqual(ZoneNameResolver.resolve(row.windowsName), expected, row.windowsName)
      XCTAssertEqual(ZoneNameResolver.resolve(row.displayName), .iana(row.iana, via: .windows), row.displayName)
    }
  }

  // Source: older Outlook versions write "(GMT…)" display names; case and spacing vary.
  func testLooseSpellings() {
    XCTAssertEqual(ZoneNameResolver.resolve("(GMT-05:00) Eastern Time (US & Canada)"), .iana("America/New_York", via: .windows))
    XCTAssertEqual(ZoneNameResolver.resolve("w. europe standard time"), .iana("Europe/Berlin", via: .windows))
    XCTAssertEqual(ZoneNameResolver.resolve("  Tokyo   Standard Time "), .iana("Asia/Tokyo", via: .windows))
  }
}
