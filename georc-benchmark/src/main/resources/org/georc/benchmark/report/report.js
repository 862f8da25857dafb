(function () {
  'use strict';
  // Everything from the data enters the page through textContent or a checked data: URL, never as markup.
  var data = JSON.parse(document.getElementById('georc-data').textContent);
  var FLAGS = {
    misattribution: ['\u21c4', 'misattribution'],
    hallucination: ['\u2716', 'hallucination'],
    false_tool_use: ['\u2692', 'false tool use'],
    axiomatic_irrelevance: ['\u2205', 'axiomatic irrelevance']
  };

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) { e.className = cls; }
    if (text !== undefined && text !== null) { e.textContent = String(text); }
    return e;
  }
  function pct(v) { return v === undefined || v === null ? '\u2014' : (v * 100).toFixed(1); }

  // ---- sortable tables: a button in each column head, numbers by data-v, empty values last
  function sortKey(cell) {
    var v = cell.getAttribute('data-v');
    if (v === null) { return cell.textContent; }
    if (v === '') { return null; }
    var n = Number(v);
    return isNaN(n) ? v : n;
  }
  Array.prototype.forEach.call(document.querySelectorAll('table.sortable'), function (table) {
    Array.prototype.forEach.call(table.querySelectorAll('thead button[data-col]'), function (button) {
      button.addEventListener('click', function () {
        var col = Number(button.getAttribute('data-col'));
        var th = button.parentNode;
        var asc = th.getAttribute('aria-sort') !== 'ascending';
        Array.prototype.forEach.call(table.querySelectorAll('thead th'), function (h) { h.removeAttribute('aria-sort'); });
        th.setAttribute('aria-sort', asc ? 'ascending' : 'descending');
        var body = table.tBodies[0];
        var rows = Array.prototype.slice.call(body.rows);
        rows.sort(function (x, y) {
          var a = sortKey(x.cells[col]), b = sortKey(y.cells[col]);
          if (a === null || b === null) { return a === b ? 0 : a === null ? 1 : -1; }
          var c = typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
          return asc ? c : -c;
        });
        rows.forEach(function (r) { body.appendChild(r); });
      });
    });
  });

  // ---- filters of a model's pairs
  Array.prototype.forEach.call(document.querySelectorAll('form.filters'), function (form) {
    var table = document.getElementById(form.getAttribute('data-table'));
    var count = form.querySelector('.count');
    form.addEventListener('submit', function (e) { e.preventDefault(); });
    form.addEventListener('change', function () {
      var country = form.elements.country.value, flag = form.elements.flag.value, failed = form.elements.failed.value;
      var shown = 0, rows = table.tBodies[0].rows;
      for (var i = 0; i < rows.length; i++) {
        var r = rows[i];
        var flags = r.getAttribute('data-flags');
        var ok = (!country || r.getAttribute('data-country') === country)
          && (!flag || (flag === 'none' ? flags === '' : (' ' + flags + ' ').indexOf(' ' + flag + ' ') >= 0))
          && (!failed || r.getAttribute('data-failed') === failed);
        r.hidden = !ok;
        shown += ok ? 1 : 0;
      }
      count.textContent = shown + ' of ' + rows.length + ' pairs';
    });
  });

  // ---- the pair view
  var section = document.getElementById('pair');
  var body = document.getElementById('pair-body');
  var current = null;

  function badge(flag) {
    var f = FLAGS[flag] || ['!', flag.replace(/_/g, ' ')];
    var b = el('span', 'badge flag-' + (FLAGS[flag] ? flag : 'other'));
    var icon = el('span', 'icon', f[0]);
    icon.setAttribute('aria-hidden', 'true');
    b.appendChild(icon);
    b.appendChild(document.createTextNode(' ' + f[1]));
    return b;
  }

  function statementList(stmts, side, other) {
    var ol = el('ol', 'stmts');
    ol.setAttribute('data-side', side);
    ol.setAttribute('aria-label', side === 'ref' ? 'Reference statements' : 'Candidate statements');
    stmts.forEach(function (s, k) {
      var li = el('li', 'stmt' + (s.flag && FLAGS[s.flag] ? ' flag-' + s.flag : ''));
      li.tabIndex = 0;
      li.setAttribute('data-i', String(k));
      var line = el('div', 'line');
      if (s.flag) { line.appendChild(badge(s.flag)); line.appendChild(document.createTextNode(' ')); }
      line.appendChild(el('span', 'text', s.t));
      li.appendChild(line);
      li.appendChild(el('span', 'mark'));
      var credit = el('div', 'credit');
      var bar = el('span', 'bar');
      bar.setAttribute('aria-hidden', 'true');
      var fill = el('span', 'fill');
      fill.style.width = (s.c === undefined ? 0 : Math.max(0, Math.min(1, s.c)) * 100) + '%';
      bar.appendChild(fill);
      credit.appendChild(bar);
      credit.appendChild(el('span', 'num', s.c !== undefined ? 'credit ' + s.c.toFixed(2)
          : s.ng ? 'not graded (the judge read it as wrapping, not evidence)' : 'credit \u2014 (no alignment)'));
      li.appendChild(credit);
      if (s.fwhy) { li.appendChild(el('div', 'notes', 'flag: ' + s.fwhy)); }
      if (s.cl && (s.cl.length > 1 || s.cl[0].why)) {
        var ul = el('ul', 'clauses');
        s.cl.forEach(function (c) {
          var text = (c.t === undefined ? 'the statement' : '\u201c' + c.t + '\u201d') + ' ' + c.s.toFixed(2);
          if (c.o !== undefined && other[c.o]) { text += ' \u2192 ' + (side === 'ref' ? 'candidate' : 'reference') + ' ' + (c.o + 1); }
          if (c.why) { text += ' (judge: ' + c.why + ')'; }
          ul.appendChild(el('li', null, text));
        });
        li.appendChild(ul);
      }
      ol.appendChild(li);
    });
    return ol;
  }

  /** The statements of the other side that support statement k: [best, others with credit]. */
  function supports(s) {
    var best = null, bestScore = -1, all = [];
    (s.cl || []).forEach(function (c) {
      if (c.o === undefined) { return; }
      if (c.s > bestScore) { bestScore = c.s; best = c.o; }
      if (c.s > 0 && all.indexOf(c.o) < 0) { all.push(c.o); }
    });
    return { best: best, score: bestScore, all: all };
  }

  function clearHighlight() {
    Array.prototype.forEach.call(body.querySelectorAll('li.stmt.active, li.stmt.support, li.stmt.best'), function (x) {
      x.classList.remove('active', 'support', 'best');
      x.querySelector('.mark').textContent = '';
    });
  }

  function highlight(li) {
    if (!current) { return; }
    clearHighlight();
    var side = li.parentNode.getAttribute('data-side');
    var k = Number(li.getAttribute('data-i'));
    var mine = side === 'ref' ? current.ref : current.cand;
    var otherSide = side === 'ref' ? 'cand' : 'ref';
    var others = body.querySelectorAll('ol[data-side="' + otherSide + '"] > li.stmt');
    var sup = supports(mine[k]);
    li.classList.add('active');
    sup.all.forEach(function (o) {
      if (others[o]) {
        others[o].classList.add('support');
        others[o].querySelector('.mark').textContent = '\u2606 also supports statement ' + (k + 1);
      }
    });
    var status = document.getElementById('pair-status');
    if (sup.best !== null && others[sup.best]) {
      others[sup.best].classList.add('support', 'best');
      others[sup.best].querySelector('.mark').textContent = '\u2605 best support of ' + (side === 'ref' ? 'reference' : 'candidate')
        + ' statement ' + (k + 1) + (sup.score > 0 ? '' : ' (no credit)');
      var who = otherSide === 'ref' ? 'reference' : 'candidate';
      status.textContent = (side === 'ref' ? 'Reference' : 'Candidate') + ' statement ' + (k + 1) + ': best support is '
        + who + ' statement ' + (sup.best + 1) + ' (credit ' + sup.score.toFixed(2) + ')'
        + (sup.score > 0 ? '' : ', which gives it no credit');
    } else {
      status.textContent = (side === 'ref' ? 'Reference' : 'Candidate') + ' statement ' + (k + 1) + ': no support recorded';
    }
  }

  function onKey(e) {
    var li = e.target;
    if (!li.classList || !li.classList.contains('stmt')) { return; }
    var target = null;
    if (e.key === 'ArrowDown') { target = li.nextElementSibling; }
    else if (e.key === 'ArrowUp') { target = li.previousElementSibling; }
    else if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') { target = body.querySelector('li.stmt.best'); }
    if (target) { e.preventDefault(); target.focus(); }
  }

  function show(n) {
    var p = data.pairs[n];
    if (!p) { return; }
    current = p;
    while (body.firstChild) { body.removeChild(body.firstChild); }
    document.getElementById('pair-title').textContent = 'Pair ' + p.id + ' \u2014 ' + p.model;
    var meta = el('p', 'meta');
    meta.textContent = p.err !== undefined ? 'Not scored: the judge failed (' + p.err + ').'
      : 'F1 ' + pct(p.f) + ', precision ' + pct(p.p) + ', recall ' + pct(p.r) + ' (x100).';
    body.appendChild(meta);
    var where = el('p', 'meta');
    where.appendChild(document.createTextNode('True country: ' + (p.country || '\u2014') + '; predicted country: '
      + (p.pred || '\u2014') + ' '));
    if (p.ok !== undefined) { where.appendChild(el('span', p.ok ? 'ok' : 'bad', p.ok ? '\u2713 right' : '\u2717 wrong')); }
    body.appendChild(where);
    var back = el('a', null, 'Back to ' + p.model + '\u2019s pairs');
    back.href = '#model-' + p.m;
    var bp = el('p');
    bp.appendChild(back);
    body.appendChild(bp);
    if (p.img !== undefined && typeof data.images[p.img] === 'string' && data.images[p.img].indexOf('data:image/') === 0) {
      var img = el('img', 'thumb');
      img.src = data.images[p.img];
      img.alt = 'The photo of ' + p.id;
      body.appendChild(img);
    }
    var sides = el('div', 'sides');
    [['ref', p.refLabel || 'Reference', p.ref, p.cand, p.rc, p.refFrom, p.rcGraded],
      ['cand', p.candLabel || 'Candidate: ' + p.model, p.cand, p.ref, p.cc, p.candFrom, p.ccGraded]]
      .forEach(function (d) {
        var col = el('div', 'col');
        col.appendChild(el('h3', null, d[1]));
        if (d[5] !== 'chain') { col.appendChild(el('p', 'notes', 'Chain not found in the inputs: the clauses the judge read are shown.')); }
        col.appendChild(statementList(d[2], d[0], d[3]));
        if (d[4] && d[4].length) {
          var first = d[2].length - d[4].length + 1;
          col.appendChild(el('p', 'conclusion', 'Conclusion' + (d[6] ? ' (graded above as statement '
            + (d[4].length > 1 ? first + '\u2013' + d[2].length : first) + ')' : ' (not graded)') + ': ' + d[4].join(' / ')));
        }
        sides.appendChild(col);
      });
    body.appendChild(sides);
    var status = el('p');
    status.id = 'pair-status';
    status.setAttribute('aria-live', 'polite');
    body.appendChild(status);
    [['dropped', 'Dropped by the reading'], ['omitted', 'Left out of the row'], ['suspected_injection', 'Suspected injection']]
      .forEach(function (d) {
        if (p[d[0]] && p[d[0]].length) {
          var box = el('div', 'notes');
          box.appendChild(el('strong', null, d[1] + ': '));
          box.appendChild(document.createTextNode(p[d[0]].join(' | ') + (d[0] === 'omitted' && p.omitted_reason ? ' (' + p.omitted_reason + ')' : '')));
          body.appendChild(box);
        }
      });
    section.hidden = false;
    window.scrollTo(0, 0);
    document.getElementById('pair-title').focus();
  }

  if (body) {
    body.addEventListener('mouseover', function (e) {
      var li = e.target.closest ? e.target.closest('li.stmt') : null;
      if (li) { highlight(li); }
    });
    body.addEventListener('focusin', function (e) {
      if (e.target.classList && e.target.classList.contains('stmt')) { highlight(e.target); }
    });
    body.addEventListener('keydown', onKey);
    // a pair is a page of its own: the other sections hide while it shows, and come back with any other link
    var route = function () {
      // #pair-N opens pair N; #pair-N-cand-K (or -ref-K) also selects its statement K (1-based), as a hover would
      var m = /^#pair-(\d+)(?:-(ref|cand)-(\d+))?$/.exec(location.hash);
      if (m && data.pairs[Number(m[1])]) {
        document.body.classList.add('pair-mode');
        show(Number(m[1]));
        var li = m[2] ? body.querySelectorAll('ol[data-side="' + m[2] + '"] > li.stmt')[Number(m[3]) - 1] : null;
        if (li) { li.focus(); highlight(li); }
      } else {
        document.body.classList.remove('pair-mode');
        section.hidden = true;
        current = null;
        var target = location.hash.length > 1 ? document.getElementById(location.hash.slice(1)) : null;
        if (target) { target.scrollIntoView(); }
      }
    };
    window.addEventListener('hashchange', route);
    route();
  }
}());
