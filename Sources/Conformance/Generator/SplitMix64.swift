// A deterministic pseudo-random generator for `recur conformance --random N --seed S`, so a
// seed names the same rules (RFC 5545 §3.3.10) on every machine and Swift version.
// SplitMix64 (Steele, Lea, Flood 2014): the public-domain constants below are the algorithm's.

/// SplitMix64: 64 bits of state, one add and three xor-shift-multiplies per draw.
///
/// ```swift
/// var g = SplitMix64(seed: 1)
/// g.next()   // 0x910A2DEC89025CC1 (10451216379200822465), the first output for seed 1
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform integer in `range` (modulo reduction; the bias is below 2^-40 for our ranges).
  public mutating func int(_ range: ClosedRange<Int>) -> Int {
    let span = UInt64(range.upperBound - range.lowerBound + 1)
    return range.lowerBound + Int(next() % span)
  }

  /// True with probability `p` (0...1).
  public mutating func chance(_ p: Double) -> Bool {
    Double(next() >> 11) / Double(1 << 53) < p
  }

  /// One element of a non-empty array.
  public mutating func pick<T>(_ items: [T]) -> T {
    items[int(0...(items.count - 1))]
  }
}
