#!/usr/bin/env python3
"""{{starter-fix-title}}: `bloomlab grade fix-the-filter -- python3 filter.py`.

{{starter-fix-intro}}
"""

import hashlib
import sys

# {{starter-fix-group}}
GROUP = 64


class Filter:
    def __init__(self, m, k):
        self.m = m
        self.k = k
        self.bits_array = bytearray((m + 7) // 8)
        self.waiting = []

    def hash(self, key):
        """{{starter-fix-hash}}"""
        return int.from_bytes(hashlib.blake2b(key, digest_size=2).digest(), "little")

    def positions(self, key):
        start = self.hash(key) % self.m
        return [(start + i) % self.m for i in range(self.k)]

    def write(self, key):
        for p in self.positions(key):
            self.bits_array[p >> 3] |= 1 << (p & 7)

    def add(self, key):
        self.waiting.append(key)
        if len(self.waiting) == GROUP:
            for waiting in self.waiting:
                self.write(waiting)
            self.waiting = []

    def has(self, key):
        return all(self.bits_array[p >> 3] >> (p & 7) & 1 for p in self.positions(key))

    def bits(self):
        return len(self.bits_array) * 8


# {{starter-protocol}}
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
