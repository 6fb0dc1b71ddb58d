// Test suite for ICalendar; grouped by authority.
