import InterfaceLanguage

/// The command line itself is wrong: unknown option, missing argument, bad value. Exits with status 2.
///
/// The message is a catalogue entry in every language; the runner shows it in the interface language, so a throw
/// site never needs to know which one that is.
struct UsageError: Error {
  var message: Phrase
  init(_ message: Phrase) { self.message = message }
}

/// The command ran and could not do what was asked, for a reason it states. Exits with status 1.
struct CommandFailure: Error {
  var message: Phrase
  var status: Int32

  init(_ message: Phrase, status: Int32 = 1) {
    self.message = message
    self.status = status
  }

  /// Words already made in the interface language (the renderer's report of an outcome), shown as they are.
  init(words: String, status: Int32 = 1) {
    self.init(Phrase(en: words, zhHans: ChineseText(verbatim: words)), status: status)
  }
}
