// A replan as the calls an app makes on its notification center: remove the
// pending requests the new plan dropped, add the ones it does not have yet; the kept ones
// are left alone (same identifier, same trigger).

import ICalendar

/// What to change on the device: identifiers to remove, requests to add.
///
/// ```swift
/// // Apple platforms (documentation only):
/// center.removePendingNotificationRequests(withIdentifiers: update.remove)
/// for request in update.add { try await center.add(unRequest(request)) }   // NotificationRequest's example
/// ```
/// Pending `[R/…T140000Z, R/…T150000Z]`, new plan `[R/…T150000Z, R/…T160000Z]`:
/// remove `[R/…T140000Z]`, add the request for `R/…T160000Z`, keep `[R/…T150000Z]`.
public struct NotificationUpdate: Hashable, Sendable {
  /// Identifiers of pending requests to remove, in the order given.
  public let remove: [String]
  /// Requests to add, in plan order.
  public let add: [NotificationRequest]
  /// Identifiers pending and planned again (nothing to do).
  public let keep: [String]

  /// The update from the identifiers now pending on the device (`pending`, e.g. from
  /// `getPendingNotificationRequests`) to the planned `requests`.
  public init(pending: [String], requests: [NotificationRequest]) {
    // Identifiers are alarm UIDs: compared as bytes (`ComponentUID`), as the platforms compare them.
    let pendingSet = Set(pending.map { ComponentUID($0) })
    let planned = Set(requests.map { ComponentUID($0.identifier) })
    var removed: Set<ComponentUID> = []
    remove = pending.filter { !planned.contains(ComponentUID($0)) && removed.insert(ComponentUID($0)).inserted }
    add = requests.filter { !pendingSet.contains(ComponentUID($0.identifier)) }
    keep = requests.map(\.identifier).filter { pendingSet.contains(ComponentUID($0)) }
  }

  /// The update a plan's diff (`Plan.diff`, made with a previous plan) describes: its `remove`
  /// list, and the requests of its `add` list.
  public init(diff: PlanDiff, requests: [NotificationRequest]) {
    let adding = Set(diff.add.map { ComponentUID($0) })
    remove = diff.remove
    add = requests.filter { adding.contains(ComponentUID($0.identifier)) }
    keep = diff.keep
  }
}
