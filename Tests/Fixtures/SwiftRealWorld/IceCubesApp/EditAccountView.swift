// Trimmed excerpt.
import SwiftUI

struct EditAccountView: View {
  var body: some View {
    NavigationStack {
      Form {
        content
      }
      .alert(
        "account.edit.error.save.title",
        isPresented: $viewModel.saveError,
        actions: {
          Button("alert.button.ok", action: {})
        }, message: { Text("account.edit.error.save.message") }
      )
    }
  }
}
