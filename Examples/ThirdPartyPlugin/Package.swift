// swift-tools-version: 6.0
import PackageDescription

// A third party's package: it depends on alert-render by path (by URL once released) and uses
// only its public API, so nothing the package keeps to itself can leak into a plugin.
let package = Package(
  name: "ThirdPartyPlugin",
  dependencies: [.package(name: "alert-render", path: "../..")],
  targets: [
    .executableTarget(
      name: "vehicle-alerts",
      dependencies: [.product(name: "AlertRendering", package: "alert-render")]
    ),
    .testTarget(
      name: "VehicleAlertsTests",
      dependencies: ["vehicle-alerts", .product(name: "AlertRendering", package: "alert-render")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
