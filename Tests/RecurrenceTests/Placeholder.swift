// Test suite for Recurrence; grouped by authority.
