extension ClassDescriptor {
  /// UIKit's view classes the model has, in the order the format lists them: the one list of
  /// them (issue 28). A new class adds its file under `Classes/` and its line here
  /// (`ClassDescriptorListTests` fails when a file's descriptor is not listed).
  public static let all: [ClassDescriptor] = [
    uiView,
    uiControl,
    uiButton,
    uiSegmentedControl,
    uiSlider,
    uiSwitch,
    uiImageView,
    uiLabel,
    uiScrollView,
    uiTableView,
    uiStepper,
    uiPageControl,
    uiRefreshControl,
    uiTextField,
    uiTextView,
    uiTableViewCell,
    uiCollectionView,
    uiCollectionViewCell,
    uiNavigationController,
    uiPageViewController,
  ]
}
