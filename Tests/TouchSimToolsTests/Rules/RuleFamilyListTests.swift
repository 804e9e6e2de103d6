import Foundation
import Testing
import TouchSimTestSupport

@testable import TouchSimTools

/// The rulebook's families (issue 28): each `Rules+*.swift` declares its own (`static let
/// ...Family = RuleFamily(`), `RuleFamilyList.swift` lists every declaration (written by this
/// test under `TOUCHSIM_UPDATE=1`), and `Rulebook.families` and the prefixes `RuleCitations`
/// finds follow the list, so a new family edits no list by hand.
@Suite struct RuleFamilyListTests {
  /// The generated list file.
  static let listFile = "Sources/TouchSimTools/Rules/RuleFamilyList.swift"

  /// The family files (`Rules+*.swift`), sorted by name.
  static func familyFiles() throws -> [(name: String, text: String)] {
    let folder = Repository.path("Sources/TouchSimTools/Rules")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
      $0.hasPrefix("Rules+") && $0.hasSuffix(".swift")
    }
    return try files.sorted().map { ($0, try String(contentsOfFile: folder + "/" + $0, encoding: .utf8)) }
  }

  /// The static properties a file declares as families (`static let switchesFamily = RuleFamily(`).
  static func declaredFamilies(in text: String) -> [String] {
    text.matches(of: #/static\s+let\s+([A-Za-z0-9_]+)\s*=\s*RuleFamily\(/#).map { String($0.output.1) }
  }

  /// The text of `listFile` for `properties`, in the order given (file by file).
  static func listFileText(properties: [String]) -> String {
    let entries = properties.map { "    \($0),\n" }.joined()
    return GeneratedList.header(test: "RuleFamilyListTests") + """
      extension Rulebook {
        /// Every rule family the `Rules+*.swift` files declare, file by file; `Rulebook.families`
        /// orders them by `RuleFamily.order`.
        static let declaredFamilies: [RuleFamily] = [
      \(entries)  ]
      }

      """
  }

  /// `RuleFamilyList.swift` lists every family declared in `Rules+*.swift`: run with
  /// `TOUCHSIM_UPDATE=1`, this test writes it.
  @Test func theListFileIsGenerated() throws {
    let files = try Self.familyFiles()
    #expect(files.count >= 25)
    let properties = files.flatMap { Self.declaredFamilies(in: $0.text) }
    #expect(properties.count >= 35)
    let expected = Self.listFileText(properties: properties)
    let message = try GeneratedList.check(path: Self.listFile, expected: expected, test: "RuleFamilyListTests")
    #expect(message == nil, "\(message ?? "")")
  }

  /// The compiled list is the declarations (fails until the regenerated file is built).
  @Test func everyDeclaredFamilyIsListed() throws {
    let headings = Rulebook.declaredFamilies.map(\.heading)
    let fix = "run TOUCHSIM_UPDATE=1 swift test --filter RuleFamilyListTests"
    for file in try Self.familyFiles() {
      for heading in file.text.matches(of: #/RuleFamily\(\s*"([^"]+)"/#).map({ String($0.output.1) }) {
        #expect(
          headings.contains(heading), "\(file.name) declares '\(heading)', not in Rulebook.declaredFamilies: \(fix)")
      }
    }
    #expect(Set(headings).count == headings.count, "a family is listed twice")
  }

  /// Each family has its own place, and its rules' IDs start with its own prefixes (the
  /// longest prefix that matches an ID is one of its family's).
  @Test func familiesHaveDistinctPlacesAndOwnTheirPrefixes() {
    let families = Rulebook.declaredFamilies
    #expect(Set(families.map(\.order)).count == families.count, "two families share an order")
    let prefixes = families.flatMap(\.prefixes)
    #expect(Set(prefixes).count == prefixes.count, "a prefix is declared by two families")
    for family in families {
      for rule in family.rules {
        let longest = RuleCitations.families.first {
          rule.id.hasPrefix($0) && rule.id.dropFirst($0.count).first?.isNumber == true
        }
        if let longest {
          #expect(
            family.prefixes.contains(longest), "\(rule.id) is in '\(family.heading)', its prefix \(longest) is not")
        } else {
          #expect(family.prefixes.isEmpty, "\(rule.id) in '\(family.heading)' starts with none of its prefixes")
        }
      }
    }
  }

  /// `Rulebook.families` is the declarations by `order`; the citation prefixes are every
  /// declared prefix once, longest first (what `RuleCitations` needs: the longest match wins).
  @Test func theDerivedListsFollowTheDeclarations() {
    let ordered = Rulebook.declaredFamilies.sorted { $0.order < $1.order }
    #expect(Rulebook.families.map(\.heading) == ordered.map(\.heading))
    #expect(Rulebook.all.map(\.id) == ordered.flatMap(\.rules).map(\.id))
    let prefixes = RuleCitations.families
    #expect(Set(prefixes) == Set(Rulebook.declaredFamilies.flatMap(\.prefixes)))
    #expect(Set(prefixes).count == prefixes.count)
    #expect(zip(prefixes, prefixes.dropFirst()).allSatisfy { $0.count >= $1.count })
    #expect(RuleCitations.ids(in: "TXV2, TV1, T6-B, SC3 and S7") == ["TXV2", "TV1", "T6", "SC3", "S7"])
  }

  /// A planted declaration is found (the check above is not vacuous).
  @Test func aPlantedFamilyIsFound() {
    let planted = #"static let pickersFamily = RuleFamily("UIPickerView (PK)", prefixes: ["PK"], order: 105, rules: x)"#
    #expect(Self.declaredFamilies(in: planted) == ["pickersFamily"])
    #expect(!Rulebook.declaredFamilies.map(\.heading).contains("UIPickerView (PK)"))
    #expect(Self.listFileText(properties: ["aFamily", "bFamily"]).contains("[\n    aFamily,\n    bFamily,\n  ]"))
  }
}
