extension LayoutDocument {
  /// A tappable button that runs the action `action` names.
  public struct Button: Codable, Sendable, Equatable {
    /// A stable id, such as `remind-later`.
    public var id: String
    /// The localized label; a long one wraps as `layout.textWrap` says, never cut.
    public var title: String
    /// How the button looks.
    public var style: ButtonStyle
    /// The id of the action to run, a key of `actions`.
    public var action: String
    /// What happens on tap, for screen readers.
    public var accessibilityHint: String?

    /// Languages and argument ranges of this object's texts, by field name; absent when none.
    public var annotations: Annotations? = nil

    /// A button running `action`, which should be a key of the document's `actions`; nil
    /// `accessibilityHint` and `annotations` write no key.
    public init(
      id: String, title: String, style: ButtonStyle, action: String,
      accessibilityHint: String? = nil, annotations: Annotations? = nil
    ) {
      self.id = id
      self.title = title
      self.style = style
      self.action = action
      self.accessibilityHint = accessibilityHint
      self.annotations = annotations
    }
  }

  /// A modal dialog, a value of the document's `dialogs`, opened by a `show-dialog` action.
  public struct Dialog: Codable, Sendable, Equatable {
    /// The localized title, drawn in `typography.title`.
    public var title: String
    /// The localized message under the title, drawn in `typography.text`.
    public var message: String
    /// The buttons; every one closes the dialog, then runs its action.
    public var buttons: [DialogButton]

    /// Languages and argument ranges of this object's texts, by field name; absent when none.
    public var annotations: Annotations? = nil

    /// A dialog of `title`, `message` and `buttons` in the order given; nil `annotations`
    /// writes no key.
    public init(
      title: String, message: String, buttons: [DialogButton], annotations: Annotations? = nil
    ) {
      self.title = title
      self.message = message
      self.buttons = buttons
      self.annotations = annotations
    }
  }

  /// A button of a dialog: it closes the dialog, then runs the action `action` names.
  public struct DialogButton: Codable, Sendable, Equatable {
    /// The localized label, placed and styled as `role` says.
    public var title: String
    /// What the button means, which platforms style and place differently.
    public var role: DialogRole
    /// The id of the follow-up action, a key of `actions`.
    public var action: String

    /// Languages and argument ranges of this object's texts, by field name; absent when none.
    public var annotations: Annotations? = nil

    /// A dialog button running `action`, which should be a key of the document's `actions`.
    public init(title: String, role: DialogRole, action: String, annotations: Annotations? = nil) {
      self.title = title
      self.role = role
      self.action = action
      self.annotations = annotations
    }
  }

  /// Something a button does, with the data a client needs to do it (1.2).
  public struct Action: Codable, Sendable, Equatable {
    /// What the action does.
    public var kind: ActionKind
    /// For `show-dialog`, the dialog's id.
    public var dialog: String?
    /// What to open: a `tel:` URI for `call-helpline` (`tel:+12025550199`), an `https:` or
    /// `alert-app:` URL for `open-url`; nil when the content policy names none.
    public var url: String?
    /// The number or address as people read it, such as `+1 202-555-0199`, for a
    /// `call-helpline` button's confirmation; nil with `url`.
    public var display: String?
    /// For `schedule-reminder`, how long after now to remind: ISO 8601 `P<n>D`, `PT<n>H` or
    /// `PT<n>M`, one minute to 365 days.
    public var delay: String?
    /// For `schedule-reminder`, the local time `HH:mm` on the day `delay` reaches; nil means
    /// exactly `delay` from now.
    public var localTime: String?
    /// For `resolve-alert`, the app's API operation to call for the alert, such as
    /// `alerts.resolve`.
    public var operation: String?
    /// What to report to analytics when the action runs.
    public var analytics: Analytics

    /// An action of `kind`; `dialog`, a key of the document's `dialogs`, only for
    /// `show-dialog`. Each nil field writes no key.
    public init(
      kind: ActionKind, dialog: String? = nil, url: String? = nil, display: String? = nil,
      delay: String? = nil, localTime: String? = nil, operation: String? = nil,
      analytics: Analytics
    ) {
      self.kind = kind
      self.dialog = dialog
      self.url = url
      self.display = display
      self.delay = delay
      self.localTime = localTime
      self.operation = operation
      self.analytics = analytics
    }
  }

  /// An analytics event tied to the alert.
  ///
  /// A client reports `event` as the event's name and every other member as a parameter
  /// (`alertId`, `target`, and any a newer minor version adds).
  public struct Analytics: Codable, Sendable, Equatable {
    /// The event name, such as `alert_resolved`.
    public var event: String
    /// The id of the alert the event concerns, written as `alertId`: the document's
    /// `alert.id`.
    public var alertId: String
    /// What the action reaches, by content policy id (`helpline`, `ftc-identity-theft`);
    /// nil when it reaches nothing the policy names.
    public var target: String?

    /// An event named `event` for the alert `alertId`, about `target` when given.
    public init(event: String, alertId: String, target: String? = nil) {
      self.event = event
      self.alertId = alertId
      self.target = target
    }
  }
}
