#!/usr/bin/env python3
"""A blocked Bloom filter that bloomlab grades: `bloomlab grade blocked -- python3 filter.py`.

The part below the line "The protocol" already speaks to bloomlab; write
the methods of `Filter`. The lesson "When a Bloom filter is not enough",
step 3 (`bloomlab lesson bloom-alternatives`), explains blocks.
"""

import hashlib
import sys

# One cache line: 64 bytes, 512 bits.
BLOCK_BITS = 512


class Filter:
    """m bits in blocks of 512, k probes per key, all in one block.

    bloomlab always gives an m that is a whole number of blocks.
    """

    def __init__(self, m, k):
        self.m = m
        self.k = k
        self.blocks = m // BLOCK_BITS
        self.bits_array = bytearray(m // 8)

    def positions(self, key):
        """The k positions of `key` (bytes), all in one block.

        Hint: one hash picks the block (a number in 0..blocks-1); two more
        numbers h2, h3 give the offsets inside it, (h2 + i * h3) % 512; the
        position is block * 512 + offset. hashlib.blake2b(key,
        digest_size=24) gives three 64-bit numbers. With 512, a power of
        two, make h3 odd, or the offsets repeat too soon.
        """
        raise NotImplementedError("write positions(): one block, k offsets in it")

    def add(self, key):
        """Set the key's k bits."""
        raise NotImplementedError("write add()")

    def has(self, key):
        """True when all k bits are set."""
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
