import SwiftUI

struct BannerAlert {
  let headline: String
  var detail: String? = nil
}

struct BannerAlertModifier: ViewModifier {
  @Binding var banner: BannerAlert?

  func body(content: Content) -> some View {
    content.alert(banner?.headline ?? "", isPresented: .constant(banner != nil)) {
      Button("Close") { banner = nil }
    } message: {
      Text(banner?.detail ?? "")
    }
  }
}

final class DownloadModel: ObservableObject {
  @Published var banner: BannerAlert?

  func finished() {
    banner = BannerAlert(headline: "Download Complete", detail: "Your episodes are ready.")
  }
}
