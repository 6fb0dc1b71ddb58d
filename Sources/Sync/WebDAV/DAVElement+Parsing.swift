// Parsing WebDAV XML bodies (RFC 4918 §14, XML Namespaces 1.0) with FoundationXML's XMLParser;
// a document type declaration is refused before parsing (RFC 4918 §20.6: no DTD, so no entity
// of any kind is declared or expanded), and depth and element count are bounded.

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

extension DAVElement {
  /// The deepest element nesting we accept; multistatus bodies need fewer than 12 levels.
  public static let maximumDepth = 64
  /// The most elements in one document (a sync-collection of 100,000 members has ~700,000).
  public static let maximumElements = 1_000_000

  /// Parses an XML document into its root element; nil when it is not well-formed XML, not
  /// UTF-8 (or declares another encoding), has a document type declaration (`<!DOCTYPE`, where entities would be declared), nests
  /// deeper than `maximumDepth`, has more than `maximumElements` elements, or is empty.
  ///
  /// Example: `parse(Data("<a xmlns='DAV:'><b>x</b></a>".utf8))?.child("DAV:", "b")?.text` is `"x"`;
  /// `parse(Data("<!DOCTYPE a [<!ENTITY e 'x'>]><a>&e;</a>".utf8))` is nil.
  public static func parse(_ data: Data) -> DAVElement? {
    // FoundationXML traps (force-unwraps a failed UTF-8 decoding) on a name that is not
    // UTF-8, so only UTF-8 bodies reach it: a hostile server's one byte must not crash us.
    guard !data.isEmpty, isUTF8(data), !declaresOtherEncoding(data), !declaresDocumentType(data) else { return nil }
    let parser = XMLParser(data: data)
    parser.shouldProcessNamespaces = true
    parser.shouldReportNamespacePrefixes = false
    parser.shouldResolveExternalEntities = false
    let builder = TreeBuilder()
    parser.delegate = builder
    guard parser.parse(), !builder.failed else { return nil }
    return builder.root
  }

  /// Whether `data` is well-formed UTF-8 (Unicode §3.9, D92).
  ///
  /// Example: `"é"` as C3 A9 → true; C3 28 → false.
  static func isUTF8(_ data: Data) -> Bool {
    var iterator = data.makeIterator()
    var decoder = Unicode.UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: return true
      case .error: return false
      }
    }
  }

  /// Whether an XML declaration names an encoding other than UTF-8 (XML 1.0 §4.3.3), which
  /// would make the parser re-decode the bytes.
  ///
  /// Example: `<?xml version="1.0" encoding="ISO-8859-1"?>` → true; `encoding='utf-8'` or none → false.
  static func declaresOtherEncoding(_ data: Data) -> Bool {
    let head = String(decoding: data.prefix(200), as: UTF8.self)
    guard head.hasPrefix("<?xml"), let end = head.range(of: "?>") else { return false }
    let declaration = head[..<end.lowerBound].lowercased()
    guard let key = declaration.range(of: "encoding") else { return false }
    let value = declaration[key.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" }
      .prefix { $0 != "\"" && $0 != "'" && $0 != " " }
    return value != "utf-8" && value != "utf8"
  }

  /// Whether the prolog (before the root element) holds `<!DOCTYPE`: after an optional
  /// byte-order mark, white space, processing instructions (`<?…?>`) and comments only.
  ///
  /// Example: `<?xml version="1.0"?>\n<!-- x --><!DOCTYPE d [...]>` → true; `<d:multistatus …>` → false.
  static func declaresDocumentType(_ data: Data) -> Bool {
    let bytes = [UInt8](data.prefix(1 << 20))
    var i = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
    func at(_ text: String) -> Bool { bytes[i...].starts(with: Array(text.utf8)) }
    func skip(past end: String) -> Bool {
      let target = Array(end.utf8)
      while i < bytes.count {
        if bytes[i...].starts(with: target) { i += target.count; return true }
        i += 1
      }
      return false
    }
    while i < bytes.count {
      switch bytes[i] {
      case 0x20, 0x09, 0x0A, 0x0D: i += 1
      case UInt8(ascii: "<") where at("<?"): if !skip(past: "?>") { return false }
      case UInt8(ascii: "<") where at("<!--"): if !skip(past: "-->") { return false }
      default: return at("<!")
      }
    }
    return false
  }
}

/// Builds the element tree from XMLParser's callbacks (used on one thread, inside `parse`).
private final class TreeBuilder: NSObject, XMLParserDelegate {
  var stack: [DAVElement] = []
  var root: DAVElement?
  var failed = false
  var elements = 0

  func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
              qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
    elements += 1
    guard stack.count < DAVElement.maximumDepth, elements <= DAVElement.maximumElements else {
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

  // Belt and braces: `parse` refuses a DTD before parsing; should one get through, any
  // entity declaration stops the parse.
  func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
    failed = true
    parser.abortParsing()
  }

  func parser(_ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?,
              systemID: String?) {
    failed = true
    parser.abortParsing()
  }
}
