// The activity-log JSON (`recur plan --activity LOG.json`) as the CLI's `ActivityHistory`.

extension ActivityLog: ActivityHistory {
  /// Whether the health app could read the log (`"available"` of the JSON).
  public var isAvailable: Bool { available }
}
