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

  /// The actions of the document of the alert `alertId` whose items' texts link as `links`
  /// say, in the body's order: the shared table's, or the screen's, and one for each
  /// policy link; with `omitsSharedActions` and a shared table, the link actions alone.
  func documentActions(
    alertId: String, links: [LayoutDocument.LinkRange]
  ) -> [String: LayoutDocument.Action] {
    guard let shared else {
      return addingLinkActions(to: actions(alertId: alertId), links: links, alertId: alertId)
    }
    if omitsSharedActions {
      return addingLinkActions(
        to: [:], links: links, alertId: alertId, besides: shared.actions.value)
    }
    // The shared table has every action; only the alert's id differs, and mapping the values
    // keeps the keys where they are instead of hashing each again.
    let actions = shared.actions.value.mapValues { action in
      var action = action
      action.analytics.alertId = alertId
      return action
    }
    return addingLinkActions(to: actions, links: links, alertId: alertId)
  }

  /// `actions` with one `open-url` action for each policy link in `links`, the links of the
  /// body's items in its order, its URL that of the first range linking it (the variant for
  /// that text's language, so a client running the action opens the page its words name), its
  /// analytics naming the policy id.
  /// The ids of `besides` are taken, as those of `actions` are.
  func addingLinkActions(
    to actions: [String: LayoutDocument.Action], links: [LayoutDocument.LinkRange],
    alertId: String, besides: [String: LayoutDocument.Action] = [:]
  ) -> [String: LayoutDocument.Action] {
    guard self.links != nil, !links.isEmpty else { return actions }
    var actions = actions
    for link in links where actions[link.action] == nil && besides[link.action] == nil {
      // The prefix is ASCII: as many characters as bytes.
      let id = String(link.action.dropFirst(LinkDestinations.actionPrefix.utf8.count))
      actions[link.action] = LayoutDocument.Action(
        kind: .openURL, url: link.url,
        analytics: .init(event: LinkDestinations.event, alertId: alertId, target: id))
    }
    return actions
  }
}
