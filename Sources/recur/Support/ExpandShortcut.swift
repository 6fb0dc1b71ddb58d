// The common `recur expand` command line (DESIGN.md §3) read without ArgumentParser's
// reflection, which costs a few milliseconds per process (docs/ARCHITECTURE.md "Start-up").
// Only plain lines are read here: `--name value` options, the two flags, one RRULE. Anything
// else (`--name=value`, `--`, `-h`, a repeated single option, a value starting with `-`, an
// unknown word) goes to ArgumentParser unchanged, so every message and exit code stays its.

import ArgumentParser

/// A plain `recur expand …` command line as `ExpandOptions`, or nil for ArgumentParser.
enum ExpandShortcut {
  /// The properties of `ExpandCommand` and `ExpandOptions` this reader sets (a test compares them
  /// with both types).
  static let propertyNames: Set<String> = [
    "dtstart", "tzid", "limit", "after", "before", "rdate", "exdate", "utc", "engine", "json", "rrule",
  ]

  /// The options `arguments` (without the program name) ask for, when they are a plain
  /// `expand` line; nil sends them to ArgumentParser. No `ExpandCommand` is built: its
  /// property wrappers cost about 350k instructions (docs/ARCHITECTURE.md "Start-up").
  static func options(_ arguments: ArraySlice<String>) -> ExpandOptions? {
    var options = ExpandOptions()
    return read(arguments, into: &options) ? options : nil
  }

  /// Reads a plain `expand` line into `options`; false sends it to ArgumentParser. What
  /// `options(_:)` does without an `Optional<ExpandOptions>`, whose metadata the runtime would
  /// build at start (~9k instructions; docs/ARCHITECTURE.md "Start-up").
  static func read(_ arguments: ArraySlice<String>, into options: inout ExpandOptions) -> Bool {
    guard arguments.first == "expand" else { return false }
    // Plain variables, no dictionary: each new generic type costs a conformance scan at start.
    var dtstart: String?
    var tzid: String?
    var limitText: String?
    var after: String?
    var before: String?
    var engineText: String?
    var rdates: [String] = []
    var exdates: [String] = []
    var utc = false
    var json = false
    var rrule: String?

    var i = arguments.index(after: arguments.startIndex)
    while i < arguments.endIndex {
      let word = arguments[i]
      i += 1
      guard word.utf8.first == UInt8(ascii: "-") else {
        // The one positional; "help" is left to ArgumentParser's reading.
        guard rrule == nil, word != "help" else { return false }
        rrule = word
        continue
      }
      if word == "--utc" || word == "--json" {
        guard !(word == "--utc" ? utc : json) else { return false }
        if word == "--utc" { utc = true } else { json = true }
        continue
      }
      // An option takes the next word; ArgumentParser reads a word starting with `-` as an
      // option, so such a value is left to it, as is a single option given twice.
      guard i < arguments.endIndex, arguments[i].utf8.first != UInt8(ascii: "-") else { return false }
      let value = arguments[i]
      i += 1
      switch word {
      case "--rdate": rdates.append(value)
      case "--exdate": exdates.append(value)
      case "--dtstart": guard Self.set(&dtstart, value) else { return false }
      case "--tzid": guard Self.set(&tzid, value) else { return false }
      case "--limit": guard Self.set(&limitText, value) else { return false }
      case "--after": guard Self.set(&after, value) else { return false }
      case "--before": guard Self.set(&before, value) else { return false }
      case "--engine": guard Self.set(&engineText, value) else { return false }
      default: return false
      }
    }
    guard let rrule else { return false }

    var limit = ExpandOptions.defaultLimit
    if let limitText {
      guard let parsed = Int(limitText) else { return false }
      limit = parsed
    }
    var engine = ExpandCommand.Engine.native
    if let engineText {
      guard let parsed = ExpandCommand.Engine(rawValue: engineText) else { return false }
      engine = parsed
    }

    options = ExpandOptions(dtstart: dtstart, tzid: tzid, limit: limit, after: after, before: before, rdate: rdates,
                            exdate: exdates, utc: utc, engine: engine, json: json, rrule: rrule)
    return true
  }

  /// Stores `value` in an unset single option; false when it was already given.
  private static func set(_ option: inout String?, _ value: String) -> Bool {
    guard option == nil else { return false }
    option = value
    return true
  }
}
