// The students' page: follows the teacher's step through /events, shows
// each step's picture and sentence, and takes answers to the questions.
// Every text it shows is set as text (textContent), never as markup.
'use strict';
(function () {
  var codes = ['en', 'ro', 'it'];
  var lang = pickLang();
  var T = {};
  var $ = function (id) { return document.getElementById(id); };
  var state = { step: -1, question: null, reveal: null, mine: {}, ended: false, want: -1, es: null };

  function pickLang() {
    var asked = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || 'en'];
    for (var i = 0; i < asked.length; i++) {
      var c = String(asked[i]).toLowerCase().slice(0, 2);
      if (codes.indexOf(c) >= 0) return c;
    }
    return 'en';
  }
  // t fills a message's {{.Name}} parameters.
  function t(id, params) {
    var s = T[id] || id;
    for (var k in params || {}) s = s.split('{{.' + k + '}}').join(String(params[k]));
    return s;
  }
  function inLang(m) { return m ? (m[lang] !== undefined ? m[lang] : m.en) : ''; }
  function setText(id, s) { $(id).textContent = s; }

  function status(id, lost) {
    var el = $('status');
    el.textContent = id ? t(id) : '';
    el.className = 'status' + (lost ? ' lost' : '');
  }

  function onStep(ev) {
    state.step = ev.step;
    setText('count', t('class.page.step', { Step: ev.step, Last: ev.steps - 1 }));
    setText('narration', inLang(ev.narrations) || ev.narration);
    setText('where', t(ev.public ? 'class.page.public' : 'class.page.local'));
    loadPicture(ev.step, ev.picture);
    var q = state.question;
    if (q && ev.step > q.step) { // the teacher has moved on past what was asked
      $('question').hidden = true;
    }
  }

  function loadPicture(k, url) {
    state.want = k;
    fetch(url, { credentials: 'same-origin', cache: 'force-cache' }).then(function (r) {
      if (!r.ok) throw new Error(r.status);
      return r.text();
    }).then(function (text) {
      if (state.want !== k) return; // a later step came first
      var doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      var svg = doc.documentElement;
      if (svg.nodeName !== 'svg') return;
      svg.removeAttribute('width');
      svg.removeAttribute('height');
      svg.setAttribute('role', 'img');
      var pic = $('pic');
      pic.replaceChildren(document.importNode(svg, true));
    }).catch(function () { /* the next step or reconnection draws it */ });
  }

  function onQuestion(q) {
    var fresh = !state.question || state.question.id !== q.id;
    state.question = q;
    if (fresh) state.reveal = null;
    drawQuestion();
  }

  function drawQuestion() {
    var q = state.question, r = state.reveal;
    if (!q) return;
    $('question').hidden = state.step > q.step;
    setText('q-title', t(q.open ? 'class.page.question' : 'class.page.closed'));
    setText('q-prompt', inLang(q.prompt));
    var choices = inLang(q.choices) || [];
    var mine = state.mine[q.id];
    var box = $('q-choices');
    box.replaceChildren();
    $('q-number').hidden = !q.number || !q.open;
    box.hidden = q.number && q.open;
    choices.forEach(function (c, i) {
      var b = document.createElement('button');
      b.type = 'button';
      b.textContent = c;
      b.disabled = !q.open;
      if (mine && mine.choice === i) b.classList.add('mine');
      if (r && r.answer === i) b.classList.add('right');
      else if (r && mine && mine.choice === i) b.classList.add('wrongpick');
      b.addEventListener('click', function () { send(q, i, c); });
      box.appendChild(b);
    });
    if (q.number && !q.open) box.hidden = !r; // after the reveal, the values with the right one marked
    $('q-value').disabled = !q.open;
    $('q-send').disabled = !q.open;
    setText('q-mine', mine ? t(q.open ? 'class.page.answer_sent' : 'class.page.your_answer', { Answer: mine.text }) : (q.open ? '' : t('class.page.no_answer')));
    var rv = $('q-reveal');
    rv.className = 'reveal';
    if (r) {
      var right = mine && mine.choice === r.answer;
      rv.textContent = (mine ? t(right ? 'class.page.right' : 'class.page.wrong') + ' ' : '') + t('class.page.right_answer', { Answer: inLang(r.choice) });
      if (mine) rv.classList.add(right ? 'right' : 'wrong');
    } else {
      rv.textContent = '';
    }
  }

  function send(q, answer, text) {
    var name = $('name').value.trim();
    try { localStorage.setItem('gametree.name', name); } catch (e) { /* private mode */ }
    fetch('/answer', {
      method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ question: q.id, answer: answer, name: name })
    }).then(function (r) {
      if (r.status === 204) {
        state.mine[q.id] = { choice: typeof answer === 'number' ? answer : matchTyped(q, text), text: text };
      } else if (r.status === 409) {
        q.open = false;
      } else if (r.status === 429) {
        status('class.page.slow_down', true);
        setTimeout(function () { status(''); }, 1500);
      }
      drawQuestion();
    }).catch(function () { status('class.page.reconnecting', true); });
  }

  // matchTyped is the choice a typed value stands for, as the server reads it.
  function matchTyped(q, text) {
    var norm = function (s) { return parseFloat(String(s).replace(',', '.').replace('\u2212', '-').replace(/\s/g, '')); };
    var v = norm(text), cs = q.choices.en || [];
    for (var i = 0; i < cs.length; i++) if (norm(cs[i]) === v) return i;
    return -1;
  }

  // tapNode answers an open question whose choices are nodes with the node
  // whose label was tapped, if it is one of them.
  function tapNode(el) {
    var q = state.question;
    if (!q || !q.open || q.number || !el || el.nodeName !== 'text') return false;
    var choices = inLang(q.choices) || [], label = el.textContent.trim();
    var i = choices.indexOf(label);
    if (i < 0) return false;
    send(q, i, label);
    return true;
  }

  function onReveal(r) {
    state.reveal = r;
    if (state.question && state.question.id === r.id) drawQuestion();
  }

  function onEnd() {
    state.ended = true;
    if (state.es) state.es.close();
    $('question').hidden = true;
    $('ended').hidden = false;
    setText('ended-text', t('class.page.ended'));
    status('');
  }

  function connect() {
    var es = new EventSource('/events');
    state.es = es;
    var data = function (f) { return function (e) { try { f(JSON.parse(e.data)); } catch (err) { /* a bad event is skipped */ } }; };
    es.addEventListener('step', data(onStep));
    es.addEventListener('question', data(onQuestion));
    es.addEventListener('reveal', data(onReveal));
    es.addEventListener('end', data(onEnd));
    es.onopen = function () { status(''); };
    es.onerror = function () {
      if (state.ended) return;
      status('class.page.reconnecting', true);
      if (es.readyState === EventSource.CLOSED) { // refused: join again, or wait for the server
        setTimeout(function () { location.reload(); }, 3000);
      }
    };
  }

  function start() {
    document.documentElement.lang = lang;
    document.title = t('class.page.title');
    setText('q-send', t('class.page.send'));
    setText('name-label', t('class.page.name'));
    $('q-value').placeholder = t('class.page.type_value');
    setText('narration', t('class.page.waiting'));
    setText('hint', t('class.page.zoom'));
    $('pic').addEventListener('click', function (e) { // a phone's screen: the picture at a readable size, scrolled
      if (tapNode(e.target)) return;
      var zoomed = $('pic').classList.toggle('zoom');
      setText('hint', t(zoomed ? 'class.page.unzoom' : 'class.page.zoom'));
    });
    try { $('name').value = localStorage.getItem('gametree.name') || ''; } catch (e) { /* private mode */ }
    $('q-number').addEventListener('submit', function (e) {
      e.preventDefault();
      var v = $('q-value').value.trim();
      if (v && state.question && state.question.open) send(state.question, v, v);
    });
    connect();
  }

  fetch('/i18n/' + lang + '.json').then(function (r) { return r.json(); })
    .then(function (m) { T = m; }, function () { /* the ids stand in */ })
    .then(start);
})();
