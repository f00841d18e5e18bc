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
    .testTarget(
      name: "AlertRenderCLITests",
      dependencies: ["alert-render"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
