/// A place in a JSON document, written the way people read it:
/// `subscriptionGroups[0].subscriptions[2].recurringSubscriptionPeriod`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
  /// One step down: a member of an object or an element of an array.
  public enum Component: Sendable, Hashable {
    case key(String)
    case index(Int)
  }

  public var components: [Component]

  public init(_ components: [Component] = []) { self.components = components }

  /// The document itself.
  public static let root = JSONPath()

  public func appending(_ key: String) -> JSONPath { appending(.key(key)) }

  public func appending(_ index: Int) -> JSONPath { appending(.index(index)) }

  private func appending(_ component: Component) -> JSONPath {
    var longer: [Component] = []
    longer.reserveCapacity(components.count + 1)
    longer += components
    longer.append(component)
    return JSONPath(longer)
  }

  public var isRoot: Bool { components.isEmpty }

  /// The path as text; the root is written `(top level)`.
  public var description: String {
    guard !components.isEmpty else { return "(top level)" }
    var text = ""
    for component in components {
      switch component {
      case .key(let key):
        if !text.isEmpty { text += "." }
        text += key
      case .index(let index):
        text += "[\(index)]"
      }
    }
    return text
  }
}
