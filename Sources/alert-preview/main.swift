import Foundation

print("alert-preview")
