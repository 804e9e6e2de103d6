import Foundation
import Testing
import TouchSimScenario
import TouchSimTestSupport

extension SupportTests {
  @Suite struct AtomicFileTests {
    /// A fresh empty directory, removed when the test ends.
    final class Scratch {
      let path: String

      init() throws {
        path = try TemporaryDirectory.make("AtomicFileTests").path
      }

      deinit { try? FileManager.default.removeItem(atPath: path) }

      func file(_ name: String) -> String { path + "/" + name }

      func entries() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: path).sorted() }

      func contents(_ name: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: URL(fileURLWithPath: file(name))))
      }
    }

    @Test func writesANewFileAndLeavesNoTemporaryBehind() throws {
      let scratch = try Scratch()
      try AtomicFile.write(Array("hello\n".utf8), to: scratch.file("out.txt"))
      #expect(try scratch.contents("out.txt") == Array("hello\n".utf8))
      #expect(try scratch.entries() == ["out.txt"])
    }

    @Test func overwritesAnExistingFileCompletely() throws {
      let scratch = try Scratch()
      try AtomicFile.write(Array("a much longer first version\n".utf8), to: scratch.file("out.txt"))
      try AtomicFile.write(Array("short\n".utf8), to: scratch.file("out.txt"))
      #expect(try scratch.contents("out.txt") == Array("short\n".utf8))
      #expect(try scratch.entries() == ["out.txt"])
    }

    @Test func writesDataAndEmptyContents() throws {
      let scratch = try Scratch()
      try AtomicFile.write(Data([0, 1, 2, 255]), to: scratch.file("bytes.bin"))
      try AtomicFile.write([], to: scratch.file("empty"))
      #expect(try scratch.contents("bytes.bin") == [0, 1, 2, 255])
      #expect(try scratch.contents("empty") == [])
      #expect(try scratch.entries() == ["bytes.bin", "empty"])
    }

    @Test func keepsThePermissionsOfTheFileItReplaces() throws {
      let scratch = try Scratch()
      let path = scratch.file("secret")
      try AtomicFile.write(Array("v1".utf8), to: path)
      try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
      try AtomicFile.write(Array("v2".utf8), to: path)
      let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
      #expect(permissions == 0o600)
      #expect(try scratch.contents("secret") == Array("v2".utf8))
    }

    @Test func aMissingDirectoryThrowsAndLeavesNothingBehind() throws {
      let scratch = try Scratch()
      let path = scratch.file("missing/out.txt")
      let error = try #require(throws: AtomicFileError.self) {
        try AtomicFile.write(Array("x".utf8), to: path)
      }
      #expect(error.path == path)
      let step = "creating temporary file '\(scratch.path)/missing/.out.txt.tmp-"
      #expect(error.description.hasPrefix("cannot write '\(path)': \(step)"))
      #expect(error.description.hasSuffix(" failed: No such file or directory"))
      #expect(try scratch.entries() == [])
    }

    @Test func aDirectoryIsRefusedAndStaysADirectory() throws {
      let scratch = try Scratch()
      try FileManager.default.createDirectory(atPath: scratch.file("dir"), withIntermediateDirectories: false)
      try AtomicFile.write(Array("keep".utf8), to: scratch.file("dir/inner"))
      let error = try #require(throws: AtomicFileError.self) {
        try AtomicFile.write(Array("x".utf8), to: scratch.file("dir"))
      }
      #expect(
        error.description
          == "cannot write '\(scratch.file("dir"))': it is a directory; write to a regular file, a FIFO or a character device"
      )
      #expect(try scratch.entries() == ["dir"])
      #expect(FileType.of(scratch.file("dir")) == S_IFDIR)
      #expect(try scratch.contents("dir/inner") == Array("keep".utf8))
    }

    @Test func aPathEndingInASlashIsRejected() throws {
      let scratch = try Scratch()
      let error = try #require(throws: AtomicFileError.self) {
        try AtomicFile.write(Array("x".utf8), to: scratch.path + "/")
      }
      #expect(error.reason.hasPrefix("it is a directory"))
      let missing = try #require(throws: AtomicFileError.self) {
        try AtomicFile.write(Array("x".utf8), to: scratch.file("missing/"))
      }
      #expect(missing.reason == "path names a directory")
      #expect(try scratch.entries() == [])
    }

    @Test func existingFilesWithTemporaryNamesAreSkippedNotTouched() throws {
      let scratch = try Scratch()
      let pid = ProcessInfo.processInfo.processIdentifier
      let decoys = (0..<50).map { ".out.txt.tmp-\(pid)-\($0)" }
      for decoy in decoys { try AtomicFile.write(Array(decoy.utf8), to: scratch.file(decoy)) }
      try AtomicFile.write(Array("real".utf8), to: scratch.file("out.txt"))
      #expect(try scratch.contents("out.txt") == Array("real".utf8))
      #expect(try scratch.entries() == (decoys + ["out.txt"]).sorted())
      for decoy in decoys { #expect(try scratch.contents(decoy) == Array(decoy.utf8)) }
    }

    // MARK: - What a path is never changes (issue 27)

    @Test func aSymbolicLinkToAFileReplacesTheFileAndStaysALink() throws {
      let scratch = try Scratch()
      try AtomicFile.write(Array("old".utf8), to: scratch.file("target"))
      try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: scratch.file("target"))
      #expect(symlink("target", scratch.file("link")) == 0)
      try AtomicFile.write(Array("new".utf8), to: scratch.file("link"))
      #expect(FileType.of(scratch.file("link")) == S_IFLNK)
      #expect(FileType.linkText(scratch.file("link")) == "target")
      #expect(FileType.of(scratch.file("target")) == S_IFREG)
      #expect(try scratch.contents("target") == Array("new".utf8))
      let permissions = try FileManager.default.attributesOfItem(atPath: scratch.file("target"))[.posixPermissions]
      #expect(permissions as? Int == 0o640)
      #expect(try scratch.entries() == ["link", "target"])
    }

    @Test func aChainOfRelativeLinksAcrossFoldersReachesItsFile() throws {
      let scratch = try Scratch()
      try FileManager.default.createDirectory(atPath: scratch.file("sub"), withIntermediateDirectories: false)
      try AtomicFile.write(Array("old".utf8), to: scratch.file("sub/file"))
      #expect(symlink("file", scratch.file("sub/inner")) == 0)
      #expect(symlink("sub/inner", scratch.file("outer")) == 0)
      try AtomicFile.write(Array("new".utf8), to: scratch.file("outer"))
      #expect(FileType.of(scratch.file("outer")) == S_IFLNK)
      #expect(FileType.of(scratch.file("sub/inner")) == S_IFLNK)
      #expect(try scratch.contents("sub/file") == Array("new".utf8))
      #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.file("sub")).sorted() == ["file", "inner"])
    }

    @Test func aDanglingLinkCreatesItsTargetAndStaysALink() throws {
      let scratch = try Scratch()
      #expect(symlink("made", scratch.file("link")) == 0)
      try AtomicFile.write(Array("hello".utf8), to: scratch.file("link"))
      #expect(FileType.of(scratch.file("link")) == S_IFLNK)
      #expect(FileType.of(scratch.file("made")) == S_IFREG)
      #expect(try scratch.contents("made") == Array("hello".utf8))
      #expect(try scratch.entries() == ["link", "made"])
    }

    @Test func aDanglingLinkIntoAMissingFolderFailsAndStaysALink() throws {
      let scratch = try Scratch()
      #expect(symlink("missing/made", scratch.file("link")) == 0)
      let error = try #require(throws: AtomicFileError.self) {
        try AtomicFile.write(Array("x".utf8), to: scratch.file("link"))
      }
      #expect(error.reason == "No such file or directory")
      #expect(FileType.of(scratch.file("link")) == S_IFLNK)
      #expect(try scratch.entries() == ["link"])
    }

    @Test func aLinkToAFolderIsRefusedAndKept() throws {
      let scratch = try Scratch()
      try FileManager.default.createDirectory(atPath: scratch.file("dir"), withIntermediateDirectories: false)
      #expect(symlink("dir", scratch.file("link")) == 0)
      let error = try #require(throws: AtomicFileError.self) {
        try AtomicFile.write(Array("x".utf8), to: scratch.file("link"))
      }
      #expect(error.reason.hasPrefix("it is a symbolic link to a directory"))
      #expect(FileType.of(scratch.file("link")) == S_IFLNK)
      #expect(try scratch.entries() == ["dir", "link"])
    }

    @Test func aLinkLoopIsAnError() throws {
      let scratch = try Scratch()
      #expect(symlink("b", scratch.file("a")) == 0)
      #expect(symlink("a", scratch.file("b")) == 0)
      let error = try #require(throws: AtomicFileError.self) {
        try AtomicFile.write(Array("x".utf8), to: scratch.file("a"))
      }
      #expect(error.reason == String(cString: strerror(ELOOP)))
      #expect(FileType.of(scratch.file("a")) == S_IFLNK)
      #expect(try scratch.entries() == ["a", "b"])
    }

    /// A FIFO is opened and written, not replaced: the reader gets the bytes. The reader is
    /// opened non-blocking first, so neither side waits for the other.
    @Test func aFIFOIsWrittenInPlace() throws {
      let scratch = try Scratch()
      let fifo = scratch.file("pipe")
      #expect(mkfifo(fifo, 0o600) == 0)
      let reader = open(fifo, O_RDONLY | O_NONBLOCK)
      try #require(reader >= 0)
      defer { close(reader) }
      try AtomicFile.write(Array("through the pipe\n".utf8), to: fifo)
      #expect(FileType.readAvailable(reader) == Array("through the pipe\n".utf8))
      #expect(FileType.of(fifo) == S_IFIFO)
      #expect(try scratch.entries() == ["pipe"])
      #expect(AtomicFile.writesInPlace(fifo))
    }

    @Test func aLinkToAFIFOWritesTheFIFO() throws {
      let scratch = try Scratch()
      #expect(mkfifo(scratch.file("pipe"), 0o600) == 0)
      #expect(symlink("pipe", scratch.file("link")) == 0)
      let reader = open(scratch.file("pipe"), O_RDONLY | O_NONBLOCK)
      try #require(reader >= 0)
      defer { close(reader) }
      try AtomicFile.write(Array("via the link".utf8), to: scratch.file("link"))
      #expect(FileType.readAvailable(reader) == Array("via the link".utf8))
      #expect(FileType.of(scratch.file("link")) == S_IFLNK)
      #expect(FileType.of(scratch.file("pipe")) == S_IFIFO)
    }

    /// `/dev/null` (as root, renaming over it would succeed) stays the character device.
    @Test func devNullIsWrittenAndStaysACharacterDevice() throws {
      try AtomicFile.write(Array("discarded".utf8), to: "/dev/null")
      #expect(FileType.of("/dev/null") == S_IFCHR)
      #expect(AtomicFile.writesInPlace("/dev/null"))
      let scratch = try Scratch()
      #expect(symlink("/dev/null", scratch.file("null")) == 0)
      try AtomicFile.write(Array("discarded".utf8), to: scratch.file("null"))
      #expect(FileType.of(scratch.file("null")) == S_IFLNK)
      #expect(FileType.of("/dev/null") == S_IFCHR)
      #expect(try scratch.entries() == ["null"])
    }

    @Test func aSocketIsRefused() throws {
      let scratch = try Scratch()
      let path = scratch.file("s")
      let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
      try #require(fd >= 0)
      defer { close(fd) }
      var address = sockaddr_un()
      address.sun_family = sa_family_t(AF_UNIX)
      withUnsafeMutableBytes(of: &address.sun_path) { buffer in
        for (index, byte) in path.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
      }
      let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
      }
      try #require(bound == 0)
      let error = try #require(throws: AtomicFileError.self) { try AtomicFile.write(Array("x".utf8), to: path) }
      #expect(error.description.hasPrefix("cannot write '\(path)': it is a socket"))
      #expect(FileType.of(path) == S_IFSOCK)
    }

    /// CI runs as root, which may make device nodes; a block device is refused, never opened.
    @Test(.enabled(if: getuid() == 0)) func aBlockDeviceIsRefused() throws {
      let scratch = try Scratch()
      let path = scratch.file("block")
      try #require(mknod(path, S_IFBLK | 0o600, dev_t((7 << 8) | 200)) == 0)
      let error = try #require(throws: AtomicFileError.self) { try AtomicFile.write(Array("x".utf8), to: path) }
      #expect(error.description.hasPrefix("cannot write '\(path)': it is a block device"))
      #expect(FileType.of(path) == S_IFBLK)
      #expect(try scratch.entries() == ["block"])
    }
  }
}

/// What `lstat` says a path is, for tests that a write left it as it was.
enum FileType {
  /// The `S_IFMT` bits of the path itself (a link is a link), or 0 when it does not exist.
  static func of(_ path: String) -> mode_t {
    var status = stat()
    return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
  }

  /// The text of a symbolic link.
  static func linkText(_ path: String) -> String? {
    try? FileManager.default.destinationOfSymbolicLink(atPath: path)
  }

  /// Everything readable now from a non-blocking descriptor.
  static func readAvailable(_ fd: Int32) -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(fd, &buffer, buffer.count)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return bytes
  }
}
