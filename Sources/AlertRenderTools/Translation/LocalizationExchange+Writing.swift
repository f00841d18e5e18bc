import AlertRendering

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LocalizationExchange {
  /// Checks that each catalog that changed loads as it would be written, exactly as a render
  /// loads it, then replaces them all or none; returns their names.
  static func write(
    _ catalogs: [CatalogFile], with transaction: DirectoryTransaction, in directory: URL
  ) throws(LocalizationExchangeError) -> [String] {
    let root: ResourceDirectory
    do {
      root = try ResourceDirectory(directory)
    } catch {
      throw .content(error)
    }
    var replacements: [DirectoryTransaction.Replacement] = []
    var written: [String] = []
    for catalog in catalogs {
      let bytes = CatalogJSONWriter.bytes(catalog.document)
      guard bytes != catalog.bytes else { continue }
      do {
        _ = try CatalogSet.catalog(bytes, file: catalog.name, in: root)
      } catch {
        throw .wouldNotLoad(error, bytes: bytes.count)
      }
      replacements.append(
        DirectoryTransaction.Replacement(
          name: catalog.fileName, original: catalog.bytes, bytes: bytes))
      written.append(catalog.name)
    }
    do {
      try transaction.commit(replacements)
    } catch {
      throw transactionError(error, directory: directory, catalogs: catalogs)
    }
    return written
  }

  /// `error` as an import reports it, files named as the catalogs' messages name them.
  static func transactionError(
    _ error: DirectoryTransactionError, directory: URL, catalogs: [CatalogFile]
  ) -> LocalizationExchangeError {
    func name(_ file: String) -> String {
      catalogs.first { $0.fileName == file }?.name ?? directory.path + "/" + file
    }
    func list(_ files: [String]) -> String {
      files.map(name).joined(separator: ", ")
    }
    switch error {
    case .unlockable(let reason):
      return .unwritable(file: directory.path, reason: reason + " Nothing was written.")
    case .busy(let seconds):
      return .busy(directory: directory.path, seconds: seconds)
    case .notWritten(let file, let reason, let files):
      return .unwritable(
        file: name(file),
        reason: "\(reason) Nothing was written: \(list(files)) \(files.count == 1 ? "is" : "are") "
          + "as before.")
    case .partlyWritten(let file, let reason, let written, let pending):
      guard !pending.isEmpty else {
        return .unwritable(file: name(file), reason: "\(reason) Written: \(list(written)).")
      }
      return .unwritable(
        file: name(file),
        reason:
          "\(reason) Written: \(written.isEmpty ? "none" : list(written)). Not written: "
          + "\(list(pending)), whose new versions wait beside them as hidden files; the next "
          + "import into \(directory.path) puts them in place.")
    case .unrecoverable(let file, let reason):
      return .unwritable(
        file: name(file),
        reason:
          "\(reason) An import into this directory was interrupted and could not be "
          + "finished; nothing of this import was written.")
    }
  }

  /// What finishing an interrupted import did, as findings.
  static func recoveryFindings(_ recovery: DirectoryTransaction.Recovery, directory: URL)
    -> [Finding]
  {
    var findings: [Finding] = []
    let path = directory.path
    if !recovery.finished.isEmpty {
      findings.append(
        Finding(
          file: path,
          message:
            "An earlier import into this directory was interrupted; it is finished now: wrote "
            + recovery.finished.joined(separator: ", ") + "."))
    }
    if !recovery.dropped.isEmpty {
      findings.append(
        Finding(
          file: path,
          message:
            "An earlier import into this directory was interrupted, and "
            + recovery.dropped.joined(separator: ", ")
            + " changed since; its versions of them were dropped."))
    }
    return findings
  }

  /// `findings` ordered by document, line and column; findings about no document first.
  static func inDocumentOrder(
    _ findings: [Finding], documents: [(name: String, document: XLIFFDocument)]
  ) -> [Finding] {
    var order: [String: Int] = [:]
    for (offset, document) in documents.enumerated() where order[document.name] == nil {
      order[document.name] = offset
    }
    return findings.enumerated().sorted { a, b in
      let (x, y) = (a.element.location, b.element.location)
      let left = (x.file.flatMap { order[$0] } ?? -1, x.line ?? 0, x.column ?? 0)
      let right = (y.file.flatMap { order[$0] } ?? -1, y.line ?? 0, y.column ?? 0)
      return left == right ? a.offset < b.offset : left < right
    }.map(\.element)
  }
}
