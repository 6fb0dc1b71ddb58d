// Test suite for LibICal; grouped by authority.
