// The files `recur lint PATH...` checks (README): each path as given (`-` is standard
// input), and under each directory every `*.ics` file, recursively, in name order. Symbolic
// links found inside a directory are not followed, so the walk ends (as `find -P` does).

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Expands `recur lint`'s arguments into the files to check.
enum LintInputs {
  /// How deep a directory walk goes before it stops (and says so).
  static let maxDepth = 64

  /// One file to check, or a directory that could not be listed (`problem` set).
  struct Entry: Equatable {
    let path: String
    var problem: String? = nil
  }

  /// The files named by `paths`: files and `-` as given, directories walked for `*.ics`.
  ///
  /// `["a.ics", "cal"]` with `cal/x.ics`, `cal/sub/y.ICS` and `cal/notes.txt` gives
  /// `a.ics`, `cal/sub/y.ICS`, `cal/x.ics` (directories' entries in byte order of their names).
  static func files(_ paths: [String]) -> [Entry] {
    var out: [Entry] = []
    for path in paths {
      var isDirectory: Bool = false
      if path != "-", FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory {
        walk(path, depth: 0, into: &out)
      } else {
        out.append(Entry(path: path))
      }
    }
    return out
  }

  /// Appends the `*.ics` files under `directory`.
  static func walk(_ directory: String, depth: Int, into out: inout [Entry]) {
    guard depth < maxDepth else {
      out.append(Entry(path: directory, problem: "more than \(maxDepth) directories deep; not read further"))
      return
    }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory)
    } catch {
      out.append(Entry(path: directory, problem: "cannot list the directory"))
      return
    }
    let base = directory.hasSuffix("/") ? directory : directory + "/"
    for name in names.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
      let path = base + name
      let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
      if type == .typeDirectory {
        walk(path, depth: depth + 1, into: &out)
      } else if type == .typeRegular, name.lowercased().hasSuffix(".ics") {
        out.append(Entry(path: path))
      }
    }
  }
}
