// The teacher's page: steps the class and runs its questions through
// /control, with the token from the address's #t= fragment (never sent
// to the server in the address). Texts are set as text only.
'use strict';
(function () {
  var codes = ['en', 'ro', 'it'];
  var $ = function (id) { return document.getElementById(id); };
  var token = (location.hash.match(/[#&]t=([0-9a-f]+)/) || [])[1] || '';
  var lang = pickLang(), T = {}, shown = -1, started = false, joinShown = false;

  function pickLang() {
    var asked = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || 'en'];
    for (var i = 0; i < asked.length; i++) {
      var c = String(asked[i]).toLowerCase().slice(0, 2);
      if (codes.indexOf(c) >= 0) return c;
    }
    return 'en';
  }
  function t(id, params) {
    var s = T[id] || id;
    for (var k in params || {}) s = s.split('{{.' + k + '}}').join(String(params[k]));
    return s;
  }
  function auth() { return { Authorization: 'Bearer ' + token }; }
  function problem(id) { $('problem').textContent = id ? t(id) : ''; }

  function control(body) {
    var h = auth();
    h['Content-Type'] = 'application/json';
    fetch('/control', { method: 'POST', headers: h, body: JSON.stringify(body) }).then(function (r) {
      if (r.status === 401) { problem('class.teacher.no_token'); return null; }
      if (!r.ok) { problem('class.teacher.refused'); return null; }
      problem('');
      return r.json();
    }).then(function (res) { if (res) draw(res); }).catch(function () { problem('class.teacher.lost'); });
  }

  function poll() {
    fetch('/results', { headers: auth() }).then(function (r) {
      if (r.status === 401) { problem('class.teacher.no_token'); return null; }
      return r.ok ? r.json() : null;
    }).then(function (res) { if (res) draw(res); }).catch(function () { problem('class.teacher.lost'); })
      .then(function () { setTimeout(poll, 1000); });
  }

  function draw(res) {
    if (res.lang && res.lang !== lang && codes.indexOf(res.lang) >= 0) { // the class's language, as the questions are
      lang = res.lang;
      loadStrings(function () { draw(res); });
      return;
    }
    if (!joinShown && res.join) {
      joinShown = true;
      $('join-url').textContent = res.join;
      $('join-code').textContent = res.code;
      fetch('/join.svg', { headers: auth() }).then(function (r) { return r.ok ? r.text() : null; }).then(function (text) {
        if (!text) return;
        var svg = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
        if (svg.nodeName === 'svg') $('qr').replaceChildren(document.importNode(svg, true));
      });
    }
    $('count').textContent = t('class.page.step', { Step: res.step, Last: res.steps - 1 });
    $('students').textContent = t('class.teacher.students', { Students: res.students });
    $('ask').disabled = !res.askable || res.ended;
    if (res.ended) problem('class.page.ended');
    if (res.step !== shown) {
      shown = res.step;
      picture(res.step);
    }
    var q = res.question;
    $('question').hidden = !q;
    $('close').disabled = !q || !q.open;
    $('reveal').disabled = !q || q.revealed;
    if (!q) return;
    $('q-title').textContent = t(q.open ? 'class.page.question' : (q.revealed ? 'class.teacher.revealed' : 'class.page.closed'));
    $('q-prompt').textContent = q.prompt;
    $('q-answered').textContent = t('class.teacher.answered', { Answered: q.answered, Students: res.students });
    var most = Math.max.apply(null, q.counts.concat([q.other, 1]));
    var bars = $('bars');
    bars.replaceChildren();
    var row = function (label, n, right) {
      var d = document.createElement('div');
      d.className = 'bar' + (right ? ' right' : '');
      var l = document.createElement('span'); l.textContent = label + (right ? ' ✓' : '');
      var f = document.createElement('span'); f.className = 'fill'; f.style.width = (100 * n / most) + '%';
      var c = document.createElement('span'); c.className = 'n'; c.textContent = String(n);
      var w = document.createElement('span'); w.className = 'track'; w.appendChild(f);
      d.append(l, w, c);
      bars.appendChild(d);
    };
    q.choices.forEach(function (c, i) { row(c, q.counts[i], q.revealed && i === q.answer); });
    if (q.number) row(t('class.teacher.other'), q.other, false);
    $('names').textContent = q.names.length ? t('class.teacher.names', { Names: q.names.join(', ') }) : '';
  }

  function picture(k) {
    fetch('/step/' + k + '.svg', { headers: auth() }).then(function (r) { return r.ok ? r.text() : null; }).then(function (text) {
      if (!text || k !== shown) return;
      var svg = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
      if (svg.nodeName !== 'svg') return;
      svg.removeAttribute('width');
      svg.removeAttribute('height');
      $('pic').replaceChildren(document.importNode(svg, true));
    });
  }

  function csv() {
    fetch('/answers.csv', { headers: auth() }).then(function (r) { return r.ok ? r.blob() : null; }).then(function (b) {
      if (!b) return;
      var a = document.createElement('a');
      a.href = URL.createObjectURL(b);
      a.download = 'answers.csv';
      document.body.appendChild(a);
      a.click();
      setTimeout(function () { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
    });
  }

  function label() {
    document.documentElement.lang = lang;
    document.title = t('class.teacher.title');
    ['ask', 'close', 'reveal', 'csv', 'end'].forEach(function (id) { $(id).textContent = t('class.teacher.' + id); });
    $('join-code-label').textContent = t('class.teacher.join_code');
    $('toggle-join').textContent = t($('join').hidden ? 'class.teacher.show_join' : 'class.teacher.hide_join');
    ['first', 'prev', 'next', 'last'].forEach(function (id) { $(id).title = t('class.teacher.' + id); });
  }

  function loadStrings(then) {
    fetch('/i18n/' + lang + '.json').then(function (r) { return r.json(); })
      .then(function (m) { T = m; }, function () { /* the ids stand in */ })
      .then(function () { label(); then(); });
  }

  function start() {
    if (started) return;
    started = true;
    ['first', 'prev', 'next', 'last'].forEach(function (id) {
      $(id).addEventListener('click', function () { control({ do: id }); });
    });
    $('ask').addEventListener('click', function () { control({ do: 'ask' }); });
    $('close').addEventListener('click', function () { control({ do: 'close' }); });
    $('reveal').addEventListener('click', function () { control({ do: 'reveal' }); });
    $('end').addEventListener('click', function () { if (confirm(t('class.teacher.end_sure'))) control({ do: 'end' }); });
    $('csv').addEventListener('click', csv);
    $('toggle-join').addEventListener('click', function () {
      $('join').hidden = !$('join').hidden;
      label();
    });
    document.addEventListener('keydown', function (e) {
      if (e.target.tagName === 'INPUT') return;
      if (e.key === 'ArrowRight' || e.key === 'PageDown' || e.key === ' ') { e.preventDefault(); control({ do: 'next' }); }
      if (e.key === 'ArrowLeft' || e.key === 'PageUp') { e.preventDefault(); control({ do: 'prev' }); }
      if (e.key === 'Home') control({ do: 'first' });
      if (e.key === 'End') control({ do: 'last' });
    });
    if (!token) problem('class.teacher.no_token');
    poll();
  }

  loadStrings(start);
})();
