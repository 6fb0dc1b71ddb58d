// The Sync module: a CalDAV client (RFC 4791 over RFC 4918 WebDAV, RFC 6578 sync-collection,
// RFC 6764 discovery) and the two-way sync of a reminders store. docs/SYNC.md explains it.
//
// Folders by concern: HTTP/ (transport, auth), WebDAV/ (XML, multistatus), CalDAV/ (the
// client), State/ (the sidecar), Engine/ (planning and running one sync).
