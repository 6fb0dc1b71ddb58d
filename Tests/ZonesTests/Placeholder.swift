// Test suite for Zones; grouped by authority.
