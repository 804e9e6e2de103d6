import TouchSim

/// Where a streamed run (`ScenarioRun.stream`) hands its log as it is made (issue 27).
public protocol RecordStream: AnyObject {
  /// Takes the next record of the run.
  func record(_ record: Record)
  /// Takes an order-dependent outcome (Q4) where it was decided: before the record at its
  /// `recordIndex`, or after the last record.
  func orderDependence(_ fact: OrderDependence)
  /// Whether the stream can take no more (its reader went away): the run stops before its
  /// next event, and its invariants and expectations are not checked.
  var wantsStop: Bool { get }
}

extension RecordStream {
  /// Order-dependent outcomes are not part of the log by default.
  public func orderDependence(_ fact: OrderDependence) {}
}

/// Renders a streamed run's log as `touchsim run` prints it, text (the golden format) or JSON
/// Lines, into a `LogOutput` as the records are made: byte for byte `ScenarioRun.text` or
/// `ScenarioRun.jsonl` (with its order-dependent lines), or with `admits`, the log of the
/// records it admits (jsonl then has no order-dependent lines, as `touchsim run --only`).
///
/// ```swift
/// let log = LogOutput { bytes in write(1, bytes.baseAddress, bytes.count) == bytes.count }
/// let stream = LogStream(format: .text, output: log)
/// _ = ScenarioRun.stream(bytes: bytes, path: "a.json", to: stream)
/// log.flush()
/// ```
public final class LogStream: RecordStream {
  /// The log's form.
  public enum Format: Sendable {
    /// One line per record (`TextRenderer`).
    case text
    /// One JSON object per record (`JSONLRenderer`), and the order-dependent lines.
    case jsonl
  }

  /// The form written.
  public let format: Format
  /// Where the bytes go.
  public let output: LogOutput
  /// Whether the order-dependent lines carry a `why` (`--explain`).
  public var explains = false
  /// Decides which records are written; nil: all of them, with the jsonl order-dependent lines.
  public var admits: ((Record) -> Bool)?
  /// A text line of its own for a record, newline included (colours, model-decision marks);
  /// nil: `TextRenderer`'s.
  public var textLine: ((Record) -> String)?
  /// Written once before the first byte of the log, or by `finish()` when no record came
  /// (`== path ==` when several files run).
  public var header: String?
  /// The records written.
  public private(set) var written = 0

  /// Creates a stream of one format into `output`.
  public init(format: Format, output: LogOutput) {
    self.format = format
    self.output = output
  }

  public var wantsStop: Bool { output.failed }

  public func record(_ record: Record) {
    if let admits, !admits(record) { return }
    writeHeader()
    written += 1
    switch format {
    case .text:
      if let textLine {
        output.write(textLine(record))
      } else {
        output.append {
          TextRenderer.append(record, to: &$0)
          $0.write(byte: 10)
        }
      }
    case .jsonl:
      output.write(JSONLRenderer.line(for: record) + "\n")
    }
  }

  public func orderDependence(_ fact: OrderDependence) {
    guard format == .jsonl, admits == nil else { return }
    writeHeader()
    output.write(ScenarioRun.orderLine(fact, explains: explains) + "\n")
  }

  /// Writes the header if nothing was written yet; then hands the buffer on.
  public func finish() {
    writeHeader()
    output.flush()
  }

  private func writeHeader() {
    guard let text = header else { return }
    header = nil
    output.write(text)
  }
}
