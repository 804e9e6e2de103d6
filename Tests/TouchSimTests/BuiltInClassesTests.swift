import Foundation
import Testing
import TouchSim
import TouchSimTestSupport

/// `BuiltInClasses` is the model's one list of its own classes (issue 28): a class in
/// `Sources/TouchSim` that subclasses `Responder` or `GestureRecognizer` and is missing from
/// it would silently run on the app-subclass path, as ten did before the list existed.
@Suite struct BuiltInClassesTests {
  /// `class Name: Superclass` declarations in Swift source, as (name, superclass) pairs.
  static func classDeclarations(in source: String) -> [(name: String, superclass: String?)] {
    let pattern =
      #/^\s*(?:(?:public|open|final|internal|fileprivate|private)\s+)*class\s+([A-Z][A-Za-z0-9_]*)\s*(?::\s*([A-Z][A-Za-z0-9_]*))?/#
    return source.split(separator: "\n").compactMap { line in
      guard let match = try? pattern.prefixMatch(in: line) else { return nil }
      return (String(match.output.1), match.output.2.map(String.init))
    }
  }

  /// The classes among `declarations` that are `Responder` or `GestureRecognizer` or inherit
  /// from one of them, directly or not.
  static func modelClasses(_ declarations: [(name: String, superclass: String?)]) -> Set<String> {
    var superclass: [String: String] = [:]
    for declaration in declarations { superclass[declaration.name] = declaration.superclass }
    return Set(
      declarations.map(\.name).filter { name in
        var current: String? = name
        var steps = 0
        while let here = current, steps <= declarations.count {
          if here == "Responder" || here == "GestureRecognizer" { return true }
          current = superclass[here]
          steps += 1
        }
        return false
      })
  }

  /// Every Swift file of the model, read.
  static func modelSources() throws -> [String] {
    let root = Repository.path("Sources/TouchSim")
    let files = try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".swift") }
    return try files.sorted().map { try String(contentsOfFile: root + "/" + $0, encoding: .utf8) }
  }

  /// The names `BuiltInClasses` lists.
  static var listed: Set<String> {
    Set(BuiltInClasses.responders.map { String(describing: $0) })
      .union(BuiltInClasses.gestureRecognizers.map { String(describing: $0) })
  }

  @Test func everyModelClassIsListed() throws {
    let declared = Self.modelClasses(try Self.modelSources().flatMap(Self.classDeclarations))
    #expect(declared.count >= 40, "the scan found too few classes: \(declared.sorted())")
    let missing = declared.subtracting(Self.listed)
    #expect(missing.isEmpty, "add to BuiltInClasses (Sources/TouchSim/BuiltInClasses.swift): \(missing.sorted())")
    let stale = Self.listed.subtracting(declared)
    #expect(stale.isEmpty, "listed in BuiltInClasses but not declared in Sources/TouchSim: \(stale.sorted())")
  }

  /// The scan sees a class added to the model, directly or indirectly a subclass of either
  /// root, and ignores other classes.
  @Test func scanFindsAPlantedClass() throws {
    var sources = try Self.modelSources()
    sources.append(
      """
      open class RefreshControlPlanted: Control {}
        final class PlantedPan: ScreenEdgePanGestureRecognizer {
      public final class PlantedHelper {}
      """)
    let declared = Self.modelClasses(sources.flatMap(Self.classDeclarations))
    #expect(declared.subtracting(Self.listed) == ["RefreshControlPlanted", "PlantedPan"])
  }

  /// The window's fast path covers exactly the listed classes.
  @Test func listedClassesSkipUIKitSignatures() {
    #expect(!View(name: "v").callsTouchMethods)
    #expect(!TableViewCell(name: "cell").callsTouchMethods)
    #expect(!PanGestureRecognizer(name: "pan").callsTouchMethods)
    final class AppView: View {}
    final class AppPan: PanGestureRecognizer {}
    #expect(AppView(name: "app").callsTouchMethods)
    #expect(AppPan(name: "appPan").callsTouchMethods)
  }
}
