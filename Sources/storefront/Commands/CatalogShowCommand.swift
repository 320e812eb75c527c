extension CommandSpec {
  static let catalogShow = CommandSpec(name: "show", summary: "x")
  static let catalogNew = CommandSpec(name: "new", summary: "x")
}
