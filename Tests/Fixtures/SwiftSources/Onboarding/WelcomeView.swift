import SwiftUI

struct WelcomeView: View {
  @State private var showingWelcome = false
  @State private var showingUpdate = false
  @State private var askingFaceID = false

  var body: some View {
    VStack {
      Text("Welcome")
        .alert(LocalizedStringKey("Welcome aboard"), isPresented: $showingWelcome) {
          Button(action: start) {
            Label("Get Started", systemImage: "arrow.right")
          }
        }
      Button("Unlock") { askingFaceID = true }
    }
    .alert(isPresented: $showingUpdate) {
      Alert(
        title: Text(String(localized: "Update available")),
        dismissButton: .default(Text("Later")))
    }
    .alert(#"Use "Face ID"?"#, isPresented: $askingFaceID) {
      Button("Use Face ID") {}
      Button("Not Now", role: .cancel) {}
    } message: {
      Text("Unlock with a glance.\nYou can change this in Settings.")
    }
  }

  func start() {}
}
