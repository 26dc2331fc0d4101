// Trimmed excerpt.
import SwiftUI

struct MediaView: View {
  var body: some View {
    makeImage(container: container)
      .alert("alert.error", isPresented: $isErrorDisplayed) {
        Button("Ok", action: {})
      } message: {
        Text(container.error?.localizedDescription ?? "")
      }
  }
}
