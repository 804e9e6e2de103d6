extension TimelineLayout {
  /// Lays out one row per stroke from `top`: the bar from touch-down to lift, a tick per
  /// move sample (at most `maxStrokeTicks` over all strokes), the lift or cancel, and the
  /// 10 pt marker. Returns the bottom of the last row and how many ticks were left out.
  mutating func layOutStrokes(_ tracks: [StrokeTrack], top: Double, limits: TimelineLimits) -> (
    bottom: Double, hiddenTicks: Int
  ) {
    var y = top
    var ticksLeft = max(limits.maxStrokeTicks, 0)
    var hiddenTicks = 0
    for track in tracks {
      let finger = "finger \(track.finger)"
      var ticks: [(x: Double, hover: String)] = []
      for sample in track.samples.dropFirst().dropLast() {
        guard ticksLeft > 0 else {
          hiddenTicks += 1
          continue
        }
        ticksLeft -= 1
        let hover = "\(finger) moved at \(sample.time) ms to \(Self.point(sample.change.location))"
        ticks.append((scale.x(sample.time), hover))
      }
      let downAt = track.samples.first.map { Self.point($0.change.location) } ?? ""
      let endAt = track.samples.last.map { Self.point($0.change.location) } ?? ""
      var row = StrokeRow(
        name: finger, top: y, downX: scale.x(track.down), endX: scale.x(track.end), cancelled: track.isCancelled,
        downHover: "\(finger) down at \(track.down) ms at \(downAt)",
        endHover: "\(finger) \(track.isCancelled ? "cancelled (system)" : "up") at \(track.end) ms at \(endAt)",
        ticks: ticks, tenPoint: nil)
      if let ten = track.tenPointTime {
        let x = scale.x(ten)
        let downLabelEnd = row.downX - 3 + Self.textWidth("down", size: 10)
        let hover = "\(finger) is 10 pt from its touch-down along an axis at \(ten) ms (pan hysteresis, G14, P1)"
        row.tenPoint = (x, max(x + 6, downLabelEnd + 6), hover)
      }
      rightmost = max(rightmost, row.endX + 10 + Self.textWidth(track.isCancelled ? "cancelled" : "up", size: 10))
      strokes.append(row)
      y += Self.strokeRowHeight
    }
    return (y, hiddenTicks)
  }
}
