/// A place in a JSON document, written the way people read it:
/// `subscriptionGroups[0].subscriptions[2].recurringSubscriptionPeriod`.
///
/// Paths are built for every object a decoder reads but printed only for problems, so a path is a
/// chain of steps that shares its parent: going one step deeper costs one small allocation.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
  /// One step down: a member of an object or an element of an array.
  public enum Component: Sendable, Hashable {
    case key(String)
    case index(Int)
  }

  /// The last step and the path before it.
  private final class Step: Sendable {
    let parent: Step?
    let component: Component

    init(parent: Step?, component: Component) {
      self.parent = parent
      self.component = component
    }
  }

  private let last: Step?

  private init(last: Step?) { self.last = last }

  public init(_ components: [Component] = []) {
    last = components.reduce(nil) { Step(parent: $0, component: $1) }
  }

  /// The document itself.
  public static let root = JSONPath()

  /// The steps from the root, in order.
  public var components: [Component] {
    var steps: [Component] = []
    var step = last
    while let current = step {
      steps.append(current.component)
      step = current.parent
    }
    return steps.reversed()
  }

  public func appending(_ key: String) -> JSONPath { JSONPath(last: Step(parent: last, component: .key(key))) }

  public func appending(_ index: Int) -> JSONPath { JSONPath(last: Step(parent: last, component: .index(index))) }

  public var isRoot: Bool { last == nil }

  public static func == (lhs: JSONPath, rhs: JSONPath) -> Bool { lhs.components == rhs.components }

  public func hash(into hasher: inout Hasher) { hasher.combine(components) }

  /// The path as text; the root is written `(top level)`.
  public var description: String {
    guard !isRoot else { return "(top level)" }
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
