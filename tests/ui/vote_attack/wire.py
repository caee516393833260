"""The class vote's wire, as a phone (or an attacker) speaks it: raw HTTP/1.1 and RFC 6455
WebSocket frames over plain sockets bound to any loopback address (127.0.0.0/8), so that one test
can be many phones, or one hostile one. Python 3 standard library only."""
import base64
import json
import os
import socket
import struct
import time

KEY = base64.b64encode(b"dpviz-attack-key").decode()


def connect(port, src="127.0.0.1", timeout=20.0):
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    s.bind((src, 0))
    s.settimeout(timeout)
    s.connect(("127.0.0.1", port))
    return s


def http(port, path="/", src="127.0.0.1", host=None, method="GET", extra=b"", timeout=20.0):
    """One request, Connection: close. Returns (status, headers, body); status 0 if none came."""
    host = "127.0.0.1:%d" % port if host is None else host
    s = connect(port, src, timeout)
    head = "%s %s HTTP/1.1\r\n" % (method, path) + ("Host: %s\r\n" % host if host else "") + "Connection: close\r\n"
    s.sendall(head.encode() + extra + b"\r\n")
    data = b""
    try:
        while True:
            chunk = s.recv(65536)
            if not chunk:
                break
            data += chunk
    except (ConnectionResetError, socket.timeout):
        pass
    s.close()
    head_end = data.find(b"\r\n\r\n")
    if head_end < 0:
        return 0, {}, b""
    lines = data[:head_end].decode("latin-1").split("\r\n")
    headers = {}
    for line in lines[1:]:
        key, _, value = line.partition(":")
        headers[key.strip().lower()] = value.strip()
    return int(lines[0].split()[1]), headers, data[head_end + 4:]


def frame(opcode, payload=b"", masked=True, fin=True):
    head = bytes([(0x80 if fin else 0) | opcode])
    bit = 0x80 if masked else 0
    n = len(payload)
    if n < 126:
        head += bytes([bit | n])
    elif n < 65536:
        head += bytes([bit | 126]) + struct.pack(">H", n)
    else:
        head += bytes([bit | 127]) + struct.pack(">Q", n)
    if not masked:
        return head + payload
    mask = os.urandom(4)
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


def text(obj, masked=True):
    return frame(0x1, json.dumps(obj, separators=(",", ":")).encode(), masked)


def join_msg(how, secret):
    return text({"join": {how: secret}})


def ballot_msg(token, question, rnd, choice):
    return text({"token": token, "question": question, "round": rnd, "choice": choice})


class Ws:
    """A WebSocket phone: open() does the handshake; frames() yields what the server sent."""

    def __init__(self, port, src="127.0.0.1", host=None, origin=None, timeout=20.0, extra=b"", path="/ws"):
        self.sock = connect(port, src, timeout)
        self.buf = b""
        self.status = 0
        self.closed = False
        self.close_code = 0
        self.token = ""     # the vote's, once joined
        self.question = 1   # the open question's id, from the last push read
        self.round = 1      # and its round
        host = "127.0.0.1:%d" % port if host is None else host
        req = ("GET %s HTTP/1.1\r\nHost: %s\r\n" % (path, host) + ("Origin: %s\r\n" % origin if origin else "") +
               "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: %s\r\n"
               "Sec-WebSocket-Version: 13\r\n\r\n" % KEY).encode()
        self.sock.sendall(req + extra)
        while b"\r\n\r\n" not in self.buf:
            chunk = self._recv()
            if not chunk:
                return
        head, _, self.buf = self.buf.partition(b"\r\n\r\n")
        self.status = int(head.split(b" ")[1])

    def _recv(self):
        try:
            chunk = self.sock.recv(65536)
        except (ConnectionResetError, BrokenPipeError, socket.timeout, OSError):
            chunk = b""
        if not chunk:
            self.closed = True
        self.buf += chunk
        return chunk

    def send(self, data):
        try:
            self.sock.sendall(data)
            return True
        except (BrokenPipeError, ConnectionResetError, OSError):
            self.closed = True
            return False

    def next_frame(self):
        """(opcode, payload) of the next whole frame in the buffer, or None."""
        b = self.buf
        if len(b) < 2:
            return None
        n, at = b[1] & 0x7F, 2
        if n == 126:
            if len(b) < 4:
                return None
            n, at = struct.unpack(">H", b[2:4])[0], 4
        elif n == 127:
            if len(b) < 10:
                return None
            n, at = struct.unpack(">Q", b[2:10])[0], 10
        if len(b) < at + n:
            return None
        self.buf = b[at + n:]
        return b[0] & 0x0F, b[at:at + n]

    def message(self, deadline):
        """The next JSON text message (answering pings), or None when closed or at the deadline."""
        while time.monotonic() < deadline:
            f = self.next_frame()
            if f is None:
                if self.closed or not self._recv():
                    return None
                continue
            opcode, payload = f
            if opcode == 0x1:
                m = json.loads(payload)
                self.seen(m)
                return m
            if opcode == 0x8:
                self.close_code = struct.unpack(">H", payload[:2])[0] if len(payload) >= 2 else 1005
                self.closed = True
                return None
            if opcode == 0x9:
                self.send(frame(0xA, payload))
        return None

    def seen(self, m):
        """Keeps what a message tells: the open question's id, the token a join gave."""
        if isinstance(m.get("question"), dict):
            self.question = m["question"].get("id", self.question)
            self.round = m.get("round", self.round)
        if m.get("ok") is True and "token" in m:
            self.token = m["token"]

    def join(self, how, secret, deadline):
        """{"join": {how: secret}} ("pin", "key", "token"); its reply."""
        self.send(join_msg(how, secret))
        return self.reply(deadline)

    def vote(self, rnd, choice, deadline):
        """A ballot on the open question with this phone's token; its reply."""
        self.send(ballot_msg(self.token, self.question, rnd, choice))
        return self.reply(deadline)

    def reply(self, deadline):
        """The next {"ok": ...}, skipping pushes."""
        while True:
            m = self.message(deadline)
            if m is None or "ok" in m:
                return m

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass
