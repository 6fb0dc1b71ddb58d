// Test suite for Reminders; grouped by authority.
