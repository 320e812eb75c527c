extension Duration {
  /// The duration in seconds with `decimals` digits after the point, rounded to the nearest (`1.24`): what C's
  /// `%.2f` prints, without going through Foundation's formatting.
  public func seconds(decimals: Int) -> String {
    guard self >= .zero else { return "-" + (.zero - self).seconds(decimals: decimals) }
    var scale: Int64 = 1
    for _ in 0..<decimals { scale *= 10 }
    let (seconds, attoseconds) = components
    let units = seconds * scale + Int64((Double(attoseconds) * Double(scale) / 1e18).rounded())
    let fraction = String(units % scale)
    return "\(units / scale)." + String(repeating: "0", count: decimals - fraction.count) + fraction
  }
}
