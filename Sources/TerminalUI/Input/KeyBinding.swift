/// One line of the key-binding table: the keys, the action they trigger, and how the binding is shown.
///
/// The same table drives input handling, the footer hints and the help overlay, so they can never disagree;
/// adding a key is one line.
public struct KeyBinding<Action: Sendable, Scope: Hashable & Sendable>: Sendable {
  /// The keys, the first being the one hints show: `[.down, .character("j")]`.
  public var keys: [Key]
  public var action: Action
  /// What the binding does, in a word or two: "select", "buy", "quit".
  public var label: String
  /// The help overlay's group for this binding: "Navigation", "Purchases".
  public var section: String
  /// Where the binding applies: a pane, a dialog, everywhere.
  public var scope: Scope
  /// Shown in the footer when set; 1 is the most important (dropped last at narrow widths).
  public var footerPriority: Int?
  /// The keys the footer shows when the first key alone is not right, such as `[.up, .down]` for a pair of
  /// bindings shown as one hint (`↑↓`, or `Up/Down` in ASCII).
  public var footerKeys: [Key]?
  /// The footer's words when they differ from the help overlay's, such as "select" for `↑↓` where help lists
  /// `↓` as "down".
  public var footerLabel: String?

  public init(
    keys: [Key], action: Action, label: String, section: String, scope: Scope, footerPriority: Int? = nil,
    footerKeys: [Key]? = nil, footerLabel: String? = nil
  ) {
    self.keys = keys
    self.action = action
    self.label = label
    self.section = section
    self.scope = scope
    self.footerPriority = footerPriority
    self.footerKeys = footerKeys
    self.footerLabel = footerLabel
  }
}

/// Two or more bindings in one scope that claim the same key: a mistake the table's test should catch.
public struct KeyConflict<Scope: Hashable & Sendable>: Hashable, Sendable {
  public var key: Key
  public var scope: Scope
  /// The labels of the bindings that share the key, in table order.
  public var labels: [String]
}

/// The app's key bindings: looks up actions by key and scope, and generates footer hints and help from the
/// same lines.
///
/// Scopes are passed most specific first (`[.dialog]`, or `[.productList, .global]`): a key bound in an earlier
/// scope shadows the same key in a later one, in lookups, hints and help alike.
public struct KeyBindingTable<Action: Sendable, Scope: Hashable & Sendable>: Sendable {
  public var bindings: [KeyBinding<Action, Scope>] {
    didSet { owners = Self.owners(of: bindings) }
  }
  /// For each scope, the first binding of that scope claiming each key. Lookups and hints read it instead of
  /// walking the table per key: the storefront's first frame builds the footer hints of every scope stack, which
  /// walking took 170 ms of a 340 ms first frame on the demo catalog (`bench/tui`, 2026-12-02).
  private var owners: [Scope: [Key: Int]]

  public init(_ bindings: [KeyBinding<Action, Scope>]) {
    self.bindings = bindings
    owners = Self.owners(of: bindings)
  }

  /// The binding `key` triggers in `scopes`, searching them in order.
  public func binding(for key: Key, in scopes: [Scope]) -> KeyBinding<Action, Scope>? {
    index(for: key, in: scopes).map { bindings[$0] }
  }

  /// The action `key` triggers in `scopes`, or nil when it is not bound there.
  public func action(for key: Key, in scopes: [Scope]) -> Action? {
    binding(for: key, in: scopes)?.action
  }

  /// The footer hints for `scopes`, in table order, leaving out bindings every key of which is shadowed.
  public func footerHints(in scopes: [Scope], glyphs: Glyphs = .unicode) -> [KeyHint<Action>] {
    activeIndices(in: scopes).compactMap { index in
      let binding = bindings[index]
      guard let priority = binding.footerPriority, let first = binding.keys.first else { return nil }
      let labels = (binding.footerKeys ?? [first]).map { $0.label(glyphs) }
      let joined = labels.joined(separator: labels.allSatisfy { DisplayWidth.of($0) == 1 } ? "" : "/")
      return KeyHint(keys: joined, label: binding.footerLabel ?? binding.label, priority: priority, action: binding.action)
    }
  }

  /// The help overlay's sections for `scopes`: one per section name in order of first appearance, each
  /// binding showing all of its keys that are not shadowed, leaving out bindings whose action `including` refuses
  /// (a key for a view this run does not have).
  public func helpSections(
    in scopes: [Scope], glyphs: Glyphs = .unicode, including: (Action) -> Bool = { _ in true }
  ) -> [HelpSection] {
    var sections: [HelpSection] = []
    for index in activeIndices(in: scopes) where including(bindings[index].action) {
      let binding = bindings[index]
      let keys = binding.keys.filter { self.index(for: $0, in: scopes) == index }
      let entry = HelpEntry(keys: keys.map { $0.label(glyphs) }.joined(separator: " "), label: binding.label)
      if let existing = sections.firstIndex(where: { $0.title == binding.section }) {
        sections[existing].entries.append(entry)
      } else {
        sections.append(HelpSection(title: binding.section, entries: [entry]))
      }
    }
    return sections
  }

  /// Every key claimed by more than one binding of the same scope.
  public func conflicts() -> [KeyConflict<Scope>] {
    var owners: [Scope: [Key: [Int]]] = [:]
    var order: [(Scope, Key)] = []
    for (index, binding) in bindings.enumerated() {
      for key in Set(binding.keys) {
        if owners[binding.scope, default: [:]][key] == nil { order.append((binding.scope, key)) }
        owners[binding.scope, default: [:]][key, default: []].append(index)
      }
    }
    return order.compactMap { scope, key in
      guard let indices = owners[scope]?[key], indices.count > 1 else { return nil }
      return KeyConflict(key: key, scope: scope, labels: indices.map { bindings[$0].label })
    }
  }

  // MARK: - Lookup

  private func index(for key: Key, in scopes: [Scope]) -> Int? {
    for scope in scopes {
      if let index = owners[scope]?[key] { return index }
    }
    return nil
  }

  private static func owners(of bindings: [KeyBinding<Action, Scope>]) -> [Scope: [Key: Int]] {
    var owners: [Scope: [Key: Int]] = [:]
    for (index, binding) in bindings.enumerated() {
      for key in binding.keys where owners[binding.scope]?[key] == nil { owners[binding.scope, default: [:]][key] = index }
    }
    return owners
  }

  /// Bindings of `scopes` that at least one of their keys still reaches, in table order.
  private func activeIndices(in scopes: [Scope]) -> [Int] {
    bindings.indices.filter { index in
      scopes.contains(bindings[index].scope)
        && bindings[index].keys.contains { self.index(for: $0, in: scopes) == index }
    }
  }
}
