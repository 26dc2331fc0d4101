import SwiftUI

/// Xcode's generated String Catalog symbols.
struct PlantView: View {
  @State private var confirming = false
  @State private var asking = false
  let name: String

  var body: some View {
    Text(name)
      .alert(Text(.plantDeleteTitle), isPresented: $confirming) {
        Button(role: .destructive) {
        } label: {
          Text(.commonDelete)
        }
        Button(role: .cancel) {
        } label: {
          Text(.commonCancel)
        }
      } message: {
        Text(.plantDeleteMessage)
      }
      .alert(Text(.Onboarding.allowNotificationsTitle), isPresented: $asking) {
        Button(String(localized: .Onboarding.allowNotificationsLater)) {}
      }
  }
}
