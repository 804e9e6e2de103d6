#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads scenario files, saying precisely why one cannot be read.
///
/// The file type is checked before anything is read, so a FIFO, a device such as `/dev/zero`
/// or a socket is refused at once ("is not a regular file") instead of blocking or reading
/// forever; the file is opened non-blocking and checked again on the open descriptor, so a
/// file swapped for a FIFO in between cannot block either. At most `limit + 1` bytes are read,
/// enough for the JSON reader to report a file over its size limit.
public enum ScenarioFileReader {
  /// The bytes of a regular file, or why they cannot be had (`is a directory`, `no such file`,
  /// `too many levels of symbolic links`, `is not a regular file (it is a FIFO)`, ...).
  public static func read(_ path: String, limit: Int = JSONLimits().maxBytes) -> Result<[UInt8], ReadError> {
    switch openRegularFile(path) {
    case .failure(let error): return .failure(error)
    case .success(let fd):
      defer { _ = close(fd) }
      return readAll(fd, limit: limit)
    }
  }

  /// Opens a regular file for reading as `read` checks it (its type before and after opening,
  /// never blocking); the caller closes the descriptor.
  static func openRegularFile(_ path: String) -> Result<Int32, ReadError> {
    var info = stat()
    guard stat(path, &info) == 0 else { return .failure(ReadError(reason: reason(errno))) }
    if let problem = typeProblem(info.st_mode) { return .failure(ReadError(reason: problem)) }
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return .failure(ReadError(reason: reason(errno))) }
    guard fstat(fd, &info) == 0 else {
      let error = ReadError(reason: reason(errno))
      _ = close(fd)
      return .failure(error)
    }
    if let problem = typeProblem(info.st_mode) {
      _ = close(fd)
      return .failure(ReadError(reason: problem))
    }
    return .success(fd)
  }

  /// Why a path cannot be read as a scenario file, or nil when it can (for paths a folder walk
  /// did not find: a symbolic link loop is not "no such file").
  public static func problem(with path: String) -> String? {
    if case .failure(let error) = read(path, limit: 0) { return error.reason }
    return nil
  }

  /// Reads a descriptor to its end or to `limit + 1` bytes.
  public static func readAll(_ fd: Int32, limit: Int) -> Result<[UInt8], ReadError> {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while bytes.count <= limit {
      let wanted = min(buffer.count, limit + 1 - bytes.count)
      let count = buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress!, wanted) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(ReadError(reason: reason(errno)))
      }
      if count == 0 { break }
      bytes += buffer[0..<count]
    }
    return .success(bytes)
  }

  /// Why a file of this mode is not a scenario file, or nil for a regular file.
  static func typeProblem(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return "is a directory"
    case S_IFIFO: return "is not a regular file (it is a FIFO)"
    case S_IFCHR: return "is not a regular file (it is a character device)"
    case S_IFBLK: return "is not a regular file (it is a block device)"
    case S_IFSOCK: return "is not a regular file (it is a socket)"
    default: return "is not a regular file"
    }
  }

  /// The reason for an `errno` value, in the tool's words (lowercase, no period).
  public static func reason(_ code: Int32) -> String {
    switch code {
    case ENOENT: return "no such file"
    case ELOOP: return "too many levels of symbolic links"
    case EACCES, EPERM: return "permission denied"
    case ENOTDIR: return "a component of the path is not a directory"
    case ENAMETOOLONG: return "the path is too long"
    case EISDIR: return "is a directory"
    default:
      let text = String(cString: strerror(code))
      return "cannot be read (" + text.prefix(1).lowercased() + text.dropFirst() + ")"
    }
  }

  /// Why a path cannot be read.
  public struct ReadError: Error, Equatable, Sendable {
    /// `no such file`, `is a directory`, ...
    public let reason: String

    /// Creates an error with its reason.
    public init(reason: String) { self.reason = reason }
  }
}

/// A regular file compared with bytes as they are made, one 64 KiB chunk in memory at a time
/// (`check` reads a golden as the run streams its log, issue 27).
final class ChunkedFile {
  private let fd: Int32
  private var buffer = [UInt8](repeating: 0, count: 65_536)
  private var start = 0
  private var end = 0
  private var failed = false

  private init(fd: Int32) { self.fd = fd }

  deinit { _ = close(fd) }

  /// Opens a regular file as `ScenarioFileReader.read` would (nil when it would fail).
  static func open(_ path: String) -> ChunkedFile? {
    guard case .success(let fd) = ScenarioFileReader.openRegularFile(path) else { return nil }
    return ChunkedFile(fd: fd)
  }

  /// Whether the file's next bytes are `bytes` (it moves past them; after false, its place is
  /// undefined).
  func consume(matching bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var offset = 0
    while offset < bytes.count {
      guard fill() else { return false }
      let length = min(end - start, bytes.count - offset)
      let same = buffer.withUnsafeBufferPointer { chunk in
        memcmp(chunk.baseAddress! + start, bytes.baseAddress! + offset, length) == 0
      }
      guard same else { return false }
      start += length
      offset += length
    }
    return true
  }

  /// Whether every byte of the file was consumed (false after a read error).
  var isAtEnd: Bool { !fill() && !failed }

  /// Makes sure some unread bytes are buffered; false at the end of the file or on an error.
  private func fill() -> Bool {
    if start < end { return true }
    guard !failed else { return false }
    while true {
      let count = buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress!, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        failed = true
        return false
      }
      start = 0
      end = count
      return count > 0
    }
  }
}

/// Calls `read(2)`, which `ScenarioFileReader.read` would otherwise shadow.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.read(fd, buffer, count)
  #elseif canImport(Musl)
    Musl.read(fd, buffer, count)
  #else
    Darwin.read(fd, buffer, count)
  #endif
}
