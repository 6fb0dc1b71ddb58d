// The sidecar's JSON (docs/SYNC.md "Sidecar"): `items` is an object keyed by UID text. Foundation's
// JSON coders key objects by `String`, whose `==` merges canonically equivalent UIDs that
// `ComponentUID` keeps apart (docs/SEMANTICS.md "UIDs compare as bytes"), so an item whose UID
// text an object key cannot tell from one already written goes to `moreItems` instead, written
// only when there is one (every other sidecar stays as before).

import Foundation
import ICalendar

extension SyncState {
  private enum Keys: String, CodingKey {
    case version, url, collection, syncToken, ctag, items, moreItems, others
  }

  /// An item of `moreItems`: its UID beside it.
  private struct ApartItem: Codable {
    var uid: String
    var item: Item
  }

  /// Reads a sidecar (`moreItems` optional).
  ///
  /// `{"items": {"caf\u{E9}": {…}}, "moreItems": [{"uid": "cafe\u{301}", "item": {…}}], …}` has two items.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    version = try c.decode(Int.self, forKey: .version)
    url = try c.decode(String.self, forKey: .url)
    collection = try c.decode(String.self, forKey: .collection)
    syncToken = try c.decodeIfPresent(String.self, forKey: .syncToken)
    ctag = try c.decodeIfPresent(String.self, forKey: .ctag)
    others = try c.decode([String: String].self, forKey: .others)
    items = [:]
    for (uid, item) in try c.decode([String: Item].self, forKey: .items) { items[ComponentUID(uid)] = item }
    for apart in try c.decodeIfPresent([ApartItem].self, forKey: .moreItems) ?? [] {
      items[ComponentUID(apart.uid)] = apart.item
    }
  }

  /// Writes the sidecar: items in `items` by UID text, except those whose text equals (as a
  /// `String`) one written before in UTF-8 byte order, which go to `moreItems`.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Keys.self)
    try c.encode(version, forKey: .version)
    try c.encode(url, forKey: .url)
    try c.encode(collection, forKey: .collection)
    try c.encodeIfPresent(syncToken, forKey: .syncToken)
    try c.encodeIfPresent(ctag, forKey: .ctag)
    try c.encode(others, forKey: .others)
    var object: [String: Item] = [:]
    var apart: [ApartItem] = []
    for (uid, item) in items.sorted(by: { $0.key < $1.key }) {
      if object[uid.text] == nil { object[uid.text] = item } else { apart.append(ApartItem(uid: uid.text, item: item)) }
    }
    try c.encode(object, forKey: .items)
    if !apart.isEmpty { try c.encode(apart, forKey: .moreItems) }
  }
}
