extension LayoutDocument {
  /// A tappable button.
  public struct Button: Codable, Sendable, Equatable {
    /// A stable id, such as `remind-later`.
    public var id: String
    /// The label.
    public var title: String
    /// How the button looks.
    public var style: ButtonStyle
    /// The id of the action to run, a key of `actions`.
    public var action: String
    /// What happens on tap, for screen readers.
    public var accessibilityHint: String?

    /// Languages and argument ranges of this object's texts, by field name; absent when none.
    public var annotations: Annotations? = nil

    /// Creates a button.
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

  /// A modal dialog.
  public struct Dialog: Codable, Sendable, Equatable {
    /// The title.
    public var title: String
    /// The message.
    public var message: String
    /// The buttons; every one closes the dialog, then runs its action.
    public var buttons: [DialogButton]

    /// Languages and argument ranges of this object's texts, by field name; absent when none.
    public var annotations: Annotations? = nil

    /// Creates a dialog.
    public init(
      title: String, message: String, buttons: [DialogButton], annotations: Annotations? = nil
    ) {
      self.title = title
      self.message = message
      self.buttons = buttons
      self.annotations = annotations
    }
  }

  /// A dialog button.
  public struct DialogButton: Codable, Sendable, Equatable {
    /// The label.
    public var title: String
    /// What the button means, which platforms style and place differently.
    public var role: DialogRole
    /// The id of the follow-up action, a key of `actions`.
    public var action: String

    /// Languages and argument ranges of this object's texts, by field name; absent when none.
    public var annotations: Annotations? = nil

    /// Creates a dialog button.
    public init(title: String, role: DialogRole, action: String, annotations: Annotations? = nil) {
      self.title = title
      self.role = role
      self.action = action
      self.annotations = annotations
    }
  }

  /// Something a button does.
  public struct Action: Codable, Sendable, Equatable {
    /// What the action does.
    public var kind: ActionKind
    /// For `show-dialog`, the dialog's id.
    public var dialog: String?
    /// What to report to analytics when the action runs.
    public var analytics: Analytics

    /// Creates an action.
    public init(kind: ActionKind, dialog: String? = nil, analytics: Analytics) {
      self.kind = kind
      self.dialog = dialog
      self.analytics = analytics
    }
  }

  /// An analytics event tied to the alert.
  public struct Analytics: Codable, Sendable, Equatable {
    /// The event name, such as `alert_resolved`.
    public var event: String
    /// The alert the event concerns.
    public var alertId: String

    /// Creates an analytics event.
    public init(event: String, alertId: String) {
      self.event = event
      self.alertId = alertId
    }
  }
}
