// Hrefs of WebDAV resources (RFC 4918 §8.3: absolute URIs or absolute paths, percent-encoded
// per RFC 3986 §2.1). Servers differ in what they encode, so we compare decoded paths.

import Foundation

/// Turning hrefs into comparable keys and back into request URLs.
///
/// Example: relative to `http://127.0.0.1:5232/alice/tasks/`, the hrefs `/alice/tasks/a%40b.ics`
/// and `http://127.0.0.1:5232/alice/tasks/a@b.ics` both have the key `/alice/tasks/a@b.ics`.
public enum DAVHref {
  /// The decoded absolute path `href` names, resolved against `base`, with `.` and `..`
  /// segments removed after decoding (RFC 3986 §5.2.4, so `%2e%2e` counts as `..`); nil if
  /// unreadable, or if a segment decodes to text holding `/` or NUL (`a%2Fb`), which would
  /// name another path than the one sent.
  ///
  /// Example: `/alice/tasks/%2E%2E/x.ics` → `/alice/x.ics`; `/a/b%2Fc.ics` → nil.
  public static func key(_ href: String, relativeTo base: URL) -> String? {
    guard let url = URL(string: href, relativeTo: base)?.absoluteURL,
          let encodedPath = URLComponents(url: url, resolvingAgainstBaseURL: true)?.percentEncodedPath,
          encodedPath.hasPrefix("/") else { return nil }
    var segments: [String] = []
    let raw = encodedPath.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    for (index, piece) in raw.enumerated() {
      guard let segment = piece.removingPercentEncoding, !segment.contains("/"), !segment.contains("\u{0}") else {
        return nil
      }
      let last = index == raw.count - 1
      switch segment {
      case ".":
        if last { segments.append("") }
      case "..":
        if !segments.isEmpty { segments.removeLast() }
        if last { segments.append("") }
      default:
        segments.append(segment)
      }
    }
    // A trailing slash (an empty last segment) is kept: it marks collections.
    return "/" + segments.joined(separator: "/")
  }

  /// The key of `href` when it names a member inside `collection`: on the collection's origin
  /// (an absolute href on another scheme, host or port is not), and under its path after
  /// decoding and removing dot segments; nil otherwise. Writes go only to such paths.
  ///
  /// Example: for `http://127.0.0.1:5232/alice/tasks/`: `/alice/tasks/a.ics` →
  /// `/alice/tasks/a.ics`; `/etc/passwd`, `/alice/tasks/../other/b.ics`,
  /// `http://127.0.0.2:5232/alice/tasks/c.ics` and `/alice/tasks/` itself → nil.
  public static func member(_ href: String, of collection: URL) -> String? {
    guard let resolved = URL(string: href, relativeTo: collection)?.absoluteURL,
          resolved.isSameOrigin(as: collection),
          let found = Self.key(href, relativeTo: collection),
          let own = Self.key(collection.absoluteString, relativeTo: collection) else { return nil }
    return isInside(found, collectionPath: own) ? found : nil
  }

  /// Whether the decoded, dot-free path `key` lies strictly inside the collection path (with
  /// or without its trailing slash).
  ///
  /// Example: `isInside("/c/a.ics", collectionPath: "/c/")` → true;
  /// `isInside("/cx/a.ics", collectionPath: "/c")` → false.
  public static func isInside(_ key: String, collectionPath: String) -> Bool {
    let prefix = collectionPath.hasSuffix("/") ? collectionPath : collectionPath + "/"
    guard key.hasPrefix(prefix), key.count > prefix.count else { return false }
    // No dot segment may remain (keys from `key(_:relativeTo:)` have none).
    return !key.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == "." || $0 == ".." }
  }

  /// The percent-encoded form of a decoded path, for request lines and `<d:href>` bodies.
  public static func encode(_ key: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "?#;")
    return key.addingPercentEncoding(withAllowedCharacters: allowed) ?? key
  }

  /// The absolute URL of a decoded path on `base`'s origin.
  public static func url(_ key: String, on base: URL) -> URL? {
    guard var parts = URLComponents(url: base, resolvingAgainstBaseURL: true) else { return nil }
    parts.percentEncodedPath = encode(key)
    parts.query = nil
    parts.fragment = nil
    return parts.url
  }

  /// A resource name for `uid` inside a collection: `uid.ics` with every character outside
  /// `A–Z a–z 0–9 - _ .` (and a leading `.`) replaced by `_`, and a short hash of the UID
  /// appended when anything was replaced.
  ///
  /// Example: `A0000000-0000-4000-8000-000000000001` → `A0000000-0000-4000-8000-000000000001.ics`;
  /// `a/b` → `a_b-<hash>.ics`.
  public static func resourceName(forUID uid: String) -> String {
    var name = ""
    var replaced = false
    for scalar in uid.unicodeScalars.prefix(200) {
      if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) || "-_.".unicodeScalars.contains(scalar) {
        name.unicodeScalars.append(scalar)
      } else {
        name += "_"
        replaced = true
      }
    }
    if name.hasPrefix(".") {
      name = "_" + name.dropFirst()
      replaced = true
    }
    if replaced || name.isEmpty || uid.unicodeScalars.count > 200 {
      name += "-" + ContentHash.of(uid).prefix(12)
    }
    return name + ".ics"
  }
}
