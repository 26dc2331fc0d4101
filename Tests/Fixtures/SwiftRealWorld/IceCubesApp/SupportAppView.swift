// Trimmed excerpt: the view's body is cut to its two alerts.
import SwiftUI

struct SupportAppView: View {
  var body: some View {
    Form {
      content
    }
    .alert(
      "settings.support.alert.title", isPresented: $purchaseSuccessDisplayed,
      actions: {
        Button {
          purchaseSuccessDisplayed = false
        } label: {
          Text("alert.button.ok")
        }
      },
      message: {
        Text("settings.support.alert.message")
      }
    )
    .alert(
      "alert.error", isPresented: $purchaseErrorDisplayed,
      actions: {
        Button {
          purchaseErrorDisplayed = false
        } label: {
          Text("alert.button.ok")
        }
      },
      message: {
        Text("settings.support.alert.error.message")
      }
    )
  }
}
