import TouchSim

/// Hands the records of a streamed run to its stream as they are made, with the order-dependent
/// outcomes where they were decided, checks the `expect` block as they pass and keeps none.
final class StreamedRun {
  private unowned let window: Window
  private let stream: RecordStream
  /// The `expect` block, checked record by record.
  private(set) var expectations: ExpectationTracker?
  /// The time of the last record.
  private(set) var lastTime: SimTime?
  /// The order-dependent outcomes handed on so far.
  private var ordersHanded = 0

  init(window: Window, expectations: Expectations?, stream: RecordStream) {
    self.window = window
    self.stream = stream
    self.expectations = expectations.map(ExpectationTracker.init)
    let recorder = window.recorder
    recorder.keepsRecords = false
    recorder.keepsFacts = false
    let previous = recorder.sink
    recorder.sink = { [unowned self] record in
      previous?(record)
      self.take(record)
    }
  }

  private func take(_ record: Record) {
    let recorder = window.recorder
    guard !recorder.stopRequested else { return }
    lastTime = record.time
    expectations?.observe(record)
    handOrders(through: recorder.count - 1)
    stream.record(record)
    if stream.wantsStop { recorder.stopRequested = true }
  }

  /// Hands on the order-dependent outcomes decided before record `index` (all: `Int.max`).
  private func handOrders(through index: Int) {
    let orders = window.orderDependences
    while ordersHanded < orders.count, orders[ordersHanded].recordIndex <= index {
      stream.orderDependence(orders[ordersHanded])
      ordersHanded += 1
    }
  }

  /// Hands on the outcomes decided after the last record.
  func finish() { handOrders(through: Int.max) }
}
