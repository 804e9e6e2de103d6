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

  @Test func twoTapsOnOneViewAreReportedAsOrderDependent() {  // Q4
    let builder = twoTaps(order: .insertion)
    #expect(builder.stateChanges == ["libraryTap possible -> ended", "appTap possible -> failed"])
    #expect(builder.window.orderDependences.map(\.recognizers) == [["libraryTap", "appTap"]])
    #expect(builder.window.orderDependences.first?.time == .milliseconds(80))
  }

  @Test func theReversedOrderLetsTheOtherTapWin() {  // Q4
    let builder = twoTaps(order: .reversed)
    #expect(builder.stateChanges == ["libraryTap possible -> failed", "appTap possible -> ended"])
    #expect(builder.actions == ["appTap ended @80.000"])
    #expect(builder.window.orderDependences.map(\.recognizers) == [["appTap", "libraryTap"]])
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

  @Test func twoPansReachingTheHysteresisInOneMoveAreOrderDependent() {  // Q4, G14
    for order in RecognizerOrder.allCases {
      let builder = recognizerTree([PanGestureRecognizer(name: "first"), PanGestureRecognizer(name: "second")])
      builder.window.recognizerOrder = order
      _ = builder.run([stroke([(0, 50, 50), (20, 50, 70), (40, 50, 90)])])
      let winner = order == .insertion ? "first" : "second"
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
