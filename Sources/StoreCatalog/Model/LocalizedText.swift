/// One localization of a product or subscription group: the name and description shown to people.
public struct LocalizedText: Sendable, Hashable, Codable {
  /// The locale identifier as the file writes it (`en_US`, `zh_Hans`, `de`).
  public var locale: String
  public var displayName: String
  public var description: String

  public init(locale: String, displayName: String, description: String) {
    self.locale = locale
    self.displayName = displayName
    self.description = description
  }
}
