import Testing

/// Groups the scenario layer's small utilities, so `swift test --filter Support` runs them all.
@Suite enum SupportTests {}
