// Parsing WebDAV XML bodies (RFC 4918 §14, XML Namespaces 1.0) with FoundationXML's XMLParser;
// external entities are not resolved and depth and size are bounded.

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

extension DAVElement {
  /// The deepest element nesting we accept; multistatus bodies need fewer than 12 levels.
  public static let maximumDepth = 64

  /// Parses an XML document into its root element; nil when it is not well-formed XML,
  /// nests deeper than `maximumDepth`, or is empty.
  ///
  /// Example: `parse(Data("<a xmlns='DAV:'><b>x</b></a>".utf8))?.child("DAV:", "b")?.text` is `"x"`.
  public static func parse(_ data: Data) -> DAVElement? {
    guard !data.isEmpty else { return nil }
    let parser = XMLParser(data: data)
    parser.shouldProcessNamespaces = true
    parser.shouldReportNamespacePrefixes = false
    parser.shouldResolveExternalEntities = false
    let builder = TreeBuilder()
    parser.delegate = builder
    guard parser.parse(), !builder.failed else { return nil }
    return builder.root
  }
}

/// Builds the element tree from XMLParser's callbacks (used on one thread, inside `parse`).
private final class TreeBuilder: NSObject, XMLParserDelegate {
  var stack: [DAVElement] = []
  var root: DAVElement?
  var failed = false

  func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
              qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
    guard stack.count < DAVElement.maximumDepth else {
      failed = true
      parser.abortParsing()
      return
    }
    stack.append(DAVElement(namespace: namespaceURI ?? "", name: elementName, attributes: attributeDict))
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard !stack.isEmpty else { return }
    stack[stack.count - 1].text += string
  }

  func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
    guard !stack.isEmpty else { return }
    stack[stack.count - 1].text += String(decoding: CDATABlock, as: UTF8.self)
  }

  func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
              qualifiedName qName: String?) {
    guard let done = stack.popLast() else {
      failed = true
      return
    }
    if stack.isEmpty {
      root = done
    } else {
      stack[stack.count - 1].children.append(done)
    }
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    failed = true
  }
}
