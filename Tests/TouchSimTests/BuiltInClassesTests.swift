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
  /// from one of them, directly or not, each with that root.
  static func modelClassRoots(_ declarations: [(name: String, superclass: String?)]) -> [String: String] {
    var superclass: [String: String] = [:]
    for declaration in declarations { superclass[declaration.name] = declaration.superclass }
    var roots: [String: String] = [:]
    for name in declarations.map(\.name) {
      var current: String? = name
      var steps = 0
      while let here = current, steps <= declarations.count {
        if here == "Responder" || here == "GestureRecognizer" {
          roots[name] = here
          break
        }
        current = superclass[here]
        steps += 1
      }
    }
    return roots
  }

  /// The classes among `declarations` that are `Responder` or `GestureRecognizer` or inherit
  /// from one of them, directly or not.
  static func modelClasses(_ declarations: [(name: String, superclass: String?)]) -> Set<String> {
    Set(modelClassRoots(declarations).keys)
  }

  /// The generated file holding the lists.
  static let listFile = "Sources/TouchSim/BuiltInClassList.swift"

  /// The text of `listFile` for the model's sources: each list keeps the order `previous`
  /// (the file as it is) gives its classes, and a new class follows, sorted.
  static func listFileText(roots: [String: String], previous: String) -> String {
    let previousEntries = GeneratedList.entries(in: previous) { line in
      line.hasSuffix(".self,") ? String(line.dropLast(".self,".count)) : nil
    }
    func list(_ root: String) -> String {
      GeneratedList.ordered(roots.filter { $0.value == root }.map(\.key), previous: previousEntries)
        .map { "    \($0).self,\n" }.joined()
    }
    return GeneratedList.header(test: "BuiltInClassesTests") + """
      extension BuiltInClasses {
        /// The model's responder classes (views, controls, containers, controllers).
        public static let responders: [Responder.Type] = [
      \(list("Responder"))  ]

        /// The model's gesture recognizer classes; those overriding `shouldRequireFailure(of:)`
        /// or `shouldBeRequiredToFail(by:)` are also in `recognizersWithOwnRequirements`.
        public static let gestureRecognizers: [GestureRecognizer.Type] = [
      \(list("GestureRecognizer"))  ]
      }

      """
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

  /// `BuiltInClassList.swift` is the scan's output: run with `TOUCHSIM_UPDATE=1`, this test
  /// writes it.
  @Test func theListFileIsGenerated() throws {
    let roots = Self.modelClassRoots(try Self.modelSources().flatMap(Self.classDeclarations))
    #expect(roots.count >= 40, "the scan found too few classes: \(roots.keys.sorted())")
    let previous = (try? String(contentsOfFile: Repository.path(Self.listFile), encoding: .utf8)) ?? ""
    let expected = Self.listFileText(roots: roots, previous: previous)
    let message = try GeneratedList.check(path: Self.listFile, expected: expected, test: "BuiltInClassesTests")
    #expect(message == nil, "\(message ?? "")")
  }

  /// The compiled lists are the declared classes (fails until the regenerated file is built).
  @Test func everyModelClassIsListed() throws {
    let declared = Self.modelClasses(try Self.modelSources().flatMap(Self.classDeclarations))
    let missing = declared.subtracting(Self.listed)
    #expect(
      missing.isEmpty,
      "not in BuiltInClasses: \(missing.sorted()); run TOUCHSIM_UPDATE=1 swift test --filter BuiltInClassesTests")
    let stale = Self.listed.subtracting(declared)
    #expect(stale.isEmpty, "listed in BuiltInClasses but not declared in Sources/TouchSim: \(stale.sorted())")
  }

  /// The built-in recognizers that add failure requirements of their own are the ones whose
  /// class overrides a requirement hook (G10): arbitration asks only those (NV22).
  @Test func recognizersWithOwnRequirementsAreTheOnesOverridingTheHooks() throws {
    var overriding: Set<String> = []
    for source in try Self.modelSources() {
      var current: String?
      for line in source.split(separator: "\n") {
        if let declaration = Self.classDeclarations(in: String(line)).first { current = declaration.name }
        if line.contains("override func shouldBeRequiredToFail(by")
          || line.contains("override func shouldRequireFailure(of"),
          let current
        {
          overriding.insert(current)
        }
      }
    }
    #expect(overriding == Set(BuiltInClasses.recognizersWithOwnRequirements.map { String(describing: $0) }))
    #expect(overriding.contains("ContentPopGestureRecognizer"))
  }

  /// A new class lands in the generated text under its root; a listed class keeps its place.
  @Test func generatedTextPlacesANewClass() {
    let previous = "    View.self,\n    Button.self,\n    TapGestureRecognizer.self,\n"
    let text = Self.listFileText(
      roots: [
        "Button": "Responder", "View": "Responder", "Planted": "Responder", "TapGestureRecognizer": "GestureRecognizer",
      ],
      previous: previous)
    #expect(text.hasPrefix("// Generated by BuiltInClassesTests"))
    #expect(text.contains("    View.self,\n    Button.self,\n    Planted.self,\n  ]"))
    #expect(text.contains("[\n    TapGestureRecognizer.self,\n  ]"))
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
