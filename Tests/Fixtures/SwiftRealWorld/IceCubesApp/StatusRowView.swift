// Trimmed excerpt: the row's modifiers that present alerts and a dialog; actions' bodies cut.
import SwiftUI

struct StatusRowView: View {
  var body: some View {
    VStack {
      content
    }
    .alert(
      isPresented: $viewModel.showDeleteAlert,
      content: {
        Alert(
          title: Text("status.action.delete.confirm.title"),
          message: Text("status.action.delete.confirm.message"),
          primaryButton: .destructive(
            Text("status.action.delete")
          ) {
            handleDelete()
          },
          secondaryButton: .cancel()
        )
      }
    )
    .confirmationDialog(
      "",
      isPresented: $isBlockConfirmationPresented
    ) {
      Button("account.action.block", role: .destructive) {
        block()
      }
    }
    .alert(
      "DeepL couldn't be reached!\nIs the API Key correct?",
      isPresented: $viewModel.deeplTranslationError
    ) {
      Button("alert.button.ok", role: .cancel) {}
      Button("settings.general.translate") {
        RouterPath.settingsStartingPoint = .translation
        routerPath.presentedSheet = .settings
      }
    }
    .alert(
      "The Translation Service of your Instance couldn't be reached!",
      isPresented: $viewModel.instanceTranslationError
    ) {
      Button("alert.button.ok", role: .cancel) {}
      Button("settings.general.translate") {
        RouterPath.settingsStartingPoint = .translation
        routerPath.presentedSheet = .settings
      }
    }
  }
}
