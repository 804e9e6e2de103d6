import TouchSim

extension LogicInstaller {
  /// Control tracking overrides and table-delegate questions (installed once the model has them).
  static func installControlOrTableAnswer(_ answer: LogicAnswer, _ question: LogicQuestion, on view: View)
    throws(ScenarioError)
  {}

  /// Control-event and table-selection reactions (installed once the model has them).
  static func installControlOrTableReactions(_ reactions: [LogicReaction], callback: String, on view: View) {}
}
