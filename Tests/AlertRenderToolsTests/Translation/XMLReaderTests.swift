import AlertRenderTestSupport
import Testing

@testable import AlertRenderTools
@testable import AlertRendering

@Suite struct XMLReaderTests {
  private func parse(_ text: String) throws(XMLSyntaxError) -> XMLElement {
    try XMLReader.parse(Array(text.utf8))
  }

  private func failure(_ text: String) -> XMLSyntaxError? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error
    }
  }

  @Test func readsElementsAttributesTextAndNamespaces() throws {
    let root = try parse(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!-- a comment -->
      <x:doc xmlns:x="urn:a" xmlns="urn:b" kind='single &amp; "quoted"'>
        <item id="1">a &lt; b &#233;&#x1F600; <![CDATA[<raw> & ]]></item>
        <?pi ignored?>
        <empty/>
      </x:doc>
      """)
    #expect(root.localName == "doc")
    #expect(root.namespace == "urn:a")
    #expect(root[attribute: "kind"] == #"single & "quoted""#)
    let item = try #require(root.elements.first)
    #expect(item.namespace == "urn:b")
    #expect(item.line == 4)
    #expect(item.column == 3)
    #expect(item.children == [.text("a < b é😀 <raw> & ")])
    #expect(root.elements.map(\.localName) == ["item", "empty"])
  }

  @Test func normalizesLineEndingsAndAttributeWhitespace() throws {
    let root = try parse("<a v=\"x\ty\nz&#10;\">one\r\ntwo\rthree</a>")
    #expect(root[attribute: "v"] == "x y z\n")
    #expect(root.children == [.text("one\ntwo\nthree")])
  }

  @Test func reportsWhereAndWhatWasExpected() throws {
    let mismatched = try #require(failure("<a>\n  <b>text</c>\n</a>"))
    #expect(mismatched.line == 2)
    #expect(mismatched.reason.contains("expected </b>"))
    let unclosed = try #require(failure("<a><b>"))
    #expect(unclosed.reason.contains("expected </b>"))
    #expect(try #require(failure("<a>&nbsp;</a>")).reason.contains("&nbsp;"))
    #expect(try #require(failure("<a>\u{7}</a>")).reason.contains("U+0007"))
    #expect(try #require(failure("<a>&#7;</a>")).reason.contains("not a character"))
    #expect(try #require(failure("<!DOCTYPE a [<!ENTITY x \"y\">]><a/>")).reason.contains("DTD"))
    #expect(try #require(failure("<a b=\"1\" b=\"2\"/>")).reason.contains("twice"))
    #expect(try #require(failure("<p:a/>")).reason.contains("not declared"))
    #expect(try #require(failure("<a/><b/>")).reason.contains("after the root element"))
    #expect(
      try #require(failure("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>")).reason.contains(
        "UTF-8"))
    #expect(try #require(failure("<a>x ]]> y</a>")).reason.contains("]]&gt;"))
    let badUTF8 = XMLReaderTests.failureBytes([0x3C, 0x61, 0x3E, 0xFF, 0x3C, 0x2F, 0x61, 0x3E])
    #expect(badUTF8?.reason.contains("UTF-8") == true)
    let column = try #require(failure("<a>\n  é <b x=1/></a>"))
    #expect(column.line == 2)
    #expect(column.column == 10)
  }

  /// Issue 23, item 8: a document on one line took time quadratic in its length (a 654 KB
  /// one-line XLIFF took 30 s), since each element's column was counted from the line's start.
  @Test func columnsOfADocumentOnOneLineCostOnePassOverIt() throws {
    let count = 5_000
    var text = "<a>"
    for index in 0..<count { text += index.isMultiple(of: 2) ? "<b>é</b>" : "<c x='1'/>" }
    text += "</a>"
    let bytes = Array(text.utf8)
    var work = 0
    let root = try XMLReader.parse(bytes, columnBytesCounted: &work)
    #expect(root.elements.count == count)
    // Every column is still the count of characters before it, plus one.
    var column = 4
    for (index, element) in root.elements.enumerated() {
      #expect(element.line == 1 && element.column == column)
      column += index.isMultiple(of: 2) ? 8 : 10
    }
    #expect(
      work <= bytes.count, "\(work) bytes decoded for columns in a \(bytes.count)-byte document")
    // A failure late on the line still names its column.
    let broken = try #require(failure(text.replacingOccurrences(of: "</a>", with: "</z>")))
    #expect(broken.line == 1 && broken.column == bytes.count - 3 - count / 2)
  }

  @Test func boundsNesting() throws {
    let deep = String(repeating: "<a>", count: 200) + String(repeating: "</a>", count: 200)
    #expect(try #require(failure(deep)).reason.contains("deeper than the limit"))
  }

  private static func failureBytes(_ bytes: [UInt8]) -> XMLSyntaxError? {
    do {
      _ = try XMLReader.parse(bytes)
      return nil
    } catch {
      return error
    }
  }
}
