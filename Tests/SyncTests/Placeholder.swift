// Test suite for Sync; grouped by authority.
