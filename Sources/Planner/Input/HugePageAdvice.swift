// Page-fault economy for the planner's large working arrays on big inputs (Benchmarks/):
// the edits, UID references and overdue records of a 100,000-todo file fill several MB, and
// faulting them in 4 KiB at a time costs ~2,000 page faults. Asking Linux for transparent huge
// pages on the 2 MiB-aligned interior of a large reservation (THP in `madvise` mode) backs it
// with a few 2 MiB pages instead. Only a hint: the contents and the results never change.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Advice about how the kernel backs large buffers.
enum HugePageAdvice {
  /// Reservations smaller than this (4 MiB) are left alone: they hold at most one whole huge page.
  static let threshold = 2 << 21

  /// Advises huge pages for the 2 MiB-aligned interior of `array`'s reserved storage (its
  /// capacity, not only its count), when that storage is at least `threshold` bytes.
  static func advise<Element>(_ array: inout [Element]) {
    #if os(Linux)
    let bytes = array.capacity * MemoryLayout<Element>.stride
    guard bytes >= threshold else { return }
    array.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      advise(UnsafeMutableRawPointer(base), bytes)
    }
    #endif
  }

  /// Advises huge pages for the 2 MiB-aligned interior of `size` bytes at `base`.
  static func advise(_ base: UnsafeMutableRawPointer, _ size: Int) {
    #if os(Linux)
    let huge = 1 << 21
    let start = (Int(bitPattern: base) + huge - 1) & ~(huge - 1)
    let end = (Int(bitPattern: base) + size) & ~(huge - 1)
    guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
    _ = madvise(aligned, end - start, MADV_HUGEPAGE)
    #endif
  }
}
