import AlertSpec
internal import SwiftSyntax

/// One call of a helper the project file declares (``AlertHelper``): the alert it shows, its
/// title and message read from the arguments the declaration names, where the call is, and
/// its buttons as declared.
enum DeclaredHelperCall {
  static func draft(
    _ call: FunctionCallExprSyntax, _ helper: AlertHelper, lines: SourceLines,
    names: StringNames
  ) -> AlertDraft {
    var draft = AlertDraft(location: lines.location(of: call))
    draft.style = helper.style
    func text(_ argument: AlertHelper.Argument?) -> ExtractedText? {
      guard let expression = argument.flatMap({ Self.expression($0, of: call) }),
        !names.isNil(expression)
      else { return nil }
      return StringExpression.text(of: expression, lines, names: names)
    }
    draft.title = text(helper.title)
    draft.message = text(helper.message)
    for button in helper.buttons {
      if let member = button.member {
        // A button value the call builds: none when it passes none.
        guard let built = button.argument.flatMap({ Self.expression($0, of: call) }),
          !names.isNil(built), let value = built.as(FunctionCallExprSyntax.self),
          let label = value.argument(member)
        else {
          // The value type's default button, when the declaration gives its label.
          if let text = button.text {
            draft.buttons.append(
              AlertDraft.Button(
                label: ExtractedText(
                  text: text, placeholders: [], location: button.place, positions: nil),
                role: button.role))
          }
          continue
        }
        let role =
          value.argument("role")?.as(MemberAccessExprSyntax.self).flatMap {
            ButtonRole(rawValue: $0.declName.baseName.text)
          } ?? button.role
        draft.buttons.append(
          AlertDraft.Button(
            label: StringExpression.text(of: label, lines, names: names), role: role))
        continue
      }
      let label =
        text(button.argument)
        ?? ExtractedText(
          text: button.text ?? "", placeholders: [], location: button.place, positions: nil)
      draft.buttons.append(AlertDraft.Button(label: label, role: button.role))
    }
    return draft
  }

  /// The argument `argument` names in `call`, or `nil` when the call has none there.
  private static func expression(_ argument: AlertHelper.Argument, of call: FunctionCallExprSyntax)
    -> ExprSyntax?
  {
    let passed = Array(call.arguments)
    switch argument {
    case .label(let label): return passed.first { $0.label?.text == label }?.expression
    case .position(let position):
      return passed.indices.contains(position - 1) ? passed[position - 1].expression : nil
    }
  }
}
