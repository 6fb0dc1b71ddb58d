// The words for a failed file read or write (README: errors name the file and the cause),
// without full Foundation's `localizedDescription`, which on Linux needs
// FoundationInternationalization (and with it ICU) linked into `recur`.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Describes file-system errors thrown by Foundation's `Data.write` and `FileManager`.
public enum FileErrorText {
  /// The cause of `error` as the C library words it, e.g. "No such file or directory".
  public static func of(_ error: any Error) -> String {
    #if canImport(FoundationEssentials)
    var posix = error as? POSIXError
    if posix == nil, let cocoa = error as? CocoaError { posix = cocoa.underlying as? POSIXError }
    if let posix, let text = strerror(posix.code.rawValue) { return String(cString: text) }
    return String(describing: error)
    #else
    return error.localizedDescription
    #endif
  }
}
