/// The fixed parts of the replay page: its style sheet, its controls and its script. None
/// holds text from a scenario; the run's facts come in the page's JSON (`ReplayPage.data`).
enum ReplayPageAssets {
  static let style = """
    body { margin: 0; color: #222; background: #fff; font: 12px DejaVu Sans Mono, Menlo, Consolas, monospace; }
    h1 { font-size: 15px; margin: 0; padding: 14px 16px 0; height: 28px; overflow: hidden; white-space: nowrap; }
    h2 { font-size: 13px; margin: 14px 16px 6px; }
    #screen { position: absolute; background: #f7f7f7; }
    #side { position: absolute; right: 16px; min-width: 360px; }
    .controls button, .controls select { font: inherit; margin-right: 4px; }
    #scrub { width: 100%; margin: 8px 0 4px; }
    #clock { font-weight: bold; margin-bottom: 6px; }
    #state { line-height: 1.45; }
    #state h3 { font-size: 12px; margin: 8px 0 2px; color: #555; }
    #state .item { white-space: pre-wrap; }
    #state .possible { color: #555; } #state .began, #state .changed { color: #8e44ad; font-weight: bold; }
    #state .ended { color: #2a9d2a; font-weight: bold; } #state .failed, #state .cancelled { color: #999; }
    .picture { overflow-x: auto; margin: 0 16px; }
    #lanes g.mark.now circle { stroke: #000; stroke-width: 2; }
    #log { position: relative; height: 300px; overflow-y: auto; margin: 0 16px 16px; border: 1px solid #ddd;
      white-space: pre; line-height: 1.5; }
    #log .rec { padding: 0 6px; cursor: pointer; }
    #log .dot { display: inline-block; width: 8px; height: 8px; border-radius: 4px; margin-right: 6px; }
    #log .why { color: #666; }
    #log .now { background: #fff3c4; }
    #log .cur { background: #ffe08a; }
    .note { color: #555; font-weight: normal; }
    """

  static let controls = """
    <div class="controls">
    <button id="prev" title="previous record (left arrow)">&#9664; prev</button>
    <button id="play" title="play from the cursor (space)">&#9654; play</button>
    <button id="next" title="next record (right arrow)">next &#9654;</button>
    <select id="speed" title="play speed">
    <option value="1">1&#215; real speed</option>
    <option value="0.25">0.25&#215;</option>
    <option value="0.1" selected>0.1&#215;</option>
    <option value="0.01">0.01&#215;</option>
    </select>
    </div>
    <input id="scrub" type="range" min="0" value="0" step="any">
    <div id="clock"></div>
    <div id="state"></div>

    """

  /// Reads the JSON of `ReplayPage.data` and draws it at a cursor: the last record at or
  /// before the cursor time and the last scene the model took by then. It only draws what the
  /// data says and moves the cursor.
  static let script = """
    (function () {
      'use strict';
      var data = JSON.parse(document.getElementById('run-data').textContent);
      var records = data.records, scenes = data.scenes, s = data.scale;
      var canvas = document.getElementById('screen'), ctx = canvas.getContext('2d');
      var cursor = { t: 0, k: -1 };
      var kinds = {
        view: { fill: '#ffffff', stroke: '#8a8a8a', text: '#555555' },
        control: { fill: '#e3f0ff', stroke: '#1f6fb4', text: '#1f4f84' },
        scrollView: { fill: '#fffaf0', stroke: '#e67e00', text: '#a35900', dash: [5, 3] },
        cell: { fill: '#eef9fb', stroke: '#139fb0', text: '#0d6f7b' },
        window: { fill: '#f7f7f7', stroke: '#444444', text: '#444444' }
      };
      function fmt(t) { return String(Math.round(t * 1000) / 1000); }
      function live(touch) { return touch.phase !== 'ended' && touch.phase !== 'cancelled'; }
      function el(tag, className, text) {
        var node = document.createElement(tag);
        if (className) { node.className = className; }
        if (text !== undefined) { node.textContent = text; }
        return node;
      }

      var log = document.getElementById('log'), rows = [];
      records.forEach(function (record, index) {
        var row = el('div', 'rec');
        row.id = 'r' + index;
        var dot = el('span', 'dot');
        dot.style.background = record.colour;
        row.appendChild(dot);
        row.appendChild(el('span', 'line', record.line));
        if (record.why) { row.appendChild(el('span', 'why', '  # ' + record.why)); }
        row.addEventListener('click', function () { setRecord(index); });
        log.appendChild(row);
        rows.push(row);
      });
      if (data.recordCount > records.length) {
        log.appendChild(el('div', 'note', 'Cap: the first ' + records.length + ' of ' + data.recordCount + ' records.'));
      }

      function lastRecordAt(t) {
        var low = 0, high = records.length - 1, found = -1;
        while (low <= high) {
          var middle = (low + high) >> 1;
          if (records[middle].t <= t + 1e-9) { found = middle; low = middle + 1; } else { high = middle - 1; }
        }
        return found;
      }
      function sceneAt(t, k) {
        var found = scenes[0];
        for (var i = 0; i < scenes.length; i++) {
          if (scenes[i].t > t + 1e-9 || scenes[i].n > k + 1) { break; }
          found = scenes[i];
        }
        return found;
      }

      function drawScreen(scene, t) {
        ctx.setTransform(1, 0, 0, 1, 0, 0);
        ctx.globalAlpha = 1;
        ctx.fillStyle = kinds.window.fill;
        ctx.fillRect(0, 0, canvas.width, canvas.height);
        if (!scene) { return; }
        var bound = {};
        scene.touches.forEach(function (touch) { if (touch.view && live(touch)) { bound[touch.view] = true; } });
        scene.views.forEach(function (view, index) {
          var x = view.frame[0] * s, y = view.frame[1] * s, w = view.frame[2] * s, h = view.frame[3] * s;
          var style = kinds[view.kind] || kinds.view;
          ctx.save();
          if (view.clip) {
            ctx.beginPath();
            ctx.rect(view.clip[0] * s, view.clip[1] * s, view.clip[2] * s, view.clip[3] * s);
            ctx.clip();
          }
          if (view.hidden) {
            ctx.setLineDash([2, 3]);
            ctx.strokeStyle = '#bbbbbb';
            ctx.strokeRect(x + 0.5, y + 0.5, Math.max(w - 1, 0), Math.max(h - 1, 0));
            ctx.restore();
            return;
          }
          ctx.globalAlpha = Math.max(0, Math.min(1, view.alpha));
          var lit = bound[view.name] === true;
          if (index > 0) {
            ctx.fillStyle = lit ? data.highlight : style.fill;
            ctx.fillRect(x, y, w, h);
          }
          ctx.lineWidth = lit ? 2 : 1;
          ctx.strokeStyle = lit ? '#b38600' : style.stroke;
          if (style.dash) { ctx.setLineDash(style.dash); }
          ctx.strokeRect(x + 0.5, y + 0.5, Math.max(w - 1, 0), Math.max(h - 1, 0));
          ctx.setLineDash([]);
          ctx.fillStyle = style.text;
          ctx.font = '10px DejaVu Sans Mono, monospace';
          var label = view.name + (view.kind === 'view' ? '' : ' ' + view.class);
          if (!view.interaction) { label += ' (no interaction)'; }
          if (view.controller) { label += ' [' + view.controller + ']'; }
          ctx.fillText(label, x + 3, y + 11);
          if (view.recognizers.length > 0 && h > 24) {
            ctx.fillStyle = '#8e44ad';
            ctx.fillText('\\u2691 ' + view.recognizers.join(', '), x + 3, y + h - 4);
          }
          ctx.restore();
        });
        ctx.globalAlpha = 1;
        data.strokes.forEach(function (stroke) {
          var points = stroke.samples;
          if (points.length === 0 || points[0][0] > t + 1e-9) { return; }
          ctx.beginPath();
          ctx.strokeStyle = 'rgba(224, 17, 95, 0.45)';
          ctx.lineWidth = 2;
          ctx.moveTo(points[0][1][0] * s, points[0][1][1] * s);
          for (var i = 1; i < points.length && points[i][0] <= t + 1e-9; i++) {
            ctx.lineTo(points[i][1][0] * s, points[i][1][1] * s);
          }
          ctx.stroke();
        });
        scene.touches.forEach(function (touch) {
          var x = touch.at[0] * s, y = touch.at[1] * s;
          ctx.beginPath();
          ctx.arc(x, y, data.fingerRadius, 0, 2 * Math.PI);
          if (live(touch)) {
            ctx.fillStyle = data.finger;
            ctx.fill();
          } else {
            ctx.strokeStyle = data.finger;
            ctx.lineWidth = 2;
            ctx.stroke();
          }
          ctx.fillStyle = '#222222';
          ctx.font = 'bold 11px DejaVu Sans Mono, monospace';
          ctx.fillText('#' + touch.finger, x + data.fingerRadius + 3, y + 4);
        });
      }

      function section(parent, title) {
        parent.appendChild(el('h3', null, title));
      }
      function item(parent, text, className) {
        parent.appendChild(el('div', 'item' + (className ? ' ' + className : ''), text));
      }
      function renderState(scene, t, k) {
        var state = document.getElementById('state');
        state.textContent = '';
        if (!scene) { return; }
        if (data.droppedScenes > 0) {
          item(state, 'Cap: ' + data.droppedScenes + ' later states of the window were not kept; past the last kept one the screen stays as it was.', 'note');
        }
        section(state, 'Touches');
        if (scene.touches.length === 0) { item(state, 'none down'); }
        scene.touches.forEach(function (touch) {
          var text = '#' + touch.finger + ' ' + touch.phase + ' at (' + fmt(touch.at[0]) + ', ' + fmt(touch.at[1]) + ')';
          text += ' on ' + (touch.view || 'no view');
          if (touch.beganWithheld) { text += ', touchesBegan withheld'; }
          if (touch.endedWithheld) { text += ', touchesEnded withheld'; }
          text += '\\n  chain: ' + (touch.chain.length ? touch.chain.join(' \\u2192 ') : '-');
          text += '\\n  recognizers: ' + (touch.recognizers.length ? touch.recognizers.join(', ') : '-');
          item(state, text);
        });
        section(state, 'Recognizers');
        if (scene.recognizers.length === 0) { item(state, 'none'); }
        scene.recognizers.forEach(function (recognizer) {
          var text = recognizer.name + ' ' + recognizer.state + (recognizer.enabled ? '' : ' (disabled)');
          text += '  ' + recognizer.class + ' on ' + (recognizer.view || '-');
          if (recognizer.fingers.length) { text += ', fingers ' + recognizer.fingers.join(', '); }
          item(state, text, recognizer.state);
        });
        if (scene.scrollViews.length > 0) { section(state, 'Scroll views'); }
        scene.scrollViews.forEach(function (scroll) {
          var text = scroll.name + ' offset (' + fmt(scroll.offset[0]) + ', ' + fmt(scroll.offset[1]) + ')';
          var flags = ['tracking', 'dragging', 'decelerating'].filter(function (flag) { return scroll[flag]; });
          if (flags.length) { text += ' ' + flags.join(', '); }
          text += '\\n  delay ' + scroll.delayState + (scroll.delaysContentTouches ? '' : ' (delaysContentTouches false)');
          if (scroll.withheld.length) { text += ', withholding touchesBegan of #' + scroll.withheld.join(', #'); }
          data.delayWindows.forEach(function (window) {
            if (window.scrollView !== scroll.name) { return; }
            var open = window.start <= t + 1e-9 && t < window.end - 1e-9;
            text += '\\n  delay window ' + fmt(window.start) + '\\u2013' + fmt(window.end) + ' ms';
            text += window.outcome ? ' (delay ' + window.outcome + ')' : ' (the pan began: touches dropped)';
            if (open) { text += '  \\u2190 open now'; }
          });
          item(state, text);
        });
      }

      var svg = document.querySelector('#lanes svg'), line = null, litMarks = [];
      if (svg) {
        line = document.createElementNS('http://www.w3.org/2000/svg', 'line');
        line.setAttribute('stroke', '#e0115f');
        line.setAttribute('stroke-width', '1.5');
        line.setAttribute('y1', String(data.lanes.top));
        line.setAttribute('y2', String(data.lanes.bottom));
        svg.appendChild(line);
      }
      function drawLanes(t, k) {
        if (!svg) { return; }
        var x = data.lanes.left + t * data.lanes.pxPerMs;
        line.setAttribute('x1', String(x));
        line.setAttribute('x2', String(x));
        litMarks.forEach(function (mark) { mark.classList.remove('now'); });
        litMarks = [];
        if (k < 0) { return; }
        for (var i = k; i >= 0 && records[i].t === records[k].t; i--) {
          var mark = svg.querySelector('g.mark[data-r="' + i + '"]');
          if (mark) { mark.classList.add('now'); litMarks.push(mark); }
        }
      }

      var litRows = [];
      function drawLog(k) {
        litRows.forEach(function (row) { row.classList.remove('now', 'cur'); });
        litRows = [];
        if (k < 0) { return; }
        for (var i = k; i >= 0 && records[i].t === records[k].t; i--) { rows[i].classList.add('now'); litRows.push(rows[i]); }
        for (var j = k + 1; j < records.length && records[j].t === records[k].t; j++) {
          rows[j].classList.add('now');
          litRows.push(rows[j]);
        }
        rows[k].classList.add('cur');
        var top = rows[k].offsetTop, height = log.clientHeight;
        if (top < log.scrollTop || top > log.scrollTop + height - 40) { log.scrollTop = Math.max(0, top - height / 3); }
      }

      var scrub = document.getElementById('scrub'), clock = document.getElementById('clock');
      scrub.max = String(data.end);
      function show() {
        var scene = sceneAt(cursor.t, cursor.k);
        drawScreen(scene, cursor.t);
        renderState(scene, cursor.t, cursor.k);
        drawLanes(cursor.t, cursor.k);
        drawLog(cursor.k);
        scrub.value = String(cursor.t);
        var text = 't = ' + fmt(cursor.t) + ' ms';
        text += cursor.k >= 0 ? ', record ' + (cursor.k + 1) + ' of ' + records.length : ', before the first record';
        clock.textContent = text;
      }
      function remember() {
        try { history.replaceState(null, '', '#t=' + fmt(cursor.t)); } catch (error) { /* file: URLs may refuse */ }
      }
      function setTime(t) {
        cursor.t = Math.max(0, Math.min(t, data.end));
        cursor.k = lastRecordAt(cursor.t);
        show();
      }
      function setRecord(k) {
        if (records.length === 0) { return; }
        k = Math.max(0, Math.min(k, records.length - 1));
        cursor.k = k;
        cursor.t = records[k].t;
        show();
        remember();
      }
      function step(direction) {
        if (direction > 0) {
          setRecord(cursor.k + 1);
        } else if (cursor.k >= 0 && cursor.t > records[cursor.k].t + 1e-9) {
          setRecord(cursor.k);
        } else {
          setRecord(cursor.k - 1);
        }
      }
      scrub.addEventListener('input', function () { stop(); setTime(parseFloat(scrub.value)); remember(); });
      document.getElementById('prev').addEventListener('click', function () { stop(); step(-1); });
      document.getElementById('next').addEventListener('click', function () { stop(); step(1); });

      var playing = false, last = 0, button = document.getElementById('play');
      var speed = document.getElementById('speed');
      function frame(now) {
        if (!playing) { return; }
        var t = cursor.t + (now - last) * parseFloat(speed.value);
        last = now;
        setTime(t);
        if (cursor.t >= data.end) { stop(); remember(); return; }
        requestAnimationFrame(frame);
      }
      function stop() { playing = false; button.innerHTML = '&#9654; play'; }
      button.addEventListener('click', function () {
        if (playing) { stop(); remember(); return; }
        if (cursor.t >= data.end) { setTime(0); }
        playing = true;
        button.innerHTML = '&#10074;&#10074; pause';
        last = performance.now();
        requestAnimationFrame(frame);
      });
      document.addEventListener('keydown', function (event) {
        if (event.target && event.target.tagName === 'SELECT') { return; }
        if (event.key === 'ArrowRight') { stop(); step(1); event.preventDefault(); }
        if (event.key === 'ArrowLeft') { stop(); step(-1); event.preventDefault(); }
        if (event.key === ' ') { button.click(); event.preventDefault(); }
      });

      function fromHash() {
        var match = /(?:^#|&)t=([0-9]+(?:\\.[0-9]+)?)/.exec(location.hash);
        if (match) { setTime(parseFloat(match[1])); } else { setTime(0); }
      }
      window.addEventListener('hashchange', fromHash);
      fromHash();
    })();

    """
}
