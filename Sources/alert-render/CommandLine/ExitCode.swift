/// Process exit codes, following BSD `sysexits.h` so scripts can tell failures apart.
enum ExitCode: Int32 {
  /// Everything rendered.
  case success = 0
  /// `conformance check`: the client's results differ from the kit's expectations.
  case mismatch = 1
  /// The command line was wrong.
  case usage = 64
  /// An alert was invalid.
  case dataError = 65
  /// An input file was missing or unreadable.
  case noInput = 66
  /// An output file could not be written.
  case cantCreate = 73
  /// Something needed was busy (another import held the catalogs): trying again may work.
  case tempFail = 75
  /// A bug in alert-render.
  case software = 70
  /// Writing the output failed (a full disk, a closed descriptor); a closed pipe is not one.
  case ioError = 74
  /// A rule file or catalog was invalid.
  case config = 78
  /// A batch stopped by SIGHUP (128 + 1).
  case hangUp = 129
  /// A batch stopped by SIGINT (128 + 2), Ctrl-C.
  case interrupted = 130
  /// A batch stopped by SIGTERM (128 + 15).
  case terminated = 143
}
