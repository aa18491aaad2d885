#!/usr/bin/env python3
"""Reference solution of the `counting` exercise (kept for the tests, never handed out)."""

import hashlib
import sys

COUNTER_MAX = 15


class Filter:
    def __init__(self, m, k):
        self.m = m
        self.k = k
        self.cells = bytearray((m + 1) // 2)

    def counter(self, i):
        return (self.cells[i >> 1] >> ((i & 1) * 4)) & 15

    def set_counter(self, i, value):
        shift = (i & 1) * 4
        self.cells[i >> 1] = (self.cells[i >> 1] & ~(15 << shift) & 0xFF) | (value << shift)

    def positions(self, key):
        digest = hashlib.blake2b(key, digest_size=16).digest()
        h1 = int.from_bytes(digest[:8], "little")
        h2 = int.from_bytes(digest[8:], "little")
        return [(h1 + i * h2) % self.m for i in range(self.k)]

    def add(self, key):
        for p in self.positions(key):
            c = self.counter(p)
            if c < COUNTER_MAX:
                self.set_counter(p, c + 1)

    def remove(self, key):
        positions = self.positions(key)
        if any(self.counter(p) == 0 for p in positions):
            return
        for p in positions:
            c = self.counter(p)
            if c < COUNTER_MAX:
                self.set_counter(p, c - 1)

    def has(self, key):
        return all(self.counter(p) > 0 for p in self.positions(key))

    def bits(self):
        return len(self.cells) * 8


# The protocol (docs/exercises.md): one command per line on standard
# input, answers on standard output, flushed at `sync`.
def main():
    out = sys.stdout
    filt = None
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        command = words[0]
        if command == "new":
            filt = Filter(int(words[1]), int(words[2]))
            out.write("ok\n")
        elif command == "add":
            filt.add(bytes.fromhex(words[1]))
        elif command == "remove":
            filt.remove(bytes.fromhex(words[1]))
        elif command == "has":
            out.write("1\n" if filt.has(bytes.fromhex(words[1])) else "0\n")
        elif command == "bits":
            out.write("%d\n" % filt.bits())
        elif command == "sync":
            out.write("done\n")
            out.flush()
        elif command == "end":
            break


if __name__ == "__main__":
    main()
