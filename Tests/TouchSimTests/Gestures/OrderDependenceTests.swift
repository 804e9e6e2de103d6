import Testing
@testable import TouchSim

@Suite struct OrderDependenceTests {
  private func twoTaps(order: RecognizerOrder, configure: (TapGestureRecognizer, TapGestureRecognizer) -> Void = { _, _ in })
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
      library.delegate = GestureRecognizerDelegate(shouldRecognizeSimultaneouslyWith: .named(["appTap"]))
    }
    #expect(builder.window.orderDependences.isEmpty)
    #expect(builder.stateChanges == ["libraryTap possible -> ended", "appTap possible -> ended"])
  }

  @Test func aSingleTapBesideADoubleTapIsNotOrderDependent() {  // Q4: the double tap cannot recognize at the first lift
    let builder = twoTaps(order: .insertion) { _, app in app.numberOfTapsRequired = 2 }
    #expect(builder.window.orderDependences.isEmpty)
  }
}
