"""The attacks of vote_attack.py, one function each, every one bounded in count and time. Each takes
the running App and the Checks, asserts what the server must hold to, and records its figures."""
import random
import selectors
import threading
import time

import wire

BURST, NEW_PHONE_S = 60, 0.2          # vote::Limits: new phones from one address
FREE_WRONG_PINS, BACKOFF_S = 5, 1.0   # vote::Limits: per address, then a wait doubling from 1 s


def percentile(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * (len(values) - 1) + 0.5))] if values else 0.0


def warm_up(app):
    for path in ("/", "/vote.js", "/vote.css", "/icon.svg"):
        wire.http(app.port, path)
    w = wire.Ws(app.port)
    w.message(time.monotonic() + 20)
    w.join("pin", app.pin, time.monotonic() + 20)
    w.vote(1, 0, time.monotonic() + 20)
    w.close()
    time.sleep(1)


def _collect(phones, done, deadline):
    """Reads every phone's frames until done(i, message) has said True for each, or the deadline."""
    sel = selectors.DefaultSelector()
    pending = set(range(len(phones)))
    for i, w in enumerate(phones):
        w.sock.setblocking(False)
        sel.register(w.sock, selectors.EVENT_READ, i)
    while pending and time.monotonic() < deadline:
        for key, _ in sel.select(0.5):
            i, w = key.data, phones[key.data]
            try:
                chunk = w.sock.recv(65536)
            except BlockingIOError:
                continue
            except OSError:
                chunk = b""
            if not chunk:
                sel.unregister(w.sock)
                pending.discard(i)
                continue
            w.buf += chunk
            while i in pending:
                f = w.next_frame()
                if f is None:
                    break
                if f[0] != 0x1:
                    continue
                m = wire.json.loads(f[1])
                w.seen(m)
                if done(i, m):
                    pending.discard(i)
    sel.close()
    for w in phones:
        w.sock.setblocking(True)
    return not pending


def honest_load(app, check, count=300):
    # Each joins as its socket opens (/ws?p=PIN: the page's way once the PIN is typed): the join's
    # reply, then the push with the question.
    phones = [wire.Ws(app.port, "127.20.%d.%d" % (i // 250, i % 250 + 1), path="/ws?p=" + app.pin) for i in range(count)]
    check.that(all(w.status == 101 for w in phones), "honest load: %d phones from %d addresses connected" % (count, count))
    _collect(phones, lambda i, m: "question" in m, time.monotonic() + 30)
    check.that(all(w.token for w in phones), "honest load: every phone joined as its socket opened")
    before = app.tally()["rounds"]
    latency, oks = [], [0]
    for rnd in (1, 2):
        sent, t_send = [0, 0, 0, 0], {}
        for i, w in enumerate(phones):
            choice = (i * 7 + rnd * 3) % 4
            sent[choice] += 1
            t_send[i] = time.perf_counter()
            w.send(wire.ballot_msg(w.token, w.question, rnd, choice))

        def replied(i, m):
            if "ok" not in m:
                return False
            latency.append((time.perf_counter() - t_send[i]) * 1000)
            oks[0] += m["ok"] is True
            return True
        check.that(_collect(phones, replied, time.monotonic() + 60), "honest load: every ballot of round %d answered" % rnd)
        counted = [a - b for a, b in zip(app.tally()["rounds"][rnd - 1], before[rnd - 1])]
        check.that(counted == sent, "honest load: round %d counted exactly once: %s" % (rnd, counted))
        if rnd == 1:
            app.enter()  # the lecturer's Enter: round 2 opens, every phone is told
            _collect(phones, lambda i, m: m.get("round") == 2 and m.get("state") == "open", time.monotonic() + 30)
    check.that(oks[0] == 2 * count, "honest load: %d of %d ballots {\"ok\":true}" % (oks[0], 2 * count))
    check.figure("honest load: send->ack p50 / p99 (ms)", "%.1f / %.1f" % (percentile(latency, 0.5), percentile(latency, 0.99)))
    for w in phones:
        w.close()


def rebinding(app, check):
    evil = "evil.example:%d" % app.port
    status = wire.http(app.port, "/", host=evil)[0]
    check.that(status == 421, "rebinding: GET / with Host %s -> %d" % (evil, status))
    w = wire.Ws(app.port, host=evil, origin="http://" + evil)
    check.that(w.status == 421, "rebinding: WebSocket with Host and Origin %s -> %d (no upgrade)" % (evil, w.status))
    w.close()
    w = wire.Ws(app.port, origin="http://evil.example")
    check.that(w.status == 403, "another site's page: WebSocket -> %d" % w.status)
    w.close()


def unmasked(app, check):
    before = app.tally()["rounds"]
    w = wire.Ws(app.port)
    w.message(time.monotonic() + 20)
    bare = wire.json.dumps({"join": {"pin": app.pin}}).encode()
    w.send(wire.frame(0x1, bare, masked=False))
    reply = w.reply(time.monotonic() + 20)
    check.that(reply is None and w.closed, "an unmasked frame closes the connection (close code %d), unanswered" % w.close_code)
    check.that(app.tally()["rounds"] == before, "an unmasked frame counts nothing")
    w.close()


def pipelined(app, check, seconds=4.0, sockets=20):
    request = (b"GET /vote.js HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % app.port) * 100
    socks = [wire.connect(app.port, "127.0.0.5") for _ in range(sockets)]
    for s in socks:
        s.setblocking(False)
    sent, end = 0, time.monotonic() + seconds
    while time.monotonic() < end:
        progress = False
        for s in socks:
            try:
                sent += s.send(request)
                progress = True
            except (BlockingIOError, InterruptedError):
                pass
            except OSError:
                pass
        if not progress:
            time.sleep(0.01)
    check.figure("pipelined: requests sent (MB)", "%.1f" % (sent / 2 ** 20))
    for s in socks:
        s.close()
    check.that(wire.http(app.port, "/")[0] == 200, "pipelined: the page is still served")


def post_body(app, check, seconds=3.0):
    s = wire.connect(app.port, "127.0.0.6")
    s.sendall(b"POST / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nContent-Length: 400000000\r\n\r\n" % app.port)
    s.setblocking(False)
    chunk, sent, got, end = b"x" * 65536, 0, b"", time.monotonic() + seconds
    while time.monotonic() < end and sent < 400_000_000:
        try:
            sent += s.send(chunk)
        except BlockingIOError:
            time.sleep(0.005)
        except OSError:
            break
        try:
            got += s.recv(65536)
        except (BlockingIOError, OSError):
            pass
    s.setblocking(True)
    s.settimeout(5)
    try:
        while b"\r\n" not in got:
            more = s.recv(65536)
            if not more:
                break
            got += more
    except OSError:
        pass
    s.close()
    check.figure("POST: body bytes the network took (MB)", "%.1f" % (sent / 2 ** 20))
    check.that(got.startswith(b"HTTP/1.1 405"), "POST: refused at its headers (%r)" % got[:20])


def ping_flood(app, check, seconds=3.0):
    w = wire.Ws(app.port, "127.0.0.7")
    w.message(time.monotonic() + 20)
    w.sock.setblocking(False)
    ping, pings, end, closed = wire.frame(0x9, b"p" * 125), 0, time.monotonic() + seconds, False
    while time.monotonic() < end and not closed:
        try:
            w.sock.send(ping)
            pings += 1
        except BlockingIOError:
            time.sleep(0.001)
        except OSError:
            closed = True
    wait = time.monotonic() + 5
    while not closed and time.monotonic() < wait:  # the server's close may show as an end of input
        try:
            closed = w.sock.recv(1 << 20) == b""
        except BlockingIOError:
            time.sleep(0.01)
        except OSError:
            closed = True
    check.figure("ping flood: pings sent before the close", pings)
    check.that(closed, "ping flood: the connection is closed")
    w.close()


def _is_closed(s):
    try:
        s.setblocking(False)
        data = s.recv(65536)
        return data == b""
    except BlockingIOError:
        return False
    except OSError:
        return True


def held_slots(app, check):
    src, host = "127.0.0.3", b"127.0.0.1:%d" % app.port
    silent, half, idle = [], [], []
    for _ in range(200):
        silent.append(wire.connect(app.port, src))
    for _ in range(200):
        s = wire.connect(app.port, src)
        s.sendall(b"GET / HTTP/1.1\r\nHost: " + host + b"\r\nX-Slow: ")
        half.append(s)
    for _ in range(100):
        idle.append(wire.Ws(app.port, src))
    t0 = time.monotonic()
    page = wire.http(app.port, "/")[0]
    phone = wire.Ws(app.port)
    push = phone.message(t0 + 20)
    rnd = push.get("round", 1) if push else 1
    phone.join("pin", app.pin, t0 + 20)
    reply = phone.vote(rnd, 3, t0 + 20)
    served = time.monotonic() - t0
    check.that(page == 200 and reply is not None and reply.get("ok") is True,
               "500 sockets held: a real phone got the page and voted in %.0f ms" % (served * 1000))
    check.figure("500 held: a real phone served in (ms)", "%.0f" % (served * 1000))
    guard = app.tally().get("guard", {})
    check.figure("500 held: guard now", guard)
    check.that(guard.get("refused", 0) + guard.get("timed_out", 0) > 0, "500 held: the join screen's counts show it")
    # The silent and half-sent ones are timed out (headMs 5 s, idleMs 10 s) or closed for room.
    waiting, start = silent + half, time.monotonic()
    while waiting and time.monotonic() - start < 20:
        waiting = [s for s in waiting if not _is_closed(s)]
        time.sleep(0.25)
    check.that(not waiting, "500 held: every silent or half-sent socket closed by the server (%d left)" % len(waiting))
    check.figure("500 held: all silent/half closed after (s)", "%.1f" % (time.monotonic() - start))
    for s in silent + half:
        s.close()
    for w in idle + [phone]:
        w.close()


def crowd_of_sockets(app, check):
    """Every slot of the server (1000) held by idle WebSockets from three addresses (400, 400, 200:
    each address's cap): a phone from a fourth still gets in, in place of an idle one."""
    idle = []
    for src, count in (("127.0.0.12", 400), ("127.0.0.13", 400), ("127.0.0.14", 200)):
        for _ in range(count):
            idle.append(wire.Ws(app.port, src))
    held = sum(w.status == 101 for w in idle)
    t0 = time.monotonic()
    phone = wire.Ws(app.port)
    push = phone.message(t0 + 20)
    phone.join("pin", app.pin, t0 + 20)
    reply = phone.vote((push or {}).get("round") or 1, 2, t0 + 20)
    served = time.monotonic() - t0
    check.figure("1000 held by 3 addresses: WebSockets up", held)
    check.that(reply is not None and reply.get("ok") is True,
               "1000 WebSockets held from 3 addresses: a phone from a fourth voted in %.0f ms" % (served * 1000))
    for w in idle + [phone]:
        w.close()


def stuffing(app, check, seconds=5.0, threads=8):
    counted, attempts, lock = [0], [0], threading.Lock()
    before = sum(app.tally()["counts"])
    start = time.monotonic()
    end = start + seconds

    def run(k):
        n = 0
        while time.monotonic() < end:
            n += 1
            w = wire.Ws(app.port, "127.0.0.4")
            push = w.message(time.monotonic() + 10)
            if push is None:
                w.close()
                continue
            joined = w.join("pin", app.pin, time.monotonic() + 10)
            reply = w.vote(push.get("round") or 1, 0, time.monotonic() + 10) if (joined or {}).get("ok") else joined
            with lock:
                attempts[0] += 1
                counted[0] += bool(reply and reply.get("ok"))
            w.close()
    workers = [threading.Thread(target=run, args=(k,)) for k in range(threads)]
    for t in workers:
        t.start()
    for t in workers:
        t.join()
    elapsed = time.monotonic() - start
    allowed = BURST + elapsed / NEW_PHONE_S + 5
    check.figure("stuffing: attempts / counted in %.1f s" % elapsed, "%d / %d" % (attempts[0], counted[0]))
    check.that(counted[0] <= allowed, "stuffing: %d counted <= %.0f (a burst of %d, then 5 a second)" % (counted[0], allowed, BURST))
    check.that(sum(app.tally()["counts"]) - before == counted[0], "stuffing: the tally holds exactly the ballots answered ok")


def pin_guessing(app, check, guesses=10_000, addresses=500, threads=16):
    """10,000 guesses of the 6-digit PIN from 500 addresses, 5 a connection. Each address has a few
    free wrong PINs, then waits (1 s doubling): a guess during its wait is refused unchecked. The
    right PIN itself, sent from an address that is waiting, is refused too (no oracle)."""
    port, deadline = app.port, time.monotonic() + 120
    honest = wire.Ws(port)
    honest.message(deadline)
    honest.join("pin", app.pin, deadline)
    check.that((honest.vote(1, 1, deadline) or {}).get("ok") is True, "PIN: a phone votes before the attack")
    rng = random.Random(52)
    pins = []
    while len(pins) < guesses:
        pin = "%06d" % rng.randrange(1_000_000)
        if pin != app.pin:
            pins.append(pin)
    tally = {"checked": 0, "waiting": 0, "found": 0, "other": 0}
    state = {"next": 0, "batch": 0}
    lock = threading.Lock()

    def take():
        with lock:
            batch = pins[state["next"]:state["next"] + 5]
            state["next"] += len(batch)
            state["batch"] += 1
            return batch, state["batch"]

    def classify(reply):
        with lock:
            if reply is None:
                tally["other"] += 1
            elif reply.get("ok"):
                tally["found"] += 1
            elif reply.get("error") == "wrong PIN":
                tally["checked"] += 1
            elif reply.get("error") == "too many wrong PINs from this address" and reply.get("retry_ms", 0) > 0:
                tally["waiting"] += 1
            else:
                tally["other"] += 1

    def guess():
        while True:
            batch, n = take()
            if not batch:
                return
            w = wire.Ws(port, "127.10.%d.%d" % (n % addresses // 250, n % 250 + 1))
            w.message(deadline)
            for pin in batch:
                w.send(wire.join_msg("pin", pin))
            for _ in batch:
                classify(w.reply(deadline))
            w.close()

    start = time.monotonic()
    workers = [threading.Thread(target=guess) for _ in range(threads)]
    for t in workers:
        t.start()
    for t in workers:
        t.join()
    elapsed = time.monotonic() - start
    check.figure("PIN: %d guesses in %.1f s" % (guesses, elapsed), tally)
    check.that(tally["found"] == 0, "PIN: none of %d wrong guesses from %d addresses let a phone in" % (guesses, addresses))
    # Each address: its free wrong PINs, then one at 0 s, 1 s, 3 s, 7 s, ... of its waits.
    per_address = FREE_WRONG_PINS + 1 + max(0, int(elapsed / BACKOFF_S + 1).bit_length())
    check.that(tally["checked"] <= addresses * per_address,
               "PIN: %d guesses checked <= %d (per address: %d free, then as the back-off allows)"
               % (tally["checked"], addresses * per_address, FREE_WRONG_PINS))
    # The right PIN from an address that is waiting: refused before it is looked at.
    w = wire.Ws(port, "127.12.0.1")
    w.message(deadline)
    for _ in range(FREE_WRONG_PINS + 1):
        w.join("pin", "000000" if app.pin != "000000" else "111111", deadline)
        time.sleep(0.25)  # within the socket's 5 messages a second
    right = w.join("pin", app.pin, time.monotonic() + 10) or {}
    w.close()
    check.figure("PIN: the right one from a waiting address", right)
    check.that(not right.get("ok") and right.get("retry_ms", 0) > 0, "PIN: the right PIN from a waiting address is not looked at")
    check.that((honest.vote(1, 2, time.monotonic() + 20) or {}).get("ok") is True, "PIN: the phone that joined before still votes")
    honest.close()
