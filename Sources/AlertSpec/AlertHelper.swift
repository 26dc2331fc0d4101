/// An alert helper of the app declared in the project file (`helpers`), for one the Swift
/// reader cannot read into (its body is in a binary framework, Objective-C, or outside the
/// paths read): each call of `name` is an alert whose title and message are the arguments
/// named, with the buttons the helper adds.
public struct AlertHelper: Sendable, Equatable {
  /// Which argument of a call holds a piece of copy.
  public enum Argument: Sendable, Equatable {
    /// The argument with this label (`message` of `showAlert(title:message:)`).
    case label(String)
    /// The argument at this position, from 1, labelled or not.
    case position(Int)
  }

  /// A button the helper adds: fixed text, or an argument of the call, or a member of the
  /// value an argument builds (`title` of `primaryButton: .init(title: "OK", role: .cancel)`,
  /// for an alert value type declared as a helper named after the type).
  public struct Button: Sendable, Equatable {
    public var text: String?
    public var argument: Argument?
    /// The label's member of the value `argument` builds; its `role:` is the button's role.
    /// With a member, ``text`` is the label of the type's default button, when the call passes
    /// no value.
    public var member: String? = nil
    public var role: ButtonRole
    /// Where the project file declares it.
    public var place: SourceLocation

    public init(text: String?, argument: Argument?, role: ButtonRole, place: SourceLocation) {
      self.text = text
      self.argument = argument
      self.role = role
      self.place = place
    }
  }

  /// The name calls use: a function or method (`showAlert`, or `present` of `Banner.present`).
  public var name: String
  public var title: Argument?
  public var message: Argument?
  public var buttons: [Button]
  public var style: AlertStyle
  /// Where the project file declares it.
  public var place: SourceLocation

  public init(
    name: String, title: Argument?, message: Argument?, buttons: [Button], style: AlertStyle,
    place: SourceLocation
  ) {
    self.name = name
    self.title = title
    self.message = message
    self.buttons = buttons
    self.style = style
    self.place = place
  }
}
