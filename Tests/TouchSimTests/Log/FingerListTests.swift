import Testing
import TouchSim

@Suite struct FingerListTests {
  @Test(arguments: [[], [7], [7, 3], [1, 2, 3], Array(1...40)])
  func aListReadsBackItsFingersInOrder(fingers: [Int]) {
    let list = FingerList(fingers)
    #expect(Array(list) == fingers)
    #expect(list.count == fingers.count)
    #expect(list.description == fingers.description)
  }

  @Test func listsOfTheSameFingersAreEqualHoweverTheyAreMade() {
    #expect(FingerList([4]) == FingerList(4))
    #expect(FingerList([4]) == [4])
    #expect(FingerList([1, 2, 3]) == FingerList(1...3))
    #expect(FingerList([1, 2]) != FingerList([2, 1]))
    #expect(FingerList([1, 2]).hashValue == ([1, 2] as FingerList).hashValue)
  }

}
