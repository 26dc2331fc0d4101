import SwiftUI

struct FormsView: View {
  @State private var renaming = false
  @State private var offline = false
  @State private var sharing = false
  @State private var name = ""
  @State private var password = ""
  let note: Note

  var body: some View {
    List {}
      .alert("Rename Folder", isPresented: $renaming) {
        TextField("Folder name", text: $name)
        SecureField("Password", text: $password)
        Button("Cancel", role: .cancel) {}
        Button("Rename") {}
      }
      .alert("Note", isPresented: $renaming) {
        Button("Done") {}
      } message: {
        Text(verbatim: note.body)
      }
      .alert(isPresented: $offline) {
        .init(
          title: Text("You're Offline"), message: Text("Changes are saved on this iPhone."),
          dismissButton: .default(Text("OK")))
      }
      .actionSheet(isPresented: $sharing) {
        ActionSheet(
          title: Text("Share Note"), message: nil,
          buttons: [.default(Text("Copy Link")), .destructive(Text("Stop Sharing")), .cancel()])
      }
  }
}

enum Route {
  case alert(String)
  case sheet

  static func warning() -> Route {
    .alert("not an alert")
  }
}
