import ByteCore
import Foundation
import StringsFormat

/// The development values of a required table, prepared for comparing with every language's
/// values without decoding those that stand in their file as they are.
package struct ReferenceValues: Sendable {
  /// The values, in `RequiredTable.reference` order.
  package let values: [StringsValue]
  /// The UTF-8 of every string value, one after the other.
  private let bytes: [UInt8]
  /// `offsets[i]..<offsets[i + 1]` is value `i` in `bytes` (empty for collections).
  private let offsets: [Int]
  /// For each value: a string (not a collection).
  private let isString: [Bool]
  /// For each value: a string that may hold printf specifiers (`%`).
  package let hasSpecifiers: [Bool]
  /// For each value: a string a translator would change (`UntranslatedRule.needsTranslation`).
  package let needsTranslation: [Bool]
  /// For each value: one the data may call a name (`UnchangedValues.mayBeName`).
  package let mayBeName: [Bool]
  /// For each value: its length and edge whitespace, for the whitespace and length checks.
  package let shapes: [TextShape]
  /// For each value: what clears a translation of it without decoding (`shapes[i].bounds`).
  package let bounds: [ShapeBounds]

  package init(_ values: [StringsValue]) {
    self.values = values
    var bytes: [UInt8] = []
    var offsets = [0]
    var hasSpecifiers: [Bool] = []
    var needsTranslation: [Bool] = []
    var mayBeName: [Bool] = []
    var shapes: [TextShape] = []
    for value in values {
      if case .string(let text) = value { shapes.append(TextShape(text)) } else { shapes.append(TextShape("")) }
      if case .string(let text) = value {
        bytes.append(contentsOf: text.utf8)
        hasSpecifiers.append(FormatSpecifiers.mayContainSpecifiers(text))
        let translatable = UntranslatedRule.needsTranslation(text)
        needsTranslation.append(translatable)
        mayBeName.append(translatable && UnchangedValues.mayBeName(text))
      } else {
        hasSpecifiers.append(false)
        needsTranslation.append(false)
        mayBeName.append(false)
      }
      offsets.append(bytes.count)
    }
    self.bytes = bytes
    self.offsets = offsets
    isString = values.map { if case .string = $0 { true } else { false } }
    self.hasSpecifiers = hasSpecifiers
    self.needsTranslation = needsTranslation
    self.mayBeName = mayBeName
    self.shapes = shapes
    bounds = shapes.map(\.bounds)
  }

  /// True when value `r` is one word that a language with these `words` writes as English does
  /// (`SameWords`); only values the data may call names are looked at.
  package func readsTheSame(_ r: Int, words: Set<String>?) -> Bool {
    guard let words, mayBeName[r], case .string(let text) = values[r] else { return false }
    return SameWords.readsTheSame(text, words: words)
  }

  /// How a translation compares with reference value `r`.
  package struct Comparison {
    /// The translation equals the reference (`StringsValue ==`: canonically equivalent strings).
    package var equal: Bool
    /// Both are strings and one of them may hold printf specifiers.
    package var mayHaveSpecifiers: Bool
  }

  /// Compares the value at `position` of `table` with reference value `r`, decoding the
  /// translation only when its bytes in the file are not its value (escapes) or when the two
  /// differ in bytes but might still be canonically equivalent (non-ASCII).
  package func compare(_ table: StringsTable, at position: Int, with r: Int) -> Comparison {
    // No closure over the table here: capturing it cost a copy of the whole table per value.
    guard let plain = table.plainValueRange(at: position), isString[r] else {
      return decodedComparison(table.value(at: position), r)
    }
    return compare(plain, of: table.text, with: r)
  }

  /// Compares a translation with reference value `r`: `plain` is the range of its bytes in
  /// `text`, its table's text, when they are its value as it is (`StringsTable.plainValueRange`);
  /// `value` decodes it otherwise.
  package func compare(_ plain: Range<Int>?, of text: [UInt8], with r: Int, value: () -> StringsValue) -> Comparison {
    guard let plain, isString[r] else { return decodedComparison(value(), r) }
    return compare(plain, of: text, with: r)
  }

  /// Compares the bytes of `plain` in `text`, a string value as it is, with string value `r`.
  private func compare(_ plain: Range<Int>, of text: [UInt8], with r: Int) -> Comparison {
    let reference = offsets[r]..<offsets[r + 1]
    // Bytes that differ may still be canonically equivalent strings (NFC and NFD spellings).
    let equal =
      TextBytes.equalityFromBytes(text, plain, bytes, reference)
      ?? (.string(String(decoding: text[plain], as: UTF8.self)) == values[r])
    let percent = TextBytes.contains(UInt8(ascii: "%"), in: text, plain)
    return Comparison(equal: equal, mayHaveSpecifiers: hasSpecifiers[r] || percent)
  }

  private func decodedComparison(_ value: StringsValue, _ r: Int) -> Comparison {
    var specifiers = false
    if case .string(let got) = value, case .string = values[r] {
      specifiers = hasSpecifiers[r] || FormatSpecifiers.mayContainSpecifiers(got)
    }
    return Comparison(equal: value == values[r], mayHaveSpecifiers: specifiers)
  }
}
