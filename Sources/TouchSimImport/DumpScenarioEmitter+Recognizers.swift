import TouchSim
import TouchSimScenario

extension DumpScenarioEmitter {
  /// What the import does with a view that prints `gestureRecognizers = <NSArray: ...>`
  /// (issue 31): the view has recognizers the dump does not describe. Each such view gets a
  /// summary line and a note. Where its class tells which recognizer it is, it is imported (a
  /// navigation controller's back swipe: a left-edge `UIScreenEdgePanGestureRecognizer` on its
  /// layout container; a presentation's dimming view: a `UITapGestureRecognizer`) or said to
  /// be built in (a scroll view's pan and delayed-touches recognizers, a switch's, a text
  /// view's text tap); otherwise the note says the log may differ and gives an entry to fill in.
  mutating func recognizers(of index: Int, view: Scenario.View, remarks: inout [String]) {
    let node = tree.nodes[index]
    for (line, className) in node.flattenedRecognizers {
      let text =
        "\(className) (line \(line)), flattened into \(view.id), has gesture recognizers the dump does not describe: not imported, the log may differ (an app's tap there is not seen)"
      recognizerLines.append("recognizers: \(view.id) (\(className) at line \(line), flattened into it): \(text)")
      remarks.append(text)
    }
    guard node.fields["gestureRecognizers"] != nil else { return }
    let what = known(index, view: view)
    recognizerLines.append("recognizers: \(view.id) (\(node.fields.className), line \(node.line)): \(what)")
    remarks.append("gestureRecognizers: \(what)")
  }

  /// The summary lines for dropped views that print `gestureRecognizers`.
  var droppedRecognizerLines: [String] {
    tree.drops.filter(\.hasRecognizers).map { drop in
      "recognizers: line \(drop.line) (\(drop.className), left out: \(drop.reason)): its gesture recognizers are left out with it"
    }
  }

  /// What is known of a view's recognizers from its class, importing the ones it can.
  private mutating func known(_ index: Int, view: Scenario.View) -> String {
    let node = tree.nodes[index]
    let dumpClass = DumpIdentifiers.readable(node.fields.className)
    let childClasses = Set(node.children.map { tree.nodes[$0].fields.className })
    switch view.className {
    case "UIScrollView", "UITextView", "UITableView":
      var text =
        "a scroll view's pan and delayed-touches recognizers, built in as \(view.id).pan and \(view.id).delay"
      if view.className == "UITextView" { text += ", and its text tap, built in as \(view.id).tap" }
      if view.className == "UITableView" {
        text +=
          "; a swipe-to-delete pan exists only with 'trailingSwipeActions', which the dump does not show (add them if the rows have swipe actions)"
      }
      if node.fields.className == "UICollectionView" || node.resolution.kind == .scrollFields {
        text += "; others of the class are not described: the log may differ"
      }
      return text
    case "UISwitch":
      return "a switch's tap and pan, built in as \(view.id).tap and \(view.id).pan"
    default:
      break
    }
    if dumpClass == "LayoutContainerView"
      && (childClasses.contains("UINavigationTransitionView") || childClasses.contains("UINavigationBar"))
    {
      let id = gestureId(view.id + "BackSwipe")
      var gesture = Scenario.Gesture(id: id, className: "UIScreenEdgePanGestureRecognizer", view: view.id)
      gesture.properties = [Scenario.Property(name: "edges", value: .string("left"))]
      gestures.append(gesture)
      return
        "a navigation controller's back swipe: imported as '\(id)', a UIScreenEdgePanGestureRecognizer from the left edge (NV3; it pops nothing: the stack is not in the dump); others are not described"
    }
    if dumpClass == "DimmingView" {
      let id = gestureId(view.id + "Tap")
      gestures.append(Scenario.Gesture(id: id, className: "UITapGestureRecognizer", view: view.id))
      return
        "a presentation's dimming view: its tap (which dismisses on a device) imported as '\(id)', a UITapGestureRecognizer that dismisses nothing here"
    }
    if case .window = node.resolution.mapping {
      return
        "the window's system gesture gates (screen edges, system gestures): not modelled; the log may differ near the screen's edges"
    }
    if dumpClass == "DropShadowView" {
      return
        "a sheet's own recognizers (a drag down dismisses it on a device): not modelled; the log of a drag on the sheet may differ"
    }
    return
      "not described by the dump: not imported, the log may differ; to add one, put {\"id\": \"\(view.id)Gesture\", \"class\": \"UITapGestureRecognizer\", \"view\": \"\(view.id)\"} in 'gestures' with the right class"
  }

  /// A recognizer id not taken by a view or another recognizer.
  private func gestureId(_ base: String) -> String {
    let taken = Set(ids).union(gestures.map(\.id)).union(["window", "application"])
    guard taken.contains(base) else { return base }
    var number = 1
    while taken.contains(base + String(number)) { number += 1 }
    return base + String(number)
  }
}
