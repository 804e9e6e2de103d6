import Testing
import TouchSim

/// `AffineTransform` (H1): CGAffineTransform's order and meaning, exact quarter turns,
/// inverse and bounding box.
@Suite struct AffineTransformTests {
  @Test func aQuarterTurnIsExactAndMapsXToY() {
    let turn = AffineTransform(rotationAngle: .pi / 2)
    #expect(turn == AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
    #expect(turn.apply(to: Point(x: 1, y: 0)) == Point(x: 0, y: 1))
    #expect(AffineTransform(rotationAngle: -.pi / 2).apply(to: Point(x: 1, y: 0)) == Point(x: 0, y: -1))
    #expect(AffineTransform(rotationAngle: 0).isIdentity)
  }

  @Test func anEighthTurnMatchesTheDumpsPrintedNumbers() {
    // Fixture 26 prints [0.92387953251128674, 0.38268343236508978, -0.38268343236508978, ...].
    let turn = AffineTransform(rotationAngle: .pi / 8)
    #expect((turn.a - 0.923_879_532_511_286_74).magnitude < 1e-15)
    #expect((turn.b - 0.382_683_432_365_089_78).magnitude < 1e-15)
  }

  @Test func theInverseUndoesTheTransform() {
    let transform = AffineTransform(a: 0.5, b: 0.3, c: -0.2, d: 2, tx: 7, ty: -3)
    let point = Point(x: 12.5, y: -4)
    let back = transform.applyInverse(to: transform.apply(to: point))
    #expect((back.x - point.x).magnitude < 1e-12 && (back.y - point.y).magnitude < 1e-12)
    #expect(!AffineTransform(scaleX: 0, y: 1).isInvertible)
  }

  @Test func theBoundingBoxOfARotatedSquareIsWhatUIKitPrintsAsItsFrame() {
    let box = AffineTransform(rotationAngle: .pi / 8).boundingBox(of: Rect(x: -50, y: -50, width: 100, height: 100))
    #expect((box.size.width - 130.656).magnitude < 0.001)
    #expect((box.minX + 65.328).magnitude < 0.001)
  }
}
