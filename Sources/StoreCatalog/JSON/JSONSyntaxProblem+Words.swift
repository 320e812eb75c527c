public import InterfaceLanguage

/// The words of JSON syntax problems, in every interface language: the one place they are made.
extension JSONSyntaxProblem {
  /// What is wrong, as a sentence in `language`.
  public func words(in language: Language) -> String {
    let l = language
    switch self {
    case .emptyFile:
      return l.say(en: "the file is empty; expected a JSON value", zhHans: "文件为空；应为一个 JSON 值")
    case .onlyWhitespace:
      return l.say(en: "expected a JSON value, found only whitespace", zhHans: "应为一个 JSON 值，但只有空白字符")
    case .textAfterValue(let found):
      return l.say(
        en: "unexpected \(found.words(in: l)) after the end of the JSON value",
        zhHans: "JSON 值结束后出现了意外的\(found.words(in: l))")
    case .expectedValue(let found):
      return l.say(
        en: "unexpected \(found.words(in: l)); expected a value (object, array, string, number, true, false or null)",
        zhHans: "意外的\(found.words(in: l))；应为一个值（对象、数组、字符串、数字、true、false 或 null）")
    case .expectedKeyOrBrace:
      return l.say(en: "unexpected end of input; expected a string key or '}'", zhHans: "输入意外结束；应为字符串键或 '}'")
    case .keyNotQuoted(let found):
      return l.say(
        en: "unexpected \(found.words(in: l)); expected a string key in double quotes",
        zhHans: "意外的\(found.words(in: l))；应为双引号括起的字符串键")
    case .expectedColon(let key, let atEnd):
      return atEnd
        ? l.say(
          en: "unexpected end of input; expected ':' after object key \"\(key)\"",
          zhHans: "输入意外结束；对象键 \"\(key)\" 之后应为 ':'")
        : l.say(en: "expected ':' after object key \"\(key)\"", zhHans: "对象键 \"\(key)\" 之后应为 ':'")
    case .expectedMemberValue(let key):
      return l.say(
        en: "unexpected end of input; expected a value for \"\(key)\"", zhHans: "输入意外结束；\"\(key)\" 缺少值")
    case .expectedElementOrBracket:
      return l.say(en: "unexpected end of input; expected a value or ']'", zhHans: "输入意外结束；应为一个值或 ']'")
    case .expectedSeparator(let container, let found):
      let bracket = container.closingBracket
      return container == .object
        ? l.say(
          en: "unexpected \(found.words(in: l)); expected ',' or '\(bracket)' after object member",
          zhHans: "意外的\(found.words(in: l))；对象成员之后应为 ',' 或 '\(bracket)'")
        : l.say(
          en: "unexpected \(found.words(in: l)); expected ',' or '\(bracket)' after array element",
          zhHans: "意外的\(found.words(in: l))；数组元素之后应为 ',' 或 '\(bracket)'")
    case .trailingComma(let container):
      let bracket = container.closingBracket
      return container == .object
        ? l.say(
          en: "trailing comma before '\(bracket)'; expected another \"key\" : value",
          zhHans: "'\(bracket)' 前有多余的逗号；应再有一个 \"键\" : 值")
        : l.say(en: "trailing comma before '\(bracket)'; expected another value", zhHans: "'\(bracket)' 前有多余的逗号；应再有一个值")
    case .nestedTooDeep(let maximum):
      return l.say(
        en: "arrays and objects nest more than \(maximum) levels deep; this is not a catalog",
        zhHans: "数组和对象的嵌套超过\(maximum)层；这不是一个目录文件")
    case .misspelledLiteral(let found, let literal):
      return l.say(
        en: "unexpected \(found.words(in: l)); expected a value (did you mean \(literal)?)",
        zhHans: "意外的\(found.words(in: l))；应为一个值（是否想写\(literal)？）")
    case .digitAfterMinus: return l.say(en: "expected a digit after '-'", zhHans: "'-' 之后应为数字")
    case .leadingZero:
      return l.say(en: "numbers may not start with 0 (found a leading zero)", zhHans: "数字不能以 0 开头（发现前导零）")
    case .digitAfterDecimalPoint: return l.say(en: "expected a digit after the decimal point", zhHans: "小数点之后应为数字")
    case .digitInExponent: return l.say(en: "expected a digit in the exponent", zhHans: "指数部分应为数字")
    case .endAfterBackslash:
      return l.say(en: "unexpected end of input after '\\' in a string", zhHans: "字符串中的 '\\' 之后输入意外结束")
    case .invalidEscape(let escape):
      let allowed = "\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"
      return l.say(
        en: "invalid escape '\\\(escape)' in a string; expected one of \(allowed)",
        zhHans: "字符串中的转义 '\\\(escape)' 无效；应为以下之一：\(allowed)")
    case .loneHighSurrogate(let code):
      return l.say(
        en: "lone high surrogate \\u\(hex4(code)); expected a low surrogate \\uDC00–\\uDFFF after it",
        zhHans: "孤立的高代理项 \\u\(hex4(code))；其后应为低代理项 \\uDC00–\\uDFFF")
    case .unpairedHighSurrogate(let code, let low):
      return l.say(
        en: "\\u\(hex4(code)) must be followed by a low surrogate \\uDC00–\\uDFFF, found \\u\(hex4(low))",
        zhHans: "\\u\(hex4(code))之后必须是低代理项 \\uDC00–\\uDFFF，实际为 \\u\(hex4(low))")
    case .loneLowSurrogate(let code):
      return l.say(en: "lone low surrogate \\u\(hex4(code)) in a string", zhHans: "字符串中有孤立的低代理项 \\u\(hex4(code))")
    case .shortUnicodeEscape:
      return l.say(
        en: "unexpected end of input in a \\u escape; expected 4 hex digits", zhHans: "\\u 转义中输入意外结束；应为 4 位十六进制数字")
    case .invalidUnicodeEscape:
      return l.say(en: "invalid \\u escape; expected 4 hex digits after \\u", zhHans: "\\u 转义无效；\\u 之后应为 4 位十六进制数字")
    case .invalidUTF8(let offset, let byte):
      return l.say(
        en: "invalid UTF-8 at byte offset \(offset) (byte \(hex(byte))); the file must be UTF-8 text",
        zhHans: "字节偏移\(offset)处的 UTF-8 无效（字节\(hex(byte))）；文件必须是 UTF-8 文本")
    case .controlCharacter(let byte):
      let code = hex4(UInt32(byte))
      switch byte {
      case 0x0A:
        return l.say(
          en: "control character U+\(code) in a string (a string may not span lines; write \\n)",
          zhHans: "字符串中有控制字符 U+\(code)（字符串不能跨行；请写作 \\n）")
      case 0x09:
        return l.say(
          en: "control character U+\(code) in a string (write \\t)", zhHans: "字符串中有控制字符 U+\(code)（请写作 \\t）")
      default:
        return l.say(en: "control character U+\(code) in a string", zhHans: "字符串中有控制字符 U+\(code)")
      }
    case .unterminatedString:
      return l.say(
        en: "unexpected end of input inside a string; expected a closing '\"'", zhHans: "字符串内输入意外结束；应为结尾的 '\"'")
    case .tooLarge(let limit):
      return l.say(
        en: "the document is larger than \(limit) bytes, more than the JSON parser reads",
        zhHans: "文档大于\(limit)字节，超出了 JSON 解析器能读取的大小")
    }
  }
}

extension JSONSyntaxProblem.Found {
  /// What was found, as a noun in `language`: `end of input`, `'x'`, `character 'é'`, `byte 0xFF`.
  func words(in language: Language) -> String {
    switch self {
    case .endOfInput: return language.say(en: "end of input", zhHans: "输入结尾")
    case .character(let character):
      let isASCII = character.isASCII
      return isASCII
        ? "'\(character)'"
        : language.say(en: "character '\(character)'", zhHans: "字符 '\(character)'")
    case .byte(let byte): return language.say(en: "byte \(hex(byte))", zhHans: "字节\(hex(byte))")
    }
  }
}
