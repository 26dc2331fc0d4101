import SwiftUI

struct SettingsView: View {
  @State private var confirmingSignOut = false
  @State private var confirmingDelete = false
  @State private var showingLegacy = false
  @State private var choosingPhoto = false
  let itemCount: Int
  let user: User

  var body: some View {
    List {
      Section {
        Button("Sign Out") { confirmingSignOut = true }
          .alert("Sign out?", isPresented: $confirmingSignOut) {
            Button("Sign Out", role: .destructive) { signOut() }
          } message: {
            Text("You can sign in again with your Apple ID.")
          }
      }
      Section {
        Button("Delete Items") { confirmingDelete = true }
      }
    }
    .alert(
      Text("Delete \(itemCount) items?"),
      isPresented: $confirmingDelete,
      actions: {
        Button(role: .destructive) {
          deleteAll()
        } label: {
          Text("Delete All")
        }
        Button(role: .cancel) {
        } label: {
          Text("Keep Items")
        }
      },
      message: {
        Text(String(localized: "This can\u{2019}t be undone, \(user.name)."))
      }
    )
    .alert(isPresented: $showingLegacy) {
      Alert(
        title: Text("Reset all settings?"),
        message: Text(NSLocalizedString("Your settings return to defaults.", comment: "reset")),
        primaryButton: .destructive(Text("Reset")),
        secondaryButton: .cancel())
    }
    .confirmationDialog("Choose a photo", isPresented: $choosingPhoto) {
      Button("Camera") {}
      Button("Library") {}
    }
  }
}
