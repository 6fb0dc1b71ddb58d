// Whole-file replacement that a crash, a kill or a full disk cannot half-do (POSIX rename(2)
// replaces a directory entry in one step): the new bytes go to a temporary file beside the
// target, are flushed with fsync(2), and only then renamed over it. Every file `recur` and
// `recur-sync` write goes through here (SECURITY.md "Files").

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Atomic whole-file writes that keep the target's mode, owner and symlinks.
///
/// ```swift
/// try AtomicFileWriter.write(Array("BEGIN:VCALENDAR\r\n…".utf8), to: "plan.ics")
/// // readers see the old plan.ics or the new one, never a part of either;
/// // a 0600 file stays 0600; a symlink stays a link and its target gets the bytes
/// ```
///
/// The target is resolved first: a symlink (chain) is followed so the file it names is
/// replaced and the link itself is kept. A target that exists and is not a regular file
/// (`/dev/stdout`, `/dev/null`, a FIFO) is written in place, since it cannot be renamed over.
/// Reading an input fully before writing makes `fmt F -o F` safe: the input's inode stays
/// readable until the rename.
package enum AtomicFileWriter {
  /// Writes `bytes` to `path` atomically.
  package static func write(_ bytes: [UInt8], to path: String) throws(FileWriteError) {
    try write(to: path) { fd in
      bytes.withUnsafeBytes { writeAll(fd, $0) }
    }
  }

  /// Creates the temporary file, lets `body` write to its descriptor (returning false when a
  /// write failed, with `errno` set), then flushes and renames it over `path`. On any failure
  /// the temporary file is removed and `path` is left as it was.
  package static func write(to path: String, _ body: (Int32) -> Bool) throws(FileWriteError) {
    // open(2) refuses "" (ENOENT); so does this, before a temporary file named "..recur-…".
    guard !path.isEmpty else { throw FileWriteError(path: path, message: "an empty path; expected a file name") }
    let target = try resolve(path)
    var info = stat()
    let exists = stat(target, &info) == 0
    if exists && (info.st_mode & S_IFMT) == S_IFDIR {
      throw FileWriteError(path: path, message: "is a directory")
    }
    if exists && (info.st_mode & S_IFMT) != S_IFREG {
      try writeInPlace(target, shown: path, body)
      return
    }
    // A file the user may not write stays protected, although a rename could replace it.
    if exists && access(target, W_OK) != 0 {
      throw FileWriteError(path: path, message: errorText(errno))
    }
    let (directory, name) = split(target)
    var template = Array("\(directory)/.\(name).recur-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return mkstemp(base)
    }
    guard fd >= 0 else {
      throw FileWriteError(path: path, message: "cannot create a temporary file in \(directory): \(errorText(errno))")
    }
    let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var closed = false
    func fail(_ what: String, _ code: Int32) -> FileWriteError {
      if !closed { _ = close(fd) }
      _ = unlink(temporary)
      return FileWriteError(path: path, message: "\(what): \(errorText(code))")
    }
    // mkstemp creates 0600: give the file the target's mode (or the default for a new file)
    // and, where permitted, its owner and group.
    let mode: mode_t
    if exists {
      mode = info.st_mode & 0o7777
      var mine = stat()
      if fstat(fd, &mine) == 0 && (mine.st_uid != info.st_uid || mine.st_gid != info.st_gid) {
        if fchown(fd, info.st_uid, info.st_gid) != 0 {
          _ = fchown(fd, mine.st_uid, info.st_gid)  // the group alone, when the user is a member
        }
      }
    } else {
      let mask = umask(0)
      _ = umask(mask)
      mode = 0o666 & ~mask
    }
    if fchmod(fd, mode) != 0 { throw fail("cannot set the mode of \(temporary)", errno) }
    guard body(fd) else { throw fail("cannot write \(temporary)", errno) }
    if fsync(fd) != 0 { throw fail("cannot flush \(temporary)", errno) }
    closed = true
    if close(fd) != 0 { throw fail("cannot close \(temporary)", errno) }
    if rename(temporary, target) != 0 { throw fail("cannot rename \(temporary) to \(target)", errno) }
    // Make the rename itself durable (best effort: some file systems refuse fsync on a directory).
    let dirFD = open(directory, O_RDONLY)
    if dirFD >= 0 {
      _ = fsync(dirFD)
      _ = close(dirFD)
    }
  }

  /// write(2) of all of `bytes` to `fd`, retrying short and interrupted writes; false (with
  /// `errno` set) when a write fails.
  package static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    var offset = 0
    var interrupted = 0
    while offset < bytes.count {
      let n = Glibc_write(fd, base + offset, bytes.count - offset)
      if n > 0 {
        offset += n
        interrupted = 0
      } else if n < 0 && errno == EINTR && interrupted < 100 {
        interrupted += 1
      } else {
        if n == 0 { errno = EIO }
        return false
      }
    }
    return true
  }

  /// The file `path` names once symlinks are followed (at most 40 links, as Linux's
  /// MAXSYMLINKS); `path` itself when it is not a link or does not exist.
  package static func resolve(_ path: String) throws(FileWriteError) -> String {
    var current = path
    for _ in 0..<40 {
      var info = stat()
      guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let n = readlink(current, &buffer, buffer.count - 1)
      guard n >= 0 else { return current }
      let link = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = link.hasPrefix("/") ? link : split(current).directory + "/" + link
    }
    throw FileWriteError(path: path, message: "too many levels of symbolic links")
  }

  /// A device, FIFO or socket: opened and written directly.
  private static func writeInPlace(_ target: String, shown: String, _ body: (Int32) -> Bool) throws(FileWriteError) {
    let fd = open(target, O_WRONLY | O_TRUNC)
    guard fd >= 0 else { throw FileWriteError(path: shown, message: errorText(errno)) }
    let ok = body(fd)
    let code = errno
    let closedOK = close(fd) == 0
    guard ok else { throw FileWriteError(path: shown, message: errorText(code)) }
    guard closedOK else { throw FileWriteError(path: shown, message: errorText(errno)) }
  }

  private static func split(_ path: String) -> (directory: String, name: String) {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return (".", path) }
    let directory = String(path[..<slash])
    return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
  }
}

/// The OS message for an errno value, e.g. `No space left on device`.
package func errorText(_ code: Int32) -> String {
  strerror(code).map { String(cString: $0) } ?? "error \(code)"
}

@inline(__always)
private func Glibc_write(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int {
  #if canImport(Glibc)
  return Glibc.write(fd, p, n)
  #else
  return Darwin.write(fd, p, n)
  #endif
}
