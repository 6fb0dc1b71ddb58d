// A progress bar on standard error for long `recur conformance` runs (only on a terminal).

/// Draws `[#####.....] done/total` on stderr, at most every 1% of the run.
#if LibICalOracle
final class ProgressBar {
  private let total: Int
  private let enabled: Bool
  private var shown = -1
  private let err = OutputStream(fd: 2, capacity: 256)

  /// A bar for `total` steps; draws nothing unless `enabled` (stderr is a TTY, run is long).
  init(total: Int, enabled: Bool) {
    self.total = total
    self.enabled = enabled && total > 0
  }

  /// Shows `done` of `total`.
  func update(_ done: Int) {
    guard enabled else { return }
    let percent = done * 100 / total
    guard percent != shown else { return }
    shown = percent
    let filled = percent * 30 / 100
    err.write("\r[" + String(repeating: "#", count: filled) + String(repeating: ".", count: 30 - filled)
              + "] \(done)/\(total)")
    err.flush()
  }

  /// Clears the bar.
  func finish() {
    guard enabled else { return }
    err.write("\r" + String(repeating: " ", count: 60) + "\r")
    err.flush()
  }
}
#endif
