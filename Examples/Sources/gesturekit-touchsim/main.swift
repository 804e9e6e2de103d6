// GestureKit's own `touchsim`: every verb of the real one, and scenarios may name
// GestureKit's classes (Docs/CustomCLI.md).
import GestureKit
import TouchSim
import TouchSimCLI

TouchSimCLI.main { registry in
  registry.registerRecognizer("HorizontalPanGestureRecognizer") { HorizontalPanGestureRecognizer(name: $0) }
  try registry.registerView("ButtonFriendlyScrollView", base: "UIScrollView") { ButtonFriendlyScrollView(name: $0) }
}
