/// How much of a split one part takes: a fixed number of cells, or a weighted share of what is left.
public enum Extent: Hashable, Sendable {
  /// Exactly this many cells (fewer when the whole is too small).
  case fixed(Int)
  /// A share of the cells the fixed parts leave, proportional to the weight.
  case flexible(Int)

  /// A flexible part of weight 1.
  public static let fill = Extent.flexible(1)
}

extension Rect {
  /// Splits this rectangle top to bottom into rows sized by `extents`, with `spacing` empty rows between them.
  public func rows(_ extents: [Extent], spacing: Int = 0) -> [Rect] {
    var top = y
    return Self.lengths(of: extents, in: height, spacing: spacing).map { length in
      defer { top += length + spacing }
      return Rect(x: x, y: top, width: width, height: length)
    }
  }

  /// Splits this rectangle left to right into columns sized by `extents`, with `spacing` empty columns between.
  public func columns(_ extents: [Extent], spacing: Int = 0) -> [Rect] {
    var left = x
    return Self.lengths(of: extents, in: width, spacing: spacing).map { length in
      defer { left += length + spacing }
      return Rect(x: left, y: y, width: length, height: height)
    }
  }

  /// Divides `total` cells among `extents`: fixed parts first, in order, while space lasts; flexible parts share
  /// the rest by weight, the remainder going one cell at a time to the earliest flexible parts.
  static func lengths(of extents: [Extent], in total: Int, spacing: Int) -> [Int] {
    guard !extents.isEmpty else { return [] }
    var available = max(0, total - max(0, spacing) * (extents.count - 1))
    var lengths = [Int](repeating: 0, count: extents.count)
    var totalWeight = 0
    for (index, extent) in extents.enumerated() {
      switch extent {
      case .fixed(let cells):
        lengths[index] = min(max(0, cells), available)
        available -= lengths[index]
      case .flexible(let weight):
        totalWeight += max(0, weight)
      }
    }
    guard totalWeight > 0 else { return lengths }
    var remainder = available
    for (index, extent) in extents.enumerated() {
      if case .flexible(let weight) = extent {
        lengths[index] = available * max(0, weight) / totalWeight
        remainder -= lengths[index]
      }
    }
    for (index, extent) in extents.enumerated() where remainder > 0 {
      if case .flexible(let weight) = extent, weight > 0 {
        lengths[index] += 1
        remainder -= 1
      }
    }
    return lengths
  }
}
