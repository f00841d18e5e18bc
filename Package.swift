// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "alert-render",
  products: [
    .library(name: "AlertRendering", targets: ["AlertRendering"]),
    .executable(name: "alert-render", targets: ["alert-render"]),
  ],
  targets: [
    .target(name: "AlertRendering"),
    .executableTarget(name: "alert-render", dependencies: ["AlertRendering"]),
    .executableTarget(
      name: "alert-render-bench",
      dependencies: ["AlertRendering"],
      path: "Benchmarks/alert-render-bench"
    ),
    .testTarget(
      name: "AlertRenderingTests",
      dependencies: ["AlertRendering"],
      exclude: ["Snapshots", "Fixtures"]
    ),
    // Imports the library as a third party does (no @testable): the plugin API used from
    // outside, and the README's plugin example compiled and run.
    .testTarget(
      name: "ThirdPartyPluginTests",
      dependencies: ["AlertRendering"]
    ),
    .testTarget(
      name: "AlertRenderCLITests",
      dependencies: ["alert-render", "AlertRendering"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
