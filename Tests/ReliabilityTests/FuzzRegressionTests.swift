import Foundation
import StoreCatalog
import StoreEngine
import StoreScenarios
import Testing
import TestSupport

/// Every input kept in `Regressions/` (see its README) goes through the code its fuzz target runs, plus inputs
/// too large to keep as files; each must come back with a verdict, not a crash.
@Suite struct FuzzRegressionTests {
  static let folder = ProjectPaths.root.appendingPathComponent("Tests/ReliabilityTests/Regressions")

  static func inputs(_ target: String) -> [URL] {
    let directory = folder.appendingPathComponent(target)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.sorted().map { directory.appendingPathComponent($0) }
  }

  @Test func catalogInputs() throws {
    let inputs = Self.inputs("catalog")
    #expect(!inputs.isEmpty)
    for input in inputs {
      let result = CatalogLoader.load(bytes: [UInt8](try Data(contentsOf: input)), file: input.lastPathComponent)
      #expect(!result.isValid, "\(input.lastPathComponent)")
      #expect(result.diagnostics.allSatisfy { !$0.description.isEmpty })
    }
  }

  @Test func deepNestingIsAnErrorNotAStackOverflow() {
    for opener in ["[", "{\"a\":"] {
      let bytes = [UInt8](String(repeating: opener, count: 200_000).utf8)
      let result = CatalogLoader.load(bytes: bytes, file: "deep.storekit")
      #expect(result.errors.contains { $0.description.contains("512") }, "\(result.errors.first?.description ?? "")")
    }
  }

  @Test func jwsInputs() throws {
    let inputs = Self.inputs("jws")
    #expect(!inputs.isEmpty)
    let verifier = try JWSVerifier(trustedRoots: [], options: .appStoreServerLibrary())
    for input in inputs {
      let text = String(decoding: try Data(contentsOf: input), as: UTF8.self)
      #expect(verifier.verify(text).failure != nil, "\(input.lastPathComponent)")
    }
    let huge = String(repeating: "A", count: 4_000_000)
    #expect(verifier.verify([huge, huge, huge].joined(separator: ".")).failure != nil)
  }

  @Test func scenarioInputs() throws {
    let inputs = Self.inputs("scenario")
    #expect(!inputs.isEmpty)
    for input in inputs {
      let text = String(decoding: try Data(contentsOf: input), as: UTF8.self)
      guard case .failure(let diagnostics) = ScenarioParser.parse(text) else {
        Issue.record("\(input.lastPathComponent) parsed")
        continue
      }
      #expect(!diagnostics.description.isEmpty)
    }
  }
}
