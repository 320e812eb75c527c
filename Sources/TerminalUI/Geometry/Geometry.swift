/// A cell position: column `x` and row `y`, both counted from 0 at the top-left corner.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  public var x: Int
  public var y: Int

  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }

  public var description: String { "(\(x), \(y))" }
}

/// A size in cells: `width` columns by `height` rows.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  public var width: Int
  public var height: Int

  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// Whether this size is at least `minimum` in both directions.
  public func fits(_ minimum: Size) -> Bool { width >= minimum.width && height >= minimum.height }

  public var description: String { "\(width)×\(height)" }
}

/// A rectangle of cells. `maxX` and `maxY` are exclusive, so an empty rectangle has `width` or `height` 0.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  /// Makes a rectangle; a negative width or height becomes 0.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  public init(origin: Point, size: Size) {
    self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
  }

  public var origin: Point { Point(x: x, y: y) }
  public var minX: Int { x }
  public var minY: Int { y }
  public var maxX: Int { x + width }
  public var maxY: Int { y + height }
  public var isEmpty: Bool { width == 0 || height == 0 }

  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The cells both rectangles cover (empty when they do not overlap).
  public func intersection(_ other: Rect) -> Rect {
    let left = max(minX, other.minX)
    let top = max(minY, other.minY)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// This rectangle shrunk by `horizontal` columns on the left and right and `vertical` rows at the top and bottom.
  public func inset(horizontal: Int, vertical: Int) -> Rect {
    Rect(x: x + horizontal, y: y + vertical, width: width - 2 * horizontal, height: height - 2 * vertical)
  }

  /// This rectangle shrunk by `amount` on every side (a border is `inset(by: 1)`).
  public func inset(by amount: Int) -> Rect { inset(horizontal: amount, vertical: amount) }

  /// A rectangle of at most `width` × `height`, centred in this one.
  public func centered(width: Int, height: Int) -> Rect {
    let clampedWidth = min(max(0, width), self.width)
    let clampedHeight = min(max(0, height), self.height)
    return Rect(
      x: x + (self.width - clampedWidth) / 2, y: y + (self.height - clampedHeight) / 2,
      width: clampedWidth, height: clampedHeight)
  }

  /// The one-row rectangle at row `index` counted from this rectangle's top.
  public func row(_ index: Int) -> Rect { Rect(x: x, y: y + index, width: width, height: 1) }

  public var description: String { "\(width)×\(height) at (\(x), \(y))" }
}
