// Trimmed excerpt: the cases and the alert copy each chooses; initialisers are cut.
import Foundation

enum SPAuthError: Error {
  case loginBadCredentials
  case signupBadCredentials
  case signupUserAlreadyExists
  case network
  case compromisedPassword
  case unverifiedEmail
  case tooManyAttempts
  case generic
  case requestNotFound
  case invalidCode
  case unknown(statusCode: Int, response: String?, error: Error?)
}

extension SPAuthError {

  /// Returns the Error Title, for Alert purposes
  ///
  var title: String {
    switch self {
    case .signupUserAlreadyExists:
      return NSLocalizedString("Email in use", comment: "Email Taken Alert Title")
    case .compromisedPassword:
      return NSLocalizedString("Compromised Password", comment: "Compromised password alert title")
    case .unverifiedEmail:
      return NSLocalizedString(
        "Account Verification Required", comment: "Email verification required alert title")
    case .tooManyAttempts:
      return NSLocalizedString(
        "Too Many Login Attempts", comment: "Title for too many login attempts error")
    default:
      return NSLocalizedString("Sorry!", comment: "Authentication Error Alert Title")
    }
  }

  /// Returns the Error Message, for Alert purposes
  ///
  var message: String {
    switch self {
    case .signupUserAlreadyExists:
      return NSLocalizedString(
        "The email you've entered is already associated with a Simplenote account.",
        comment: "Error when address is in use")
    case .unverifiedEmail:
      return NSLocalizedString(
        "You must verify your email before being able to login.",
        comment: "Error for un verified email")
    default:
      return NSLocalizedString(
        "We're having problems. Please try again soon.", comment: "Generic error")
    }
  }
}
