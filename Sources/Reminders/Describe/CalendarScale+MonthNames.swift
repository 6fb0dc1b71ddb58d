// English month names of the CLDR calendars (CLDR's `format-wide` English names, ASCII-folded
// where CLDR uses ʻ), for describing reminders on a date of another calendar.

import Recurrence

extension CalendarScale {
  /// Whether months are named (Hebrew, Islamic, Persian, …) rather than counted (Chinese,
  /// Korean: "the 1st Chinese month").
  var hasNamedMonths: Bool { self != .chinese && self != .dangi }

  /// The calendar's adjective: "Chinese", "Korean", "Hebrew", "Islamic", …
  var adjective: String {
    switch self {
    case .chinese: "Chinese"
    case .dangi: "Korean"
    case .hebrew: "Hebrew"
    case .islamic, .islamicCivil, .islamicTabular, .islamicUmmAlQura, .islamicRGSA: "Islamic"
    case .persian: "Persian"
    case .indian: "Indian national"
    case .ethiopic, .ethiopicAmeteAlem: "Ethiopian"
    case .coptic: "Coptic"
    case .buddhist: "Buddhist"
    case .japanese: "Japanese"
    case .republicOfChina: "Minguo"
    case .gregorian: "Gregorian"
    }
  }

  /// Which of the Islamic calendars, where month names alone do not say it: "Umm al-Qura
  /// calendar"; `nil` for the other calendars.
  var variantName: String? {
    switch self {
    case .islamic: "astronomical Islamic calendar"
    case .islamicCivil: "civil Islamic calendar"
    case .islamicTabular: "tabular Islamic calendar"
    case .islamicUmmAlQura: "Umm al-Qura calendar"
    case .islamicRGSA: "Saudi Islamic calendar"
    default: nil
    }
  }

  /// The name of month `month` (leap when `isLeap`): Hebrew `5` leap is "Adar I", `6` "Adar"
  /// ("Adar II" with `inLeapYear`); Islamic `9` "Ramadan"; Chinese `4` leap "leap 4th Chinese
  /// month".
  func monthName(_ month: Int, isLeap: Bool = false, inLeapYear: Bool = false) -> String {
    let names: [String]
    switch self {
    case .chinese, .dangi:
      return (isLeap ? "leap " : "") + RuleDescriber.ordinal(month) + " \(adjective) month"
    case .hebrew:
      if month == 5, isLeap { return "Adar I" }
      if month == 6, inLeapYear { return "Adar II" }
      names = ["Tishri", "Heshvan", "Kislev", "Tevet", "Shevat", "Adar", "Nisan", "Iyar", "Sivan",
               "Tamuz", "Av", "Elul"]
    case .islamic, .islamicCivil, .islamicTabular, .islamicUmmAlQura, .islamicRGSA:
      names = ["Muharram", "Safar", "Rabi' I", "Rabi' II", "Jumada I", "Jumada II", "Rajab",
               "Sha'ban", "Ramadan", "Shawwal", "Dhu'l-Qi'dah", "Dhu'l-Hijjah"]
    case .persian:
      names = ["Farvardin", "Ordibehesht", "Khordad", "Tir", "Mordad", "Shahrivar", "Mehr", "Aban",
               "Azar", "Dey", "Bahman", "Esfand"]
    case .indian:
      names = ["Chaitra", "Vaisakha", "Jyaistha", "Asadha", "Sravana", "Bhadra", "Asvina", "Kartika",
               "Agrahayana", "Pausa", "Magha", "Phalguna"]
    case .ethiopic, .ethiopicAmeteAlem:
      names = ["Meskerem", "Tekemt", "Hedar", "Tahsas", "Ter", "Yekatit", "Megabit", "Miazia", "Genbot",
               "Sene", "Hamle", "Nehasse", "Pagumen"]
    case .coptic:
      names = ["Tout", "Baba", "Hator", "Kiahk", "Toba", "Amshir", "Baramhat", "Baramouda", "Bashans",
               "Paona", "Epep", "Mesra", "Nasie"]
    case .gregorian, .buddhist, .japanese, .republicOfChina:
      return RuleDescriber.monthName(month)
    }
    return (1...names.count).contains(month) ? names[month - 1] : "month \(month)"
  }

  /// A day of a month in words: "8 Adar I", "the 15th day of the 8th Chinese month".
  func dayText(_ day: Int, month: Int, isLeap: Bool = false) -> String {
    hasNamedMonths ? "\(day) " + monthName(month, isLeap: isLeap)
      : "the " + RuleDescriber.ordinal(day) + " day of the " + monthName(month, isLeap: isLeap)
  }
}
