import AlertLayout

extension LayoutBuilder {
  /// The screen's actions for the alert `alertId`, their phone numbers and links the variants
  /// `policyChain` selects.
  func actions(alertId: String) -> [String: LayoutDocument.Action] {
    var actions = [String: LayoutDocument.Action](minimumCapacity: screen.actions.count)
    for action in screen.actions {
      actions[action.id] = action.action(alertId: alertId, chain: policyChain)
    }
    return actions
  }

  /// `actions` with one `open-url` action for each policy link the items of `body` link to,
  /// its URL the variant for the document's locale, its analytics naming the policy id.
  func addingLinkActions(
    to actions: [String: LayoutDocument.Action], body: [LayoutDocument.Block], alertId: String
  ) -> [String: LayoutDocument.Action] {
    guard let links else { return actions }
    var actions = actions
    for case .section(let section) in body {
      for item in section.items {
        for link in item.annotations?["text"]?.links ?? [] where actions[link.action] == nil {
          let id = String(link.action.dropFirst(LinkDestinations.actionPrefix.count))
          actions[link.action] = LayoutDocument.Action(
            kind: .openURL, url: links.url(of: id, lang: nil) ?? link.url,
            analytics: .init(event: LinkDestinations.event, alertId: alertId, target: id))
        }
      }
    }
    return actions
  }
}
