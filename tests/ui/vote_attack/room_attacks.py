"""The six attacks on admission (docs/security.md, *Against a hostile phone*) on the real dpviz, each while a room joins and votes beside it: 200 phones
from 200 addresses that type the PIN and 30 behind one address (a NAT) that scanned the QR code,
each a thread that behaves as the page does (join, vote on the open question, come back at once
after 4001/4002, wait what retry_ms says). Every honest ballot must be counted; how long the room
took is a figure (the time assertion, 10 s, is test_vote_attacks', on the server's own clock)."""
import random
import threading
import time

import wire

ROOM, NAT_ROOM = 200, 30


def honest_phone(app, src, scanned, choice, done, stop):
    """One phone: done["at"] gets the time its ballot was counted; done["refused"] its last refusal."""
    token, first, attempts = "", True, 0
    while not stop.is_set():
        if token:
            path = "/ws?t=" + token
        elif scanned:
            path = "/ws?k=" + app.key
        else:  # the first socket opened before the student typed the PIN; later ones carry it
            path = "/ws" if first else "/ws?p=" + app.pin
        first = False
        try:
            w = wire.Ws(app.port, src, timeout=10, path=path)
        except OSError:
            time.sleep(0.5)
            continue
        joined, pushed, waiting = False, False, path != "/ws"  # a join in the address is answered first
        while w.status == 101 and not stop.is_set():
            m = w.message(time.monotonic() + 15)
            if m is None:
                break
            if "ok" in m:
                waiting = False
                if m["ok"] is True and "token" in m:
                    joined, token = True, m["token"]
                elif m["ok"] is True:
                    done["at"] = time.monotonic()
                    w.close()
                    return
                elif m.get("retry_ms"):
                    time.sleep(min(m["retry_ms"], 10_000) / 1000)
                elif m.get("error") == "unknown token":
                    token = ""
                else:
                    done["refused"] = m.get("error")
                    time.sleep(0.5)
            elif "question" in m:
                pushed = True
            if waiting or not pushed:
                continue
            if not joined:
                w.send(wire.join_msg("key", app.key) if scanned else wire.join_msg("pin", app.pin))
            else:
                w.send(wire.ballot_msg(token, w.question, w.round, choice))
            waiting = True
        quiet = w.close_code in (4001, 4002)
        w.close()
        attempts = 0 if quiet else attempts + 1
        time.sleep(random.uniform(0.1, 0.5) if quiet else min(5.0, 0.5 * 2 ** min(attempts - 1, 4)))


def room_votes(app, check, name, block):
    """The room joins and votes now; returns (counted, seconds to the last one)."""
    stop, results, threads = threading.Event(), [], []
    start = time.monotonic()
    for i in range(ROOM + NAT_ROOM):
        nat = i >= ROOM
        src = "127.%d.200.1" % block if nat else "127.%d.%d.%d" % (block, i // 250, i % 250 + 1)
        done = {}
        results.append(done)
        t = threading.Thread(target=honest_phone, args=(app, src, nat, i % 4, done, stop), daemon=True)
        threads.append(t)
        t.start()
    deadline = start + 60
    while time.monotonic() < deadline and not all("at" in r for r in results):
        time.sleep(0.05)
    stop.set()
    for t in threads:
        t.join(20)
    counted = sum("at" in r for r in results)
    last = max((r["at"] - start for r in results if "at" in r), default=0.0)
    refusals = sorted({r["refused"] for r in results if "refused" in r})
    check.figure("%s: the room counted in (s)" % name, "%.1f (%d of %d)" % (last, counted, len(results)))
    check.that(counted == len(results), "%s: all %d of the room's phones counted (%d)" % (name, len(results), counted))
    if refusals:
        check.figure("%s: refusals the room met on its way" % name, refusals)
    return counted


def run_attack(app, check, name, block, attack):
    """Starts `attack(stop, extra)` on a thread of its own; once it is at full strength (it sets
    extra["ready"]), the room votes beside it."""
    stop = threading.Event()
    rnd = app.tally()["round"]
    before = sum(app.tally()["rounds"][rnd - 1])
    extra = {"counted": 0, "ready": threading.Event()}
    worker = threading.Thread(target=attack, args=(stop, extra), daemon=True)
    worker.start()
    check.that(extra["ready"].wait(60), "%s: the attack at full strength" % name)
    time.sleep(0.5)
    guard = app.tally().get("guard", {})
    counted = room_votes(app, check, name, block)
    time.sleep(1.5)  # the attack goes on a while: what it met shows in the counts
    stop.set()
    worker.join(30)
    time.sleep(0.5)
    added = sum(app.tally()["rounds"][rnd - 1]) - before
    after = app.tally().get("guard", {})
    check.figure("%s: turned away meanwhile" % name, {k: after.get(k, 0) - guard.get(k, 0) for k in after})
    if "found" in extra:
        check.that(extra["found"] == 0, "%s: no sprayed PIN let a phone in (%d)" % (name, extra["found"]))
    check.that(added == counted + extra["counted"], "%s: the tally grew by the room's ballots (%d) and the attacker's own "
               "counted ones (%d): %d" % (name, counted, extra["counted"], added))


def _wrong_pin(app, i):
    pin = "%06d" % (i % 1_000_000)
    return pin if pin != app.pin else "%06d" % ((i + 1) % 1_000_000)


def wrong_pins(app):
    """1. Wrong PINs from 10 addresses, 5 a second each, all along."""
    def attack(stop, extra):
        socks = [wire.Ws(app.port, "127.60.0.%d" % (a + 1)) for a in range(10)]
        n = 0
        for _ in range(10):  # past their free wrong PINs: every address waits
            for w in socks:
                w.send(wire.join_msg("pin", _wrong_pin(app, n)))
                n += 1
            time.sleep(0.2)
        extra["ready"].set()
        while not stop.is_set():
            socks = _kept(socks, lambda a: wire.Ws(app.port, "127.60.0.%d" % (a + 1)))
            for w in socks:
                w.send(wire.join_msg("pin", _wrong_pin(app, n)))
                n += 1
            time.sleep(0.2)
        for w in socks:
            w.close()
    return attack


def unjoined_sockets(app):
    """2. Every slot held without the PIN: 1000 WebSockets from 1000 addresses that answer pings
    and never join, reopened when closed; and bare-LF upgrade heads from 3 addresses, reopened."""
    def attack(stop, extra):
        held = {}

        def fill():
            for i in range(1000):
                w = held.get(i)
                if w is None or w.closed:
                    try:
                        held[i] = wire.Ws(app.port, "127.61.%d.%d" % (i // 250, i % 250 + 1), timeout=5)
                        held[i].sock.setblocking(False)
                    except OSError:
                        pass
        head = b"GET /ws HTTP/1.1\nHost: 127.0.0.1:%d\nUpgrade: websocket\nConnection: Upgrade\n" \
               b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\nSec-WebSocket-Version: 13\n\n" % app.port
        while not stop.is_set():
            fill()
            extra["ready"].set()
            for a in range(3):
                for _ in range(30):
                    try:
                        s = wire.connect(app.port, "127.62.0.%d" % (a + 1), 5)
                        s.sendall(head)
                        s.close()
                    except OSError:
                        pass
            for w in list(held.values()):
                try:
                    data = w.sock.recv(65536)
                    w.closed = data == b""
                    if data:
                        w.send(wire.frame(0xA, b""))  # a pong, as a browser answers a ping
                except BlockingIOError:
                    pass
                except OSError:
                    w.closed = True
            time.sleep(0.1)
        for w in held.values():
            w.close()
    return attack


def pin_spray_with_token(app):
    """3. No oracle: a phone's token in hand (here from the key), PINs sprayed from 50 addresses,
    and from the token's own connection; not one is let in."""
    def attack(stop, extra):
        insider = wire.Ws(app.port, "127.63.0.1", path="/ws?k=" + app.key)
        insider.message(time.monotonic() + 10)
        socks = [wire.Ws(app.port, "127.63.1.%d" % (a + 1)) for a in range(50)]
        n, found = 0, 0
        extra["ready"].set()
        while not stop.is_set():
            for w in socks + [insider]:
                w.send(wire.join_msg("pin", _wrong_pin(app, n)))
                n += 1
            insider.send(wire.join_msg("token", insider.token))
            for a, w in enumerate(socks):
                data, closed = _drain(w)
                found += data.count(b'"ok":true')
                if closed:
                    w.close()
                    socks[a] = wire.Ws(app.port, "127.63.1.%d" % (a + 1))
            time.sleep(0.2)
        extra["found"] = found  # on the spraying sockets (the insider's own token joins are not read)
        for w in socks + [insider]:
            w.close()
    return attack


def pin_holder(app):
    """4. A PIN holder fills what it can: new phones from 50 addresses as fast as they are let in,
    each voting once and keeping its socket open."""
    def attack(stop, extra):
        held, lock = [], threading.Lock()

        def one(a):
            k = 0
            while not stop.is_set():
                k += 1
                try:
                    w = wire.Ws(app.port, "127.64.0.%d" % (a + 1), timeout=5, path="/ws?p=" + app.pin)
                except OSError:
                    continue
                w.message(time.monotonic() + 5)
                if w.token:
                    w.message(time.monotonic() + 5)  # its push: the question
                    r = w.vote(w.round, 3, time.monotonic() + 5)
                    if r and r.get("ok"):
                        with lock:
                            extra["counted"] += 1
                else:
                    time.sleep(0.2)
                with lock:
                    held.append(w)
        workers = [threading.Thread(target=one, args=(a,), daemon=True) for a in range(50)]
        for t in workers:
            t.start()
        while extra["counted"] < 50 * 60 and not stop.is_set() and any(t.is_alive() for t in workers):
            time.sleep(0.05)  # full strength: every address's burst of new phones spent
        extra["ready"].set()
        for t in workers:
            t.join()
        for w in held:
            w.close()
    return attack


def nat_from_within(app, block):
    """5. The NAT's own address attacked from behind it: wrong PINs, and 400 sockets held."""
    nat = "127.%d.200.1" % block

    def attack(stop, extra):
        held = [wire.Ws(app.port, nat, timeout=5) for _ in range(400)]
        guesser = wire.Ws(app.port, nat)
        n = 0
        for _ in range(8):  # past its free wrong PINs: the NAT's address waits
            guesser.send(wire.join_msg("pin", _wrong_pin(app, n)))
            n += 1
            time.sleep(0.25)
        extra["ready"].set()
        while not stop.is_set():
            guesser = _kept([guesser], lambda _: wire.Ws(app.port, nat))[0]
            guesser.send(wire.join_msg("pin", _wrong_pin(app, n)))
            n += 1
            held = [w for w in held if not _closed(w)]
            while len(held) < 400 and not stop.is_set():
                try:
                    held.append(wire.Ws(app.port, nat, timeout=5))
                except OSError:
                    break
            time.sleep(0.2)
        for w in held + [guesser]:
            w.close()
    return attack


def _drain(w):
    """What the server sent since (read without waiting), and whether it closed the socket."""
    w.sock.setblocking(False)
    data, closed = b"", False
    try:
        while True:
            chunk = w.sock.recv(65536)
            if not chunk:
                closed = True
                break
            data += chunk
    except BlockingIOError:
        pass
    except OSError:
        closed = True
    w.sock.setblocking(True)
    return data, closed


def _closed(w):
    return _drain(w)[1]


def _kept(socks, make):
    """The attacker's sockets, each one the server closed opened again (as an attacker would)."""
    out = []
    for i, w in enumerate(socks):
        if _closed(w):
            w.close()
            try:
                w = make(i)
            except OSError:
                pass
        out.append(w)
    return out


def forged_ballots(app):
    """6. Ballots without a token of the vote: made-up tokens naming every question and round."""
    def attack(stop, extra):
        socks = [wire.Ws(app.port, "127.66.0.%d" % (a + 1)) for a in range(5)]
        n = 0
        extra["ready"].set()
        while not stop.is_set():
            socks = _kept(socks, lambda a: wire.Ws(app.port, "127.66.0.%d" % (a + 1)))
            for w in socks:
                w.send(wire.ballot_msg("A" * 22, 1 + n % 3, 1 + n % 2, n % 4))  # (an unjoined socket: refused)
                n += 1
            time.sleep(0.1)
        for w in socks:
            w.close()
    return attack


def all_six(app, check):
    for k, (name, attack) in enumerate((("1 wrong PINs from 10 addresses", wrong_pins(app)),
                                         ("2 unjoined sockets, bare-LF heads", unjoined_sockets(app)),
                                         ("3 PINs sprayed beside a known token", pin_spray_with_token(app)),
                                         ("4 a PIN holder filling the vote", pin_holder(app)),
                                         ("5 the NAT attacked from within", nat_from_within(app, 70 + 5)),
                                         ("6 forged ballots", forged_ballots(app)))):
        print("admission, attack " + name, flush=True)
        run_attack(app, check, "attack " + name, 70 + k, attack)
