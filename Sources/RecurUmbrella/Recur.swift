// The umbrella module: `import Recur` gives an app every library it needs, so the
// README's "Using the library" examples need no other import. The libical oracle (`LibICal`,
// `Conformance`) stays out: importing Recur never links libical.

@_exported import ICalendar
@_exported import Occurrences
@_exported import Planner
@_exported import Recurrence
@_exported import Reminders
@_exported import Sync
@_exported import Zones
