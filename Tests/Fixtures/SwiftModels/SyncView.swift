import SwiftUI

struct SyncView: View {
  @StateObject var model = SyncModel()

  var body: some View {
    List {}.notice($model.notice)
  }
}
