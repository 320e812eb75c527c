/// The command line itself is wrong: unknown option, missing argument, bad value. Exits with status 2.
struct UsageError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// The command ran and could not do what was asked, for a reason it states. Exits with status 1.
struct CommandFailure: Error, CustomStringConvertible {
  var description: String
  var status: Int32
  init(_ description: String, status: Int32 = 1) {
    self.description = description
    self.status = status
  }
}
