import AlertRendering
import Foundation

// vehicle-alerts [ALERT.json [LOCALE]]: renders an alert with the vehicle and forum plugins and
// prints its text preview; without arguments, this example's VIN alert in en-US. What the
// plugins replaced goes to standard error.
let arguments = Array(CommandLine.arguments.dropFirst())
let alertFile =
  arguments.first.map { URL(fileURLWithPath: $0) }
  ?? Checkout.example.appendingPathComponent("vin-alert.json")
let locale = arguments.count > 1 ? arguments[1] : "en-US"
do {
  let renderer = try forumRenderer(
    rules: Checkout.rules, localizations: Checkout.localizations,
    vehicleTexts: Checkout.vehicleTexts)
  for note in renderer.contentNotes {
    FileHandle.standardError.write(Data("note: \(note.message)\n".utf8))
  }
  let document = try renderer.render(json: Data(contentsOf: alertFile), locale: locale)
  print(LayoutTextEncoder(width: 60).encode(document), terminator: "")
} catch {
  FileHandle.standardError.write(Data("vehicle-alerts: \(error)\n".utf8))
  exit(1)
}
