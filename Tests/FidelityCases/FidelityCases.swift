import AlertFidelity

extension FidelityCase {
  /// The six screenshots of `../shared/reference/real-ios-alerts/SOURCES.md`, with where the
  /// screen or alert is in each (measured here: the bezel's inner edge for s1, the image for the
  /// rest) and how many pixels make a point.
  public static let all: [FidelityCase] = [
    FidelityCase(
      // Simulator window with bezel: screen at x 170–998, y 116–1908 (SOURCES.md), an @3x
      // device downsampled to 2 px/pt.
      name: "s1", file: "s1-andyibanez-fbs_alertcontroller.png",
      spec: """
        {id: "s1", title: "Delete all data?", message: "All your data will be deleted!",
         buttons: [{label: "Yes, Delete it All", role: "destructive"},
                   {label: "Show More Options"},
                   {label: "No, Don't Delete Anything", role: "cancel"}]}
        """,
      device: "iphone-11-pro-max", orientation: .portrait, appearance: .light, renderScale: 3,
      frame: ImageFrame(pixelsPerPoint: 2, screenOrigin: (170, 116), screenWidth: 414),
      crispHairlines: false, displayProfile: true),
    FidelityCase(
      // The whole screen: 2796 × 1290 = 932 × 430 pt at @3x.
      name: "s2", file: "s2-flutter_platform_alert-screenshot_ios.png",
      spec: """
        {id: "s2", title: "This is title", message: "This is body",
         buttons: [{label: "Yes"}, {label: "No"}, {label: "Cancel", role: "cancel"}]}
        """,
      device: "iphone-15-pro-max", orientation: .landscape, appearance: .light, renderScale: 3,
      frame: ImageFrame(pixelsPerPoint: 3, screenOrigin: (0, 0), screenWidth: 932)),
    FidelityCase(
      // The whole screen: 1170 × 2532 = 390 × 844 pt at @3x. The line breaks are the
      // screenshot's (Inter is wider than SF Pro and would wrap elsewhere).
      name: "s3", file: "s3-douzepointcinq-dark-alert.png",
      spec: """
        {id: "s3", title: "Information",
         message: "Pour ouvrir le portail, tapez sur\\n\\"Ouvrir\\" puis appellez le numéro qui\\ns'affiche. Le portail s'ouvrira à la\\nréception de l'appel.",
         buttons: [{label: "OK"}]}
        """,
      device: "iphone-12", orientation: .portrait, appearance: .dark, renderScale: 3,
      frame: ImageFrame(pixelsPerPoint: 3, screenOrigin: (0, 0), screenWidth: 390)),
    FidelityCase(
      // The alert's own view, 540 × 249 = 270 × 124.5 pt at @2x, transparent: no backdrop, so no
      // corner, body or separator colour (the hairlines come out opaque white).
      name: "s4", file: "s4-leanplum-LPConfirmMessageSnapshotTest-testView@2x.png",
      spec: """
        {id: "s4", title: "Leanplum-SDK_Example", message: "Confirmation message goes here.",
         buttons: [{label: "No", role: "cancel"}, {label: "Yes"}]}
        """,
      device: "iphone-se", orientation: .portrait, appearance: .light, renderScale: 2,
      frame: ImageFrame(pixelsPerPoint: 2, alertFillsImage: true),
      crispHairlines: false, opaqueBody: false),
    FidelityCase(
      // A crop around the alert, resampled: the 270-pt alert is 521 px wide.
      name: "s5", file: "s5-calf-AdaptiveAlertDialog-ios.png",
      spec: """
        {id: "s5", title: "Alert Dialog", message: "This is a native alert dialog from Calf",
         buttons: [{label: "Ok"}, {label: "Cancel", role: "destructive"}]}
        """,
      device: "iphone-15", orientation: .portrait, appearance: .light, renderScale: 3,
      frame: ImageFrame(pixelsPerPoint: 521.0 / 270), crispHairlines: false,
      displayProfile: true),
    FidelityCase(
      // The whole screen: 1179 × 2556 = 393 × 852 pt at @3x. NativeScript sets title and
      // message as 17-pt regular text; both actions have the default style.
      name: "s6", file: "s6-nativescript-Dialogs-Prompt.png",
      spec: """
        {id: "s6", title: "Prompt!", message: "Enter the name of\\nthis framework:",
         textFields: [{placeholder: "", text: "NativeScript"}],
         buttons: [{label: "Cancel"}, {label: "OK"}]}
        """,
      device: "iphone-15", orientation: .portrait, appearance: .light, renderScale: 3,
      frame: ImageFrame(pixelsPerPoint: 3, screenOrigin: (0, 0), screenWidth: 393),
      plainSeventeenPointText: true),
  ]
}
