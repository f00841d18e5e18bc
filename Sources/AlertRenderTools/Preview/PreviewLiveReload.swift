import AlertLayout

/// How open pages of a watched preview follow the files: no server, so it works from
/// `file://`.
///
/// Every page carries a stamp of its own content and a script that loads the site's
/// `stamp.js` four times a second by inserting a fresh `<script>` element (a `file://` page may
/// load scripts but not fetch files). `stamp.js` calls `alertRenderPreview(state)` with every
/// page's current stamp and the errors that concern it: a page whose stamp changed reloads,
/// and errors show in a box over the page until they are fixed. The index reloads when any
/// page changed, so its thumbnails follow too; thumbnails themselves do not poll.
package enum PreviewLiveReload {
  /// The file the pages poll, at the site's root.
  package static let stampFile = "stamp.js"

  /// How often a page polls, and the watcher reads the files, in milliseconds.
  package static let interval = 250

  /// A short hash of `text` (64-bit FNV-1a, hex): equal pages have equal stamps, whatever run
  /// wrote them.
  package static func stamp(of text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// `html` with the polling script for the page at `page` (a path in the site) inserted
  /// before its last `</body>`.
  package static func page(_ html: String, at page: String, stamp: String) -> String {
    let script = self.script(page: page, stamp: stamp)
    guard let end = html.ranges(of: "</body>").last else { return html + script }
    return html[..<end.lowerBound] + script + html[end.lowerBound...]
  }

  /// The polling script of the page at `page` whose content has `stamp`.
  package static func script(page: String, stamp: String) -> String {
    let depth = page.split(separator: "/").count - 1
    let source = String(repeating: "../", count: depth) + stampFile
    return """
      <script>
      (function () {
        // alert-render preview --watch: reload when this page changes, show content errors.
        if (window.top !== window.self) return;
        var page = \(literal(page)), stamp = \(literal(stamp)), box = null, tag = null;
        window.alertRenderPreview = function (state) {
          var current = page === "index.html" ? state.site : state.pages[page];
          if (current && current !== stamp) { location.reload(); return; }
          var errors = (state.content || []).concat((state.errors || {})[page] || []);
          if (!current && page !== "index.html")
            errors.push("This page is no longer part of the preview.");
          if (!errors.length) { if (box) { box.remove(); box = null; } return; }
          if (!box) {
            box = document.createElement("div");
            box.id = "alert-render-preview-errors";
            box.setAttribute("role", "alert");
            box.style.cssText = "position:fixed;z-index:2147483647;left:8px;right:8px;top:8px;"
              + "max-height:60vh;overflow:auto;padding:10px 12px;border-radius:8px;"
              + "background:#fdecea;color:#8a1c13;border:2px solid #c62828;"
              + "font:13px/1.4 monospace;white-space:pre-wrap;direction:ltr;text-align:left;";
            document.body.appendChild(box);
          }
          var text = errors.join("\\n");
          if (box.textContent !== text) box.textContent = text;
        };
        function poll() {
          if (tag) tag.remove();
          tag = document.createElement("script");
          tag.src = \(literal(source)) + "?" + Date.now();
          document.head.appendChild(tag);
        }
        poll();
        setInterval(poll, \(interval));
      })();
      </script>

      """
  }

  /// The text of `stamp.js`: the site's stamp, every page's stamp, the errors that concern
  /// single pages, and the content errors every page shows.
  package static func stampScript(
    site: String, pages: [String: String], errors: [String: [String]], content: [String]
  ) -> String {
    func object(_ members: [(String, String)]) -> String {
      "{" + members.map { "\n  \(literal($0.0)): \($0.1)" }.joined(separator: ",") + "}"
    }
    func array(_ values: [String]) -> String {
      "[" + values.map(literal).joined(separator: ", ") + "]"
    }
    let pageMembers = pages.keys.sorted().map { ($0, literal(pages[$0] ?? "")) }
    let errorMembers = errors.keys.sorted().map { ($0, array(errors[$0] ?? [])) }
    return "alertRenderPreview({\"site\": \(literal(site)),\n\"content\": \(array(content)),\n"
      + "\"errors\": \(object(errorMembers)),\n\"pages\": \(object(pageMembers))});\n"
  }

  /// `text` as a JavaScript string literal that cannot end an inline `<script>`.
  private static func literal(_ text: String) -> String {
    JSONText.quoted(text).replacing("<", with: "\\u003c")
  }
}
