extension LayoutJSONWriter {
  /// Writes one block of the body, its `type` sorted in among its own fields as the
  /// `Encodable` conformance puts both in one object.
  mutating func write(_ block: LayoutDocument.Block) {
    openObject()
    switch block {
    case .banner(let banner):
      annotations(banner.annotations)
      fallback(banner.fallback)
      key("icon")
      write(banner.icon)
      key("subtitle")
      string(banner.subtitle)
      key("title")
      string(banner.title)
      key("type")
      string("banner")
    case .details(let details):
      fallback(details.fallback)
      key("items")
      openArray()
      // By index, so that each element is written where it is rather than copied out.
      for index in details.items.indices {
        element()
        write(details.items[index])
      }
      closeArray()
      key("type")
      string("details")
    case .section(let section):
      if let button = section.button {
        key("button")
        write(button)
      }
      fallback(section.fallback)
      key("heading")
      openObject()
      annotations(section.heading.annotations)
      key("level")
      number(section.heading.level)
      key("text")
      string(section.heading.text)
      closeObject()
      key("id")
      string(section.id)
      key("items")
      openArray()
      for index in section.items.indices {
        element()
        openObject()
        annotations(section.items[index].annotations)
        if let icon = section.items[index].icon {
          key("icon")
          write(icon)
        }
        key("text")
        string(section.items[index].text)
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

  /// Writes a block's `fallback`, when it has one.
  private mutating func fallback(_ block: LayoutDocument.Block?) {
    guard let block else { return }
    key("fallback")
    write(block)
  }

  private mutating func write(_ detail: LayoutDocument.Detail) {
    openObject()
    annotations(detail.annotations)
    if let date = detail.date {
      key("date")
      openObject()
      annotations(date.annotations)
      key("display")
      string(date.display)
      key("iso")
      string(date.iso)
      key("source")
      string(date.source)
      key("spoken")
      string(date.spoken)
      if let spokenText = date.spokenText {
        key("spokenText")
        string(spokenText)
      }
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
        annotations(field.annotations)
        key("key")
        string(field.key)
        key("label")
        string(field.label)
        if let spoken = field.spokenValue {
          key("spokenValue")
          string(spoken)
        }
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
      annotations(origin.annotations)
      key("text")
      string(origin.text)
      key("value")
      string(origin.value)
      closeObject()
    }
    if let spoken = detail.spokenValue {
      key("spokenValue")
      string(spoken)
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

extension LayoutJSONWriter {
  /// Writes `annotations` under their key, when there are any.
  mutating func annotations(_ annotations: LayoutDocument.Annotations?) {
    guard let annotations else { return }
    key("annotations")
    openObject()
    // In the order they are kept: the UTF-8 order of their names.
    for (name, annotation) in annotations { write(name, annotation) }
    closeObject()
  }

  private mutating func write(_ name: String, _ annotation: LayoutDocument.TextAnnotation) {
    key(named: name)
    openObject()
    if let arguments = annotation.arguments {
      key("arguments")
      openArray()
      for range in arguments {
        element()
        openObject()
        key("length")
        number(range.length)
        key("start")
        number(range.start)
        closeObject()
      }
      closeArray()
    }
    if let direction = annotation.direction {
      key("direction")
      string(direction.rawValue)
    }
    if let lang = annotation.lang {
      key("lang")
      string(lang)
    }
    if let links = annotation.links {
      key("links")
      openArray()
      for link in links {
        element()
        openObject()
        key("action")
        string(link.action)
        key("length")
        number(link.length)
        key("start")
        number(link.start)
        key("url")
        string(link.url)
        closeObject()
      }
      closeArray()
    }
    closeObject()
  }
}
