import SwiftUI

struct Notice: Identifiable {
  struct Action {
    let title: String
    var role: ButtonRole? = nil
  }

  let id = UUID()
  let title: String
  var message: String? = nil
  var primary = Action(title: "OK")
}

extension View {
  func notice(_ item: Binding<Notice?>) -> some View {
    alert(
      item.wrappedValue?.title ?? "", isPresented: .constant(item.wrappedValue != nil),
      presenting: item.wrappedValue
    ) { notice in
      Button(notice.primary.title, role: notice.primary.role) {}
    } message: { notice in
      Text(notice.message ?? "")
    }
  }
}
