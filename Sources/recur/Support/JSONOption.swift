// `--json`, shared by every command that prints data (README): JSON on standard output
// instead of text lines; each command's help says what the JSON holds.

import ArgumentParser

/// The `--json` option group: `@OptionGroup var json: JSONOption`, then `if json.enabled`.
struct JSONOption: ParsableArguments {
  @Flag(name: .customLong("json"), help: "Print JSON on standard output instead of text.")
  var enabled = false
}
