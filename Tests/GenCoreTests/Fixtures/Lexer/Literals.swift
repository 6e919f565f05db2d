import Foundation

let greeting = "Hello, \"world\"! { class Fake }"
let empty = ""
let escaped = "tab\tnewline\nunicode\u{1F600}backslash\\"
let raw = #"C:\path\to\file with "quotes" and \(not interpolated)"#
let rawInterpolated = #"value: \#(greeting.count + 1) and "\#("nested \"one\"")""#
let deeper = ##"a "# is not the end"##
let nested = "outer \("inner \("innermost \(1 + (2 * 3))")") done"
let closure = "sum: \([1, 2, 3].reduce(0) { acc, x in acc + x /* ) */ })"
let multi = """
    Dear \(name),
    "quoted" and ""double"" and \"""escaped triple
    struct NotAType { }
    \(items.map { item in
        """
        - \(item) // not a comment
        """
    }.joined(separator: "\n"))
    """
let rawMulti = #"""
    Contains """ and \(no interpolation) and \#(greeting)
    """#
let regex = /(\d+)-([a-z]+)/
let regexWithSlashInClass = /a[/]b/
let escapedSlash = /path\/to/
let extended = #/hello /world/ (?<year>\d{4})/#
let extendedMulti = #/
    (?<key> \w+ )   # a key
    \s* = \s*
    (?<value> .* )  # the value
    /#
let matched = "2024-abc".firstMatch(of: regex)
let division = 10 / 2 / 5
let spacedNotRegex = division / 1
func f(_ r: Regex<Substring>) -> Bool { return /x/ == nil }
let call = f(/abc/)
let ranges = (0..<10, 1...3, ..<5)
let ops = 1 &+ 2 << 3 >> 1 & 0xFF | 0b1 ^ ~0
let floats = [1.5, 0x1.8p3, 1e-9, 3.0e+2, 0x1p-2]
let tuple = ((1, 2), 3).0.1
let dollar = [1, 2].map { $0 * 2 }
let café = "naïve ünïcödé"
let 名前 = "名前"
