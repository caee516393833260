// dpviz in the browser: the web stage over the engine compiled to WebAssembly. A classic script (no
// modules: Qt's lupdate reads its qsTr() texts into translations/*.ts, the one source of every
// string both editions show; texts.js is generated from them at build time).
//
// Every fact on the page is the engine's answer (engine_api.cpp): the chunk sizes, the devices, the
// printed lines, the phases and their measured times, the refusals. The page only lays them out.
(function () {
  'use strict';

  // ---- Texts ---------------------------------------------------------------------------------
  // qsTr(source) or qsTr(source, disambiguation, n) as in Qt: the translation of the language shown,
  // with %n replaced by n in the plural form n takes (English: 1 and the rest; Chinese: one form);
  // fill() puts %1, %2, ... in.
  var lang = 'en';
  function qsTr(source, disambiguation, n) {
    var table = (window.DPVIZ_TEXTS || {})[lang];
    var text = (table && table[source]) || source;
    if (Array.isArray(text)) text = text[lang === 'en' && n !== 1 && text.length > 1 ? 1 : 0];
    return n === undefined ? text : text.split('%n').join(String(n));
  }
  function fill(text) {
    for (var i = 1; i < arguments.length; ++i) text = text.split('%' + i).join(String(arguments[i]));
    return text;
  }
  function pickLanguage() {
    var asked = new URLSearchParams(location.search).get('lang');
    var stored = null;
    try { stored = localStorage.getItem('dpviz-lang'); } catch (e) { /* storage off */ }
    var want = asked || stored || (navigator.language || 'en');
    return /^zh/i.test(want) ? 'zh_CN' : 'en';
  }
  function $(id) { return document.getElementById(id); }
  function setText(id, text) { $(id).textContent = text; }

  // ---- The engine ----------------------------------------------------------------------------
  var threads = self.crossOriginIsolated === true;
  var engine = null;
  var pending = new Map();
  var nextId = 1;
  function loadEngine() {
    return new Promise(function (resolve, reject) {
      var script = document.createElement('script');
      script.src = threads ? 'dpviz_engine.js' : 'dpviz_engine_single.js';
      script.onload = function () {
        window.createDpvizEngine({
          dpvizAnswer: function (id, ptr) {
            var text = engine.UTF8ToString(ptr);
            engine._free(ptr);
            var done = pending.get(id);
            pending.delete(id);
            if (done) done(JSON.parse(text));
          }
        }).then(function (m) { engine = m; resolve(); }, reject);
      };
      script.onerror = function () { reject(new Error(script.src)); };
      document.head.appendChild(script);
    });
  }
  function ask(request) {
    return new Promise(function (resolve) {
      var id = nextId++;
      pending.set(id, resolve);
      engine.ccall('dpviz_post', null, ['number', 'string'], [id, JSON.stringify(request)]);
    });
  }

  // ---- The run ---------------------------------------------------------------------------------
  // run: what `open` answered; batches: the records stepped so far (each with its phases); frame:
  // the batch and phase on the stage. A record keeps its phases while it is among the last kKeep.
  var kKeep = 64;
  var kShown = ['load', 'scatter', 'replicate', 'forward', 'gather', 'loss', 'grad_scatter', 'backward', 'reduce', 'optimizer'];
  var run = null, batches = [], frame = null, playing = false, timer = 0, busy = false;
  var limits = null;

  function phasesOf(rec) {
    var seen = [];
    rec.phases.forEach(function (p) {
      if (kShown.indexOf(p.phase) >= 0 && seen.indexOf(p.phase) < 0) seen.push(p.phase);
    });
    return seen.length ? seen : ['load'];
  }

  function showError(text) {
    var box = $('error');
    box.hidden = !text;
    box.textContent = text || '';
  }

  function readInt(id) {
    var raw = $(id).value.trim();
    return /^-?\d+$/.test(raw) ? Number(raw) : raw;
  }

  // Opens the run the form says (or `config`, the projector's) and shows its first phase.
  function start(config) {
    if (busy) return Promise.resolve(false);
    stop();
    showError('');
    busy = true;
    var request = config || { gpus: readInt('gpus'), batch_size: readInt('batch'), data_size: readInt('data'),
                              train: document.querySelector('input[name=what]:checked').value === 'train' };
    request.op = 'open';
    return ask(request).then(function (answer) {
      busy = false;
      if (!answer.ok) {
        showError(answer.error);
        return false;
      }
      run = answer;
      run.config = request;
      batches = [];
      frame = null;
      render();
      return forward();
    });
  }

  // One phase on; past a batch's last phase, the engine runs the next batch. `quiet` leaves the
  // drawing to the caller (To the end draws once, at the end).
  function forward(quiet) {
    if (!run || busy) return Promise.resolve(false);
    if (frame && frame.phase + 1 < batches[frame.batch].shown.length) {
      frame = { batch: frame.batch, phase: frame.phase + 1 };
      if (!quiet) render();
      return Promise.resolve(true);
    }
    var next = frame ? frame.batch + 1 : 0;
    if (next < batches.length) {
      frame = { batch: next, phase: 0 };
      if (!quiet) render();
      return Promise.resolve(true);
    }
    if (next >= run.batches) return Promise.resolve(false);
    busy = true;
    return ask({ op: 'step' }).then(function (rec) {
      busy = false;
      if (!rec.ok) {
        showError(rec.error);
        stop();
        return false;
      }
      rec.shown = phasesOf(rec);
      batches.push(rec);
      if (batches.length > kKeep) batches[batches.length - kKeep - 1].phases = null;
      frame = { batch: batches.length - 1, phase: 0 };
      if (!quiet) render();
      return true;
    });
  }

  function back() {
    if (!frame || busy) return;
    if (frame.phase > 0) frame = { batch: frame.batch, phase: frame.phase - 1 };
    else if (frame.batch > 0 && batches[frame.batch - 1].phases) {
      frame = { batch: frame.batch - 1, phase: batches[frame.batch - 1].shown.length - 1 };
    }
    render();
  }

  function toEnd() {
    stop();
    function more() {
      return forward(true).then(function (moved) { if (moved) return more(); });
    }
    return more().then(render);
  }

  function play() {
    if (playing) return stop();
    playing = true;
    renderControls();
    (function tick() {
      forward().then(function (moved) {
        if (!playing) return;
        if (!moved) return stop();
        timer = setTimeout(tick, 700);
      });
    })();
  }

  function stop() {
    playing = false;
    clearTimeout(timer);
    renderControls();
  }

  // ---- Drawing ---------------------------------------------------------------------------------
  // The browser's clock ticks in 5 µs or more (100 µs without isolation): whole microseconds from 10 on.
  function micro(ns) { var us = ns / 1000; return fill(qsTr('%1 µs'), us >= 10 ? Math.round(us) : us.toFixed(1)); }

  function segment(size, total, index, label) {
    var s = document.createElement('span');
    s.className = 'seg c' + (index % 8);
    s.style.flexGrow = String(size);
    s.title = label;
    s.textContent = total > 0 && size / total >= 0.06 ? String(size) : '';
    return s;
  }

  function drawRows(box, sizes, total, labelOf) {
    box.replaceChildren();
    sizes.forEach(function (size, i) { box.appendChild(segment(size, total, i, labelOf(i, size))); });
  }

  // The log: the header, then each batch's lines once its replicas ran, and its Outside line once
  // its output is gathered (the tutorial's printout, in the order the replicas finished or by
  // replica); in training each step's lines (dpviz-cli train's) once the step is done.
  // A batch's share of the log with the stage at its phase `at` (null: the batch is past).
  function batchText(rec, at, byReplica) {
    var last = at === null || at === rec.shown[rec.shown.length - 1];
    if (run.train) return last ? rec.text : '';
    if (at !== null && rec.shown.indexOf(at) < rec.shown.indexOf('forward')) return '';
    var text = '';
    (byReplica ? rec.replica_lines : rec.lines).forEach(function (l) { text += l + '\n'; });
    return last ? text + rec.outside + '\n' : text;
  }

  // The batches already past are written once and kept (a long run's log is not built again at
  // every phase); stepping back before them, another run or another order starts it again.
  var logCache = null;
  function logText() {
    if (!run) return '';
    var byReplica = $('by-replica').checked;
    var current = frame ? frame.batch : batches.length;
    if (!logCache || logCache.run !== run || logCache.byReplica !== byReplica || logCache.upTo > current) {
      logCache = { run: run, byReplica: byReplica, upTo: 0, text: run.header ? run.header + '\n' : '' };
    }
    while (logCache.upTo < current) logCache.text += batchText(batches[logCache.upTo++], null, byReplica);
    return frame ? logCache.text + batchText(batches[frame.batch], batches[frame.batch].shown[frame.phase], byReplica) : logCache.text;
  }

  // The device the engine ran a phase on (the first of its events), as the page names a GPU.
  function deviceOf(rec, phase) {
    for (var i = 0; i < (rec.phases || []).length; ++i) {
      if (rec.phases[i].phase === phase && rec.phases[i].device >= 0) return fill(qsTr('GPU %1'), rec.phases[i].device);
    }
    return rec.device_names[0];
  }

  function slowest(ns) { return micro(Math.max.apply(null, ns)); }
  function total(ns) { return micro(ns.reduce(function (a, b) { return a + b; }, 0)); }

  function caption(rec, phase) {
    var n = rec.chunks.length;
    switch (phase) {
      case 'load': return fill(qsTr('The DataLoader hands over batch %1 of %2: %n row(s).', '', rec.input[0]), rec.index + 1, run.batches);
      case 'scatter': return fill(qsTr('torch.chunk cuts the batch into %n chunk(s): %1.', '', n), rec.chunks.join(', '));
      case 'replicate': return qsTr('The model is copied to the %n GPU(s) that got a chunk.', '', n);
      case 'forward':
        return threads ? fill(qsTr('The replicas run their chunks at the same time; the slowest took %1.'), slowest(rec.forward_ns))
                       : fill(qsTr('The replicas run their chunks one after another on this page\'s one thread; together they took %1.'), total(rec.forward_ns));
      case 'gather': return fill(qsTr('The outputs are gathered on %1: %n row(s) again.', '', rec.output[0]), deviceOf(rec, 'gather'));
      case 'loss': return fill(qsTr('MSELoss of the whole batch on %1: %2.'), deviceOf(rec, 'loss'), rec.loss);
      case 'grad_scatter': return fill(qsTr('The loss\'s gradient is cut as the batch was: %1 rows back to the replicas.'), rec.grad_chunks.join(', '));
      case 'backward':
        return threads ? fill(qsTr('Backward: each replica computes its gradients at the same time; the slowest took %1.'), slowest(rec.backward_ns))
                       : fill(qsTr('Backward: the replicas compute their gradients one after another; together they took %1.'), total(rec.backward_ns));
      case 'reduce': return fill(qsTr('The gradients are summed on %1: %2 bytes from each replica.'), rec.reduce_device, rec.reduce_bytes[0] || 0);
      case 'optimizer': return fill(qsTr('SGD updates the parameters on %1, once for the whole batch.'), deviceOf(rec, 'optimizer'));
    }
    return '';
  }

  // A card's state in the phase on screen.
  function cardText(rec, replica, phase) {
    var rows = rec.chunks[replica];
    switch (phase) {
      case 'load': return run.wrapped ? qsTr('waiting') : qsTr('%n row(s)', '', rows);
      case 'scatter': return qsTr('%n row(s)', '', rows);
      case 'replicate': return qsTr('%n row(s), model', '', rows);
      case 'forward': return micro(rec.forward_ns[replica]);
      case 'gather': return qsTr('%n row(s) back', '', rows);
      case 'loss': return replica === 0 ? fill(qsTr('loss %1'), rec.loss) : qsTr('waiting');
      case 'grad_scatter': return qsTr('%n gradient row(s)', '', rec.grad_chunks[replica]);
      case 'backward': return micro(rec.backward_ns[replica]);
      case 'reduce': return replica === 0 ? qsTr('sums the gradients') : fill(qsTr('%1 bytes sent'), rec.reduce_bytes[replica] || 0);
      case 'optimizer': return replica === 0 ? qsTr('optimizer step (SGD)') : qsTr('idle');
    }
    return '';
  }

  function drawDevices(rec, phase) {
    var box = $('devices');
    box.replaceChildren();
    run.lanes.filter(function (l) { return l.index >= 0; }).forEach(function (lane) {
      var replica = rec ? rec.devices.indexOf(lane.index) : -1;
      var card = document.createElement('div');
      card.className = 'card' + (replica >= 0 ? ' c' + (replica % 8) : ' idle');
      var title = document.createElement('strong');
      title.textContent = fill(qsTr('GPU %1'), lane.index);
      var state = document.createElement('span');
      var text = qsTr('idle');
      if (replica >= 0 && rec) text = cardText(rec, replica, phase);
      else if (rec && phase !== 'load') text = qsTr('no chunk');
      state.textContent = text;
      card.append(title, state);
      box.appendChild(card);
    });
  }

  function render() {
    var rec = frame ? batches[frame.batch] : null;
    var phase = rec ? rec.shown[frame.phase] : null;
    setText('caption', rec ? caption(rec, phase) : (run ? '' : qsTr('Choose the GPUs, the batch size and the data size, then run.')));
    setText('batch-title', rec ? fill(qsTr('Batch %1: %n row(s)', '', rec.input[0]), rec.index + 1) : qsTr('The batch'));
    if (rec) {
      var at = rec.shown.indexOf(phase);
      var cut = phase !== 'load' || !run.wrapped;
      drawRows($('rows'), cut ? rec.chunks : [rec.input[0]], rec.input[0], function (i, s) { return fill(qsTr('chunk %1: %n row(s)', '', s), i); });
      var gathered = rec.shown.indexOf('gather') >= 0 ? at >= rec.shown.indexOf('gather') : at >= rec.shown.indexOf('forward');
      drawRows($('outputs'), gathered ? [rec.output[0]] : [], rec.output[0], function (i, s) { return qsTr('%n row(s)', '', s); });
    } else {
      $('rows').replaceChildren();
      $('outputs').replaceChildren();
    }
    setText('output-title', qsTr('Output'));
    if (run) drawDevices(rec, phase);
    else $('devices').replaceChildren();
    $('by-replica').parentNode.hidden = !!(run && run.train);
    setText('log-title', run && run.train ? qsTr('What the training prints') : qsTr('What the tutorial prints'));
    $('log').textContent = logText();
    $('log').scrollTop = $('log').scrollHeight;
    renderControls();
  }

  function renderControls() {
    var atEnd = !run || (frame && frame.batch === run.batches - 1 && frame.phase === batches[frame.batch].shown.length - 1);
    $('back').disabled = following || !frame || (frame.batch === 0 && frame.phase === 0);
    $('step').disabled = following || !!atEnd;
    $('end').disabled = following || !!atEnd;
    $('play').disabled = following || (!!atEnd && !playing);
    ['gpus', 'batch', 'data', 'run'].forEach(function (id) { $(id).disabled = following; });
    document.querySelectorAll('input[name=what]').forEach(function (r) { r.disabled = following; });
    setText('play', playing ? qsTr('Pause') : qsTr('Play'));
    $('player').dataset.done = atEnd && run ? 'true' : 'false';
  }

  // ---- Follow the projector ------------------------------------------------------------------
  // Served by the lecturer's dpviz, GET ../stage says the run on the projector and where it is; the
  // page opens the same run in its own engine and steps it there, read-only, until the student
  // takes over ("Explore on my own"). Only a page opened as ?follow=1 (the vote page's link) asks:
  // a static host has no /stage, and its page never shows the button.
  var following = false, followTimer = 0, stageSeen = false, polling = false;
  var kFollowMs = 1000;

  function stageUrl() { return new URL('../stage', location.href).href; }

  function sameRun(s) {
    var c = run && run.config;
    return c && c.gpus === s.gpus && c.batch_size === s.batch_size && c.data_size === s.data_size && c.seed === s.seed &&
           !!c.train === !!s.training;
  }

  // Steps to batch `batch` (0-based) and the phase named `phase` (its last shown one for phases
  // this page does not show: the projector's training phases and done).
  function reach(batch, phase) {
    if (!following || busy || !run) return Promise.resolve();
    var rec = frame ? batches[frame.batch] : null;
    if (rec && frame.batch === batch) {
      var want = rec.shown.indexOf(phase);
      if (want < 0) want = phase === 'idle' || phase === '' ? 0 : rec.shown.length - 1;
      if (frame.phase === want) return Promise.resolve();
      if (frame.phase > want) { back(); return reach(batch, phase); }
      return forward().then(function (moved) { if (moved) return reach(batch, phase); });
    }
    if (frame && frame.batch > batch) {
      if (batches[batch] && batches[batch].phases) { frame = { batch: batch, phase: 0 }; render(); return reach(batch, phase); }
      return Promise.resolve();
    }
    return forward().then(function (moved) { if (moved) return reach(batch, phase); });
  }

  function pollStage() {
    clearTimeout(followTimer);
    polling = true;
    fetch(stageUrl(), { cache: 'no-store' }).then(function (r) { return r.ok ? r.json() : null; }).then(function (s) {
      if (s && !stageSeen) {
        stageSeen = true;
        $('follow').hidden = false;
        if (new URLSearchParams(location.search).get('follow') === '1') setFollowing(true);
        else applyTexts();
      }
      if (!s || !following) return;
      var target = Math.max(0, s.batch - 1);
      var opened = sameRun(s) ? Promise.resolve(true)
                              : start({ gpus: s.gpus, batch_size: s.batch_size, data_size: s.data_size, seed: s.seed, train: s.training });
      return opened.then(function () { return reach(target, s.phase); });
    }).catch(function () { /* no /stage here: a static host */ }).then(function () {
      polling = false;
      if (following) followTimer = setTimeout(pollStage, kFollowMs);
    });
  }

  function setFollowing(on) {
    following = on;
    stop();
    applyTexts();
    if (on && !polling) pollStage();
  }

  function explore() {
    var answer = ask({ op: 'chunk', n: readInt('chunk-n'), k: readInt('chunk-k') });
    answer.then(function (a) {
      if (!a.ok) {
        setText('chunk-result', a.error);
        $('chunk-bars').replaceChildren();
        return;
      }
      var k = readInt('chunk-k');
      setText('chunk-result', fill(qsTr('%n chunk(s): [%1]. GPUs without a chunk: %2.', '', a.sizes.length), a.sizes.join(', '), k - a.sizes.length));
      drawRows($('chunk-bars'), a.sizes, readInt('chunk-n'), function (i, s) { return fill(qsTr('chunk %1: %n row(s)', '', s), i); });
    });
  }

  function applyTexts() {
    document.documentElement.lang = lang === 'zh_CN' ? 'zh-CN' : 'en';
    document.title = qsTr('dpviz: DataParallel in the browser');
    setText('title', qsTr('DataParallel, step by step'));
    setText('lang', lang === 'zh_CN' ? 'English' : '中文');
    setText('setup-title', qsTr('The run'));
    setText('gpus-label', qsTr('GPUs'));
    setText('batch-label', qsTr('Batch size'));
    setText('data-label', qsTr('Data size'));
    setText('run', qsTr('Run'));
    setText('what-label', qsTr('What runs'));
    setText('what-forward', qsTr('The tutorial\'s forward'));
    setText('what-train', qsTr('A training step (MSELoss, SGD)'));
    setText('stage-title', qsTr('Stage'));
    setText('back', qsTr('Step back'));
    setText('step', qsTr('Step'));
    setText('end', qsTr('To the end'));
    setText('order-label', qsTr('Lines by replica'));
    setText('explorer-title', qsTr('Rules explorer: torch.chunk'));
    setText('explorer-intro', qsTr('How DataParallel cuts N rows for k GPUs: every chunk has the same rows except the last, and some GPUs may get none.'));
    setText('n-label', qsTr('Rows N'));
    setText('k-label', qsTr('GPUs k'));
    setText('mode', threads
      ? qsTr('Each simulated GPU is a thread of its own (a Web Worker): the replicas run at the same time, as on the desktop.')
      : qsTr('This page is not cross-origin isolated, so the browser gives it no threads: the replicas take turns on one thread, and each time shown is one replica\'s own.'));
    setText('footer', qsTr('The engine is dpviz\'s own C++, compiled to WebAssembly; the times are measured in this browser.'));
    setText('follow', following ? qsTr('Explore on my own') : qsTr('Follow the projector'));
    $('following').hidden = !following;
    setText('following', qsTr('Following the projector: the lecturer\'s run, step by step, on this device\'s own engine.'));
    if (limits) {
      [['gpus', limits.gpus], ['batch', limits.batch_size], ['data', limits.data_size], ['chunk-n', limits.batch_size], ['chunk-k', limits.gpus]].forEach(function (p) {
        $(p[0]).min = p[1].min;
        $(p[0]).max = p[1].max;
      });
    }
    render();
    if (engine) explore();
  }

  function bindKeys() {
    document.addEventListener('keydown', function (e) {
      if (e.target && /INPUT|TEXTAREA|SELECT|BUTTON/.test(e.target.tagName)) return;
      if (following && /^( |ArrowRight|ArrowLeft|End)$/.test(e.key)) setFollowing(false);  // the student takes over
      if (e.key === ' ') { play(); e.preventDefault(); }
      else if (e.key === 'ArrowRight') { stop(); forward(); }
      else if (e.key === 'ArrowLeft') { stop(); back(); }
      else if (e.key === 'End') { toEnd(); }
    });
  }

  function main() {
    lang = pickLanguage();
    applyTexts();
    $('form').addEventListener('submit', function (e) { e.preventDefault(); start(); });
    $('chunk-form').addEventListener('input', explore);
    $('chunk-form').addEventListener('submit', function (e) { e.preventDefault(); explore(); });
    $('play').addEventListener('click', play);
    $('step').addEventListener('click', function () { stop(); forward(); });
    $('back').addEventListener('click', function () { stop(); back(); });
    $('end').addEventListener('click', toEnd);
    $('by-replica').addEventListener('change', render);
    $('follow').addEventListener('click', function () { setFollowing(!following); });
    $('lang').addEventListener('click', function () {
      lang = lang === 'zh_CN' ? 'en' : 'zh_CN';
      try { localStorage.setItem('dpviz-lang', lang); } catch (e) { /* storage off */ }
      applyTexts();
    });
    bindKeys();
    loadEngine().then(function () { return ask({ op: 'limits' }); }).then(function (l) {
      limits = l;
      document.body.dataset.readyMs = performance.now().toFixed(1);  // since navigation (tools/web-bench.mjs)
      document.body.dataset.ready = 'true';
      applyTexts();
      start();
      if (new URLSearchParams(location.search).has('follow')) pollStage();
    }, function (err) {
      showError(fill(qsTr('The engine could not be loaded: %1'), String(err && err.message || err)));
    });
  }

  // For the tests and the curious: the page's state, read-only.
  window.dpviz = {
    log: function () { return $('log').textContent; },
    threads: function () { return threads; },
    following: function () { return following; },
    position: function () { return frame ? { batch: frame.batch, phase: batches[frame.batch].shown[frame.phase] } : null; },
    toEnd: toEnd,
    bench: function () { return ask({ op: 'bench' }); }
  };

  main();
})();
