import AlertFidelity

extension FidelityCase {
  /// The screenshots of `../shared/reference/real-ios-alerts/SOURCES.md` (s1–s6) and
  /// `real-ios-alerts-2/SOURCES.md` (n2–n12), with where the screen or alert is in each and how
  /// many pixels make a point (measured here, or as the set's SOURCES.md works them out).
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
      // screenshot's: unbroken, the first line takes "Ouvrir" here (235.5 pt of 238), and by
      // the measured ink widths would on iOS too, so the app's text breaks there itself.
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
    FidelityCase(
      // Reminders on an iOS 18 phone, dark: the right phone of an on-device composite, 909 px
      // for 390 pt (2.331 px/pt), its screen at (1341, 120). An 8-bit palette: colours are good
      // to a few levels, and the hairlines are resampled.
      name: "n10", set: "real-ios-alerts-2", file: "n10-n11-otb-action-sheet-vs-alert.png",
      spec: """
        {id: "n10", title: "Delete Reminder?", message: "This action can’t be undone.",
         buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}
        """,
      device: "iphone-14", orientation: .portrait, appearance: .dark, renderScale: 3,
      frame: ImageFrame(pixelsPerPoint: 909.0 / 390, screenOrigin: (1341, 120), screenWidth: 390),
      crispHairlines: false),
    FidelityCase(
      // App Store Connect on an iOS 18 phone, dark: same composite and phone as n10. Its
      // message wraps after "of" on iOS, and must here too.
      name: "n12", set: "real-ios-alerts-2", file: "n12-otb-alert-red-twice.png",
      spec: """
        {id: "n12", title: "Sign Out",
         message: "Are you sure you want to sign out of App Store Connect?",
         buttons: [{label: "Cancel", role: "cancel"}, {label: "Sign Out", role: "destructive"}]}
        """,
      device: "iphone-14", orientation: .portrait, appearance: .dark, renderScale: 3,
      frame: ImageFrame(pixelsPerPoint: 909.0 / 390, screenOrigin: (1341, 120), screenWidth: 390),
      crispHairlines: false),
    FidelityCase(
      // iOS 26 as built in 2026 (26.3 or later), a crop of a Mac capture of the Simulator at
      // 1.890 px/pt (SOURCES.md): the alert's edges are the crop's only frame. Glass over the
      // app's screen, so its body is not compared; saved through a Mac "Display" profile.
      name: "n2", set: "real-ios-alerts-2", file: "n2-calf-ios26-ok-cancel-red.png", style: "ios26",
      shape: .capsules,
      spec: """
        {id: "n2", title: "Alert Dialog", message: "This is a native alert dialog from Calf",
         buttons: [{label: "Ok"}, {label: "Cancel", role: "destructive"}]}
        """,
      device: "iphone-16", orientation: .portrait, appearance: .light, renderScale: 3,
      frame: ImageFrame(pixelsPerPoint: 1.890), crispHairlines: false, opaqueBody: false,
      displayProfile: true),
    FidelityCase(
      // The same app's action sheet with no popover source: the alert's width and header, and
      // Cancel as a third capsule. "Remove" is disabled.
      name: "n3", set: "real-ios-alerts-2", file: "n3-calf-ios26-sheet-ok-remove-cancel.png",
      style: "ios26", shape: .capsules,
      spec: """
        {id: "n3", style: "actionSheet", title: "Alert Dialog",
         message: "This is a native alert dialog from Calf",
         buttons: [{label: "Ok"}, {label: "Remove", role: "destructive", disabled: true},
                   {label: "Cancel", role: "cancel"}]}
        """,
      device: "iphone-16", orientation: .portrait, appearance: .light, renderScale: 3,
      frame: ImageFrame(pixelsPerPoint: 1.890), crispHairlines: false, opaqueBody: false,
      displayProfile: true,
      known: [
        "“Remove” colour": .tintedByTheGlow
      ]),
    FidelityCase(
      // A classic action sheet, iOS 17 Simulator, the whole 393 × 852-pt screen at @3x.
      // NativeScript sets the header as non-stock attributed text, so the header is not
      // compared; the rows and the Cancel group are stock.
      name: "n6", set: "real-ios-alerts-2", file: "n6-nativescript-sheet-typescript-javascript.png",
      shape: .sheet,
      spec: """
        {id: "n6", style: "actionSheet", title: "Action!", message: "Choose your language:",
         buttons: [{label: "TypeScript"}, {label: "JavaScript"},
                   {label: "Neither", role: "destructive"}, {label: "Cancel", role: "cancel"}]}
        """,
      device: "iphone-15", orientation: .portrait, appearance: .light, renderScale: 3,
      frame: ImageFrame(pixelsPerPoint: 3, screenOrigin: (0, 0), screenWidth: 393),
      stockHeader: false),
    FidelityCase(
      // A classic action sheet in landscape (iOS 15 Simulator): the whole 844 × 390-pt screen
      // downsampled to 640 px wide, 0.758 px/pt, so lengths are held to a point, and the
      // preview is measured reduced to that scale the same way (``Reduction``).
      name: "n8", set: "real-ios-alerts-2",
      file: "n8-fpa-classic-sheet-landscape-yes-no-cancel.png",
      shape: .sheet,
      spec: """
        {id: "n8", style: "actionSheet", title: "This ia title", message: "This is body",
         buttons: [{label: "Yes"}, {label: "No"}, {label: "Cancel", role: "cancel"}]}
        """,
      device: "iphone-14", orientation: .landscape, appearance: .light, renderScale: 3,
      frame: ImageFrame(pixelsPerPoint: 640.0 / 844, screenOrigin: (0, 0), screenWidth: 844),
      crispHairlines: false, opaqueBody: false, lengthTolerance: 1.0, comparesTextColour: false,
      known: [
        "“Yes” ink width": .coarse(upTo: 7), "“No” ink width": .coarse(upTo: 7),
      ]),
    FidelityCase(
      // Notes on an iOS 18 phone, dark: the composite's left phone (x 300, 2.331 px/pt). A
      // message-only header; Cancel in the app's tint (Notes' yellow: the app sets it, so the
      // spec gives it, read from the screenshot's label). Its message is one line on iOS, and
      // must be here too.
      name: "n11", set: "real-ios-alerts-2", file: "n10-n11-otb-action-sheet-vs-alert.png",
      shape: .sheet,
      spec: """
        {id: "n11", style: "actionSheet", tint: "#E9B309",
         message: "This note will be deleted. This action cannot be undone.",
         buttons: [{label: "Delete Note", role: "destructive"}, {label: "Cancel", role: "cancel"}]}
        """,
      device: "iphone-14", orientation: .portrait, appearance: .dark, renderScale: 3,
      frame: ImageFrame(pixelsPerPoint: 909.0 / 390, screenOrigin: (300, 120), screenWidth: 390),
      crispHairlines: false),
  ]
}

extension KnownDifference {
  /// The disabled label is translucent: in n3 its darkest ink goes from #9EA4B6 where the
  /// blurred blue button behind the glass is bluest (backdrop beside it #BAC2DA) to #A9ABB3 at
  /// the label's foot (#CACDD7), so no one colour of the label's own is there to compare.
  static let tintedByTheGlow = KnownDifference(
    reason:
      "the faint disabled label is translucent, so its ink takes the tint of the blurred blue "
      + "button behind the glass, which the preview has no app to show; its colour can only "
      + "be compared over a plain backdrop",
    upTo: 6.5, isMeasuringLimit: true)

  static func coarse(upTo: Double) -> KnownDifference {
    KnownDifference(
      reason:
        "0.758 px/pt: one pixel is 1.3 pt, 4–6 % of a short word, and SF Pro Display's "
        + "20-pt “Yes” is 2.6–3.6 % narrower than Inter's in two more screenshots where other "
        + "20-pt labels match within 1.3 % (docs/guide/fidelity.md, \"Short 20-pt words\")",
      upTo: upTo,
      isMeasuringLimit: true)
  }
}
