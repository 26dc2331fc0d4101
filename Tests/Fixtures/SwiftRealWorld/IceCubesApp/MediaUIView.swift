// Trimmed excerpt: the alt-text marker and its alert.
import SwiftUI

struct AltTextButton: View {
  let alt: String
  @State private var isAlertDisplayed = false

  var body: some View {
    Button {
      isAlertDisplayed = true
    } label: {
      Text("status.image.alt-text.abbreviation")
    }
    .alert(
      "status.editor.media.image-description",
      isPresented: $isAlertDisplayed
    ) {
      Button("alert.button.ok", action: {})
    } message: {
      Text(alt)
    }
  }
}
