import Foundation
import Testing
import TouchSim
import TouchSimTestSupport

@testable import TouchSimScenario

/// The class descriptors (issue 28): one file per UIKit class under
/// `Sources/TouchSimScenario/Classes/`, every one of them in `ClassDescriptor.all`, and each
/// consistent with the model class it makes.
@Suite struct ClassDescriptorTests {
  /// The descriptor files: every file of the folder but the type and the list.
  static func descriptorFiles() throws -> [(name: String, text: String)] {
    let folder = Repository.path("Sources/TouchSimScenario/Classes")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
      $0.hasSuffix(".swift") && $0 != "ClassDescriptor.swift" && $0 != "ClassDescriptors.swift"
    }
    return try files.sorted().map {
      (String($0.dropLast(".swift".count)), try String(contentsOfFile: folder + "/" + $0, encoding: .utf8))
    }
  }

  /// The UIKit class names a descriptor file declares (`ClassDescriptor(\n  "UISwitch", ...`).
  static func declaredNames(in text: String) -> [String] {
    let pattern = #/ClassDescriptor\(\s*"([A-Za-z0-9_]+)"/#
    return text.matches(of: pattern).map { String($0.output.1) }
  }

  @Test func everyDescriptorFileIsListed() throws {
    let files = try Self.descriptorFiles()
    #expect(files.count >= 19)
    let listed = ClassDescriptor.all.map(\.name)
    for file in files {
      let names = Self.declaredNames(in: file.text)
      #expect(names == [file.name], "Classes/\(file.name).swift must declare the descriptor of \(file.name) only")
      #expect(listed.contains(file.name), "add .\(file.name) to ClassDescriptor.all (Classes/ClassDescriptors.swift)")
    }
    #expect(Set(listed).count == listed.count, "a class is listed twice")
    #expect(Set(listed) == Set(files.map(\.name)), "every listed class has its own file")
  }

  /// A file that the list misses is found (the check above is not vacuous).
  @Test func aPlantedFileIsFound() {
    let planted = #"static let uiActivityIndicatorView = ClassDescriptor("UIActivityIndicatorView", base: "UIView","#
    #expect(Self.declaredNames(in: planted) == ["UIActivityIndicatorView"])
    #expect(!ClassDescriptor.all.map(\.name).contains("UIActivityIndicatorView"))
  }

  @Test(arguments: ClassDescriptor.all.map(\.name))
  func descriptorIsConsistent(_ name: String) throws {
    let descriptor = try #require(ClassDescriptor.named(name))
    let view = descriptor.make("v")
    #expect(view.name == "v")
    #expect(descriptor.isInstance(view), "\(name) makes a view it does not recognise")
    if let base = descriptor.base {
      let baseDescriptor = try #require(ClassDescriptor.named(base), "\(name)'s base \(base) has no descriptor")
      #expect(baseDescriptor.isInstance(view), "a \(name) is not a \(base)")
    } else {
      #expect(name == "UIView")
    }
    // Its properties are declared on the view it makes, and belong to the catalogue.
    for property in descriptor.properties {
      #expect(property.className == name)
      #expect(property.owns(view))
      #expect(PropertyCatalogue.all.contains { $0.className == name && $0.name == property.name })
    }
    // The properties by lineage are the catalogue's for the view it makes.
    #expect(descriptor.allProperties.map(\.name) == PropertyCatalogue.declarations(of: view).map(\.name))
    for member in descriptor.allReadableMembers { _ = member.read(view) }
    #expect(Set(descriptor.extraKeys).count == descriptor.extraKeys.count, "\(name) has a key twice")
  }

  /// Inherited parts follow the base: keys (less the ones a class leaves out), callbacks and
  /// readable members.
  @Test func inheritedKeysCallbacksAndMembers() throws {
    let slider = try #require(ClassDescriptor.named("UISlider"))
    #expect(slider.extraKeys.starts(with: ViewClass.controlKeys))
    #expect(slider.allCallbacks.contains("primaryActionTriggered"))
    #expect(slider.allReadableMembers.map(\.name) == ["isTracking", "isTouchInside", "isHighlighted"])
    let segmented = try #require(ClassDescriptor.named("UISegmentedControl"))
    #expect(!segmented.extraKeys.contains("beginTracking"))
    #expect(segmented.extraKeys.contains("isEnabled"))
    let textView = try #require(ClassDescriptor.named("UITextView"))
    #expect(ClassDescriptor.readableMembers(of: textView.make("t")).map(\.name).first == "isEditing")
    #expect(ClassDescriptor.familyMemberNames.contains("contentOffset"))
    #expect(!ClassDescriptor.familyMemberNames.contains("isEditing"))
  }
}
