// Intentionally empty.
//
// The Linux toolchain's Testing.swiftcrossimport declares a cross-import overlay
// `_Testing_AppKit` for any module named `AppKit`. Apple ships that overlay; Linux does not,
// so a file importing both `Testing` and this package's `AppKit` stand-in fails with
// "no such module '_Testing_AppKit'" unless a module by that name exists.
