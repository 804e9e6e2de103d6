import Testing
import TouchSim

/// UIViewController's view loading and the window's registry of views added with `addSubview`
/// (issue 32 item 3).
@Suite struct ViewControllerLoadingTests {
  final class Controller: UIViewController {
    var calls: [String] = []
    let content = UIView(name: "content", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    override func loadView() {
      calls.append("loadView")
      view = UIView(name: "root")
    }
    override func viewDidLoad() {
      calls.append("viewDidLoad")
      view.addSubview(content)
    }
  }

  @Test func readingViewLoadsItOnceAndTheControllerIsItsNextResponder() {
    let controller = Controller(name: "controller")
    #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
    #expect(controller.view.name == "root")
    _ = controller.view
    #expect(controller.calls == ["loadView", "viewDidLoad"])
    #expect(controller.view.next === controller)
    #expect(controller.content.superview === controller.view)
  }

  @Test func theDefaultViewIsAPlainViewNamedAfterTheController() {
    let controller = UIViewController(name: "settings")
    #expect(controller.view.name == "settings.view")
    #expect(controller.view.viewController === controller)
  }

  @Test func settingViewReplacesTheNextResponder() {
    let controller = UIViewController(name: "controller")
    let first = UIView(name: "first")
    controller.view = first
    let second = UIView(name: "second")
    controller.view = second
    #expect(first.viewController == nil)
    #expect(second.next === controller)
  }

  @Test func viewsAndRecognizersJoinTheRegistryAsTheyJoinTheWindow() {
    let window = UIWindow(size: Size(width: 100, height: 100))
    let root = UIView(name: "root", frame: window.bounds)
    window.addSubview(root)
    let leaf = UIView(name: "leaf")
    root.addSubview(leaf)
    let tap = UITapGestureRecognizer(name: "tap")
    leaf.addGestureRecognizer(tap)
    let pan = UIPanGestureRecognizer(name: "pan")
    let later = UIView(name: "later")
    later.addGestureRecognizer(pan)
    leaf.addSubview(later)
    #expect(window.view(named: "root") === root)
    #expect(window.view(named: "leaf") === leaf)
    #expect(window.view(named: "later") === later)
    #expect(window.gestureRecognizer(named: "tap") === tap)
    #expect(window.gestureRecognizer(named: "pan") === pan)
  }

  @Test func theFirstOfTwoSameNamedViewsKeepsTheNameUntilRegisterSaysOtherwise() {
    let window = UIWindow(size: Size(width: 100, height: 100))
    let first = UIView(name: "card")
    let second = UIView(name: "card")
    window.addSubview(first)
    window.addSubview(second)
    #expect(window.view(named: "card") === first)
    window.register(second)
    #expect(window.view(named: "card") === second)
  }

  @Test func aViewThatLeavesTheWindowLeavesTheRegistryAndIsFreed() {
    let window = UIWindow(size: Size(width: 100, height: 100))
    weak var gone: UIView?
    do {
      let leaf = UIView(name: "leaf")
      leaf.addGestureRecognizer(UITapGestureRecognizer(name: "tap"))
      window.addSubview(leaf)
      #expect(window.view(named: "leaf") === leaf)
      leaf.removeFromSuperview()
      gone = leaf
    }
    #expect(gone == nil)
    #expect(window.view(named: "leaf") == nil)
    #expect(window.gestureRecognizer(named: "tap") == nil)
  }
}
