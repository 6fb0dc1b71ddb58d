// The common `recur expand` command line (DESIGN.md §3) read without ArgumentParser's
// reflection, which costs a few milliseconds per process (docs/ARCHITECTURE.md "Start-up").
// Only plain lines are read here: `--name value` options, the two flags, one RRULE. Anything
// else (`--name=value`, `--`, `-h`, a repeated single option, a value starting with `-`, an
// unknown word) goes to ArgumentParser unchanged, so every message and exit code stays its.
// The words are read as the C strings of argv: `CommandLine.arguments` would build a `[String]`
// of every word first (its metadata and growth ~30k instructions at start).

import ArgumentParser

/// A plain `recur expand …` command line as `ExpandOptions`, or nil for ArgumentParser.
enum ExpandShortcut {
  /// The words of a command line without the program name: argv from its second entry.
  typealias Words = UnsafeBufferPointer<UnsafeMutablePointer<CChar>?>

  /// The properties of `ExpandCommand` and `ExpandOptions` this reader sets (a test compares them
  /// with both types).
  static let propertyNames: Set<String> = [
    "dtstart", "tzid", "limit", "after", "before", "rdate", "exdate", "utc", "engine", "json", "rrule",
  ]

  /// The options `arguments` (without the program name) ask for, when they are a plain
  /// `expand` line; nil sends them to ArgumentParser. The words are copied to C strings and read
  /// by `read(_:into:)`, as the process's argv is.
  static func options(_ arguments: ArraySlice<String>) -> ExpandOptions? {
    let copies = arguments.map { word -> UnsafeMutablePointer<CChar>? in
      word.withCString { text in
        let n = length(text)
        let copy = UnsafeMutablePointer<CChar>.allocate(capacity: n + 1)
        copy.initialize(from: text, count: n + 1)
        return copy
      }
    }
    defer { for copy in copies { copy?.deallocate() } }
    var options = ExpandOptions()
    return copies.withUnsafeBufferPointer { read($0, into: &options) } ? options : nil
  }

  /// Reads the process's own command line (argv after the program name) into `options`; false
  /// sends it to ArgumentParser.
  static func readProcessArguments(into options: inout ExpandOptions) -> Bool {
    let count = Int(CommandLine.argc)
    guard count >= 2 else { return false }
    return read(Words(start: CommandLine.unsafeArgv + 1, count: count - 1), into: &options)
  }

  /// Reads a plain `expand` line into `options`; false sends it to ArgumentParser. No
  /// `Optional<ExpandOptions>` is made: its metadata would be built at start (~9k instructions;
  /// docs/ARCHITECTURE.md "Start-up").
  static func read(_ words: Words, into options: inout ExpandOptions) -> Bool {
    guard let first = words.first, let command = first, equals(command, "expand") else { return false }
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

    var i = 1
    while i < words.count {
      guard let word = words[i] else { return false }
      i += 1
      guard word[0] == CChar(UInt8(ascii: "-")) else {
        // The one positional; "help" is left to ArgumentParser's reading.
        guard rrule == nil, !equals(word, "help") else { return false }
        rrule = String(cString: word)
        continue
      }
      if equals(word, "--utc") {
        guard !utc else { return false }
        utc = true
        continue
      }
      if equals(word, "--json") {
        guard !json else { return false }
        json = true
        continue
      }
      // An option takes the next word; ArgumentParser reads a word starting with `-` as an
      // option, so such a value is left to it, as is a single option given twice.
      guard i < words.count, let next = words[i], next[0] != CChar(UInt8(ascii: "-")) else { return false }
      i += 1
      let value = String(cString: next)
      if equals(word, "--rdate") {
        rdates.append(value)
      } else if equals(word, "--exdate") {
        exdates.append(value)
      } else if equals(word, "--dtstart") {
        guard Self.set(&dtstart, value) else { return false }
      } else if equals(word, "--tzid") {
        guard Self.set(&tzid, value) else { return false }
      } else if equals(word, "--limit") {
        guard Self.set(&limitText, value) else { return false }
      } else if equals(word, "--after") {
        guard Self.set(&after, value) else { return false }
      } else if equals(word, "--before") {
        guard Self.set(&before, value) else { return false }
      } else if equals(word, "--engine") {
        guard Self.set(&engineText, value) else { return false }
      } else {
        return false
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

  /// Whether the C string `word` is exactly `name` (an ASCII literal).
  private static func equals(_ word: UnsafePointer<CChar>, _ name: StaticString) -> Bool {
    let bytes = name.utf8Start
    let n = name.utf8CodeUnitCount
    for k in 0..<n where UInt8(bitPattern: word[k]) != bytes[k] { return false }
    return word[n] == 0
  }

  /// The length of a NUL-terminated string.
  private static func length(_ text: UnsafePointer<CChar>) -> Int {
    var n = 0
    while text[n] != 0 { n += 1 }
    return n
  }

  /// Stores `value` in an unset single option; false when it was already given.
  private static func set(_ option: inout String?, _ value: String) -> Bool {
    guard option == nil else { return false }
    option = value
    return true
  }
}
