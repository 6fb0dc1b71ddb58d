// Reading and writing the sidecar atomically (POSIX rename(2) replaces the old file in one
// step, so a crash leaves either the old or the new state, never half of one).

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

/// Atomic whole-file replacement: write a temporary file beside the target, flush, rename.
public enum AtomicFile {
  /// Writes `data` to `path` so readers see either the old or the new file; returns what went
  /// wrong, or nil on success.
  public static func write(_ data: Data, to path: String) -> String? {
    let temporary = path + ".tmp"
    guard FileManager.default.createFile(atPath: temporary, contents: data) else {
      return "cannot write \(temporary)"
    }
    let fd = open(temporary, O_RDONLY)
    if fd >= 0 {
      _ = fsync(fd)
      _ = close(fd)
    }
    guard rename(temporary, path) == 0 else {
      _ = unlink(temporary)
      return "cannot rename \(temporary) to \(path) (errno \(errno))"
    }
    return nil
  }
}
