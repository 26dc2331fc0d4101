import SwiftUI

struct AlbumView: View {
  @State private var confirmingDelete = false
  @State private var name = "Vacation"

  var body: some View {
    List {}
      .alert("Delete Album?", isPresented: $confirmingDelete) {
        Button("Delete", role: .destructive) {}
        Button("Cancel", role: .cancel) {}
      } message: {
        Text("The photos stay in your library.")
      }
      .alert(Text(verbatim: "Debug: \(name)"), isPresented: .constant(false)) {
        Button("Done") {}
      }
  }
}
