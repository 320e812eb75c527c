import CLibFuzzer
import StoreScenarios

/// libFuzzer entry point: parses the input as a scenario file and renders what comes back (the statements
/// or the diagnostics). Anything but a clean return is a defect.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let data else { return 0 }
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  switch ScenarioParser.parse(text) {
  case .success(let scenario): _ = String(describing: scenario)
  case .failure(let diagnostics): _ = diagnostics.description
  }
  return 0
}

/// The program's entry point (SwiftPM calls it `<module>_main`): libFuzzer's driver with the target above.
@_cdecl("fuzz_scenario_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
  var count = argc
  var arguments = argv
  return LLVMFuzzerRunDriver(&count, &arguments, fuzzScenario)
}
