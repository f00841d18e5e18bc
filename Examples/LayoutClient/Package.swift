// swift-tools-version: 6.0
import PackageDescription

// A client that draws layout documents: it depends on the AlertLayout product only, so it
// builds without the engine, the rules or the catalogs.
let package = Package(
  name: "LayoutClient",
  dependencies: [.package(name: "alert-render", path: "../..")],
  targets: [
    .executableTarget(
      name: "draw-document",
      dependencies: [.product(name: "AlertLayout", package: "alert-render")]
    ),
    .testTarget(
      name: "DrawDocumentTests",
      dependencies: ["draw-document", .product(name: "AlertLayout", package: "alert-render")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
