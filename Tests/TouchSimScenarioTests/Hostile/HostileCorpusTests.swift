import Foundation
import Testing
import TouchSim
import TouchSimScenario

/// The hostile-input corpus: `Corpus/NNN-name.json`, small malformed or out-of-range scenario
/// files (truncated JSON, wrong types for every key, NaN and infinities, negative sizes, bad
/// times, invalid UTF-8 and UTF-16, BOMs, duplicate keys and ids, unknown keys and classes,
/// dangling references, invalid enum strings, bad reactions, paths and rates, nesting).
///
/// Each file goes through `ScenarioRun.run(bytes:path:)` in-process and must come back as
/// `.failure(.invalid(error))` (exit 65) with a line:column and the message recorded for it
/// in `HostileCorpus.expectedMessages`, within 2 s, without crashing. Regenerate the files and
/// that table with `python3 Tests/TouchSimScenarioTests/Hostile/Corpus/generate-corpus.py`.
enum HostileCorpus {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

  /// The corpus files' names, sorted.
  static let files: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted()
  }()

  /// The file's short name: its stem without the `NNN-` number (stable when files are added).
  static func shortName(_ stem: String) -> String {
    String(stem.drop(while: \.isNumber).dropFirst())
  }

  /// Engine problems the corpus shows today, by short name. Each entry makes the test expect
  /// its failure (`withKnownIssue`), so the suite stays green; when the engine is fixed the
  /// known issue is no longer recorded, the test fails, and the entry must be removed.
  static let knownIssues: [String: String] = [:]
}

@Suite(.serialized) struct HostileCorpusTests {
  @Test func corpusHasAtLeast200FilesEachWithAnExpectedMessage() {
    #expect(
      HostileCorpus.files.count >= 200, "\(HostileCorpus.files.count) corpus files in \(HostileCorpus.directory.path)")
    let stems = Set(HostileCorpus.files.map { String($0.dropLast(".json".count)) })
    let expected = Set(HostileCorpus.expectedMessages.keys)
    #expect(stems.subtracting(expected).sorted() == [], "corpus files without an expected message")
    #expect(expected.subtracting(stems).sorted() == [], "expected messages without a corpus file")
    let shortNames = Set(stems.map(HostileCorpus.shortName))
    #expect(
      Set(HostileCorpus.knownIssues.keys).subtracting(shortNames).sorted() == [], "known issues naming no corpus file")
  }

  @Test func corpusFilesAreSmall() throws {
    for file in HostileCorpus.files {
      let size =
        try FileManager.default.attributesOfItem(atPath: HostileCorpus.directory.appendingPathComponent(file).path)[
          .size] as? Int ?? 0
      #expect(size <= 16 * 1024, "\(file) is \(size) bytes; generate big inputs at run time (HostileExtremeTests)")
    }
  }

  @Test(arguments: HostileCorpus.files)
  func fileIsRejectedWithAPositionedError(_ file: String) throws {
    let stem = String(file.dropLast(".json".count))
    let message = try #require(HostileCorpus.expectedMessages[stem], "no expected message for \(file)")
    let bytes = [UInt8](try Data(contentsOf: HostileCorpus.directory.appendingPathComponent(file)))
    let path = "Hostile/Corpus/" + file
    if let issue = HostileCorpus.knownIssues[HostileCorpus.shortName(stem)] {
      withKnownIssue(Comment(rawValue: issue)) {
        HostileCheck.expectInvalid(bytes, path: path, message: message)
      }
    } else {
      HostileCheck.expectInvalid(bytes, path: path, message: message)
    }
  }
}
