// `PlanInputError` as a Foundation `LocalizedError`: an app's `localizedDescription`
// reads the message, with its location and valid range, instead of "The operation could not
// be completed".

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension PlanInputError: LocalizedError {
  /// The message (`description`), which `localizedDescription` returns.
  public var errorDescription: String? { description }
}
