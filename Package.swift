// swift-tools-version: 6.0
import PackageDescription

// Four targets, one per layer; the compiler keeps each from reaching up (docs/architecture.md):
// AlertLayout (the layout document: what a client embeds to read and draw it), AlertRendering
// (the engine that makes documents from alerts), AlertRenderTools (what only the command line
// needs) and the alert-render executable.
let package = Package(
  name: "alert-render",
  products: [
    .library(name: "AlertLayout", targets: ["AlertLayout"]),
    .library(name: "AlertRendering", targets: ["AlertRendering"]),
    .executable(name: "alert-render", targets: ["alert-render"]),
  ],
  targets: [
    .target(name: "AlertLayout"),
    .target(name: "AlertRendering", dependencies: ["AlertLayout"]),
    .target(name: "AlertRenderTools", dependencies: ["AlertLayout", "AlertRendering"]),
    .executableTarget(
      name: "alert-render",
      dependencies: ["AlertLayout", "AlertRendering", "AlertRenderTools"]
    ),
    .executableTarget(
      name: "alert-render-bench",
      dependencies: ["AlertLayout", "AlertRendering", "AlertRenderTools"],
      path: "Benchmarks/alert-render-bench"
    ),
    // What the test targets share: the package's paths and shipped content, golden files,
    // seeded random edits.
    .target(
      name: "AlertRenderTestSupport",
      dependencies: ["AlertLayout", "AlertRendering"],
      path: "Tests/AlertRenderTestSupport"
    ),
    .testTarget(
      name: "AlertLayoutTests",
      dependencies: ["AlertLayout", "AlertRendering", "AlertRenderTestSupport"]
    ),
    // A few tests check what lint or the translation exchange says about content they load.
    .testTarget(
      name: "AlertRenderingTests",
      dependencies: [
        "AlertLayout", "AlertRendering", "AlertRenderTools", "AlertRenderTestSupport",
      ],
      exclude: ["Snapshots", "Fixtures"]
    ),
    .testTarget(
      name: "AlertRenderToolsTests",
      dependencies: [
        "AlertLayout", "AlertRendering", "AlertRenderTools", "AlertRenderTestSupport",
      ]
    ),
    .testTarget(
      name: "AlertRenderCLITests",
      dependencies: ["alert-render", "AlertRendering", "AlertRenderTestSupport"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
