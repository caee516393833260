// dpviz's class vote page: the question the lecturer's dpviz pushes over the WebSocket /ws; the
// join (with the QR code's key from the address's #k=, the PIN typed, or the token this phone was
// given before), the student's vote ({"token","question","round","choice"}), "vote received",
// round 2 and the reveal, in en or zh_CN. No framework; one socket that reconnects by itself.
'use strict';

const STRINGS = {
  en: {
    title: 'Class vote',
    other: '中文',
    otherLabel: 'Switch to Chinese',
    pinLabel: 'PIN (on the projector)',
    connecting: 'Connecting…',
    connected: 'Connected to the lecturer’s dpviz.',
    reconnecting: 'Connection lost. Reconnecting…',
    waiting: 'Waiting for the lecturer’s question…',
    skipped: 'The lecturer skipped that question. Waiting for the next one…',
    round1: 'Vote 1: your prediction',
    round2: 'Vote 2: discuss with your neighbours, then vote again',
    tap: 'Tap your answer.',
    tapAgain: 'Vote again: the same answer or another.',
    sending: 'Sending your vote…',
    received: 'Vote received: option {n}. You can change it until the vote closes.',
    closed1: 'The first vote is closed. Discuss with your neighbours.',
    closed2: 'The vote is closed. The answer comes next.',
    yourVote: 'Your vote: option {n}.',
    noVote: 'You did not vote in this round.',
    needPin: 'Type the PIN shown on the projector first.',
    refused: 'Not counted: {why}',
    busy: 'Many phones are joining at once: your vote is sent again in a moment.',
    pinWait: 'Too many wrong PINs from this network: yours is checked in {n} s.',
    revealed: 'The answer is revealed.',
    answerTitle: 'The answer',
    option: 'Option {n}',
    mineRight: 'Your last vote, option {n}, was right.',
    mineWrong: 'Your last vote was option {n}.',
    classTitle: 'The class: first vote, second vote',
    classRight: 'Right: {a} of {b} in the first vote, {c} of {d} in the second.',
    classYours: 'yours',
    gone: 'The lecturer’s dpviz is not answering: this answer stays here.',
    optionText: 'Option {n}: {text}',
    refusedOther: 'the server refused this vote',
    explore: 'Follow the projector on this phone, then explore DataParallel yourself',
    left: '{n} left to vote',
    timeUp: 'Time is up: the vote closes now.',
  },
  zh_CN: {
    title: '课堂投票',
    other: 'English',
    otherLabel: '切换到英文',
    pinLabel: 'PIN（见投影）',
    connecting: '正在连接……',
    connected: '已连接到老师的 dpviz。',
    reconnecting: '连接断开，正在重新连接……',
    waiting: '等待老师出题……',
    skipped: '老师跳过了这道题。等待下一道题……',
    round1: '第一次投票：你的预测',
    round2: '第二次投票：和旁边的同学讨论，然后再投一次票',
    tap: '点选你的答案。',
    tapAgain: '再投一次：可以选同一个答案，也可以改选。',
    sending: '正在发送你的投票……',
    received: '已收到你的投票：选项 {n}。投票结束前可以改选。',
    closed1: '第一次投票已结束。和旁边的同学讨论一下。',
    closed2: '投票已结束。接下来揭晓答案。',
    yourVote: '你的投票：选项 {n}。',
    noVote: '这一轮你没有投票。',
    needPin: '请先输入投影上显示的 PIN。',
    refused: '未计入：{why}',
    busy: '很多手机同时加入：稍后会自动重新发送你的投票。',
    pinWait: '这个网络上输错 PIN 的次数太多：{n} 秒后核对你的 PIN。',
    revealed: '答案已揭晓。',
    answerTitle: '答案',
    option: '选项 {n}',
    mineRight: '你最后投的选项 {n} 是对的。',
    mineWrong: '你最后投的是选项 {n}。',
    classTitle: '全班：第一次投票、第二次投票',
    classRight: '答对：第一次投票 {b} 人中 {a} 人，第二次投票 {d} 人中 {c} 人。',
    classYours: '你的',
    gone: '老师的 dpviz 没有响应：这个答案会留在这里。',
    optionText: '选项 {n}：{text}',
    refusedOther: '服务器拒绝了这张选票',
    explore: '在这台手机上跟着投影看，再自己探索 DataParallel（数据并行）',
    left: '投票还剩 {n}',
    timeUp: '时间到：投票马上结束。',
  },
};

// The server's refusal codes (ui/vote/vote_message.h, vote::error) are English on the wire; the page
// words each one in the phone's language. A code not listed here (a malformed ballot, which this
// page never sends) reads as refusedOther.
const REFUSALS = {
  en: {
    'wrong PIN': 'wrong PIN',
    'wrong join key': 'this QR code is from another class vote: type the PIN',
    'unknown token': 'this phone is not in this class vote yet',
    'join the vote first': 'type the PIN, or scan the QR code, first',
    'no question is open': 'no question is open',
    'that question is over': 'that question is over',
    'the vote is closed': 'the vote is closed',
    'round 1 is closed': 'the first vote is closed',
    'round 2 is not open yet': 'the second vote is not open yet',
    'unknown choice': 'no such option',
    'one phone per connection': 'one phone per connection',
    'too many wrong PINs from this address': 'too many wrong PINs from this network; wait a moment',
    'too many new phones from one address at once': 'too many new phones at once',
    'too many phones from one address': 'too many phones from this network',
    'the vote is full': 'the vote is full',
  },
  zh_CN: {
    'wrong PIN': 'PIN 不对',
    'wrong join key': '这个二维码属于另一次课堂投票：请输入 PIN',
    'unknown token': '这台手机还没有加入本次课堂投票',
    'join the vote first': '请先输入 PIN 或扫描二维码',
    'no question is open': '现在没有开放的题目',
    'that question is over': '这道题已经结束',
    'the vote is closed': '投票已结束',
    'round 1 is closed': '第一次投票已结束',
    'round 2 is not open yet': '第二次投票还没有开始',
    'unknown choice': '没有这个选项',
    'one phone per connection': '每个连接只能有一台手机',
    'too many wrong PINs from this address': '这个网络上输错 PIN 的次数太多，请稍等',
    'too many new phones from one address at once': '同时加入的新手机太多',
    'too many phones from one address': '这个网络上的手机太多',
    'the vote is full': '投票人数已满',
  },
};

function refusalText(code) {
  const words = REFUSALS[page.lang] || REFUSALS.en;
  return Object.prototype.hasOwnProperty.call(words, code) ? words[code] : t('refusedOther');
}

const $ = (id) => document.getElementById(id);

// localStorage may be off (private browsing): the page then keeps its values for this visit only.
const memory = {};
function load(key) {
  try { return window.localStorage.getItem(key); } catch (e) { return memory[key] ?? null; }
}
function save(key, value) {
  try { window.localStorage.setItem(key, value); } catch (e) { memory[key] = value; }
}

// What this phone joined with: the token the server gave it, with the vote it is for (its
// session), and the QR code's key. A token of another vote (the app restarted) is forgotten.
function savedToken() {
  try {
    const saved = JSON.parse(load('dpviz-vote-token') || 'null');
    if (saved && typeof saved.token === 'string' && SECRET.test(saved.token)) return { token: saved.token, session: String(saved.session || '') };
  } catch (e) { /* not ours: none */ }
  return { token: '', session: '' };
}
const SECRET = /^[A-Za-z0-9_-]{16,64}$/;

const page = {
  lang: 'en',
  key: '',            // the QR code's join key (the address's #k=), if it came with one
  urlPin: false,      // the PIN came in the link (?pin=): join at once, as with a key
  session: '',        // the vote's id, from its pushes
  token: '',          // this phone's token, once joined (from the last visit: tried once)
  tokenSession: '',   // the vote it was given in ('' : not known yet)
  joined: false,      // this socket speaks for the token
  socket: null,
  attempts: 0,
  connected: false,
  msg: null,          // the server's last push: {question, round, state, answer?, left_ms?}
  endsAt: null,       // a timed round: when it ends, in this page's performance.now() (null: untimed)
  mine: {},           // "<question id>#<round>" → the option this phone's vote was counted for
  pending: null,      // the message sent, waiting for its {"ok": ...}: {join} or {tap, timer}
  next: null,         // a tap made meanwhile ({question, round, choice}), sent when its turn comes
  sent: [],           // when the last messages went (Date.now()), for the rate
  wait: 0,            // the timer that sends `next` once the rate allows
  notice: null,       // {kind: 'error'|'sending', text} shown instead of the round's status
};

function t(key, n) {
  const s = (STRINGS[page.lang] || STRINGS.en)[key] || STRINGS.en[key] || key;
  return n === undefined ? s : s.replace('{n}', String(n));
}

// A text the server sends: a plain string, or {"en": ..., "zh_CN": ...} (dp::quiz::Text).
function textOf(value) {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'object') {
    if ('text' in value) return textOf(value.text);
    return String(value[page.lang] ?? value.en ?? value.zh_CN ?? '');
  }
  return '';
}

function questionKey(q) {
  if (!q) return '';
  if (q.id !== undefined && q.id !== null) return String(q.id);
  return textOf(q.text ?? q.question) + '|' + (q.options || []).length;
}

// The answer: a number (the right option, 0-based) or {"right"|"index"|"choice": i, "why": text}.
function answerOf(msg) {
  const a = msg && msg.answer;
  if (a === undefined || a === null) return null;
  if (typeof a === 'number') return { right: a, why: '' };
  const right = a.right ?? a.index ?? a.choice ?? a.option;
  return { right: typeof right === 'number' ? right : -1, why: a.why ?? msg.question?.why ?? '', text: a.text };
}

function setLanguage(lang) {
  page.lang = STRINGS[lang] ? lang : 'en';
  save('dpviz-vote-lang', page.lang);
  document.documentElement.lang = page.lang === 'zh_CN' ? 'zh-CN' : 'en';
  const other = page.lang === 'zh_CN' ? 'en' : 'zh-CN';
  const button = $('lang');
  button.textContent = t('other');
  button.lang = other;
  button.setAttribute('aria-label', t('otherLabel'));
  document.title = 'dpviz · ' + t('title');
  $('title').textContent = t('title');
  $('pin-label').textContent = t('pinLabel');
  $('answer-title').textContent = t('answerTitle');
  $('explore').textContent = t('explore');
  $('explore').href = 'web/?follow=1&lang=' + page.lang;
  render();
}

function showStatus(text, kind) {
  const status = $('status');
  if (status.textContent !== text) status.textContent = text;
  status.className = 'status' + (kind ? ' ' + kind : '');
}

function render() {
  const msg = page.msg;
  const q = msg && msg.question;
  const body = document.body;
  // A phone that joined, or holds the QR code's key, types no PIN.
  $('pin-form').hidden = page.joined || !!page.token || !!page.key;
  $('conn').textContent = page.connected ? t('connected') : page.attempts > 0 ? t('reconnecting') : t('connecting');
  // The browser edition's explorer would answer an open question: its link waits for the reveal.
  $('explore').hidden = !!q && msg.state !== 'revealed';
  if (!q) {
    body.dataset.state = page.msg ? 'waiting' : 'connecting';
    delete body.dataset.round;
    delete body.dataset.question;
    $('ask').hidden = true;
    $('reveal').hidden = true;
    $('status').hidden = false;
    showStatus(!page.connected ? $('conn').textContent : page.msg && page.msg.skipped ? t('skipped') : t('waiting'));
    return;
  }
  const round = msg.round === 2 ? 2 : 1;
  const state = msg.state === 'revealed' ? 'revealed' : msg.state === 'open' ? 'open' : 'closed';
  const key = questionKey(q);
  const mine = page.mine[q.id + '#' + round];
  body.dataset.state = state;
  body.dataset.round = String(round);
  body.dataset.question = key;
  body.dataset.voted = mine === undefined ? 'no' : 'yes';
  $('ask').hidden = false;
  $('round').textContent = state === 'revealed' ? '' : t(round === 2 ? 'round2' : 'round1');
  $('round').hidden = state === 'revealed';
  $('question').textContent = textOf(q.text ?? q.question);
  showClock();

  const answer = state === 'revealed' ? answerOf(msg) : null;
  const options = Array.isArray(q.options) ? q.options.slice(0, 4) : [];
  const box = $('options');
  while (box.children.length > options.length) box.lastChild.remove();
  options.forEach((option, i) => {
    let button = box.children[i];
    if (!button) {
      button = document.createElement('button');
      button.type = 'button';
      button.className = 'option';
      button.dataset.choice = String(i);
      button.innerHTML = '<span class="key" aria-hidden="true"></span><span class="label"></span>';
      button.addEventListener('click', () => vote(i));
      box.appendChild(button);
    }
    button.querySelector('.key').textContent = String(i + 1);
    button.querySelector('.label').textContent = textOf(option);
    button.setAttribute('aria-label', t('optionText', i + 1).replace('{text}', () => textOf(option)));
    button.setAttribute('aria-pressed', mine === i ? 'true' : 'false');
    button.disabled = state !== 'open' || !page.connected;
    button.classList.toggle('right', !!answer && answer.right === i);
  });

  $('reveal').hidden = !answer;
  $('status').hidden = false;
  if (answer) {
    const right = options[answer.right];
    $('answer').textContent = right !== undefined ? t('optionText', answer.right + 1).replace('{text}', () => textOf(right)) : textOf(answer.text);
    $('why').textContent = textOf(answer.why);
    const last = page.mine[q.id + '#2'] ?? page.mine[q.id + '#1'];
    $('mine').textContent = last === undefined ? '' : t(last === answer.right ? 'mineRight' : 'mineWrong', last + 1);
    showClass(msg, options.length, answer.right, page.mine[q.id + '#1'], page.mine[q.id + '#2']);
    // The app gone (the class over, the laptop shut): the answer stays, and the page says why
    // nothing more comes.
    $('gone').hidden = page.connected || page.attempts < 2;
    $('gone').textContent = t('gone');
    showStatus(t('revealed'), 'ok');
    $('status').hidden = true;  // the reveal box says it, first on the screen
    return;
  }
  if (!page.connected) {
    showStatus(t('reconnecting'), 'error');  // a tap now would go nowhere: the buttons wait too
  } else if (page.notice) {
    showStatus(page.notice.text, page.notice.kind);
  } else if (state === 'open') {
    if (mine !== undefined) showStatus(t('received', mine + 1), 'ok');
    else if (!page.joined && !page.token && !page.key && !currentPin()) showStatus(t('needPin'));
    else showStatus(t(round === 2 ? 'tapAgain' : 'tap'));
  } else {
    const closed = t(round === 2 ? 'closed2' : 'closed1');
    showStatus(closed + ' ' + (mine !== undefined ? t('yourVote', mine + 1) : t('noVote')));
  }
}

// After the reveal, the class beside this phone's own vote: per option the first and the second
// vote's ballots as two bars (sent only with the answer: no herding), the right one marked.
function showClass(msg, count, right, first, second) {
  const box = $('class');
  const rounds = Array.isArray(msg.counts) ? msg.counts.slice(0, 2).map((r) => (Array.isArray(r) ? r : [])) : [];
  box.hidden = rounds.length !== 2;
  if (box.hidden) return;
  const total = rounds.map((r) => r.reduce((a, b) => a + (Number(b) || 0), 0));
  const most = Math.max(1, ...rounds.flat().map((v) => Number(v) || 0));
  box.replaceChildren();
  const title = document.createElement('p');
  title.className = 'class-title';
  title.textContent = t('classTitle');
  box.appendChild(title);
  for (let i = 0; i < count; ++i) {
    const row = document.createElement('div');
    row.className = 'class-row' + (i === right ? ' right' : '');
    row.dataset.choice = String(i);
    const key = document.createElement('span');
    key.className = 'key';
    key.textContent = String(i + 1) + (i === right ? ' ✓' : '');
    row.appendChild(key);
    const bars = document.createElement('span');
    bars.className = 'bars';
    [0, 1].forEach((r) => {
      const n = Number(rounds[r][i]) || 0;
      const line = document.createElement('span');
      line.className = 'line';
      const bar = document.createElement('span');
      bar.className = 'vbar r' + (r + 1);
      bar.style.width = (100 * n / most).toFixed(1) + '%';
      const label = document.createElement('span');
      label.className = 'count';
      const mine = (r === 0 ? first : second) === i;
      label.textContent = String(n) + (mine ? ' · ' + t('classYours') : '');
      line.append(bar, label);
      bars.appendChild(line);
    });
    row.appendChild(bars);
    box.appendChild(row);
  }
  const line = document.createElement('p');
  line.className = 'class-right';
  line.textContent = t('classRight').replace('{a}', String(Number(rounds[0][right]) || 0)).replace('{b}', String(total[0]))
    .replace('{c}', String(Number(rounds[1][right]) || 0)).replace('{d}', String(total[1]));
  box.appendChild(line);
}

// The round's time left (m:ss), each quarter second while a timed round is open.
function showClock() {
  const clock = $('clock');
  const open = page.msg && page.msg.question && page.msg.state === 'open' && page.endsAt !== null;
  clock.hidden = !open;
  if (!open) return;
  const seconds = Math.max(0, Math.ceil((page.endsAt - performance.now()) / 1000));
  clock.textContent = seconds > 0 ? t('left', Math.floor(seconds / 60) + ':' + String(seconds % 60).padStart(2, '0')) : t('timeUp');
  clock.classList.toggle('ending', seconds <= 10);
}

function currentPin() {
  return $('pin').value.replace(/\s+/g, '');
}

function socketOpen() {
  return !!page.socket && page.socket.readyState === WebSocket.OPEN;
}

// One message at a time, at most 4 a second (the server drops a phone's messages past 5 a second,
// unanswered); `send` says whether it went now.
function send(message, pending) {
  if (!socketOpen() || page.pending) return false;
  const now = Date.now();
  page.sent = page.sent.filter((t0) => now - t0 < 1000);
  if (page.sent.length >= 4) {
    if (!page.wait) page.wait = window.setTimeout(() => { page.wait = 0; step(); }, 1000 - (now - page.sent[0]));
    return false;
  }
  // An answer that never comes (a dropped message) frees the way after 3 s: what is waiting goes.
  pending.timer = window.setTimeout(() => {
    const lost = page.pending;
    page.pending = null;
    if (lost && lost.tap && page.next === null) page.next = lost.tap;
    step();
  }, 3000);
  page.pending = pending;
  page.sent.push(now);
  page.socket.send(JSON.stringify(message));
  return true;
}

// The join this phone can make now: its token in this vote, else the QR code's key, else the PIN
// (typed: only once a tap waits for it; from the link: at once).
function joinMessage() {
  if (page.token) return { join: { token: page.token } };
  if (page.key) return { join: { key: page.key } };
  const pin = currentPin();
  if (pin && (page.next !== null || page.urlPin)) return { join: { pin } };
  return null;
}

// Whatever is due next: the join, then the waiting tap, if it still answers the open question
// and round (a tap never crosses into another round or question).
function step() {
  if (!socketOpen() || page.pending || page.wait || !page.session) return;
  if (!page.joined) {
    const join = joinMessage();
    if (join) send(join, { join: join.join });
    return;
  }
  const tap = page.next;
  if (tap === null) return;
  const msg = page.msg;
  if (!msg || !msg.question || msg.state !== 'open' || msg.question.id !== tap.question || msg.round !== tap.round) {
    page.next = null;
    return;
  }
  if (send({ token: page.token, question: tap.question, round: tap.round, choice: tap.choice }, { tap })) {
    page.next = null;
    page.notice = { kind: '', text: t('sending') };
    render();
  }
}

function vote(choice) {
  const msg = page.msg;
  if (!msg || !msg.question || msg.state !== 'open') return;
  if (!page.joined && !page.token && !page.key && !currentPin()) {
    page.notice = { kind: 'error', text: t('needPin') };
    $('pin').setAttribute('aria-invalid', 'true');
    $('pin').focus();
    render();
    return;
  }
  page.next = { question: msg.question.id, round: msg.round === 2 ? 2 : 1, choice };  // only the latest tap
  step();
}

function forgetToken() {
  page.token = '';
  page.tokenSession = '';
  save('dpviz-vote-token', 'null');
}

function saveToken() {
  if (!page.token || !page.session) return;
  page.tokenSession = page.session;
  save('dpviz-vote-token', JSON.stringify({ session: page.session, token: page.token }));
}

function onReply(reply) {
  const sent = page.pending;
  if (sent) window.clearTimeout(sent.timer);
  page.pending = null;
  const why = typeof reply.error === 'string' ? reply.error : '';
  if (reply.ok === true && sent && sent.join && typeof reply.token === 'string' && SECRET.test(reply.token)) {
    page.token = reply.token;
    page.joined = true;
    saveToken();  // (a join in the address is answered before the first push: saved with it)
    if (sent.join.pin) save('dpviz-vote-pin', sent.join.pin);
    $('pin').removeAttribute('aria-invalid');
    if (page.notice && page.notice.kind === 'error') page.notice = null;
  } else if (reply.ok === true && sent && sent.tap) {
    page.notice = null;
    page.mine[sent.tap.question + '#' + sent.tap.round] = sent.tap.choice;
  } else if (typeof reply.retry_ms === 'number') {
    // The server lets new phones in a few at a time, or this network typed too many wrong PINs:
    // the same step goes again when it says, unless a newer tap is waiting already.
    if (sent && sent.tap && page.next === null) page.next = sent.tap;
    const delay = Math.min(120000, Math.max(100, reply.retry_ms)) * (1 + Math.random() * 0.3);
    page.notice = { kind: '', text: /PIN/.test(why) ? t('pinWait', Math.ceil(delay / 1000)) : t('busy') };
    window.clearTimeout(page.wait);
    page.wait = window.setTimeout(() => { page.wait = 0; step(); }, delay);
    render();
    return;
  } else if (sent && sent.join && why === 'unknown token') {
    forgetToken();  // a token of another vote: join again with the key or the PIN
  } else {
    if (sent && sent.join && why === 'wrong join key') {  // a QR code of another vote: the PIN, then
      page.key = '';
      save('dpviz-vote-key', '');
    }
    if (sent && sent.join && sent.join.pin) page.next = null;  // a wrong PIN: the tap waits for a new one
    page.notice = { kind: 'error', text: t('refused').replace('{why}', () => refusalText(why)) };
    if (/PIN/.test(why)) $('pin').setAttribute('aria-invalid', 'true');
  }
  render();
  step();
}

function onPush(msg) {
  const before = page.msg;
  if (typeof msg.session === 'string' && msg.session !== page.session) {
    page.session = msg.session;
    if (page.joined) saveToken();
    else if (page.token && page.tokenSession && page.tokenSession !== page.session) forgetToken();  // another vote's
  }
  // The push after this phone joined carries its own ballots on the open question: "vote
  // received" and, after the reveal, "your vote" come back with them after a reload.
  if (msg.question && Array.isArray(msg.mine)) {
    msg.mine.slice(0, 2).forEach((choice, i) => {
      if (typeof choice === 'number') page.mine[msg.question.id + '#' + (i + 1)] = choice;
    });
  }
  const changed = !before || questionKey(before.question) !== questionKey(msg.question) || before.round !== msg.round || before.state !== msg.state;
  page.msg = msg;
  // A timed round: the server says what is left as it pushes; the page counts down from the push's
  // arrival (no clocks to agree).
  page.endsAt = msg.state === 'open' && typeof msg.left_ms === 'number' && msg.left_ms >= 0 ? performance.now() + msg.left_ms : null;
  if (changed) page.notice = null;  // a new round or question: the last refusal is old news
  render();
  step();
}

// What a new socket's address carries to join as it opens: the token, the QR code's key, or the
// PIN once typed for a tap (?t=, ?k=, ?p=); the phone is in with no moment outside.
function joinInAddress() {
  const join = joinMessage();
  if (!join) return null;
  const [how, secret] = Object.entries(join.join)[0];
  return { join: join.join, query: '?' + { token: 't', key: 'k', pin: 'p' }[how] + '=' + encodeURIComponent(secret) };
}

function connect() {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const inAddress = joinInAddress();
  const socket = new WebSocket(scheme + '//' + window.location.host + '/ws' + (inAddress ? inAddress.query : ''));
  page.socket = socket;
  socket.addEventListener('open', () => {
    page.connected = true;
    page.attempts = 0;
    if (inAddress) {  // its reply comes first, as a join's would
      page.pending = { join: inAddress.join };
      page.pending.timer = window.setTimeout(() => { page.pending = null; step(); }, 3000);
    }
    render();
  });
  socket.addEventListener('message', (event) => {
    let data;
    try { data = JSON.parse(event.data); } catch (e) { return; }
    if (!data || typeof data !== 'object') return;
    if ('ok' in data) onReply(data);
    else if ('state' in data || 'question' in data) onPush(data);
  });
  socket.addEventListener('close', (event) => {
    if (page.socket !== socket) return;
    page.connected = false;
    page.joined = false;
    page.socket = null;
    if (page.pending) {
      window.clearTimeout(page.pending.timer);
      if (page.pending.tap && page.next === null) page.next = page.pending.tap;  // it goes again, if still open
    }
    page.pending = null;
    // 4001: not joined in time; 4002: let go for room. Both come back at once, quietly; anything
    // else backs off (0.5 s doubling to 5 s, with jitter) so a room does not reconnect in step.
    const quiet = event.code === 4001 || event.code === 4002;
    if (!quiet) page.attempts += 1;
    render();
    const delay = quiet ? 100 + Math.random() * 400 : Math.min(5000, 500 * 2 ** Math.min(page.attempts - 1, 4)) * (0.75 + Math.random() * 0.5);
    window.setTimeout(connect, delay);
  });
}

function start() {
  setInterval(showClock, 250);
  const params = new URLSearchParams(window.location.search);
  // The QR code's key: kept for this vote, and taken out of the address bar (a photo of the
  // screen, a shared link, does not carry it on).
  const hash = new URLSearchParams(window.location.hash.slice(1));
  const key = hash.get('k');
  if (key && SECRET.test(key)) {
    save('dpviz-vote-key', key);
    try { window.history.replaceState(null, '', window.location.pathname + window.location.search); } catch (e) { /* kept */ }
  }
  const saved = savedToken();
  page.token = saved.token;
  page.tokenSession = saved.session;
  const savedKey = load('dpviz-vote-key');
  page.key = savedKey && SECRET.test(savedKey) ? savedKey : '';
  // A link with ?pin= (sent by the lecturer to remote students) fills the PIN in and joins.
  const urlPin = params.get('pin');
  page.urlPin = !!(urlPin && /^[0-9]{1,12}$/.test(urlPin));
  const pin = $('pin');
  pin.value = (page.urlPin ? urlPin : load('dpviz-vote-pin')) || '';
  pin.addEventListener('input', () => {
    pin.removeAttribute('aria-invalid');
    if (page.notice && page.notice.kind === 'error') page.notice = null;
    render();
  });
  $('lang').addEventListener('click', () => setLanguage(page.lang === 'zh_CN' ? 'en' : 'zh_CN'));
  const lang = load('dpviz-vote-lang');
  const phone = (navigator.language || 'en').toLowerCase();
  setLanguage(lang || (phone.startsWith('zh') ? 'zh_CN' : 'en'));
  connect();
}

document.addEventListener('DOMContentLoaded', start);
