import AlertSpec
internal import SwiftSyntax

/// Reads SwiftUI alerts: the `.alert(_:isPresented:actions:message:)` modifier family and the
/// deprecated `Alert(title:message:primaryButton:secondaryButton:)` / `dismissButton:`.
///
/// SwiftUI's buttons that the source does not spell out are added as iOS shows them: no
/// actions at all gives the system "OK" (as SwiftUI documents), and actions that are all
/// destructive get the system "Cancel" after them; `Alert` with no button shows "OK" and
/// `.cancel()` without a label is the system "Cancel".
struct SwiftUIAlertReader {
  let lines: SourceLines
  /// The file's constants that hold copy.
  let names: StringNames

  /// The alert of a `.alert("Title", isPresented: …) { Button… } message: { Text… }` call;
  /// `nil` for the forms without a title argument (`.alert(isPresented:content:)` returns an
  /// `Alert(…)`, read on its own).
  func modifier(_ call: FunctionCallExprSyntax, addsSystemButtons: Bool = true) -> AlertDraft? {
    guard let title = call.arguments.first, title.label == nil else { return nil }
    // The modifier's name, not the start of the view it modifies.
    let name =
      call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) }
      ?? Syntax(call.calledExpression)
    var draft = AlertDraft(location: lines.location(of: name))
    draft.title = StringExpression.text(
      of: title.expression, lines, literalIsKey: true, names: names)
    let actions = call.closure("actions") ?? call.trailingClosure
    for button in ButtonCollector.buttons(in: actions) {
      draft.buttons.append(self.button(button, draft))
    }
    // `TextField("Name", text: $name)` and `SecureField(…)` among the actions are its fields.
    for field in ButtonCollector.fields(in: actions) {
      let prompt = field.arguments.first { $0.label == nil }?.expression
      draft.fields.append(
        AlertDraft.Field(
          placeholder: prompt.map {
            StringExpression.text(of: $0, lines, literalIsKey: true, names: names)
          },
          secure: field.calleeName == "SecureField"))
    }
    if let message = call.closure("message"), let text = ButtonCollector.firstText(in: message) {
      let read = StringExpression.text(of: text, lines, literalIsKey: true, names: names)
      // `Text(notice.message ?? "")` with no message shows none.
      draft.message = read.text.isEmpty ? nil : read
    }
    guard addsSystemButtons else { return draft }
    if draft.buttons.isEmpty {
      draft.buttons.append(draft.systemButton("OK", .default))
    } else if draft.buttons.allSatisfy({ $0.role == .destructive }) {
      draft.buttons.append(draft.systemButton("Cancel", .cancel))
    }
    return draft
  }

  /// The action sheet of a `.confirmationDialog("Title", isPresented: …) { Button… } message:
  /// { Text… }` call. iOS shows the title only with `titleVisibility: .visible` (the default,
  /// `.automatic`, hides it on iPhone), and adds a Cancel button when no action has the cancel
  /// role.
  func confirmationDialog(_ call: FunctionCallExprSyntax) -> AlertDraft? {
    guard var draft = modifier(call, addsSystemButtons: false) else { return nil }
    draft.style = .actionSheet
    let visibility = call.argument("titleVisibility")?.as(MemberAccessExprSyntax.self)
    if visibility?.declName.baseName.text != "visible" { draft.title = nil }
    if !draft.buttons.contains(where: { $0.role == .cancel }) {
      draft.buttons.append(draft.systemButton("Cancel", .cancel))
    }
    return draft
  }

  /// A `Button("Label", role: …)`, `Button(role: …) { } label: { Text("…") }` or
  /// `Button(action: …) { Text("…") }` inside an alert's actions.
  private func button(_ call: FunctionCallExprSyntax, _ draft: AlertDraft) -> AlertDraft.Button {
    // `.destructive`, or what the value an app's presenter shows holds (`notice.primary.role`).
    let written = call.argument("role")
    let role =
      (written.flatMap { names.bound($0)?.expression } ?? written)?.as(MemberAccessExprSyntax.self)
      .flatMap { ButtonRole(rawValue: $0.declName.baseName.text) } ?? .default
    if let title = call.arguments.first, title.label == nil,
      !title.expression.is(ClosureExprSyntax.self)
    {
      return AlertDraft.Button(
        label: StringExpression.text(of: title.expression, lines, literalIsKey: true, names: names),
        role: role)
    }
    let labelClosure =
      call.closure("label") ?? (call.argument("action") != nil ? call.trailingClosure : nil)
    if let text = ButtonCollector.firstText(in: labelClosure) {
      return AlertDraft.Button(
        label: StringExpression.text(of: text, lines, literalIsKey: true, names: names), role: role)
    }
    return AlertDraft.Button(
      label: ExtractedText(
        text: "{label}", placeholders: ["label"], location: lines.location(of: call)),
      role: role)
  }

  /// The action sheet of a deprecated `ActionSheet(title: Text("…"), message: …, buttons:
  /// [.default(Text("…")), .cancel()])`.
  func legacySheet(_ call: FunctionCallExprSyntax) -> AlertDraft? {
    guard let title = call.argument("title") else { return nil }
    var draft = AlertDraft(location: lines.location(of: call))
    draft.style = .actionSheet
    draft.title = StringExpression.text(of: title, lines, literalIsKey: true, names: names)
    if let message = call.argument("message"), !names.isNil(message) {
      draft.message = StringExpression.text(of: message, lines, literalIsKey: true, names: names)
    }
    for element in call.argument("buttons")?.as(ArrayExprSyntax.self)?.elements ?? [] {
      guard let button = element.expression.as(FunctionCallExprSyntax.self) else { continue }
      draft.buttons.append(legacyButton(button, draft))
    }
    if !draft.buttons.contains(where: { $0.role == .cancel }) {
      draft.buttons.append(draft.systemButton("Cancel", .cancel))
    }
    return draft
  }

  /// A deprecated `.default(Text("…"))`, `.destructive(…)` or `.cancel()` button.
  private func legacyButton(_ button: FunctionCallExprSyntax, _ draft: AlertDraft)
    -> AlertDraft.Button
  {
    let role = button.calleeName.flatMap(ButtonRole.init(rawValue:)) ?? .default
    if let text = button.arguments.first(where: { $0.label == nil })?.expression {
      return AlertDraft.Button(
        label: StringExpression.text(of: text, lines, literalIsKey: true, names: names),
        role: role)
    }
    var system = draft.systemButton(role == .cancel ? "Cancel" : "OK", role)
    system.label.location = lines.location(of: button)
    return system
  }

  /// The alert of a deprecated `Alert(title: Text("…"), message: …, primaryButton: …,
  /// secondaryButton: …)` or `Alert(title:message:dismissButton:)`.
  func legacyAlert(_ call: FunctionCallExprSyntax) -> AlertDraft? {
    guard let title = call.argument("title") else { return nil }
    var draft = AlertDraft(location: lines.location(of: call))
    draft.title = StringExpression.text(of: title, lines, literalIsKey: true, names: names)
    draft.message = call.argument("message").map {
      StringExpression.text(of: $0, lines, literalIsKey: true, names: names)
    }
    for label in ["primaryButton", "secondaryButton", "dismissButton"] {
      guard let button = call.argument(label)?.as(FunctionCallExprSyntax.self) else { continue }
      draft.buttons.append(legacyButton(button, draft))
    }
    if draft.buttons.isEmpty { draft.buttons.append(draft.systemButton("OK", .default)) }
    return draft
  }
}
