import Glibc

/// The `storefront` executable: finds the command a command line names and runs it.
let arguments = Array(CommandLine.arguments.dropFirst())
let status = await CommandRunner(root: .root).run(arguments)
exit(status)
