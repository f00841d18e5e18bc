// A client that imports AlertRendering gets the layout document it renders and its encoders
// without a second import: the engine's API returns AlertLayout's types.
@_exported import AlertLayout
