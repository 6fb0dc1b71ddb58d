// The version of the `recur` tool: the one place it is written (CHANGELOG.md names the same).

/// The released version, printed by `recur --version`.
enum RecurVersion {
  /// Semantic version of this release, e.g. `0.1.0`.
  static let current = "0.1.0"
}
