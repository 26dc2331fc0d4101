// Trimmed excerpt.
import SwiftUI

struct MediaPreview: View {
  var body: some View {
    image
      .cornerRadius(4)
      .alert(
        "status.editor.media.image-description",
        isPresented: $isDisplayingAlert
      ) {
        Button("alert.button.ok", action: {})
        Button("status.action.copy-text", action: { UIPasteboard.general.string = text })
        #if canImport(_Translation_SwiftUI)
          if #available(iOS 17.4, *) {
            Button("status.action.translate", action: { isDisplayingTranslation = true })
          }
        #endif
      } message: {
        Text(text)
      }
  }
}
