import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one way TouchSim writes a file (`check --report`, `timeline -o`, goldens, fuzz findings):
/// it never changes what a path is.
///
/// - A regular file or a missing path is replaced atomically: readers see the old contents or
///   the new, never a mix (a temporary file beside it, synced, then renamed over it; a
///   regular file keeps its permission bits).
/// - A symbolic link is followed and its target gets these same rules: a regular target is
///   replaced atomically, a missing one created; the link itself stays a link.
/// - A FIFO or a character device (`/dev/null`, a terminal) is opened and written in place,
///   nothing renamed (a FIFO waits for a reader, as a shell redirection does).
/// - The file this process's standard output or standard error already writes to
///   (`/dev/stdout`, `/dev/stderr`, or the file a shell redirected them to) is written
///   through that descriptor, after what was printed there.
/// - A directory, a socket or a block device is refused: `cannot write 'PATH': it is a
///   directory`.
///
/// `-` for standard output is the command line's (`touchsim check --report jsonl -`); here it
/// is a file named `-`.
public enum AtomicFile {
  /// Writes `bytes` to `path` by the rules above.
  /// - Throws: `AtomicFileError` naming the path, the failed step and the reason.
  public static func write(_ bytes: [UInt8], to path: String) throws {
    try bytes.withUnsafeBytes { try write(buffer: $0, to: path) }
  }

  /// Writes `data` to `path`; see `write(_:to:)` for `[UInt8]`.
  ///
  /// - Throws: `AtomicFileError` naming the path, the failed step and the reason.
  public static func write(_ data: Data, to path: String) throws {
    try data.withUnsafeBytes { try write(buffer: $0, to: path) }
  }

  /// Whether a write to `path` goes in place, not through a replaced file: a FIFO, a
  /// character device, or the file standard output or error writes to (`/dev/stdout`).
  public static func writesInPlace(_ path: String) -> Bool {
    switch try? destination(of: path) {
    case .stream?, .descriptor?: return true
    case .replace?, nil: return false
    }
  }

  /// How a write reaches a path.
  enum Destination: Equatable {
    /// A regular file or a missing path (a symbolic link's target): replaced atomically.
    case replace(String)
    /// A FIFO or a character device: opened and written in place.
    case stream
    /// The file standard output (1) or standard error (2) writes to.
    case descriptor(Int32)
  }

  /// Performs the write for both public entry points.
  private static func write(buffer: UnsafeRawBufferPointer, to path: String) throws {
    switch try destination(of: path) {
    case .replace(let target): try replace(target, with: buffer, for: path)
    case .stream: try writeInPlace(path, buffer)
    case .descriptor(let fd): try writeAll(fd, buffer, path: path, step: "writing to descriptor \(fd)")
    }
  }

  /// What `path` is, and so how it is written; refuses directories, sockets and block devices.
  static func destination(of path: String) throws -> Destination {
    var status = stat()
    guard lstat(path, &status) == 0 else {
      let code = errno
      guard code == ENOENT else { throw AtomicFileError(path: path, step: "checking the path", code: code) }
      return .replace(path)
    }
    let isLink = (status.st_mode & S_IFMT) == S_IFLNK
    if isLink {
      guard stat(path, &status) == 0 else {
        let code = errno
        guard code == ENOENT else { throw AtomicFileError(path: path, step: "following the link", code: code) }
        return .replace(try linkTarget(path))  // a dangling link: create its target
      }
    }
    if let fd = standardDescriptor(sameAs: status) { return .descriptor(fd) }
    let what = isLink ? "a symbolic link to " : ""
    switch status.st_mode & S_IFMT {
    case S_IFREG:
      guard isLink else { return .replace(path) }
      let target = try linkTarget(path)
      var resolved = stat()
      guard stat(target, &resolved) == 0, resolved.st_dev == status.st_dev, resolved.st_ino == status.st_ino else {
        throw AtomicFileError(
          path: path, reason: "it is \(what)a file whose path cannot be resolved ('\(target)' is another file)")
      }
      return .replace(target)
    case S_IFIFO, S_IFCHR: return .stream
    case S_IFDIR: throw refusal(path, "it is \(what)a directory")
    case S_IFSOCK: throw refusal(path, "it is \(what)a socket")
    case S_IFBLK: throw refusal(path, "it is \(what)a block device")
    default: throw refusal(path, "it is \(what)not a regular file, a FIFO or a character device")
    }
  }

  /// The error for a path TouchSim does not write.
  private static func refusal(_ path: String, _ reason: String) -> AtomicFileError {
    AtomicFileError(path: path, reason: reason + "; write to a regular file, a FIFO or a character device")
  }

  /// 1 or 2 when `status` is the file standard output or standard error is open on.
  private static func standardDescriptor(sameAs status: stat) -> Int32? {
    for fd: Int32 in [1, 2] {
      var open = stat()
      if fstat(fd, &open) == 0, open.st_dev == status.st_dev, open.st_ino == status.st_ino { return fd }
    }
    return nil
  }

  /// The path a chain of symbolic links ends at (relative targets resolved against the link's
  /// folder), which may not exist; at most 40 links, as the system follows.
  static func linkTarget(_ path: String) throws -> String {
    var current = path
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0 else {
        let code = errno
        guard code == ENOENT else {
          throw AtomicFileError(path: path, step: "following the link to '\(current)'", code: code)
        }
        return current
      }
      guard (status.st_mode & S_IFMT) == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count >= 0 else { throw AtomicFileError(path: path, step: "reading the link '\(current)'", code: errno) }
      let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if target.hasPrefix("/") {
        current = target
      } else {
        current = (current.lastIndex(of: "/").map { String(current[...$0]) } ?? "") + target
      }
    }
    throw AtomicFileError(path: path, step: "following the link", code: ELOOP)
  }

  /// Replaces (or creates) the regular file `target` through a temporary file renamed over it.
  private static func replace(_ target: String, with buffer: UnsafeRawBufferPointer, for path: String) throws {
    let slash = target.lastIndex(of: "/")
    let directory = slash.map { String(target[...$0]) } ?? ""
    let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
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
    if lstat(target, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG {
      guard fchmod(fd, status.st_mode & 0o7777) == 0 else {
        throw fail("setting permissions of temporary file '\(temporary)'")
      }
    }
    try writeAll(fd, buffer, path: path, step: "writing temporary file '\(temporary)'")
    guard fsync(fd) == 0 else { throw fail("syncing temporary file '\(temporary)'") }
    needsClose = false
    guard close(fd) == 0 else { throw fail("closing temporary file '\(temporary)'") }
    // The path may have changed since it was looked at: never rename over anything else.
    if lstat(target, &status) == 0 && (status.st_mode & S_IFMT) != S_IFREG {
      throw AtomicFileError(path: path, step: "checking the path again", reason: "it is no longer a regular file")
    }
    guard rename(temporary, target) == 0 else { throw fail("renaming temporary file '\(temporary)' over it") }
    renamed = true
    syncDirectory(directory.isEmpty ? "." : directory)
  }

  /// Opens a FIFO or a character device and writes to it, without creating, truncating or
  /// renaming anything.
  private static func writeInPlace(_ path: String, _ buffer: UnsafeRawBufferPointer) throws {
    let fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
    guard fd >= 0 else { throw AtomicFileError(path: path, step: "opening it for writing", code: errno) }
    defer { _ = close(fd) }
    var status = stat()
    guard fstat(fd, &status) == 0 else {
      throw AtomicFileError(path: path, step: "checking the open file", code: errno)
    }
    let type = status.st_mode & S_IFMT
    guard type == S_IFIFO || type == S_IFCHR else {
      throw AtomicFileError(path: path, step: "checking the open file", reason: "it is no longer a FIFO or a device")
    }
    try writeAll(fd, buffer, path: path, step: "writing")
  }

  /// Writes the whole buffer to `fd`, retrying interrupted and partial writes.
  private static func writeAll(_ fd: Int32, _ buffer: UnsafeRawBufferPointer, path: String, step: String) throws {
    var offset = 0
    while offset < buffer.count {
      let written = systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        throw AtomicFileError(path: path, step: step, code: errno)
      }
      offset += written
    }
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
  /// The step that failed, such as `creating temporary file '/dir/.name.tmp-42-0'`; empty when
  /// the path is refused (a directory, a socket, a block device).
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

  /// Creates an error for a path TouchSim does not write (a directory, ...): no step failed.
  public init(path: String, reason: String) {
    self.init(path: path, step: "", reason: reason)
  }

  /// The whole message: `cannot write 'PATH': STEP failed: REASON`, or `cannot write 'PATH':
  /// REASON` when no step failed (a refused path).
  public var description: String {
    step.isEmpty ? "cannot write '\(path)': \(reason)" : "cannot write '\(path)': \(step) failed: \(reason)"
  }

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
