extension LayoutJSONWriter {
  /// Writes one block of the body, its `type` sorted in among its own fields as the
  /// `Encodable` conformance puts both in one object.
  mutating func write(_ block: LayoutDocument.Block) {
    openObject()
    switch block {
    case .banner(let banner):
      key("icon")
      write(banner.icon)
      key("subtitle")
      string(banner.subtitle)
      key("title")
      string(banner.title)
      key("type")
      string("banner")
    case .details(let details):
      key("items")
      openArray()
      for detail in details.items {
        element()
        write(detail)
      }
      closeArray()
      key("type")
      string("details")
    case .section(let section):
      if let button = section.button {
        key("button")
        write(button)
      }
      key("heading")
      openObject()
      key("level")
      number(section.heading.level)
      key("text")
      string(section.heading.text)
      closeObject()
      key("id")
      string(section.id)
      key("items")
      openArray()
      for item in section.items {
        element()
        openObject()
        if let icon = item.icon {
          key("icon")
          write(icon)
        }
        key("text")
        string(item.text)
        closeObject()
      }
      closeArray()
      key("type")
      string("section")
    case .separator:
      key("type")
      string("separator")
    }
    closeObject()
  }

  private mutating func write(_ detail: LayoutDocument.Detail) {
    openObject()
    if let date = detail.date {
      key("date")
      openObject()
      key("display")
      string(date.display)
      key("iso")
      string(date.iso)
      key("source")
      string(date.source)
      key("spoken")
      string(date.spoken)
      key("text")
      string(date.text)
      closeObject()
    }
    key("eventIndex")
    number(detail.eventIndex)
    if let fields = detail.fields {
      key("fields")
      openArray()
      for field in fields {
        element()
        openObject()
        key("key")
        string(field.key)
        key("label")
        string(field.label)
        key("value")
        string(field.value)
        closeObject()
      }
      closeArray()
    }
    key("icon")
    write(detail.icon)
    if let matchType = detail.matchType {
      key("matchType")
      string(matchType)
    }
    if let origin = detail.origin {
      key("origin")
      openObject()
      key("text")
      string(origin.text)
      key("value")
      string(origin.value)
      closeObject()
    }
    if let value = detail.value {
      key("value")
      string(value)
    }
    if let text = detail.valueMissingText {
      key("valueMissingText")
      string(text)
    }
    closeObject()
  }
}
