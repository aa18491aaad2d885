#!/usr/bin/env python3
"""A counting filter that bloomlab grades: `bloomlab grade counting -- python3 filter.py`.

The part below the line "The protocol" already speaks to bloomlab; write
the methods of `Filter`. The lesson "Bloom filters, step by step" explains
counters (`bloomlab lesson bloom-basics`, steps 7 to 9).
"""

import hashlib
import sys

# A 4-bit counter holds 0 to 15 (lesson bloom-basics, step 9).
COUNTER_MAX = 15


class Filter:
    """m 4-bit counters and k hash functions."""

    def __init__(self, m, k):
        self.m = m
        self.k = k
        # Two 4-bit counters per byte: counter i is in byte i // 2.
        self.cells = bytearray((m + 1) // 2)

    def counter(self, i):
        """The value of counter i (0 to 15)."""
        raise NotImplementedError("write counter(): read 4 bits of byte i // 2")

    def set_counter(self, i, value):
        """Store value (0 to 15) in counter i, leaving its neighbour alone."""
        raise NotImplementedError("write set_counter()")

    def positions(self, key):
        """The k positions of `key` (bytes), each in 0..m-1.

        As in the bloom exercise: double hashing, (h1 + i * h2) % m
        (lesson "Where the formula comes from", step 17).
        """
        raise NotImplementedError("write positions()")

    def add(self, key):
        """Add 1 to each of the key's k counters (step 7).

        A counter at 15 stays at 15: it cannot count further (step 9).
        """
        raise NotImplementedError("write add()")

    def remove(self, key):
        """Subtract 1 from each of the key's k counters (step 8).

        A counter at 15 may hold more than 15 keys: it no longer knows its
        count, so leave it at 15, or other keys would become false negatives.
        """
        raise NotImplementedError("write remove()")

    def has(self, key):
        """True when all k counters are above 0."""
        raise NotImplementedError("write has()")

    def bits(self):
        """The bits of memory the filter uses: 4 per counter."""
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
