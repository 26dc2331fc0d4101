import Foundation

final class SyncModel: ObservableObject {
  @Published var notice: Notice?

  func failed() {
    notice = Notice(
      title: "Sync Paused", message: "Your changes are kept on this iPhone.",
      primary: .init(title: "Try Again"))
  }

  func signedOut() {
    notice = Notice(title: "Signed Out")
  }
}

extension SyncModel {
  func confirmReset() {
    notice = Notice(
      title: "Reset Library?", message: "Downloaded episodes are removed.",
      primary: Notice.Action(title: "Reset", role: .destructive))
  }
}
