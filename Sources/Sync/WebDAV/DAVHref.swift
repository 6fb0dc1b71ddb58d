// Hrefs of WebDAV resources (RFC 4918 §8.3: absolute URIs or absolute paths, percent-encoded
// per RFC 3986 §2.1). Servers differ in what they encode, so we compare decoded paths.

import Foundation

/// Turning hrefs into comparable keys and back into request URLs.
///
/// Example: relative to `http://127.0.0.1:5232/alice/tasks/`, the hrefs `/alice/tasks/a%40b.ics`
/// and `http://127.0.0.1:5232/alice/tasks/a@b.ics` both have the key `/alice/tasks/a@b.ics`.
public enum DAVHref {
  /// The decoded absolute path `href` names, resolved against `base`; nil if unreadable.
  public static func key(_ href: String, relativeTo base: URL) -> String? {
    guard let url = URL(string: href, relativeTo: base)?.absoluteURL else { return nil }
    let path = url.path
    guard !path.isEmpty else { return nil }
    // URL.path drops a trailing slash; keep it, it marks collections.
    let encodedPath = URLComponents(url: url, resolvingAgainstBaseURL: true)?.percentEncodedPath ?? ""
    return encodedPath.hasSuffix("/") && !path.hasSuffix("/") ? path + "/" : path
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
