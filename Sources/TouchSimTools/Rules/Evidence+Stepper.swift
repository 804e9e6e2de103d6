/// The sources of the stepper's rules (SP).
extension Evidence {
  static let aStepper = Evidence(
    "Apple: UIStepper class reference (archive): defaults, autorepeat, \"the rate of change depends on how long the user continues pressing the control\"",
    "https://developer.apple.com/library/ios/documentation/UIKit/Reference/UIStepper_Class/index.html")
  static let dStepper = decompiled("UIStepper.mm")
  static let dStepperElement = decompiled("UIStepperHorizontalVisualElement.mm")
  static let oUseYourLoafStepper = Evidence(
    "useyourloaf: UIStepper control (2012), \"the stepper smoothly accelerates\"",
    "http://useyourloaf.com/blog/2012/01/04/uistepper-control.html")
  static let aNSStepperAutorepeat = Evidence(
    "Apple: NSStepper.autorepeat (AppKit): \"after a delay of 0.5 seconds ... ten times per second\"",
    "https://apple-docs.everest.mt/docs/appkit/nsstepper/autorepeat/")
}
