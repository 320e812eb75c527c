import Foundation
import TestSupport
import Testing

/// `scripts/install PREFIX`: a release build installed where each tool looks, that works from anywhere. One test,
/// since it builds for release (in `.build/install-test`, kept between runs: `swift test` holds `.build`).
@Suite struct InstallScriptTests {
  @Test(.timeLimit(.minutes(40))) func installsAWorkingBinaryManualAndCompletionUnderAPrefix() async throws {
    let folder = try ProjectPaths.temporaryDirectory("install")
    defer { try? FileManager.default.removeItem(at: folder) }
    let prefix = folder.appendingPathComponent("prefix")
    let scratch = ProjectPaths.root.appendingPathComponent(".build/install-test").path
    // At the lowest priority: the release build must not starve the tests that wait for a terminal meanwhile.
    let installed = try await ProcessRunner.run(
      "/usr/bin/nice", ["-n", "19", ProjectPaths.root.appendingPathComponent("scripts/install").path, prefix.path],
      environment: ["STOREFRONT_SCRATCH_PATH": scratch])
    #expect(installed.status == 0, "\(installed.stderr)")
    #expect(installed.stdout.contains("Installed storefront "))
    #expect(installed.stdout.contains("\(prefix.path)/bin is not on your PATH"))

    let bin = prefix.appendingPathComponent("bin/storefront").path
    let files = [
      "share/man/man1/storefront.1", "share/bash-completion/completions/storefront",
      "share/zsh/site-functions/_storefront", "share/fish/vendor_completions.d/storefront.fish",
    ]
    for file in files { #expect(installed.stdout.contains(prefix.appendingPathComponent(file).path), "\(file)") }

    // The binary works from another folder with nothing of the project around, on the demo catalog it carries.
    func run(_ command: String) async throws -> ProcessResult {
      try await ProcessRunner.run(
        "/usr/bin/env",
        ["-i", "PATH=\(prefix.path)/bin:/usr/bin:/bin", "HOME=\(folder.path)", "XDG_DATA_HOME=\(folder.path)/data",
         "MANPAGER=cat", "LANG=C.UTF-8", "/bin/bash", "--norc", "--noprofile", "-c", "cd /; \(command)"])
    }
    let bought = try await run("storefront buy com.example.storefront.removeads")
    #expect(bought.status == 0 && bought.stdout.contains("Transaction 1 was verified"), "\(bought.stderr)")
    // man finds the page from PATH (PREFIX/bin → PREFIX/share/man), and formats it.
    let manual = try await run("man -w storefront && man storefront | head -5")
    #expect(manual.stdout.hasPrefix(prefix.appendingPathComponent("share/man/man1/storefront.1").path), "\(manual.stderr)")
    #expect(manual.stdout.contains("try in-app purchases"), "\(manual.stdout)")
    // Each installed file is what the installed binary prints, and bash loads its completion.
    for (file, shell) in zip(files.dropFirst(), ["bash", "zsh", "fish"]) {
      let text = try String(contentsOf: prefix.appendingPathComponent(file), encoding: .utf8)
      #expect(text == (try await run("storefront completion \(shell)")).stdout, "\(shell)")
    }
    let completion = try await run("source \(prefix.path)/\(files[1]) && complete -p storefront")
    #expect(completion.stdout.contains("complete -F _storefront storefront"), "\(completion.stderr)")
    #expect(FileManager.default.isExecutableFile(atPath: bin))
    // It needs no Swift toolchain: the Swift runtime and Foundation are inside, only Debian's C libraries are loaded.
    let libraries = try await ProcessRunner.run("/usr/bin/ldd", [bin])
    #expect(libraries.status == 0 && libraries.stdout.contains("libsqlite3"), "\(libraries.stderr)")
    #expect(!libraries.stdout.contains("libswift") && !libraries.stdout.contains("libFoundation"), "\(libraries.stdout)")
  }
}
