import TouchSim

/// The common setup of Docs/Rulebook.md (timelines T1-T16): a vertical scroll view `S` over the
/// window with a plain view `V` (y 100-180, handles its touches) and a button `B` (y 300-360).
public func scrollTree(_ configure: (ScrollView) -> Void = { _ in }) -> (TreeBuilder, ScrollView) {
  let builder = TreeBuilder()
  let scroll = ScrollView(name: "S", frame: builder.window.bounds)
  scroll.contentSize = Size(width: 390, height: 3000)
  builder.root.addSubview(scroll)
  let plain = View(name: "V", frame: Rect(x: 0, y: 100, width: 390, height: 80))
  plain.touchHandling = .handle
  scroll.addSubview(plain)
  scroll.addSubview(Button(name: "B", frame: Rect(x: 100, y: 300, width: 190, height: 60)))
  configure(scroll)
  builder.window.register(builder.root)
  return (builder, scroll)
}
