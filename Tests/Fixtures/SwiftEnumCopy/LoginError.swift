import Foundation

/// What signing in can fail with; each case's copy is chosen by `switch self`.
enum LoginError: Error {
  case accountLocked
  case passwordExpired
  case offline
  case server(code: Int)

  var title: String {
    switch self {
    case .accountLocked:
      return NSLocalizedString("Account Locked", comment: "")
    case .passwordExpired, .offline:
      return NSLocalizedString("Can’t Sign In", comment: "")
    default:
      return NSLocalizedString("Something Went Wrong", comment: "")
    }
  }

  var message: String {
    switch self {
    case .accountLocked:
      return NSLocalizedString("Too many attempts. Try again in an hour.", comment: "")
    case .passwordExpired:
      return NSLocalizedString(
        "Your password has expired. Choose a new one to continue.", comment: "")
    case .offline:
      return NSLocalizedString("Connect to the internet and try again.", comment: "")
    case .server:
      return NSLocalizedString("Try again later.", comment: "")
    }
  }
}
