import TouchSim
import TouchSimScenario

/// The HTML page of a timeline: the SVG inline, a hover tooltip with the record's full log
/// line and its `why` (a few lines of script; without script the SVG's own `<title>` hover
/// texts still work), and the text log below the picture, each line `id="r<index>"` and
/// highlighted while its mark is hovered.
enum TimelineHTML {
  /// The page's style sheet (no user text).
  static let style = """
    body { margin: 16px; color: #222; background: #fff; font-family: DejaVu Sans Mono, Menlo, Consolas, monospace; }
    h2 { font-size: 14px; margin: 20px 0 6px; }
    .picture { overflow-x: auto; }
    #tip { position: absolute; display: none; max-width: 760px; white-space: pre-wrap; font-size: 12px;
      background: #fffbe6; border: 1px solid #999; padding: 6px 8px; box-shadow: 0 2px 6px rgba(0,0,0,.25);
      pointer-events: none; }
    pre.log { font-size: 12px; line-height: 1.45; }
    pre.log .hl { background: #ffe08a; }
    .note { color: #555; }
    """

  /// The tooltip: moves each hover text from its `<title>` to `data-tip` (so the browser's
  /// own tooltip does not show too) and follows the pointer. No user text in here.
  static let script = """
    (function () {
      var tip = document.getElementById('tip');
      var lit = null;
      document.querySelectorAll('.picture svg g > title').forEach(function (title) {
        title.parentNode.setAttribute('data-tip', title.textContent);
        title.parentNode.removeChild(title);
      });
      var svg = document.querySelector('.picture svg');
      svg.addEventListener('mouseover', function (event) {
        var target = event.target.closest('[data-tip]');
        if (!target) { return; }
        tip.textContent = target.getAttribute('data-tip');
        tip.style.display = 'block';
        var record = target.getAttribute('data-r');
        if (lit) { lit.classList.remove('hl'); lit = null; }
        if (record !== null) { lit = document.getElementById('r' + record); if (lit) { lit.classList.add('hl'); } }
      });
      svg.addEventListener('mousemove', function (event) {
        tip.style.left = (event.pageX + 14) + 'px';
        tip.style.top = (event.pageY + 14) + 'px';
      });
      svg.addEventListener('mouseout', function (event) {
        if (event.relatedTarget && event.relatedTarget.closest && event.relatedTarget.closest('[data-tip]')) { return; }
        tip.style.display = 'none';
        if (lit) { lit.classList.remove('hl'); lit = null; }
      });
    })();
    """

  /// The page for a layout and the run's records.
  static func render(_ layout: TimelineLayout, records: [Record], limits: TimelineLimits) -> String {
    var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    page += "<title>" + XMLEscaping.escape("TouchSim timeline: " + layout.title) + "</title>\n"
    page += "<style>\n" + style + "</style>\n</head>\n<body>\n"
    page += "<div class=\"picture\">\n" + TimelineSVG.render(layout, standalone: false) + "</div>\n"
    page += "<div id=\"tip\"></div>\n"
    page += "<h2>Log</h2>\n<pre class=\"log\">"
    let shown = records.prefix(max(limits.maxLogLines, 0))
    for (index, record) in shown.enumerated() {
      page += "<span id=\"r\(index)\">" + XMLEscaping.escape(TextRenderer.line(for: record)) + "</span>\n"
    }
    page += "</pre>\n"
    if records.count > shown.count {
      page += "<p class=\"note\">Cap: the first \(shown.count) of \(records.count) log lines are shown.</p>\n"
    }
    page += "<script>\n" + script + "</script>\n</body>\n</html>\n"
    return page
  }
}
