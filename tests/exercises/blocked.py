#!/usr/bin/env python3
"""Reference solution of the `blocked` exercise (kept for the tests, never handed out)."""

import hashlib
import sys

BLOCK_BITS = 512


class Filter:
    def __init__(self, m, k):
        self.m = m
        self.k = k
        self.blocks = m // BLOCK_BITS
        self.bits_array = bytearray(m // 8)

    def positions(self, key):
        digest = hashlib.blake2b(key, digest_size=24).digest()
        h1 = int.from_bytes(digest[:8], "little")
        h2 = int.from_bytes(digest[8:16], "little")
        h3 = int.from_bytes(digest[16:], "little") | 1
        base = (h1 % self.blocks) * BLOCK_BITS
        return [base + (h2 + i * h3) % BLOCK_BITS for i in range(self.k)]

    def add(self, key):
        for p in self.positions(key):
            self.bits_array[p >> 3] |= 1 << (p & 7)

    def has(self, key):
        return all(self.bits_array[p >> 3] >> (p & 7) & 1 for p in self.positions(key))

    def bits(self):
        return len(self.bits_array) * 8


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
