// Trimmed excerpt: the view's body is cut to the modifier and the deletion to one call.
import SwiftUI

struct DinosaursView: View {
  var body: some View {
    List {
      content
    }
    .alert(
      "Delete Feed", isPresented: $showDeleteConfirmation,
      actions: {
        Button(role: .destructive) {
          if let dinosaur = dinosaurPendingDeletion {
            model.delete(dinosaur)
            dinosaurPendingDeletion = nil
          }

        } label: {
          Text("Delete", comment: "Delete button")
        }
      },
      message: {
        Text(
          "Are you sure you want to delete the feed ”\(dinosaurPendingDeletion?.feedName ?? "")”?",
          comment: "Delete feed confirmation text.")
      })
  }
}
