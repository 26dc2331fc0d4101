/// One step from a value to a value inside it.
package enum JSONStep: Hashable, Sendable {
  /// The member of an object with this key.
  case member(String)
  /// The element of an array at this index.
  case element(Int)
}

extension JSONValue {
  /// This value with the value at `path` replaced by `replacement`; `nil` removes a member
  /// (or an element), and a member that is not there is added at the end.
  package func replacing(_ path: ArraySlice<JSONStep>, with replacement: JSONValue?) -> JSONValue {
    guard let step = path.first else {
      return replacement ?? JSONValue(kind: .null, location: location)
    }
    var copy = self
    switch (step, kind) {
    case (.member(let key), .object(var members)):
      if let index = members.firstIndex(where: { $0.key == key }) {
        if path.count == 1 && replacement == nil {
          members.remove(at: index)
        } else {
          members[index].value = members[index].value.replacing(path.dropFirst(), with: replacement)
        }
      } else if path.count == 1, let replacement {
        members.append(JSONMember(key: key, keyLocation: replacement.location, value: replacement))
      }
      copy.kind = .object(members)
    case (.element(let index), .array(var elements)) where elements.indices.contains(index):
      if path.count == 1 && replacement == nil {
        elements.remove(at: index)
      } else {
        elements[index] = elements[index].replacing(path.dropFirst(), with: replacement)
      }
      copy.kind = .array(elements)
    default: break
    }
    return copy
  }
}
