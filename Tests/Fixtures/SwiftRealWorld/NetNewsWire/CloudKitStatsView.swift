// Trimmed excerpt: the view's body is cut to the modifier.
import SwiftUI

struct CloudKitStatsView: View {
  var body: some View {
    List {
      content
    }
    .alert(
      NSLocalizedString("Clean Up iCloud Records", comment: "Clean up alert title"),
      isPresented: $showCleanUpConfirmation
    ) {
      Button(NSLocalizedString("Clean Up", comment: "Clean Up button"), role: .destructive) {
        model.cleanUp()
      }
      Button(NSLocalizedString("Cancel", comment: "Cancel button"), role: .cancel) {
      }
    } message: {
      Text(cleanUpConfirmationMessage())
    }
  }
}
