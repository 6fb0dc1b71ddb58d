// The Conformance module. See docs/ARCHITECTURE.md for what it owns.
