// Intentionally empty.
//
// The Linux toolchain's Testing.swiftcrossimport declares a cross-import overlay
// `_Testing_UIKit` for any module named `UIKit`. Apple ships that overlay; Linux does not,
// so a file importing both `Testing` and this package's `UIKit` stand-in fails with
// "no such module '_Testing_UIKit'" unless a module by that name exists.
