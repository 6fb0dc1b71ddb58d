// Windows time-zone names and Outlook display names → IANA zones (zone resolution).
//
// Data source: Unicode CLDR, common/supplemental/windowsZones.xml (mapTimezones
// otherVersion="7e11800" typeVersion="2021a"), the `territory="001"` row of every Windows zone,
// with the display name CLDR records in the comment above it. Copyright © 1991-2013 Unicode, Inc.,
// used under the Unicode License (https://www.unicode.org/copyright.html). Only the data is
// taken; the table layout is ours. Zone names are CLDR's (e.g. `Asia/Calcutta`), which tzdata
// keeps as links.

/// One Windows zone: its registry name, the IANA zone CLDR maps it to, and its display name.
struct WindowsZone: Sendable {
  /// The Windows registry key name, e.g. "Eastern Standard Time".
  let windowsName: String
  /// The IANA zone for territory 001, e.g. "America/New_York".
  let iana: String
  /// The display name Outlook writes as a TZID, e.g. "(UTC-05:00) Eastern Time (US & Canada)".
  let displayName: String
}

/// The CLDR windowsZones table (territory 001 rows).
enum WindowsZones {
  /// Every row, in CLDR's order.
  static let all: [WindowsZone] = [
    WindowsZone(windowsName: "Dateline Standard Time", iana: "Etc/GMT+12", displayName: "(UTC-12:00) International Date Line West"),
    WindowsZone(windowsName: "UTC-11", iana: "Etc/GMT+11", displayName: "(UTC-11:00) Coordinated Universal Time-11"),
    WindowsZone(windowsName: "Aleutian Standard Time", iana: "America/Adak", displayName: "(UTC-10:00) Aleutian Islands"),
    WindowsZone(windowsName: "Hawaiian Standard Time", iana: "Pacific/Honolulu", displayName: "(UTC-10:00) Hawaii"),
    WindowsZone(windowsName: "Marquesas Standard Time", iana: "Pacific/Marquesas", displayName: "(UTC-09:30) Marquesas Islands"),
    WindowsZone(windowsName: "Alaskan Standard Time", iana: "America/Anchorage", displayName: "(UTC-09:00) Alaska"),
    WindowsZone(windowsName: "UTC-09", iana: "Etc/GMT+9", displayName: "(UTC-09:00) Coordinated Universal Time-09"),
    WindowsZone(windowsName: "Pacific Standard Time (Mexico)", iana: "America/Tijuana", displayName: "(UTC-08:00) Baja California"),
    WindowsZone(windowsName: "UTC-08", iana: "Etc/GMT+8", displayName: "(UTC-08:00) Coordinated Universal Time-08"),
    WindowsZone(windowsName: "Pacific Standard Time", iana: "America/Los_Angeles", displayName: "(UTC-08:00) Pacific Time (US & Canada)"),
    WindowsZone(windowsName: "US Mountain Standard Time", iana: "America/Phoenix", displayName: "(UTC-07:00) Arizona"),
    WindowsZone(windowsName: "Mountain Standard Time (Mexico)", iana: "America/Mazatlan", displayName: "(UTC-07:00) Chihuahua, La Paz, Mazatlan"),
    WindowsZone(windowsName: "Mountain Standard Time", iana: "America/Denver", displayName: "(UTC-07:00) Mountain Time (US & Canada)"),
    WindowsZone(windowsName: "Yukon Standard Time", iana: "America/Whitehorse", displayName: "(UTC-07:00) Yukon"),
    WindowsZone(windowsName: "Central America Standard Time", iana: "America/Guatemala", displayName: "(UTC-06:00) Central America"),
    WindowsZone(windowsName: "Central Standard Time", iana: "America/Chicago", displayName: "(UTC-06:00) Central Time (US & Canada)"),
    WindowsZone(windowsName: "Easter Island Standard Time", iana: "Pacific/Easter", displayName: "(UTC-06:00) Easter Island"),
    WindowsZone(windowsName: "Central Standard Time (Mexico)", iana: "America/Mexico_City", displayName: "(UTC-06:00) Guadalajara, Mexico City, Monterrey"),
    WindowsZone(windowsName: "Canada Central Standard Time", iana: "America/Regina", displayName: "(UTC-06:00) Saskatchewan"),
    WindowsZone(windowsName: "SA Pacific Standard Time", iana: "America/Bogota", displayName: "(UTC-05:00) Bogota, Lima, Quito, Rio Branco"),
    WindowsZone(windowsName: "Eastern Standard Time (Mexico)", iana: "America/Cancun", displayName: "(UTC-05:00) Chetumal"),
    WindowsZone(windowsName: "Eastern Standard Time", iana: "America/New_York", displayName: "(UTC-05:00) Eastern Time (US & Canada)"),
    WindowsZone(windowsName: "Haiti Standard Time", iana: "America/Port-au-Prince", displayName: "(UTC-05:00) Haiti"),
    WindowsZone(windowsName: "Cuba Standard Time", iana: "America/Havana", displayName: "(UTC-05:00) Havana"),
    WindowsZone(windowsName: "US Eastern Standard Time", iana: "America/Indianapolis", displayName: "(UTC-05:00) Indiana (East)"),
    WindowsZone(windowsName: "Turks And Caicos Standard Time", iana: "America/Grand_Turk", displayName: "(UTC-05:00) Turks and Caicos"),
    WindowsZone(windowsName: "Paraguay Standard Time", iana: "America/Asuncion", displayName: "(UTC-04:00) Asuncion"),
    WindowsZone(windowsName: "Atlantic Standard Time", iana: "America/Halifax", displayName: "(UTC-04:00) Atlantic Time (Canada)"),
    WindowsZone(windowsName: "Venezuela Standard Time", iana: "America/Caracas", displayName: "(UTC-04:00) Caracas"),
    WindowsZone(windowsName: "Central Brazilian Standard Time", iana: "America/Cuiaba", displayName: "(UTC-04:00) Cuiaba"),
    WindowsZone(windowsName: "SA Western Standard Time", iana: "America/La_Paz", displayName: "(UTC-04:00) Georgetown, La Paz, Manaus, San Juan"),
    WindowsZone(windowsName: "Pacific SA Standard Time", iana: "America/Santiago", displayName: "(UTC-04:00) Santiago"),
    WindowsZone(windowsName: "Newfoundland Standard Time", iana: "America/St_Johns", displayName: "(UTC-03:30) Newfoundland"),
    WindowsZone(windowsName: "Tocantins Standard Time", iana: "America/Araguaina", displayName: "(UTC-03:00) Araguaina"),
    WindowsZone(windowsName: "E. South America Standard Time", iana: "America/Sao_Paulo", displayName: "(UTC-03:00) Brasilia"),
    WindowsZone(windowsName: "SA Eastern Standard Time", iana: "America/Cayenne", displayName: "(UTC-03:00) Cayenne, Fortaleza"),
    WindowsZone(windowsName: "Argentina Standard Time", iana: "America/Buenos_Aires", displayName: "(UTC-03:00) City of Buenos Aires"),
    WindowsZone(windowsName: "Greenland Standard Time", iana: "America/Godthab", displayName: "(UTC-03:00) Greenland"),
    WindowsZone(windowsName: "Montevideo Standard Time", iana: "America/Montevideo", displayName: "(UTC-03:00) Montevideo"),
    WindowsZone(windowsName: "Magallanes Standard Time", iana: "America/Punta_Arenas", displayName: "(UTC-03:00) Punta Arenas"),
    WindowsZone(windowsName: "Saint Pierre Standard Time", iana: "America/Miquelon", displayName: "(UTC-03:00) Saint Pierre and Miquelon"),
    WindowsZone(windowsName: "Bahia Standard Time", iana: "America/Bahia", displayName: "(UTC-03:00) Salvador"),
    WindowsZone(windowsName: "UTC-02", iana: "Etc/GMT+2", displayName: "(UTC-02:00) Coordinated Universal Time-02"),
    WindowsZone(windowsName: "Azores Standard Time", iana: "Atlantic/Azores", displayName: "(UTC-01:00) Azores"),
    WindowsZone(windowsName: "Cape Verde Standard Time", iana: "Atlantic/Cape_Verde", displayName: "(UTC-01:00) Cabo Verde Is."),
    WindowsZone(windowsName: "UTC", iana: "Etc/UTC", displayName: "(UTC) Coordinated Universal Time"),
    WindowsZone(windowsName: "GMT Standard Time", iana: "Europe/London", displayName: "(UTC+00:00) Dublin, Edinburgh, Lisbon, London"),
    WindowsZone(windowsName: "Greenwich Standard Time", iana: "Atlantic/Reykjavik", displayName: "(UTC+00:00) Monrovia, Reykjavik"),
    WindowsZone(windowsName: "Sao Tome Standard Time", iana: "Africa/Sao_Tome", displayName: "(UTC+00:00) Sao Tome"),
    WindowsZone(windowsName: "Morocco Standard Time", iana: "Africa/Casablanca", displayName: "(UTC+01:00) Casablanca"),
    WindowsZone(windowsName: "W. Europe Standard Time", iana: "Europe/Berlin", displayName: "(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna"),
    WindowsZone(windowsName: "Central Europe Standard Time", iana: "Europe/Budapest", displayName: "(UTC+01:00) Belgrade, Bratislava, Budapest, Ljubljana, Prague"),
    WindowsZone(windowsName: "Romance Standard Time", iana: "Europe/Paris", displayName: "(UTC+01:00) Brussels, Copenhagen, Madrid, Paris"),
    WindowsZone(windowsName: "Central European Standard Time", iana: "Europe/Warsaw", displayName: "(UTC+01:00) Sarajevo, Skopje, Warsaw, Zagreb"),
    WindowsZone(windowsName: "W. Central Africa Standard Time", iana: "Africa/Lagos", displayName: "(UTC+01:00) West Central Africa"),
    WindowsZone(windowsName: "Jordan Standard Time", iana: "Asia/Amman", displayName: "(UTC+02:00) Amman"),
    WindowsZone(windowsName: "GTB Standard Time", iana: "Europe/Bucharest", displayName: "(UTC+02:00) Athens, Bucharest"),
    WindowsZone(windowsName: "Middle East Standard Time", iana: "Asia/Beirut", displayName: "(UTC+02:00) Beirut"),
    WindowsZone(windowsName: "Egypt Standard Time", iana: "Africa/Cairo", displayName: "(UTC+02:00) Cairo"),
    WindowsZone(windowsName: "E. Europe Standard Time", iana: "Europe/Chisinau", displayName: "(UTC+02:00) Chisinau"),
    WindowsZone(windowsName: "Syria Standard Time", iana: "Asia/Damascus", displayName: "(UTC+02:00) Damascus"),
    WindowsZone(windowsName: "West Bank Standard Time", iana: "Asia/Hebron", displayName: "(UTC+02:00) Gaza, Hebron"),
    WindowsZone(windowsName: "South Africa Standard Time", iana: "Africa/Johannesburg", displayName: "(UTC+02:00) Harare, Pretoria"),
    WindowsZone(windowsName: "FLE Standard Time", iana: "Europe/Kiev", displayName: "(UTC+02:00) Helsinki, Kyiv, Riga, Sofia, Tallinn, Vilnius"),
    WindowsZone(windowsName: "Israel Standard Time", iana: "Asia/Jerusalem", displayName: "(UTC+02:00) Jerusalem"),
    WindowsZone(windowsName: "South Sudan Standard Time", iana: "Africa/Juba", displayName: "(UTC+02:00) Juba"),
    WindowsZone(windowsName: "Kaliningrad Standard Time", iana: "Europe/Kaliningrad", displayName: "(UTC+02:00) Kaliningrad"),
    WindowsZone(windowsName: "Sudan Standard Time", iana: "Africa/Khartoum", displayName: "(UTC+02:00) Khartoum"),
    WindowsZone(windowsName: "Libya Standard Time", iana: "Africa/Tripoli", displayName: "(UTC+02:00) Tripoli"),
    WindowsZone(windowsName: "Namibia Standard Time", iana: "Africa/Windhoek", displayName: "(UTC+02:00) Windhoek"),
    WindowsZone(windowsName: "Arabic Standard Time", iana: "Asia/Baghdad", displayName: "(UTC+03:00) Baghdad"),
    WindowsZone(windowsName: "Turkey Standard Time", iana: "Europe/Istanbul", displayName: "(UTC+03:00) Istanbul"),
    WindowsZone(windowsName: "Arab Standard Time", iana: "Asia/Riyadh", displayName: "(UTC+03:00) Kuwait, Riyadh"),
    WindowsZone(windowsName: "Belarus Standard Time", iana: "Europe/Minsk", displayName: "(UTC+03:00) Minsk"),
    WindowsZone(windowsName: "Russian Standard Time", iana: "Europe/Moscow", displayName: "(UTC+03:00) Moscow, St. Petersburg"),
    WindowsZone(windowsName: "E. Africa Standard Time", iana: "Africa/Nairobi", displayName: "(UTC+03:00) Nairobi"),
    WindowsZone(windowsName: "Iran Standard Time", iana: "Asia/Tehran", displayName: "(UTC+03:30) Tehran"),
    WindowsZone(windowsName: "Arabian Standard Time", iana: "Asia/Dubai", displayName: "(UTC+04:00) Abu Dhabi, Muscat"),
    WindowsZone(windowsName: "Astrakhan Standard Time", iana: "Europe/Astrakhan", displayName: "(UTC+04:00) Astrakhan, Ulyanovsk"),
    WindowsZone(windowsName: "Azerbaijan Standard Time", iana: "Asia/Baku", displayName: "(UTC+04:00) Baku"),
    WindowsZone(windowsName: "Russia Time Zone 3", iana: "Europe/Samara", displayName: "(UTC+04:00) Izhevsk, Samara"),
    WindowsZone(windowsName: "Mauritius Standard Time", iana: "Indian/Mauritius", displayName: "(UTC+04:00) Port Louis"),
    WindowsZone(windowsName: "Saratov Standard Time", iana: "Europe/Saratov", displayName: "(UTC+04:00) Saratov"),
    WindowsZone(windowsName: "Georgian Standard Time", iana: "Asia/Tbilisi", displayName: "(UTC+04:00) Tbilisi"),
    WindowsZone(windowsName: "Volgograd Standard Time", iana: "Europe/Volgograd", displayName: "(UTC+04:00) Volgograd"),
    WindowsZone(windowsName: "Caucasus Standard Time", iana: "Asia/Yerevan", displayName: "(UTC+04:00) Yerevan"),
    WindowsZone(windowsName: "Afghanistan Standard Time", iana: "Asia/Kabul", displayName: "(UTC+04:30) Kabul"),
    WindowsZone(windowsName: "West Asia Standard Time", iana: "Asia/Tashkent", displayName: "(UTC+05:00) Ashgabat, Tashkent"),
    WindowsZone(windowsName: "Ekaterinburg Standard Time", iana: "Asia/Yekaterinburg", displayName: "(UTC+05:00) Ekaterinburg"),
    WindowsZone(windowsName: "Pakistan Standard Time", iana: "Asia/Karachi", displayName: "(UTC+05:00) Islamabad, Karachi"),
    WindowsZone(windowsName: "Qyzylorda Standard Time", iana: "Asia/Qyzylorda", displayName: "(UTC+05:00) Qyzylorda"),
    WindowsZone(windowsName: "India Standard Time", iana: "Asia/Calcutta", displayName: "(UTC+05:30) Chennai, Kolkata, Mumbai, New Delhi"),
    WindowsZone(windowsName: "Sri Lanka Standard Time", iana: "Asia/Colombo", displayName: "(UTC+05:30) Sri Jayawardenepura"),
    WindowsZone(windowsName: "Nepal Standard Time", iana: "Asia/Katmandu", displayName: "(UTC+05:45) Kathmandu"),
    WindowsZone(windowsName: "Central Asia Standard Time", iana: "Asia/Bishkek", displayName: "(UTC+06:00) Astana"),
    WindowsZone(windowsName: "Bangladesh Standard Time", iana: "Asia/Dhaka", displayName: "(UTC+06:00) Dhaka"),
    WindowsZone(windowsName: "Omsk Standard Time", iana: "Asia/Omsk", displayName: "(UTC+06:00) Omsk"),
    WindowsZone(windowsName: "Myanmar Standard Time", iana: "Asia/Rangoon", displayName: "(UTC+06:30) Yangon (Rangoon)"),
    WindowsZone(windowsName: "SE Asia Standard Time", iana: "Asia/Bangkok", displayName: "(UTC+07:00) Bangkok, Hanoi, Jakarta"),
    WindowsZone(windowsName: "Altai Standard Time", iana: "Asia/Barnaul", displayName: "(UTC+07:00) Barnaul, Gorno-Altaysk"),
    WindowsZone(windowsName: "W. Mongolia Standard Time", iana: "Asia/Hovd", displayName: "(UTC+07:00) Hovd"),
    WindowsZone(windowsName: "North Asia Standard Time", iana: "Asia/Krasnoyarsk", displayName: "(UTC+07:00) Krasnoyarsk"),
    WindowsZone(windowsName: "N. Central Asia Standard Time", iana: "Asia/Novosibirsk", displayName: "(UTC+07:00) Novosibirsk"),
    WindowsZone(windowsName: "Tomsk Standard Time", iana: "Asia/Tomsk", displayName: "(UTC+07:00) Tomsk"),
    WindowsZone(windowsName: "China Standard Time", iana: "Asia/Shanghai", displayName: "(UTC+08:00) Beijing, Chongqing, Hong Kong, Urumqi"),
    WindowsZone(windowsName: "North Asia East Standard Time", iana: "Asia/Irkutsk", displayName: "(UTC+08:00) Irkutsk"),
    WindowsZone(windowsName: "Singapore Standard Time", iana: "Asia/Singapore", displayName: "(UTC+08:00) Kuala Lumpur, Singapore"),
    WindowsZone(windowsName: "W. Australia Standard Time", iana: "Australia/Perth", displayName: "(UTC+08:00) Perth"),
    WindowsZone(windowsName: "Taipei Standard Time", iana: "Asia/Taipei", displayName: "(UTC+08:00) Taipei"),
    WindowsZone(windowsName: "Ulaanbaatar Standard Time", iana: "Asia/Ulaanbaatar", displayName: "(UTC+08:00) Ulaanbaatar"),
    WindowsZone(windowsName: "Aus Central W. Standard Time", iana: "Australia/Eucla", displayName: "(UTC+08:45) Eucla"),
    WindowsZone(windowsName: "Transbaikal Standard Time", iana: "Asia/Chita", displayName: "(UTC+09:00) Chita"),
    WindowsZone(windowsName: "Tokyo Standard Time", iana: "Asia/Tokyo", displayName: "(UTC+09:00) Osaka, Sapporo, Tokyo"),
    WindowsZone(windowsName: "North Korea Standard Time", iana: "Asia/Pyongyang", displayName: "(UTC+09:00) Pyongyang"),
    WindowsZone(windowsName: "Korea Standard Time", iana: "Asia/Seoul", displayName: "(UTC+09:00) Seoul"),
    WindowsZone(windowsName: "Yakutsk Standard Time", iana: "Asia/Yakutsk", displayName: "(UTC+09:00) Yakutsk"),
    WindowsZone(windowsName: "Cen. Australia Standard Time", iana: "Australia/Adelaide", displayName: "(UTC+09:30) Adelaide"),
    WindowsZone(windowsName: "AUS Central Standard Time", iana: "Australia/Darwin", displayName: "(UTC+09:30) Darwin"),
    WindowsZone(windowsName: "E. Australia Standard Time", iana: "Australia/Brisbane", displayName: "(UTC+10:00) Brisbane"),
    WindowsZone(windowsName: "AUS Eastern Standard Time", iana: "Australia/Sydney", displayName: "(UTC+10:00) Canberra, Melbourne, Sydney"),
    WindowsZone(windowsName: "West Pacific Standard Time", iana: "Pacific/Port_Moresby", displayName: "(UTC+10:00) Guam, Port Moresby"),
    WindowsZone(windowsName: "Tasmania Standard Time", iana: "Australia/Hobart", displayName: "(UTC+10:00) Hobart"),
    WindowsZone(windowsName: "Vladivostok Standard Time", iana: "Asia/Vladivostok", displayName: "(UTC+10:00) Vladivostok"),
    WindowsZone(windowsName: "Lord Howe Standard Time", iana: "Australia/Lord_Howe", displayName: "(UTC+10:30) Lord Howe Island"),
    WindowsZone(windowsName: "Bougainville Standard Time", iana: "Pacific/Bougainville", displayName: "(UTC+11:00) Bougainville Island"),
    WindowsZone(windowsName: "Russia Time Zone 10", iana: "Asia/Srednekolymsk", displayName: "(UTC+11:00) Chokurdakh"),
    WindowsZone(windowsName: "Magadan Standard Time", iana: "Asia/Magadan", displayName: "(UTC+11:00) Magadan"),
    WindowsZone(windowsName: "Norfolk Standard Time", iana: "Pacific/Norfolk", displayName: "(UTC+11:00) Norfolk Island"),
    WindowsZone(windowsName: "Sakhalin Standard Time", iana: "Asia/Sakhalin", displayName: "(UTC+11:00) Sakhalin"),
    WindowsZone(windowsName: "Central Pacific Standard Time", iana: "Pacific/Guadalcanal", displayName: "(UTC+11:00) Solomon Is., New Caledonia"),
    WindowsZone(windowsName: "Russia Time Zone 11", iana: "Asia/Kamchatka", displayName: "(UTC+12:00) Anadyr, Petropavlovsk-Kamchatsky"),
    WindowsZone(windowsName: "New Zealand Standard Time", iana: "Pacific/Auckland", displayName: "(UTC+12:00) Auckland, Wellington"),
    WindowsZone(windowsName: "UTC+12", iana: "Etc/GMT-12", displayName: "(UTC+12:00) Coordinated Universal Time+12"),
    WindowsZone(windowsName: "Fiji Standard Time", iana: "Pacific/Fiji", displayName: "(UTC+12:00) Fiji"),
    WindowsZone(windowsName: "Chatham Islands Standard Time", iana: "Pacific/Chatham", displayName: "(UTC+12:45) Chatham Islands"),
    WindowsZone(windowsName: "UTC+13", iana: "Etc/GMT-13", displayName: "(UTC+13:00) Coordinated Universal Time+13"),
    WindowsZone(windowsName: "Tonga Standard Time", iana: "Pacific/Tongatapu", displayName: "(UTC+13:00) Nuku'alofa"),
    WindowsZone(windowsName: "Samoa Standard Time", iana: "Pacific/Apia", displayName: "(UTC+13:00) Samoa"),
    WindowsZone(windowsName: "Line Islands Standard Time", iana: "Pacific/Kiritimati", displayName: "(UTC+14:00) Kiritimati Island"),
  ]

  /// Looks up a Windows name or display name, ignoring case: "Eastern Standard Time" →
  /// "America/New_York"; "(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna" →
  /// "Europe/Berlin". Display names are also matched with "GMT" for "UTC" (older Outlooks).
  static func iana(for name: String) -> String? {
    let key = normalized(name)
    return byName[key]
  }

  private static let byName: [String: String] = {
    var map: [String: String] = [:]
    for zone in all {
      map[normalized(zone.windowsName)] = zone.iana
      map[normalized(zone.displayName)] = zone.iana
      map[normalized(zone.displayName.replacingFirst("(UTC", with: "(GMT"))] = zone.iana
    }
    return map
  }()

  private static func normalized(_ s: String) -> String {
    String(s.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " "))
  }
}

extension String {
  /// The string with the first occurrence of `target` replaced (a small helper, no Foundation).
  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = firstRange(of: target) else { return self }
    return String(self[..<range.lowerBound]) + replacement + String(self[range.upperBound...])
  }
}
