// dpviz's class vote page: the question the lecturer's dpviz pushes over the WebSocket
// /ws, the student's vote ({"pin","client","round","choice"}), "vote received", round 2 and the
// reveal, in en or zh_CN. No framework; one socket that reconnects by itself.
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
    revealed: 'The answer is revealed.',
    answerTitle: 'The answer',
    option: 'Option {n}',
    mineRight: 'Your last vote, option {n}, was right.',
    mineWrong: 'Your last vote was option {n}.',
    optionText: 'Option {n}: {text}',
    refusedOther: 'the server refused this vote',
    explore: 'Follow the projector on this phone, then explore DataParallel yourself',
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
    revealed: '答案已揭晓。',
    answerTitle: '答案',
    option: '选项 {n}',
    mineRight: '你最后投的选项 {n} 是对的。',
    mineWrong: '你最后投的是选项 {n}。',
    optionText: '选项 {n}：{text}',
    refusedOther: '服务器拒绝了这张选票',
    explore: '在这台手机上跟着投影看，再自己探索 DataParallel（数据并行）',
  },
};

// The server's refusal codes (ui/vote/vote_message.h, vote::error) are English on the wire; the page
// words each one in the phone's language. A code not listed here (a malformed ballot, which this
// page never sends) reads as refusedOther.
const REFUSALS = {
  en: {
    'wrong PIN': 'wrong PIN',
    'too many wrong PINs': 'too many wrong PINs from this phone; wait a moment',
    'no question is open': 'no question is open',
    'the vote is closed': 'the vote is closed',
    'round 1 is closed': 'the first vote is closed',
    'round 2 is not open yet': 'the second vote is not open yet',
    'unknown choice': 'no such option',
    'one client per connection': 'one phone per connection',
    'too many wrong PINs in the room: PINs are checked one at a time': 'too many wrong PINs in the room: PINs are checked one at a time',
    'too many new phones from one address at once': 'too many new phones at once',
    'the vote is full': 'the vote is full',
  },
  zh_CN: {
    'wrong PIN': 'PIN 不对',
    'too many wrong PINs': '这台手机输错 PIN 的次数太多，请稍等',
    'no question is open': '现在没有开放的题目',
    'the vote is closed': '投票已结束',
    'round 1 is closed': '第一次投票已结束',
    'round 2 is not open yet': '第二次投票还没有开始',
    'unknown choice': '没有这个选项',
    'one client per connection': '每个连接只能有一台手机',
    'too many wrong PINs in the room: PINs are checked one at a time': '教室里输错 PIN 的次数太多：PIN 改为逐个核对',
    'too many new phones from one address at once': '同时加入的新手机太多',
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

// The client id the server counts one vote per round for. crypto.randomUUID needs a secure context
// (the class vote is plain http on the room's network); getRandomValues does not.
function clientId() {
  let id = load('dpviz-vote-client');
  if (!id || !/^[0-9a-f]{32}$/.test(id)) {
    const bytes = new Uint8Array(16);
    window.crypto.getRandomValues(bytes);
    id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    save('dpviz-vote-client', id);
  }
  return id;
}

const page = {
  lang: 'en',
  client: '',
  socket: null,
  attempts: 0,
  connected: false,
  msg: null,          // the server's last push: {question, round, state, answer?}
  mine: {},           // "<question key>#<round>" → the option this client's vote was counted for
  pending: null,      // the vote sent, waiting for its {"ok": ...}: {key, choice, timer}
  next: null,         // a tap made meanwhile, sent when the answer comes
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
    showStatus(page.connected ? t('waiting') : $('conn').textContent);
    return;
  }
  const round = msg.round === 2 ? 2 : 1;
  const state = msg.state === 'revealed' ? 'revealed' : msg.state === 'open' ? 'open' : 'closed';
  const key = questionKey(q);
  const mine = page.mine[key + '#' + round];
  body.dataset.state = state;
  body.dataset.round = String(round);
  body.dataset.question = key;
  body.dataset.voted = mine === undefined ? 'no' : 'yes';
  $('ask').hidden = false;
  $('round').textContent = state === 'revealed' ? '' : t(round === 2 ? 'round2' : 'round1');
  $('round').hidden = state === 'revealed';
  $('question').textContent = textOf(q.text ?? q.question);

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
    const last = page.mine[key + '#2'] ?? page.mine[key + '#1'];
    $('mine').textContent = last === undefined ? '' : t(last === answer.right ? 'mineRight' : 'mineWrong', last + 1);
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
    else if (!currentPin()) showStatus(t('needPin'));
    else showStatus(t(round === 2 ? 'tapAgain' : 'tap'));
  } else {
    const closed = t(round === 2 ? 'closed2' : 'closed1');
    showStatus(closed + ' ' + (mine !== undefined ? t('yourVote', mine + 1) : t('noVote')));
  }
}

function currentPin() {
  return $('pin').value.replace(/\s+/g, '');
}

function vote(choice) {
  const msg = page.msg;
  if (!msg || !msg.question || msg.state !== 'open') return;
  const pin = currentPin();
  if (!pin) {
    page.notice = { kind: 'error', text: t('needPin') };
    $('pin').setAttribute('aria-invalid', 'true');
    $('pin').focus();
    render();
    return;
  }
  if (!page.socket || page.socket.readyState !== WebSocket.OPEN) return;
  // One message at a time, at most 4 a second (the server drops a phone's messages past 5 a
  // second, unanswered): a tap meanwhile waits, and only the latest one is sent.
  const now = Date.now();
  page.sent = page.sent.filter((t0) => now - t0 < 1000);
  if (page.pending || page.sent.length >= 4) {
    page.next = choice;
    if (!page.pending && !page.wait) page.wait = window.setTimeout(() => { page.wait = 0; sendNext(); }, 1000 - (now - page.sent[0]));
    return;
  }
  const round = msg.round === 2 ? 2 : 1;
  // An answer that never comes (a dropped message) sends the vote again after 3 s.
  const timer = window.setTimeout(() => {
    const lost = page.pending;
    page.pending = null;
    if (lost && page.next === null) page.next = lost.choice;
    sendNext();
  }, 3000);
  page.pending = { key: questionKey(msg.question) + '#' + round, choice, timer };
  page.sent.push(now);
  page.notice = { kind: '', text: t('sending') };
  page.socket.send(JSON.stringify({ pin, client: page.client, round, choice }));
  render();
}

function sendNext() {
  const next = page.next;
  page.next = null;
  if (next !== null) vote(next);
}

function onReply(reply) {
  const sent = page.pending;
  if (sent) window.clearTimeout(sent.timer);
  page.pending = null;
  if (reply.ok === true) {
    page.notice = null;
    $('pin').removeAttribute('aria-invalid');
    if (sent) {
      page.mine[sent.key] = sent.choice;
      save('dpviz-vote-pin', currentPin());
    }
  } else if (typeof reply.retry_ms === 'number' && sent) {
    // The server is letting the room in a few at a time (or checks PINs slowly): the same vote goes
    // again when it says, unless a newer tap is waiting already.
    if (page.next === null) page.next = sent.choice;
    page.notice = { kind: '', text: t('busy') };
    window.clearTimeout(page.wait);
    const delay = Math.min(60000, Math.max(100, reply.retry_ms)) * (1 + Math.random() * 0.3);
    page.wait = window.setTimeout(() => { page.wait = 0; sendNext(); }, delay);
    render();
    return;
  } else {
    const why = typeof reply.error === 'string' ? reply.error : '';
    page.notice = { kind: 'error', text: t('refused').replace('{why}', () => refusalText(why)) };
    if (/pin/i.test(why)) $('pin').setAttribute('aria-invalid', 'true');
  }
  render();
  sendNext();
}

function onPush(msg) {
  const before = page.msg;
  // The greeting of a page that reloaded (or reconnected) carries this client's own ballots on
  // the open question: "vote received" and, after the reveal, "your vote" come back with them.
  if (msg.question && Array.isArray(msg.mine)) {
    const key = questionKey(msg.question);
    msg.mine.slice(0, 2).forEach((choice, i) => {
      if (typeof choice === 'number') page.mine[key + '#' + (i + 1)] = choice;
    });
  }
  const changed = !before || questionKey(before.question) !== questionKey(msg.question) || before.round !== msg.round || before.state !== msg.state;
  page.msg = msg;
  if (changed) page.notice = null;  // a new round or question: the last refusal is old news
  render();
}

function connect() {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  // The client id in the address: the server's greeting gives this phone its own ballot back.
  const socket = new WebSocket(scheme + '//' + window.location.host + '/ws?client=' + encodeURIComponent(page.client));
  page.socket = socket;
  socket.addEventListener('open', () => {
    page.connected = true;
    page.attempts = 0;
    render();
  });
  socket.addEventListener('message', (event) => {
    let data;
    try { data = JSON.parse(event.data); } catch (e) { return; }
    if (!data || typeof data !== 'object') return;
    if ('ok' in data) onReply(data);
    else if ('state' in data || 'question' in data) onPush(data);
  });
  socket.addEventListener('close', () => {
    if (page.socket !== socket) return;
    page.connected = false;
    page.socket = null;
    if (page.pending) window.clearTimeout(page.pending.timer);
    page.pending = null;
    page.next = null;
    page.attempts += 1;
    render();
    // Back off (0.5 s doubling to 5 s, with jitter) so a room of phones does not reconnect in step.
    const delay = Math.min(5000, 500 * 2 ** Math.min(page.attempts - 1, 4)) * (0.75 + Math.random() * 0.5);
    window.setTimeout(connect, delay);
  });
}

function start() {
  page.client = clientId();
  // The QR code carries the URL only; a link with ?pin= (sent by the lecturer) fills the field in.
  const params = new URLSearchParams(window.location.search);
  const urlPin = params.get('pin');
  const pin = $('pin');
  pin.value = (urlPin && /^[0-9]{1,12}$/.test(urlPin) ? urlPin : load('dpviz-vote-pin')) || '';
  pin.addEventListener('input', () => {
    pin.removeAttribute('aria-invalid');
    if (page.notice && page.notice.kind === 'error') page.notice = null;
    render();
  });
  $('lang').addEventListener('click', () => setLanguage(page.lang === 'zh_CN' ? 'en' : 'zh_CN'));
  const saved = load('dpviz-vote-lang');
  const phone = (navigator.language || 'en').toLowerCase();
  setLanguage(saved || (phone.startsWith('zh') ? 'zh_CN' : 'en'));
  connect();
}

document.addEventListener('DOMContentLoaded', start);
