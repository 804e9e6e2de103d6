// TouchSimUIKit: UIKit code that compiles with `import UIKit` changed to `import
// TouchSimUIKit` (issue 32; Docs/Library.md, "Pasting UIKit code"). It re-exports the model,
// whose UIKit names (`UIView`, `UIPanGestureRecognizer`, ...) are aliases of its own classes,
// and adds what UIKit code uses around them: Core Graphics' geometry names, initializers
// without log names, target-action by method reference, `UIAction`, `UIColor`, animations
// that complete at once, identity `==` and `isKind(of:)`. Standard library only, as the model.

@_exported import TouchSim
