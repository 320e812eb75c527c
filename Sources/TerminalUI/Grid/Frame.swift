/// What a render produces: the screen, plus the clickable regions on it, each naming what a click there means.
///
/// Mouse handling stays pure: the reducer asks `regions.target(at:)` where the pointer was and gets the app's
/// own action (or target) back.
public struct Frame<Target: Sendable>: Sendable {
  public var screen: Screen
  public var regions: HitRegions<Target>

  public init(size: Size, glyphs: Glyphs = .unicode) {
    screen = Screen(size: size, glyphs: glyphs)
    regions = HitRegions()
  }
}

/// A rectangle of the screen and what clicking it means; `nil` blocks clicks (the area behind a modal).
public struct HitRegion<Target: Sendable>: Sendable {
  public var rect: Rect
  public var target: Target?

  public init(rect: Rect, target: Target?) {
    self.rect = rect
    self.target = target
  }
}

/// The clickable regions of a frame, in drawing order: a region added later lies on top.
public struct HitRegions<Target: Sendable>: Sendable {
  public private(set) var all: [HitRegion<Target>] = []

  public init() {}

  /// Makes `rect` mean `target` when clicked.
  public mutating func add(_ rect: Rect, _ target: Target) {
    guard !rect.isEmpty else { return }
    all.append(HitRegion(rect: rect, target: target))
  }

  public mutating func add(contentsOf regions: [HitRegion<Target>]) {
    all.append(contentsOf: regions.filter { !$0.rect.isEmpty })
  }

  /// Makes everything already added under `rect` unclickable (a modal's backdrop): add this before the modal's
  /// own regions.
  public mutating func block(_ rect: Rect) {
    all.append(HitRegion(rect: rect, target: nil))
  }

  /// What a click at `point` means: the topmost region there, or nil.
  public func target(at point: Point) -> Target? {
    all.last { $0.rect.contains(point) }?.target
  }
}
