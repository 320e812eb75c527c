import Foundation
import FoundationXML

/// Parses XML strictly and remembers its elements, so tests can check a report is well-formed and
/// holds what it should.
final class XMLCheck: NSObject, XMLParserDelegate {
  struct Element {
    var name: String
    var attributes: [String: String]
    var text = ""
  }

  private(set) var elements: [Element] = []
  private(set) var errors: [String] = []
  private var open: [Int] = []

  /// Parses `xml`; `errors` is empty when it is well-formed.
  init(_ xml: String) {
    super.init()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = self
    if !parser.parse() || parser.parserError != nil, errors.isEmpty { errors.append("the parser stopped") }
  }

  var isWellFormed: Bool { errors.isEmpty }

  func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String]
  ) {
    open.append(elements.count)
    elements.append(Element(name: elementName, attributes: attributes))
  }

  func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
    _ = open.popLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if let index = open.last { elements[index].text += string }
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    errors.append("\(parseError)")
  }
}
