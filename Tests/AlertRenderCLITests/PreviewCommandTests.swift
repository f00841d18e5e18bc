import AlertRenderTestSupport
import Foundation
import Testing

@Suite struct PreviewCommandTests {
  static let email = "Examples/email-alert.json"
  static let bank = "Examples/bank-alert.json"

  static func read(_ url: URL, _ path: String) -> String? {
    (try? Data(contentsOf: url.appendingPathComponent(path))).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  @Test func writesAnIndexAndThePageOfEveryAlertLocaleAndTheme() throws {
    let scratch = try TestContent.directory([:])
    defer { try? FileManager.default.removeItem(at: scratch) }
    let site = scratch.appendingPathComponent("new/site")
    let result = try CLIRunner.run(["preview", Self.email, Self.bank, "--output", site.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasSuffix("index.html: 2 alerts, 20 pages, 20 of them written\n"))
    let index = try #require(Self.read(site, "index.html"))
    #expect(index.contains("<meta name=\"generator\" content=\"alert-render preview\">"))
    #expect(!index.contains("<script"))
    for alert in ["email-alert", "bank-alert"] {
      for locale in ["en-US", "en-GB", "es-419", "en-XA", "ar-XB"] {
        for theme in ["light", "dark"] {
          let page = "\(alert)/\(locale)-\(theme).html"
          #expect(index.contains("<a href=\"\(page)\""))
          #expect(Self.read(site, page) != nil, "\(page) missing")
        }
      }
    }
    // Each page is exactly the HTML client's page for that alert, locale and theme.
    let html = try CLIRunner.run([
      "--format", "html", "--locale", "ar-XB", "--theme", "dark", Self.bank,
    ])
    #expect(Self.read(site, "bank-alert/ar-XB-dark.html") == html.stdout)
    #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("stamp.js").path))
  }

  @Test func aSecondRunRewritesNothingAndKeepsFilesItDidNotWrite() throws {
    let site = try TestContent.directory([:])
    defer { try? FileManager.default.removeItem(at: site) }
    #expect(try CLIRunner.run(["preview", Self.email, "--output", site.path]).status == 0)
    try Data("mine".utf8).write(to: site.appendingPathComponent("notes.txt"))
    try Data("old".utf8).write(to: site.appendingPathComponent("email-alert/old.html"))
    let again = try CLIRunner.run(["preview", Self.bank, "--output", site.path])
    #expect(again.status == 0, "\(again.stderr)")
    #expect(Self.read(site, "notes.txt") == "mine")
    #expect(Self.read(site, "email-alert/old.html") == "old")
    #expect(Self.read(site, "email-alert/en-US-light.html") != nil)
    let index = try #require(Self.read(site, "index.html"))
    #expect(index.contains("bank-alert/en-US-light.html") && !index.contains("email-alert/"))
    let same = try CLIRunner.run(["preview", Self.bank, "--output", site.path])
    #expect(same.stderr.hasSuffix("1 alerts, 10 pages, 0 of them written\n"))
  }

  @Test func refusesAFileAndADirectoryOfOtherFiles() throws {
    let scratch = try TestContent.directory([
      "file.html": "x", "theirs/index.html": "<html>theirs</html>",
    ])
    defer { try? FileManager.default.removeItem(at: scratch) }
    let file = scratch.appendingPathComponent("file.html").path
    let onFile = try CLIRunner.run(["preview", Self.email, "--output", file])
    #expect(onFile.status == 73)
    #expect(
      onFile.stderr
        == "\(file): error: This is not a directory; --output takes a directory, made if it is "
        + "missing.\n")
    let theirs = scratch.appendingPathComponent("theirs")
    let onTheirs = try CLIRunner.run(["preview", Self.email, "--output", theirs.path])
    #expect(onTheirs.status == 73)
    #expect(onTheirs.stderr.contains("holds files that alert-render preview did not write"))
    #expect(Self.read(theirs, "index.html") == "<html>theirs</html>")
    #expect(
      !FileManager.default.fileExists(atPath: theirs.appendingPathComponent("email-alert").path))
  }

  @Test func aBrokenAlertShowsInItsRowAndTheRestIsWritten() throws {
    let scratch = try TestContent.directory([
      "broken.json": "{\"id\": \"b\", \"type\": 1, \"events\": []}"
    ])
    defer { try? FileManager.default.removeItem(at: scratch) }
    let site = scratch.appendingPathComponent("site")
    let broken = scratch.appendingPathComponent("broken.json").path
    let result = try CLIRunner.run(["preview", broken, Self.email, "--output", site.path])
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("\(broken): error: "))
    let index = try #require(Self.read(site, "index.html"))
    #expect(index.contains("<td class=\"error\" colspan=\"10\" role=\"alert\"><pre>"))
    #expect(Self.read(site, "email-alert/es-419-light.html") != nil)
    #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("broken").path))
  }

  @Test func brokenContentIsShownInTheIndexAndExits78() throws {
    let scratch = try TestContent.directory(["rules/screen.json": "{\n  \"detail\": \n"])
    defer { try? FileManager.default.removeItem(at: scratch) }
    let site = scratch.appendingPathComponent("site")
    let rules = scratch.appendingPathComponent("rules").path
    let result = try CLIRunner.run([
      "preview", Self.email, "--rules", rules, "--output", site.path,
    ])
    #expect(result.status == 78)
    #expect(result.stderr.hasPrefix("\(rules)/screen.json:3:1: error: "))
    let index = try #require(Self.read(site, "index.html"))
    #expect(
      index.contains("<h2>The content did not load</h2><pre>\(rules)/screen.json:3:1: error:"))
  }

  @Test func usageErrors() throws {
    let missing = try CLIRunner.run(["preview", Self.email])
    #expect(missing.status == 64)
    #expect(missing.stderr.contains("preview needs --output DIR"))
    let empty = try CLIRunner.run(["preview", Self.email, "--output="])
    #expect(empty.status == 64)
    #expect(empty.stderr.contains("The option --output needs a directory; found an empty name."))
    let typo = try CLIRunner.run(["preview", "--outptu", "x"])
    #expect(typo.status == 64)
    #expect(typo.stderr.contains("Did you mean '--output'?"))
    let device = try CLIRunner.run(["preview", "--device", "ipda", "--output", "x"])
    #expect(device.status == 64)
    #expect(device.stderr.contains("Unknown device 'ipda'"))
    let absent = try CLIRunner.run(["preview", "no-such.json", "--output", "/nonexistent/x"])
    #expect(absent.status == 66)
    #expect(absent.stderr == "no-such.json: error: No such file or directory.\n")
  }

  /// Polls `condition` every 100 ms for up to `seconds`.
  static func eventually(_ seconds: Double, _ condition: () -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: seconds)
    while Date() < deadline {
      if condition() { return true }
      usleep(100_000)
    }
    return condition()
  }

  @Test func watchRewritesWhatChangedShowsErrorsUntilFixedAndStopsOnInterrupt() throws {
    let home = try TestContent.directory([:])
    defer { try? FileManager.default.removeItem(at: home) }
    for name in ["Rules", "Localizations"] {
      try FileManager.default.copyItem(
        at: CLIRunner.root.appendingPathComponent(name), to: home.appendingPathComponent(name))
    }
    let alert = home.appendingPathComponent("email-alert.json")
    try FileManager.default.copyItem(
      at: CLIRunner.root.appendingPathComponent(Self.email), to: alert)
    let site = home.appendingPathComponent("site")
    let process = Process()
    process.executableURL = CLIRunner.executable
    process.arguments = ["preview", alert.path, "--output", site.path, "--watch"]
    var environment = ProcessInfo.processInfo.environment
    environment["ALERT_RENDER_HOME"] = home.path
    process.environment = environment
    let errors = home.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    defer { CLIRunner.stop(process) }
    let stamp = { Self.read(site, "stamp.js") ?? "" }
    let page = { Self.read(site, "email-alert/en-US-light.html") ?? "" }
    #expect(Self.eventually(60) { stamp().contains("\"email-alert/en-US-light.html\"") })
    #expect(page().contains("var page = \"email-alert/en-US-light.html\""))
    let untouched = Self.read(site, "email-alert/es-419-light.html")

    // An edit that keeps the file's size and modification time is seen too.
    let catalog = home.appendingPathComponent("Localizations/CyberAgent.xcstrings")
    let attributes = try FileManager.default.attributesOfItem(atPath: catalog.path)
    let text = try String(contentsOf: catalog, encoding: .utf8)
    try text.replacingOccurrences(of: "Email Address Leaked", with: "Email Address LEAKED")
      .write(to: catalog, atomically: false, encoding: .utf8)
    try FileManager.default.setAttributes(
      [.modificationDate: attributes[.modificationDate] as Any], ofItemAtPath: catalog.path)
    #expect(Self.eventually(10) { page().contains("Email Address LEAKED") })
    #expect(Self.read(site, "email-alert/es-419-light.html") == untouched)

    let rule = home.appendingPathComponent("Rules/CyberAgent/IDEMAILADDR.json")
    let good = try Data(contentsOf: rule)
    try Data("{\n  \"match\": ".utf8).write(to: rule)
    #expect(Self.eventually(10) { stamp().contains("IDEMAILADDR.json:2:") })
    #expect(page().contains("Email Address LEAKED"))
    try good.write(to: rule)
    #expect(Self.eventually(10) { stamp().contains("\"content\": []") })

    // Lint runs after the pages are out; its findings follow in the index.
    let spaced = try String(contentsOf: catalog, encoding: .utf8)
    try spaced.replacingOccurrences(
      of: "\"value\" : \"Email Address LEAKED\"", with: "\"value\" : \"Email Address LEAKED \""
    )
    .write(to: catalog, atomically: false, encoding: .utf8)
    #expect(
      Self.eventually(10) {
        let index = Self.read(site, "index.html") ?? ""
        guard let row = index.range(of: "<tbody id=\"alert-email-alert\">") else { return false }
        return index[row.upperBound...].contains(
          "match.IDEMAILADDR.title [en-GB]: The &#39;one&#39; form ends with whitespace")
      })

    try Data("{".utf8).write(to: alert)
    #expect(Self.eventually(10) { stamp().contains("email-alert.json: error: ") })

    kill(process.processIdentifier, SIGINT)
    #expect(Self.eventually(10) { !process.isRunning })
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let log = Self.read(home, "stderr") ?? ""
    #expect(log.contains("IDEMAILADDR.json:2:"))
    #expect(log.hasSuffix("preview: stopped\n"), "\(log)")
  }
}

extension PreviewCommandTests {
  @Test func watchMakesTheOutputDirectoryAgainWhenItIsRemovedOrReplaced() throws {
    let home = try TestContent.directory([:])
    defer { try? FileManager.default.removeItem(at: home) }
    let alert = home.appendingPathComponent("email-alert.json")
    try FileManager.default.copyItem(
      at: CLIRunner.root.appendingPathComponent(Self.email), to: alert)
    let site = home.appendingPathComponent("out/site")
    let process = Process()
    process.executableURL = CLIRunner.executable
    process.arguments = ["preview", alert.path, "--output", site.path, "--watch"]
    var environment = ProcessInfo.processInfo.environment
    environment["ALERT_RENDER_HOME"] = CLIRunner.root.path
    process.environment = environment
    let errors = home.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    defer { CLIRunner.stop(process) }
    let page = { Self.read(site, "email-alert/en-US-light.html") ?? "" }
    let log = { Self.read(home, "stderr") ?? "" }
    #expect(Self.eventually(60) { log().contains("Ctrl-C stops.") })

    // Removed with its parent: made again, every page written anew. The preview is paused
    // while the test changes the directory, so that it never sees half a change.
    kill(process.processIdentifier, SIGSTOP)
    try FileManager.default.removeItem(at: home.appendingPathComponent("out"))
    kill(process.processIdentifier, SIGCONT)
    #expect(Self.eventually(10) { Self.read(site, "stamp.js") != nil })
    #expect(page().contains("jordan.rivera@example.com"))
    let text = try String(contentsOf: alert, encoding: .utf8)
    try text.replacingOccurrences(of: "jordan.rivera", with: "sam.rivera")
      .write(to: alert, atomically: true, encoding: .utf8)
    #expect(Self.eventually(10) { log().contains("changed: ") })
    #expect(Self.eventually(10) { log().hasSuffix("of them written\n") })
    #expect(page().contains("sam.rivera@example.com"))

    // Replaced by a directory of someone else's: left alone, said once, written once free.
    kill(process.processIdentifier, SIGSTOP)
    try FileManager.default.removeItem(at: site)
    try FileManager.default.createDirectory(at: site, withIntermediateDirectories: false)
    let theirs = site.appendingPathComponent("theirs.txt")
    try Data("mine".utf8).write(to: theirs)
    kill(process.processIdentifier, SIGCONT)
    #expect(Self.eventually(10) { log().contains("did not write") })
    usleep(1_000_000)
    #expect(Self.read(site, "index.html") == nil)
    try FileManager.default.removeItem(at: theirs)
    #expect(Self.eventually(10) { page().contains("sam.rivera@example.com") })

    kill(process.processIdentifier, SIGINT)
    #expect(Self.eventually(10) { !process.isRunning })
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let lines = log().split(separator: "\n")
    #expect(
      lines.filter {
        $0.hasSuffix(
          "site was removed while watching; it is made again and the whole site written anew.")
      }
      .count == 1, "\(log())")
    #expect(lines.filter { $0.contains("did not write") }.count == 1, "\(log())")
    #expect(
      lines.filter {
        $0.hasSuffix("site was replaced while watching; the whole site is written anew in it.")
      }
      .count == 1, "\(log())")
    #expect(!log().contains("No such file or directory"), "\(log())")
  }
}
