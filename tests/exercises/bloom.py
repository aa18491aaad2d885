#!/usr/bin/env python3
"""Reference solution of the `bloom` exercise (kept for the tests, never handed out)."""

import hashlib
import sys


class Filter:
    def __init__(self, m, k):
        self.m = m
        self.k = k
        self.bits_array = bytearray((m + 7) // 8)

    def positions(self, key):
        digest = hashlib.blake2b(key, digest_size=16).digest()
        h1 = int.from_bytes(digest[:8], "little")
        h2 = int.from_bytes(digest[8:], "little")
        return [(h1 + i * h2) % self.m for i in range(self.k)]

    def add(self, key):
        for p in self.positions(key):
            self.bits_array[p >> 3] |= 1 << (p & 7)

    def has(self, key):
        return all(self.bits_array[p >> 3] >> (p & 7) & 1 for p in self.positions(key))

    def bits(self):
        return len(self.bits_array) * 8


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
