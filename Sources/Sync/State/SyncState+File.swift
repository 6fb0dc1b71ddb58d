// Reading and writing the sidecar atomically (POSIX rename(2) replaces the old file in one
// step, so a crash leaves either the old or the new state, never half of one).

import Foundation
import ICalendar

extension SyncState {
  /// The sidecar path for a store: `STORE.json` → `STORE.json.sync`.
  public static func sidecarPath(forStore store: String) -> String { store + ".sync" }

  /// The state in `path`, or nil when there is no such file; throws `.state` if unreadable.
  public static func load(from path: String) throws -> SyncState? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw SyncError.state(path: path, detail: "cannot read")
    }
    do {
      let state = try JSONDecoder().decode(SyncState.self, from: data)
      guard state.version == 1 else {
        throw SyncError.state(path: path, detail: "version \(state.version), expected 1")
      }
      return state
    } catch let error as SyncError {
      throw error
    } catch {
      throw SyncError.state(path: path, detail: "not a sync state: \(error)")
    }
  }

  /// Writes the state to `path` atomically: to `path.tmp` first, then renamed over `path`.
  public func save(to path: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    let data: Data
    do { data = try encoder.encode(self) } catch {
      throw SyncError.state(path: path, detail: "cannot encode: \(error)")
    }
    if let problem = AtomicFile.write(data, to: path) {
      throw SyncError.state(path: path, detail: problem)
    }
  }
}

/// Atomic whole-file replacement, through the one writer every Recur file write uses
/// (ICalendar's `AtomicFileWriter`: temporary file beside the target, fsync, rename; mode,
/// owner and symlink kept).
public enum AtomicFile {
  /// Writes `data` to `path` so readers see either the old or the new file; returns what went
  /// wrong, or nil on success.
  public static func write(_ data: Data, to path: String) -> String? {
    do {
      try AtomicFileWriter.write(to: path) { fd in
        data.withUnsafeBytes { AtomicFileWriter.writeAll(fd, $0) }
      }
      return nil
    } catch {
      return error.message
    }
  }
}
