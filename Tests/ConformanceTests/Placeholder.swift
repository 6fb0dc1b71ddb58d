// Test suite for Conformance; grouped by authority.
