#!/usr/bin/env python3
"""A Bloom filter that bloomlab grades: `bloomlab grade bloom -- python3 filter.py`.

The part below the line "The protocol" already speaks to bloomlab; write
the three methods of `Filter`. The lesson "Bloom filters, step by step"
explains every piece (`bloomlab lesson bloom-basics`).
"""

import hashlib
import sys


class Filter:
    """m bits and k hash functions (lesson bloom-basics, step 1)."""

    def __init__(self, m, k):
        self.m = m
        self.k = k
        # One bit per position: m bits packed into bytes.
        self.bits_array = bytearray((m + 7) // 8)

    def positions(self, key):
        """The k positions of `key` (bytes), each in 0..m-1.

        Hint: one hash gives two numbers h1 and h2 (for example the two
        halves of hashlib.blake2b(key, digest_size=16).digest()); the i-th
        position can be (h1 + i * h2) % m. This is plain double hashing; the
        lesson "Where the formula comes from", step 17, explains it and the
        enhanced form bloomlab uses, h1 + i*h2 + (i**3 - i)//6.
        """
        raise NotImplementedError("write positions(): the k positions of the key")

    def add(self, key):
        """Set the key's k bits to 1 (lesson bloom-basics, steps 2 and 3)."""
        raise NotImplementedError("write add()")

    def has(self, key):
        """True when all k bits are 1: "probably present" (steps 4 and 5)."""
        raise NotImplementedError("write has()")

    def bits(self):
        """The bits of memory the filter uses."""
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
