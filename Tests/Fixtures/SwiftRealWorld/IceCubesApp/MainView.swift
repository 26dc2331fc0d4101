// Trimmed excerpt.
import SwiftUI

struct MainView: View {
  var body: some View {
    NavigationStack {
      editor
    }
    .alert(
      "status.error.posting.title",
      isPresented: $focusedStore.showPostingErrorAlert,
      actions: {
        Button("OK") {}
      },
      message: {
        Text(mainStore.postingError ?? "")
      }
    )
  }
}
