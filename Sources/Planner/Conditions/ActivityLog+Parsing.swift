// Reading an activity log file: every mistake is an error naming the file and the
// JSON field, e.g. `log.json: activities[1].at: expected …` (exit 65 in the tool).

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Zones

extension ActivityLog {
  /// Parses an activity log; errors name `file` and the offending field.
  ///
  /// `{"available": false}` is valid (the activities may be omitted); with `"available": true`,
  /// `activities` is required; each entry needs a non-empty string `type` and an `at` time with
  /// an offset (`2026-11-22T07:10:00Z`). Unknown fields are ignored.
  public static func parse(_ bytes: [UInt8], file: String) throws(PlanInputError) -> ActivityLog {
    do {
      let document = try JSONDecoder().decode(ActivityLogDocument.self, from: Data(bytes))
      if document.available, document.activities == nil {
        throw PlanInputError(file: file, field: "activities",
                             message: "missing; expected an array of {\"type\", \"at\"}")
      }
      var entries: [Entry] = []
      for (index, item) in (document.activities ?? []).enumerated() {
        let path = "activities[\(index)]"
        guard !item.type.isEmpty else {
          throw PlanInputError(file: file, field: path + ".type", message: "expected a non-empty string")
        }
        guard let at = InstantText.parse(item.at) else {
          throw PlanInputError(
            file: file, field: path + ".at",
            message: "expected a time with an offset such as 2026-11-22T07:10:00Z, got \"\(item.at)\"")
        }
        entries.append(Entry(type: item.type, at: at))
      }
      return ActivityLog(available: document.available, activities: entries)
    } catch let error as PlanInputError {
      throw error
    } catch let error as DecodingError {
      throw Self.describe(error, file: file)
    } catch {
      throw PlanInputError(file: file, field: "(document)", message: "\(error)")
    }
  }

  private static func describe(_ error: DecodingError, file: String) -> PlanInputError {
    func path(_ keys: [any CodingKey]) -> String {
      var text = ""
      for key in keys {
        if let index = key.intValue { text += "[\(index)]" } else {
          text += (text.isEmpty ? "" : ".") + key.stringValue
        }
      }
      return text.isEmpty ? "(document)" : text
    }
    switch error {
    case .keyNotFound(let key, let context):
      let parent = path(context.codingPath)
      let field = parent == "(document)" ? key.stringValue : parent + "." + key.stringValue
      return PlanInputError(file: file, field: field, message: "missing")
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      let expected = type == Bool.self ? "true or false" : type == String.self ? "a string"
        : "\(type)".hasPrefix("Array") ? "an array" : "an object"
      return PlanInputError(file: file, field: path(context.codingPath), message: "expected \(expected)")
    case .dataCorrupted(let context):
      let detail = context.debugDescription
      return PlanInputError(file: file, field: path(context.codingPath), message: "not valid JSON: \(detail)")
    @unknown default:
      return PlanInputError(file: file, field: "(document)", message: "\(error)")
    }
  }
}

/// The file's shape, decoded strictly (a number is not a boolean).
private struct ActivityLogDocument: Decodable {
  struct Item: Decodable {
    let type: String
    let at: String
  }
  let available: Bool
  let activities: [Item]?
}
