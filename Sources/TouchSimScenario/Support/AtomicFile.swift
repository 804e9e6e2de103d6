import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces files atomically, so readers see either the old contents or the new, never a mix.
public enum AtomicFile {
  /// Writes `bytes` to `path` through a synced temporary file renamed over the target.
  ///
  /// The temporary file, `.NAME.tmp-<pid>-<counter>`, is created exclusively in the target's
  /// directory, filled, `fsync`ed and then `rename(2)`d over `path`. An existing regular file's
  /// permission bits are kept; a symbolic link at `path` is replaced, not followed. On any
  /// failure the temporary file is removed and nothing else is touched.
  /// - Throws: `AtomicFileError` naming the failed step and the system's reason.
  public static func write(_ bytes: [UInt8], to path: String) throws {
    try bytes.withUnsafeBytes { try write(buffer: $0, to: path) }
  }

  /// Writes `data` to `path` atomically; see `write(_:to:)` for `[UInt8]`.
  ///
  /// - Throws: `AtomicFileError` naming the failed step and the system's reason.
  public static func write(_ data: Data, to path: String) throws {
    try data.withUnsafeBytes { try write(buffer: $0, to: path) }
  }

  /// Performs the write for both public entry points.
  private static func write(buffer: UnsafeRawBufferPointer, to path: String) throws {
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    guard !name.isEmpty, name != ".", name != ".." else {
      throw AtomicFileError(path: path, step: "checking the path", reason: "path names a directory")
    }

    let (fd, temporary) = try createTemporary(directory: directory, name: name, for: path)
    var renamed = false
    var needsClose = true
    defer {
      if needsClose { _ = close(fd) }
      if !renamed { _ = unlink(temporary) }
    }
    func fail(_ step: String) -> AtomicFileError {
      AtomicFileError(path: path, step: step, code: errno)
    }

    var status = stat()
    if stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG {
      guard fchmod(fd, status.st_mode & 0o7777) == 0 else {
        throw fail("setting permissions of temporary file '\(temporary)'")
      }
    }
    var offset = 0
    while offset < buffer.count {
      let written = systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        throw fail("writing temporary file '\(temporary)'")
      }
      offset += written
    }
    guard fsync(fd) == 0 else { throw fail("syncing temporary file '\(temporary)'") }
    needsClose = false
    guard close(fd) == 0 else { throw fail("closing temporary file '\(temporary)'") }
    guard rename(temporary, path) == 0 else { throw fail("renaming temporary file '\(temporary)' over it") }
    renamed = true
    syncDirectory(directory.isEmpty ? "." : directory)
  }

  /// Exclusively creates a fresh temporary file beside the target, skipping names already taken.
  private static func createTemporary(
    directory: String, name: String, for path: String
  ) throws -> (Int32, String) {
    var temporary = ""
    for _ in 0..<100 {
      temporary = "\(directory).\(name).tmp-\(getpid())-\(counter.next())"
      let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if fd >= 0 { return (fd, temporary) }
      if errno != EEXIST { break }
    }
    throw AtomicFileError(path: path, step: "creating temporary file '\(temporary)'", code: errno)
  }

  /// Makes the rename durable where the system allows it; failures are ignored.
  private static func syncDirectory(_ directory: String) {
    let fd = open(directory, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return }
    _ = fsync(fd)
    _ = close(fd)
  }

  /// Numbers temporary files within this process.
  private static let counter = Counter()
}

/// The reason `AtomicFile.write` failed: which step, on which path, and why.
public struct AtomicFileError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
  /// The file that was being written.
  public var path: String
  /// The step that failed, such as `creating temporary file '/dir/.name.tmp-42-0'`.
  public var step: String
  /// The system's explanation, such as `No such file or directory`.
  public var reason: String

  /// Creates an error with an explicit reason.
  public init(path: String, step: String, reason: String) {
    self.path = path
    self.step = step
    self.reason = reason
  }

  /// Creates an error whose reason is the system's text for `code`, an `errno` value.
  public init(path: String, step: String, code: Int32) {
    self.init(path: path, step: step, reason: String(cString: strerror(code)))
  }

  /// The whole message: `cannot write 'PATH': STEP failed: REASON`.
  public var description: String { "cannot write '\(path)': \(step) failed: \(reason)" }

  /// The same text as `description`, for `localizedDescription`.
  public var errorDescription: String? { description }
}

/// A thread-safe increasing counter.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  /// Returns the current value and increments it.
  func next() -> Int {
    lock.withLock {
      defer { value += 1 }
      return value
    }
  }
}

/// Calls `write(2)`, which `AtomicFile.write` would otherwise shadow.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(fd, bytes, count)
  #elseif canImport(Musl)
    Musl.write(fd, bytes, count)
  #else
    Darwin.write(fd, bytes, count)
  #endif
}
