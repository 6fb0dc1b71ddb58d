// Test suite for the recur tool; grouped by authority.
