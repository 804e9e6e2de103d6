/// A log written as it is made: records are rendered into one `ByteWriter` that is handed to
/// `output` each time it holds `flushAt` bytes or more, and at `flush()` (issue 27: a run's
/// memory is bounded by the model's state, not by its log's length).
///
/// The buffer holds at most `flushAt` bytes plus one record's line, so `peakBuffered` stays
/// under `flushAt + ` the longest line. Once `output` fails (it returns false: a closed pipe, a
/// full disk) the writer is `failed`: later writes are dropped, and a streamed run polls
/// `failed` to stop before its next event.
///
/// ```swift
/// let log = LogOutput { bytes in fwrite(bytes.baseAddress, 1, bytes.count, stdout) == bytes.count }
/// log.append { TextRenderer.append(record, to: &$0); $0.write(byte: 10) }
/// log.flush()
/// ```
public final class LogOutput {
  /// The default threshold: 64 KiB.
  public static let defaultFlushAt = 65_536

  /// The buffer's size that hands it to `output`.
  public let flushAt: Int
  private var writer: ByteWriter
  private let output: (UnsafeBufferPointer<UInt8>) -> Bool
  /// Whether `output` failed; everything written since was dropped.
  public private(set) var failed = false
  /// The bytes `output` took.
  public private(set) var bytesWritten = 0
  /// The most bytes the buffer held at once (checked by tests: bounded by `flushAt` and the
  /// longest line, not by the log).
  public private(set) var peakBuffered = 0
  /// How many times `output` was called.
  public private(set) var flushes = 0

  /// Creates a writer that hands its bytes to `output`, which returns false when it cannot
  /// take them (the writer then stops writing).
  public init(flushAt: Int = LogOutput.defaultFlushAt, output: @escaping (UnsafeBufferPointer<UInt8>) -> Bool) {
    self.flushAt = Swift.max(flushAt, 1)
    writer = ByteWriter(capacity: Swift.min(self.flushAt, LogOutput.defaultFlushAt) + 1024)
    self.output = output
  }

  /// The bytes waiting in the buffer.
  public var buffered: Int { writer.count }

  /// Appends what `body` writes (one record's line, say), then hands the buffer on if it is
  /// full. Does nothing once the output failed.
  @inline(__always)
  public func append(_ body: (inout ByteWriter) -> Void) {
    guard !failed else { return }
    body(&writer)
    if writer.count >= flushAt { flush() }
  }

  /// Appends a string's UTF-8 bytes.
  public func write(_ text: String) { append { $0.write(text) } }

  /// Hands the buffered bytes to `output` (nothing when empty or failed).
  public func flush() {
    if writer.count > peakBuffered { peakBuffered = writer.count }
    guard !failed, writer.count > 0 else {
      writer.removeAll()
      return
    }
    flushes += 1
    let taken = writer.withBytes { output($0) }
    if taken {
      bytesWritten += writer.count
    } else {
      failed = true
    }
    writer.removeAll()
  }
}
