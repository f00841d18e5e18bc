/// The version of alert-render, as `alert-render --version` prints it and exports name their tool.
///
/// One source of truth, checked against `CHANGELOG.md` by `VersionTests`: while the changelog's
/// first section is `[Unreleased]`, the version is the next release's number with `-dev`
/// (SemVer's pre-release: it sorts before that release and after every earlier one); a release
/// renames the section `[X.Y.Z] - date` and sets this to `X.Y.Z` in the same commit.
package let version = "0.2.0-dev"
