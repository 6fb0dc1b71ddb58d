// Test suite for Planner; grouped by authority.
