import TouchSim
import TouchSimScenario

extension DumpScenarioEmitter {
  /// `transform = [a, b, c, d, tx, ty]` (issue 31): the view's transform about its center. The
  /// printed frame is then the bounding box of the transformed bounds; the frame before the
  /// transform (center and bounds size, what the scenario's `frame` is with a `transform`) is
  /// worked out from it: the center is the box's less the translation, and the size solves
  /// `W = |a|·w + |c|·h`, `H = |b|·w + |d|·h` (a square when that has no single answer, at
  /// 45°). A transform the format refuses (out of range, flat) stays a note.
  mutating func applyTransform(_ text: String, to view: inout Scenario.View, remarks: inout [String]) {
    guard let inner = DumpGeometry.enclosed(text, "[", "]"),
      let numbers = DumpGeometry.numbers(Substring(inner), count: 6)
    else {
      remarks.append("transform \(text.prefix(120)) does not parse: not imported, the frame is the printed one")
      return
    }
    let transform = AffineTransform(
      a: numbers[0], b: numbers[1], c: numbers[2], d: numbers[3], tx: numbers[4], ty: numbers[5])
    if transform.isIdentity { return }
    guard let box = view.frame, numbers[0..<4].allSatisfy({ $0.magnitude <= 1000 }),
      numbers[4...].allSatisfy({ $0.magnitude <= ScenarioLimits.maxLength }),
      transform.determinant.magnitude >= 1e-12, transform.determinant.isFinite
    else {
      remarks.append(
        "transform \(text.prefix(120)) not imported (out of range or flat): the frame is the printed bounding box")
      return
    }
    let (a, b, c, d) = (transform.a.magnitude, transform.b.magnitude, transform.c.magnitude, transform.d.magnitude)
    let (width, height) = (box.size.width, box.size.height)
    let determinant = a * d - c * b
    var size: Size
    var square = false
    if determinant.magnitude > 1e-9,
      case let w = (width * d - height * c) / determinant, case let h = (height * a - width * b) / determinant,
      w >= -0.01, h >= -0.01
    {
      size = Size(width: Self.tidy(max(0, w)), height: Self.tidy(max(0, h)))
    } else {
      let side = a + c > 0 ? width / (a + c) : width
      size = Size(width: Self.tidy(side), height: Self.tidy(side))
      square = true
    }
    let center = Point(x: box.minX + width / 2 - transform.tx, y: box.minY + height / 2 - transform.ty)
    let frame = Rect(
      x: Self.tidy(center.x - size.width / 2), y: Self.tidy(center.y - size.height / 2), width: size.width,
      height: size.height)
    let limit = ScenarioLimits.maxLength
    guard [frame.minX, frame.minY, frame.size.width, frame.size.height].allSatisfy({ $0.magnitude <= limit }) else {
      remarks.append("transform \(text.prefix(120)) not imported (the frame before it is out of range)")
      return
    }
    view.frame = frame
    view.transform = transform
    var remark =
      "transform imported; the printed frame (\(Self.number(box.minX)) \(Self.number(box.minY)); \(Self.number(width)) \(Self.number(height))) is its bounding box, the frame before the transform is [\(Self.number(frame.minX)), \(Self.number(frame.minY)), \(Self.number(frame.size.width)), \(Self.number(frame.size.height))]"
    if square {
      remark += " (assumed square: at this angle the box does not tell width from height)"
      assumed.append("\(view.id): the bounds of its transformed view assumed square (the dump prints only the box)")
    }
    remarks.append(remark)
  }

  /// A value printed with 6 significant digits: snapped to a whole or half number within 0.01.
  static func tidy(_ value: Double) -> Double {
    let doubled = (value * 2).rounded()
    return (value * 2 - doubled).magnitude < 0.02 ? doubled / 2 : value
  }

  /// `isUserInteractionEnabled` (issue 31). UIKit prints `userInteractionEnabled = NO` only
  /// when it is off: a view without it is on. A class the scenario leaves off by default
  /// (`UILabel`, `UIImageView`, H5) is imported on when the dump gives a reason (it prints
  /// `gestureRecognizers`, or it is an app's subclass of one), with a note; otherwise it keeps
  /// UIKit's default, and the summary lists that assumption.
  mutating func interaction(of index: Int, into view: inout Scenario.View, remarks: inout [String]) {
    let node = tree.nodes[index]
    if case .nonInteractive = node.resolution.mapping {
      view[property: "isUserInteractionEnabled"] = .bool(false)
      return
    }
    if node.fields["userInteractionEnabled"] == "NO" {
      view[property: "isUserInteractionEnabled"] = .bool(false)
      return
    }
    guard view.className == "UILabel" || view.className == "UIImageView", !node.isTruncated else { return }
    let hasRecognizers = node.fields["gestureRecognizers"] != nil
    let isSubclass = DumpClassMap.isAppSubclassOfNonInteractive(node.fields.className, node.resolution)
    guard hasRecognizers || isSubclass else {
      defaultOff[view.className, default: 0] += 1
      return
    }
    view[property: "isUserInteractionEnabled"] = .bool(true)
    let why = hasRecognizers ? "it has gesture recognizers" : "an app's subclass of \(view.className)"
    let text =
      "isUserInteractionEnabled true assumed (\(view.className)'s default is false, but UIKit prints 'userInteractionEnabled = NO' only when off, and \(why))"
    remarks.append(text)
    assumed.append("\(view.id): \(text)")
  }

  /// What a control's entry prints of its value (issue 31): a slider's `value: 0.5`. UIKit's
  /// description does not print `minimumValue` and `maximumValue`: 0 and 1 are assumed, or
  /// the range is widened to hold the value, and the summary says so.
  mutating func controlValues(of index: Int, into view: inout Scenario.View) {
    guard view.className == "UISlider" else { return }
    let fields = tree.nodes[index].fields
    guard let text = fields["value"], let value = DumpGeometry.number(Substring(text)),
      value.magnitude <= 1_000_000
    else {
      assumed.append("\(view.id): UISlider without a printed value: imported at 0 in 0...1 (UIKit's defaults)")
      return
    }
    if value < 0 { view[property: "minimumValue"] = .number(value) }
    if value > 1 { view[property: "maximumValue"] = .number(value) }
    if value != 0 { view[property: "value"] = .number(value) }
    let range = value < 0 ? "\(Self.number(value))...1" : value > 1 ? "0...\(Self.number(value))" : "0...1"
    assumed.append(
      "\(view.id): UISlider value \(Self.number(value)) read from the dump; its range \(range) assumed (the dump does not print minimumValue and maximumValue)"
    )
  }

  /// A control that lies outside its superview's bounds (issue 31): the part outside cannot be
  /// touched (H3) unless the superview's class passes touches through (a UIKit container that
  /// overrides `hitTest`, such as a search bar's), which a dump does not show: the superview is
  /// imported as a solid view, and the summary says so.
  mutating func passThrough(_ view: Scenario.View, node: Int) {
    guard let frame = view.frame else { return }
    guard !ScenarioViewClasses.isScrollView(view.className) else { return }
    let bounds = Rect(x: 0, y: 0, width: frame.size.width, height: frame.size.height)
    for subview in view.subviews where ScenarioViewClasses.controlClassNames.contains(subview.className) {
      guard let child = subview.frame, subview[property: "isHidden"] != .bool(true),
        subview[property: "isUserInteractionEnabled"] != .bool(false), child.size.width > 0, child.size.height > 0
      else { continue }
      let inside =
        child.minX >= bounds.minX && child.minY >= bounds.minY && child.maxX <= bounds.maxX
        && child.maxY <= bounds.maxY
      guard !inside else { continue }
      let wholly =
        child.minX >= bounds.maxX || child.maxX <= bounds.minX || child.minY >= bounds.maxY
        || child.maxY <= bounds.minY
      assumed.append(
        "\(subview.id) lies \(wholly ? "wholly" : "partly") outside \(view.id)'s bounds: \(view.id) (\(tree.nodes[node].fields.className)) imported as a solid view, so \(wholly ? "no touch reaches it" : "the part outside gets no touch") (H3); if \(view.id)'s class passes touches through, give it a 'pointInside' override"
      )
    }
  }
}
