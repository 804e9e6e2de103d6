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

    @Test func aFailedRenameRemovesTheTemporaryAndKeepsTheTarget() throws {
      let scratch = try Scratch()
      try FileManager.default.createDirectory(atPath: scratch.file("dir"), withIntermediateDirectories: false)
      try AtomicFile.write(Array("keep".utf8), to: scratch.file("dir/inner"))
      let error = try #require(throws: AtomicFileError.self) {
        try AtomicFile.write(Array("x".utf8), to: scratch.file("dir"))
      }
      #expect(error.description.contains("renaming temporary file '\(scratch.path)/.dir.tmp-"))
      #expect(try scratch.entries() == ["dir"])
      #expect(try scratch.contents("dir/inner") == Array("keep".utf8))
    }

    @Test func aPathEndingInASlashIsRejected() throws {
      let scratch = try Scratch()
      let error = try #require(throws: AtomicFileError.self) {
        try AtomicFile.write(Array("x".utf8), to: scratch.path + "/")
      }
      #expect(error.reason == "path names a directory")
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
  }
}
