import SwiftUI

struct Prompt<ID: Hashable>: Identifiable {
  let id: ID
  let title: String
  var confirm = "Continue"
}

extension View {
  func prompt<ID>(_ item: Binding<Prompt<ID>?>) -> some View {
    alert(item: item) { prompt in
      Alert(title: Text(prompt.title), dismissButton: .default(Text(prompt.confirm)))
    }
  }
}

final class SetupModel: ObservableObject {
  @Published var prompt: Prompt<Int>?

  func remind() {
    prompt = Prompt<Int>(id: 1, title: "Finish Setting Up?", confirm: "Finish")
  }
}
