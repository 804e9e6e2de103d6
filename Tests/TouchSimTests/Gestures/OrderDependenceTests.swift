import Testing
import TouchSimTestSupport

@testable import TouchSim

@Suite struct OrderDependenceTests {
  private func twoTaps(
    order: RecognizerOrder, configure: (TapGestureRecognizer, TapGestureRecognizer) -> Void = { _, _ in }
  )
    -> TreeBuilder
  {
    let first = TapGestureRecognizer(name: "libraryTap")
    let second = TapGestureRecognizer(name: "appTap")
    configure(first, second)
    let builder = recognizerTree([first, second])
    builder.window.recognizerOrder = order
    _ = builder.run([tap(at: Point(x: 50, y: 50))])
    return builder
  }

  @Test func onOneViewTheTapAddedLastWinsAndThePointIsReported() {  // Q4, 0.5: _depthFirstCompare:
    let builder = twoTaps(order: .insertion)
    #expect(builder.stateChanges == ["libraryTap possible -> failed", "appTap possible -> ended"])
    #expect(builder.actions == ["appTap ended @80.000"])
    #expect(builder.window.orderDependences.map(\.recognizers) == [["appTap", "libraryTap"]])
    #expect(builder.window.orderDependences.first?.time == .milliseconds(80))
  }

  @Test func theReversedOrderLetsTheTapAddedFirstWin() {  // Q4
    let builder = twoTaps(order: .reversed)
    #expect(builder.stateChanges == ["libraryTap possible -> ended", "appTap possible -> failed"])
    #expect(builder.actions == ["libraryTap ended @80.000"])
    #expect(builder.window.orderDependences.map(\.recognizers) == [["libraryTap", "appTap"]])
  }

  @Test func reversingOnePairLeavesTheOtherPointsAlone() {  // Q4: --order reversed:A,B
    let order = RecognizerOrder(rawValue: "reversed:appTap,libraryTap")
    #expect(order == RecognizerOrder(reversing: [("libraryTap", "appTap")]))
    #expect(order?.reverses("libraryTap", "appTap") == true && order?.reverses("libraryTap", "other") == false)
    let flipped = twoTaps(order: order ?? .insertion)
    #expect(flipped.actions == ["libraryTap ended @80.000"])
    let other = twoTaps(order: RecognizerOrder(reversing: [("libraryTap", "somethingElse")]))
    #expect(other.actions == ["appTap ended @80.000"])
    for text in ["reversed:", "reversed:a", "reversed:a,a", "reversed:a,b/", "reversed:,b", "sideways"] {
      #expect(RecognizerOrder(rawValue: text) == nil, "\(text)")
    }
    #expect(RecognizerOrder(rawValue: "reversed:a,b/c,d")?.rawValue == "reversed:a,b/c,d")
  }

  @Test func theDeeperViewsTapWinsOverItsAncestorsWhateverWasAddedFirst() {  // Q4, 0.5
    for order in RecognizerOrder.allCases {
      let builder = TreeBuilder()
      let parent = builder.add(View(name: "parent"), frame: Rect(x: 0, y: 0, width: 390, height: 600))
      let child = builder.add(View(name: "child"), to: parent, frame: Rect(x: 0, y: 0, width: 200, height: 200))
      let ancestorTap = TapGestureRecognizer(name: "ancestorTap")
      parent.addGestureRecognizer(ancestorTap)
      let childTap = TapGestureRecognizer(name: "childTap")
      child.addGestureRecognizer(childTap)
      builder.window.register(builder.root)
      builder.window.recognizerOrder = order
      _ = builder.run([tap(at: Point(x: 50, y: 50))])
      #expect(builder.actions == [order == .insertion ? "childTap ended @80.000" : "ancestorTap ended @80.000"])
    }
  }

  @Test func atTheSecondLiftTheDoubleTapAddedLaterFailsTheSingleTap() {  // MD18, 0.5
    let single = TapGestureRecognizer(name: "single")
    let double = TapGestureRecognizer(name: "double")
    double.numberOfTapsRequired = 2
    let builder = recognizerTree([single, double])
    _ = builder.run([tap(at: Point(x: 50, y: 50)), tap(2, at: Point(x: 50, y: 50), from: 200)])
    #expect(builder.actions == ["single ended @80.000", "double ended @280.000"])
    // Reversed, the single tap goes first, cannot prevent the double tap, and both recognize.
    let reversedSingle = TapGestureRecognizer(name: "single")
    let reversedDouble = TapGestureRecognizer(name: "double")
    reversedDouble.numberOfTapsRequired = 2
    let reversed = recognizerTree([reversedSingle, reversedDouble])
    reversed.window.recognizerOrder = .reversed
    _ = reversed.run([tap(at: Point(x: 50, y: 50)), tap(2, at: Point(x: 50, y: 50), from: 200)])
    #expect(reversed.actions == ["single ended @80.000", "single ended @280.000", "double ended @280.000"])
  }

  @Test func aFailureRequirementRemovesTheOrderDependence() {  // Q4, G10
    for order in RecognizerOrder.allCases {
      let builder = twoTaps(order: order) { library, app in library.requiredToFail = [app] }
      #expect(builder.window.orderDependences.isEmpty)
      #expect(builder.stateChanges == ["appTap possible -> ended", "libraryTap possible -> failed"])
    }
  }

  @Test func simultaneityRemovesTheOrderDependence() {  // Q4, G9
    let builder = twoTaps(order: .insertion) { library, _ in
      library.delegate = GestureRecognizerAnswers(shouldRecognizeSimultaneouslyWith: .named(["appTap"]))
    }
    #expect(builder.window.orderDependences.isEmpty)
    #expect(builder.stateChanges == ["libraryTap possible -> ended", "appTap possible -> ended"])
  }

  @Test func aSingleTapBesideADoubleTapIsNotOrderDependent() {  // Q4: the double tap cannot recognize at the first lift
    let builder = twoTaps(order: .insertion) { _, app in app.numberOfTapsRequired = 2 }
    #expect(builder.window.orderDependences.isEmpty)
  }

  @Test func twoPansReachingTheHysteresisInOneMoveAreOrderDependent() {  // Q4, 0.5, G14
    for order in RecognizerOrder.allCases {
      let builder = recognizerTree([PanGestureRecognizer(name: "first"), PanGestureRecognizer(name: "second")])
      builder.window.recognizerOrder = order
      _ = builder.run([stroke([(0, 50, 50), (20, 50, 70), (40, 50, 90)])])
      let winner = order == .insertion ? "second" : "first"  // on one view, the pan added last goes first
      #expect(builder.window.orderDependences.map(\.winner) == [winner])
      #expect(builder.stateChanges.contains("\(winner) possible -> began"))
    }
  }

  @Test func nestedSameDirectionScrollViewsAreLeftToMD7() {  // Q4, MD7
    let builder = TreeBuilder()
    let outer = builder.add(ScrollView(name: "outer", frame: .zero), frame: Rect(x: 0, y: 0, width: 390, height: 800))
    outer.contentSize = Size(width: 390, height: 3000)
    let inner = builder.add(
      ScrollView(name: "inner", frame: .zero), to: outer, frame: Rect(x: 0, y: 100, width: 390, height: 300))
    inner.contentSize = Size(width: 390, height: 3000)
    builder.window.register(outer)
    _ = builder.run([stroke([(0, 100, 200), (20, 100, 180), (40, 100, 160)])])
    #expect(builder.stateChanges.contains("inner.pan possible -> began"))
    #expect(builder.window.orderDependences.isEmpty)
  }
}
